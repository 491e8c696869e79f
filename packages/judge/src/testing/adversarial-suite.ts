// Hostile programs: each must end with a sensible verdict while the host stays unharmed:
// no process left behind, no file written outside the box, no secret read.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { JUDGE_LIMITS } from '@codecourt/contracts';
import type { JudgeRequest, SandboxDriver } from '@codecourt/contracts';
import { createJudge } from '../engine/create-judge.js';
import type { Judge } from '../engine/create-judge.js';
import { existingPaths, leftoverProcesses } from './host-inspection.js';
import { adversarial } from './programs/adversarial.js';
import { orphanBurnerCpp, orphanBurnerPython, testCounter } from './programs/integrity-attacks.js';
import { zombieBwrapsUnderSubreaper } from './zombie-check.js';
import { TEST_JUDGE_CONFIG } from './test-config.js';

/** What a driver promises to contain: every driver limits resources; only namespaces/containers isolate. */
export type Containment = 'isolated' | 'rlimits-only';

const SLOW = 120_000;
const FAKE_SECRET = `codecourt-fake-secret-${randomUUID()}`;
const HOSTILE_VERDICTS = [
  'Time Limit Exceeded',
  'Runtime Error',
  'Memory Limit Exceeded',
  'Output Limit Exceeded',
];

