// JUDGE_NICE: what the judge runs starts at the configured CPU priority (process and bwrap: its nice value;
// docker: the container's CPU weight), so a judge beside the API leaves the API the CPU. The program reports
// what the kernel says of itself; nothing here measures time.
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
 * Prints the program's nice value and its CPU weight as the container's cgroup states it (cgroup v1
 * `cpu.shares`, or v2 `cpu.weight` converted back the way Docker converts shares), or "-" outside one.
 */
const REPORT_PRIORITY = `import os
def read(path):
    try:
        with open(path) as f:
            return int(f.read())
    except OSError:
        return None
shares = read('/sys/fs/cgroup/cpu/cpu.shares')
weight = read('/sys/fs/cgroup/cpu.weight')
print(os.nice(0), shares if shares is not None else ('w%d' % weight if weight is not None else '-'))
`;

/** The cgroup v2 weight Docker writes for cpu shares (runc's conversion). */
const weightOf = (shares: number) => 1 + Math.floor(((shares - 2) * 9999) / 262_142);

async function reported(judge: Judge): Promise<[string, string]> {
  const result = await judge.judge({
    language: 'python',
    source: REPORT_PRIORITY,
    tests: [{ input: '', expected: '' }],
  });
  const [nice = '', weight = ''] = (result.tests[0]?.stdout ?? '').trim().split(' ');
  return [nice, weight];
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
          const [, lowered] = await reported(judges.lowered as Judge);
          expect([String(shares), `w${String(weightOf(shares))}`]).toContain(lowered);
          const [, plain] = await reported(judges.plain as Judge);
          expect(['1024', 'w100']).toContain(plain);
        },
        SLOW,
      );
      return;
    }
    it(
      'when JUDGE_NICE is set, then the program runs at that nice value, and at the judge’s own without it',
      async () => {
        const [lowered] = await reported(judges.lowered as Judge);
        expect(lowered).toBe(String(nice));
        const [plain] = await reported(judges.plain as Judge);
        expect(plain).toBe(String(getPriority()));
      },
      SLOW,
    );
  };
}
