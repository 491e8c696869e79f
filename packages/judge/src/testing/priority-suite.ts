// JUDGE_NICE: what the judge runs starts at the configured CPU priority (process and bwrap: its nice value,
// in the judge's own scheduler autogroup, where that value counts; docker: the container's CPU weight), so a
// judge beside the API leaves the API the CPU. The program reports what the kernel says of itself; nothing
// here measures time.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SandboxDriver } from '@codecourt/contracts';
import { createJudge } from '../engine/create-judge.js';
import type { Judge } from '../engine/create-judge.js';
import { cpuSharesFor } from '../sandbox/priority.js';
import { createSandbox } from '../sandbox/detect.js';
import { TEST_JUDGE_CONFIG } from './test-config.js';

const SLOW = 120_000;

/**
 * Prints the program's nice value, its CPU weight as the container's cgroup states it (cgroup v1
 * `cpu.shares`, or v2 `cpu.weight` converted back the way Docker converts shares, or "-" outside one), what
 * a setsid() of its own gets (a new session would be a new autogroup, weighed apart from any nice value),
 * and on the next line its autogroup ("/autogroup-<id> nice <n>", empty without autogroups).
 */
const REPORT_PRIORITY = `import errno, os
def read(path):
    try:
        with open(path) as f:
            return f.read().strip()
    except OSError:
        return None
shares = read('/sys/fs/cgroup/cpu/cpu.shares')
weight = read('/sys/fs/cgroup/cpu.weight')
try:
    os.setsid()
    session = 'new-session'
except OSError as e:
    session = errno.errorcode[e.errno]
print(os.nice(0), shares if shares is not None else ('w%s' % weight if weight is not None else '-'), session)
print(read('/proc/self/autogroup') or '')
`;

type Reported = { nice: string; weight: string; session: string; autogroup: string };

/** The cgroup v2 weight Docker writes for cpu shares (runc's conversion). */
const weightOf = (shares: number) => 1 + Math.floor(((shares - 2) * 9999) / 262_142);

async function reported(judge: Judge): Promise<Reported> {
  const result = await judge.judge({
    language: 'python',
    source: REPORT_PRIORITY,
    tests: [{ input: '', expected: '' }],
  });
  const [first = '', autogroup = ''] = (result.tests[0]?.stdout ?? '').split('\n');
  const [nice = '', weight = '', session = ''] = first.split(' ');
  return { nice, weight, session, autogroup };
}

/** This process's autogroup, or undefined where the kernel has none. */
function ownAutogroup(): string | undefined {
  try {
    return readFileSync('/proc/self/autogroup', 'utf8').trim();
  } catch {
    return undefined;
  }
}

export function prioritySuite(driver: SandboxDriver): () => void {
  return () => {
    // Above this process's own nice value, or the driver would have nothing to lower.
    const nice = Math.min(19, getPriority() + 6);
    const judges: { plain?: Judge; lowered?: Judge } = {};
    let cacheDir: string;
    beforeAll(async () => {
      cacheDir = await mkdtemp(join(tmpdir(), 'codecourt-priority-'));
      const lowered = { ...TEST_JUDGE_CONFIG, nice, docker: { ...TEST_JUDGE_CONFIG.docker, nice } };
      const plain = { ...TEST_JUDGE_CONFIG, nice: 0, docker: { ...TEST_JUDGE_CONFIG.docker, nice: 0 } };
      judges.lowered = await createJudge({
        config: lowered,
        sandbox: await createSandbox(driver, lowered),
        cacheDir,
      });
      judges.plain = await createJudge({
        config: plain,
        sandbox: await createSandbox(driver, plain),
        cacheDir,
      });
    });
    afterAll(async () => {
      await judges.lowered?.close();
      await judges.plain?.close();
      await rm(cacheDir, { recursive: true, force: true });
    });

    if (driver === 'docker') {
      it(
        'when JUDGE_NICE is set, then the container has the CPU weight of that nice value, and Docker’s default without it',
        async () => {
          const shares = cpuSharesFor(nice);
          const lowered = await reported(judges.lowered as Judge);
          expect([String(shares), `w${String(weightOf(shares))}`]).toContain(lowered.weight);
          expect(lowered.session).toBe('EPERM');
          const plain = await reported(judges.plain as Judge);
          expect(['1024', 'w100']).toContain(plain.weight);
        },
        SLOW,
      );
      return;
    }
    it(
      'when JUDGE_NICE is set, then the program runs at that nice value, and at the judge’s own without it',
      async () => {
        const lowered = await reported(judges.lowered as Judge);
        expect(lowered.nice).toBe(String(nice));
        const plain = await reported(judges.plain as Judge);
        expect(plain.nice).toBe(String(getPriority()));
      },
      SLOW,
    );
    // With autogroups (most distributions' kernels) the CPU is shared between sessions first and by nice
    // value only within one: a sandbox or program in a session of its own would be the API's equal.
    it(
      'when the judge runs a program, then it is in the judge’s own autogroup and cannot start a session of its own',
      async () => {
        const lowered = await reported(judges.lowered as Judge);
        expect(lowered.session).toBe('EPERM');
        const own = ownAutogroup();
        if (own === undefined) return;
        expect(lowered.autogroup).toBe(own);
      },
      SLOW,
    );
  };
}