export function adversarialSuite(driver: SandboxDriver, containment: Containment): () => void {
  return () => {
    let judge: Judge;
    let cacheDir: string;
    let marker: string;
    const connections: string[] = [];
    let server: Server;
    let port = 0;

    beforeAll(async () => {
      process.env.CODECOURT_FAKE_SECRET = FAKE_SECRET;
      cacheDir = await mkdtemp(join(tmpdir(), 'codecourt-adversarial-'));
      judge = await createJudge({
        config: TEST_JUDGE_CONFIG,
        sandbox: driver,
        cacheDir,
        compileLimits: { cpuMs: 8_000, memoryKb: 512 * 1024 },
      });
      server = createServer((socket) => {
        connections.push(String(socket.remoteAddress));
        socket.destroy();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });
    afterAll(async () => {
      delete process.env.CODECOURT_FAKE_SECRET;
      server.close();
      await judge.close();
      await rm(cacheDir, { recursive: true, force: true });
    });
    afterEach(async () => {
      expect(await leftoverProcesses(marker), 'processes left behind').toEqual([]);
    });

    const hostile = (
      language: JudgeRequest['language'],
      source: (m: string) => string,
      extra: Partial<JudgeRequest> = {},
    ) => {
      marker = `codecourt-marker-${randomUUID()}`;
      return judge.judge({ language, source: source(marker), tests: [{ input: '' }], mode: 'all', ...extra });
    };

    it(
      'when a fork bomb runs, then it is contained by the process limit and ends in time',
      async () => {
        const result = await hostile('c', adversarial.forkBomb, { limits: { timeMs: 500 } });
        expect(HOSTILE_VERDICTS).toContain(result.verdict);
      },
      SLOW,
    );

    it(
      'when a program forks and its child escapes with setsid, then nothing survives the submission',
      async () => {
        const result = await hostile('c', adversarial.forkSetsid);
        expect(result.verdict).toBe('Accepted');
        expect(result.tests[0]?.stdout).toBe('42\n');
      },
      SLOW,
    );

    it(
      'when a thread bomb runs, then the process limit stops it',
      async () => {
        const result = await hostile('c', adversarial.threadBomb);
        const made = Number(/stopped after (\d+) threads/.exec(result.tests[0]?.stdout ?? '')?.[1]);
        expect(result.verdict).toBe('Accepted');
        expect(made).toBeLessThan(64);
      },
      SLOW,
    );

    // DMOJ's test suite: what a program reserves counts, touched or not, as contestants expect.
    it.each([
      ['a 128 MB static array', adversarial.reservesStatic, JUDGE_LIMITS.minMemoryKb],
      ['512 MB with new', adversarial.reservesHeap, JUDGE_LIMITS.minMemoryKb],
    ] as const)(
      'when a C++ program reserves %s it never touches, over its limit, then Runtime Error or Memory Limit Exceeded',
      async (_, source, memoryKb) => {
        marker = `codecourt-marker-${randomUUID()}`;
        const result = await judge.judge({
          language: 'cpp',
          source,
          tests: [{ input: '', expected: '' }],
          limits: { timeMs: 1_000, memoryKb },
        });
        expect(['Runtime Error', 'Memory Limit Exceeded'], result.tests[0]?.stdout).toContain(result.verdict);
      },
      SLOW,
    );

    it(
      'when a C++ program recurses about 100 MB deep within a 256 MB limit, then Accepted',
      async () => {
        marker = `codecourt-marker-${randomUUID()}`;
        const result = await judge.judge({
          language: 'cpp',
          source: adversarial.deepRecursion,
          tests: [{ input: '', expected: '1000000\n' }],
          limits: { timeMs: 2_000, memoryKb: 256 * 1024 },
        });
        expect(result.verdict, result.tests[0]?.stderr).toBe('Accepted');
      },
      SLOW,
    );

    it(
      "when it prints its environment and other processes' environ, then no judge secret appears",
      async () => {
        const result = await hostile('python', adversarial.printSecrets);
        const stdout = result.tests[0]?.stdout ?? '';
        expect(result.verdict).toBe('Accepted');
        expect(stdout).toContain('ENV PATH=');
        expect(stdout).not.toContain(FAKE_SECRET);
        expect(stdout).not.toContain('CODECOURT_FAKE_SECRET');
        const keys = [...stdout.matchAll(/^ENV ([^=]+)=/gm)].map((m) => m[1]);
        expect(
          // GLIBC_TUNABLES is the judge's own (one malloc arena under an address-space cap), no secret.
          keys.every((key) =>
            /^(PATH|LANG|LC_ALL|LC_CTYPE|HOME|TMPDIR|GLIBC_TUNABLES|PYTHON\w+)$/.test(key ?? ''),
          ),
          keys.join(','),
        ).toBe(true);
      },
      SLOW,
    );

    it(
      'when it reads /etc/shadow, then it gets nothing',
      async () => {
        const result = await hostile('python', adversarial.readShadow);
        expect(result.tests[0]?.stdout).toMatch(/^denied \d+/);
      },
      SLOW,
    );

    it(
      'when it kills or stops its parent and init, then the runner carries on with the next test',
      async () => {
        marker = `codecourt-marker-${randomUUID()}`;
        const result = await judge.judge({
          language: 'c',
          source: adversarial.killParent(marker),
          tests: [
            { input: '', expected: '42' },
            { input: '', expected: '42' },
          ],
        });
        expect(result.tests.map((t) => t.verdict)).toEqual(['Accepted', 'Accepted']);
      },
      SLOW,
    );

    // Without namespaces only a uid switch (the judge running as root) keeps the judge's files away.
    if (containment === 'isolated' || process.getuid?.() === 0)
      it(
        "when it reads the judge user's 0600 secrets file and the judge's environ, then both are denied",
        async () => {
          const secrets = join(cacheDir, 'secrets.json');
          await writeFile(secrets, JSON.stringify({ jwtAccessSecret: FAKE_SECRET }), { mode: 0o600 });
          const result = await hostile('python', (m) =>
            adversarial.readJudgeSecrets(m, secrets, process.pid),
          );
          const stdout = result.tests[0]?.stdout ?? '';
          expect(stdout).not.toContain(FAKE_SECRET);
          expect(stdout.match(/^denied \d+$/gm)).toHaveLength(2);
        },
        SLOW,
      );

    it(
      'when the same code is submitted twice, then the second submission finds nothing the first left',
      async () => {
        // Without namespaces /tmp is the host's: the process driver only promises a fresh box.
        const paths =
          containment === 'isolated'
            ? ['left-behind', '/tmp/left-behind', '/dev/shm/left-behind']
            : ['left-behind'];
        const first = await hostile('python', (m) => adversarial.leaveFiles(m, paths));
        const second = await hostile('python', (m) => adversarial.findFiles(m, paths));
        expect(first.tests[0]?.stdout).toBe('written\n');
        expect(second.tests[0]?.stdout).toBe('clean\n');
      },
      SLOW,
    );

    // A generous wall clock: only the CPU limit may end these, however busy the machine.
    const burnLimits = { timeMs: 1_000, wallMs: 30_000 };

    it(
      'when a C++ program burns CPU in pairs of orphaned grandchildren beyond the limit, then Time Limit Exceeded',
      async () => {
        const result = await hostile('cpp', (m) => orphanBurnerCpp(m, 4, 350), { limits: burnLimits });
        expect(result.verdict, result.tests[0]?.stdout).toBe('Time Limit Exceeded');
        expect(result.tests[0]?.cpuMs).toBeGreaterThanOrEqual(1_000);
      },
      SLOW,
    );

    it(
      'when a Python program burns CPU in orphans of os.fork() beyond the limit, then Time Limit Exceeded',
      async () => {
        // Python's allowance is 3x: 3 s of CPU against 4.8 s burned.
        const result = await hostile('python', (m) => orphanBurnerPython(m, 6, 400), { limits: burnLimits });
        expect(result.verdict, result.tests[0]?.stdout).toBe('Time Limit Exceeded');
        expect(result.tests[0]?.cpuMs).toBeGreaterThanOrEqual(3_000);
      },
      SLOW,
    );

    it(
      'when orphans would burn eight times the limit, then they are killed near the limit, not judged after',
      async () => {
        const result = await hostile('cpp', (m) => orphanBurnerCpp(m, 10, 400), { limits: burnLimits });
        expect(result.verdict).toBe('Time Limit Exceeded');
        expect(result.tests[0]?.cpuMs).toBeLessThan(2_500);
      },
      SLOW,
    );

    it(
      'when a program counts the tests through files in its box, a subfolder and /tmp, then every test sees 0',
      async () => {
        // Without namespaces /tmp is the host's: the process driver keeps its programs to their box.
        const paths =
          containment === 'isolated'
            ? ['/tmp/seen', '/dev/shm/seen', 'seen', 'sub/dir/seen']
            : ['seen', 'sub/dir/seen'];
        const result = await hostile('python', (m) => testCounter(m, paths), {
          tests: [
            { input: '', expected: '0' },
            { input: '', expected: '0' },
            { input: '', expected: '0' },
          ],
        });
        expect(result.tests.map((t) => t.stdout)).toEqual(['0\n', '0\n', '0\n']);
      },
      SLOW,
    );

    if (driver === 'bwrap')
      it(
        'when sessions end, closed or killed, under a subreaper, then no bwrap is left a zombie',
        async () => {
          expect(await zombieBwrapsUnderSubreaper(4)).toEqual([]);
        },
        SLOW,
      );

    it(
      'when the source includes /dev/urandom, then Compilation Error within the compile limits',
      async () => {
        marker = `codecourt-marker-${randomUUID()}`;
        const result = await judge.judge({
          language: 'cpp',
          source: adversarial.includeUrandom,
          tests: [{ input: '' }],
        });
        expect(result.verdict).toBe('Compilation Error');
        expect(await leftoverProcesses(marker, (p) => p.comm === 'cc1plus' && p.uid !== 0)).toEqual([]);
      },
      SLOW,
    );

    it(
      'when templates blow up exponentially, then Compilation Error within the compile limits',
      async () => {
        marker = `codecourt-marker-${randomUUID()}`;
        const result = await judge.judge({
          language: 'cpp',
          source: adversarial.templateBlowUp,
          tests: [{ input: '' }],
        });
        expect(result.verdict).toBe('Compilation Error');
        expect(await leftoverProcesses(marker, (p) => p.comm === 'cc1plus' && p.uid !== 0)).toEqual([]);
      },
      SLOW,
    );

    if (containment !== 'isolated') {
      console.warn(
        `[judge] adversarial on ${driver}: rlimits only, so network access, writes outside the box, filling /tmp and /dev/shm, and kill(-1) are NOT contained (those cases run on bwrap and docker)`,
      );
      return;
    }

    it(
      'when it connects to the network, then it cannot reach the host or the internet',
      async () => {
        const result = await hostile('c', (m) => adversarial.connect(m, port), { limits: { timeMs: 2_000 } });
        expect(result.tests[0]?.stdout).toBe('blocked\n');
        expect(connections).toEqual([]);
      },
      SLOW,
    );

    it(
      'when it writes outside its box, then nothing appears on the host',
      async () => {
        const tag = randomUUID();
        const targets = [
          `/tmp/codecourt-escape-${tag}`,
          `/var/tmp/codecourt-escape-${tag}`,
          `/dev/shm/codecourt-escape-${tag}`,
          `${process.cwd()}/codecourt-escape-${tag}`,
          `/codecourt-escape-${tag}`,
          `../codecourt-escape-${tag}`,
        ];
        const result = await hostile('python', (m) => adversarial.writeOutside(m, targets));
        expect(result.verdict).toBe('Accepted');
        expect(await existingPaths(targets.filter((t) => t.startsWith('/')))).toEqual([]);
      },
      SLOW,
    );

    it(
      'when it fills /tmp, /dev/shm and its box, then size caps stop it and the host keeps its space',
      async () => {
        const result = await hostile('python', adversarial.fillDisks);
        const filled = Number(/filled (\d+)/.exec(result.tests[0]?.stdout ?? '')?.[1]);
        expect(result.verdict).toBe('Accepted');
        expect(filled).toBeLessThanOrEqual(256 * 1024 * 1024);
        expect(await existingPaths(['/tmp/fill-0', '/dev/shm/fill-0'])).toEqual([]);
      },
      SLOW,
    );

    it(
      'when it creates namespaces to mount a tmpfs of its own, then it is denied',
      async () => {
        const result = await hostile('c', adversarial.namespaces);
        expect(result.tests[0]?.stdout).toBe('denied\n');
      },
      SLOW,
    );

    it(
      'when it signals every process it can see, then only its own die',
      async () => {
        marker = `codecourt-marker-${randomUUID()}`;
        const result = await judge.judge({
          language: 'c',
          source: adversarial.killEverything(marker),
          tests: [
            { input: '', expected: '42' },
            { input: '', expected: '42' },
          ],
        });
        expect(result.tests.map((t) => t.verdict)).toEqual(['Accepted', 'Accepted']);
      },
      SLOW,
    );
  };
}
