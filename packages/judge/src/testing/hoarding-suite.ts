// Memory a program pins outside its RSS (memfd, SysV shm, files on the sandbox's tmpfs) counts against
// its limit and ends as MLE while the host's Shmem stays within that limit; a program that tampers
// with its own binary cannot break the next test. Hardened drivers only (bwrap, docker).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { JudgeRequest, SandboxDriver } from '@codecourt/contracts';
import { createJudge } from '../engine/create-judge.js';
import type { Judge } from '../engine/create-judge.js';
import { peakShmemGrowthKb } from './host-memory.js';
import { memoryHoarding } from './programs/memory-hoarding.js';
import { TEST_JUDGE_CONFIG } from './test-config.js';

const SLOW = 120_000;
const LIMIT_KB = 64 * 1024;
/** Sampling lets a fast program overshoot by a few allocations before it is stopped. */
const OVERSHOOT_KB = 48 * 1024;

export function hoardingSuite(driver: SandboxDriver): () => void {
  return () => {
    let judge: Judge;
    let cacheDir: string;

    beforeAll(async () => {
      cacheDir = await mkdtemp(join(tmpdir(), 'codecourt-hoarding-'));
      judge = await createJudge({ config: TEST_JUDGE_CONFIG, sandbox: driver, cacheDir });
    });
    afterAll(async () => {
      await judge.close();
      await rm(cacheDir, { recursive: true, force: true });
    });

    const hoard = (source: string, extra: Partial<JudgeRequest> = {}) =>
      peakShmemGrowthKb(() =>
        judge.judge({
          language: 'c',
          source,
          tests: [{ input: '' }],
          limits: { timeMs: 2_000, memoryKb: LIMIT_KB },
          mode: 'all',
          ...extra,
        }),
      );

    it(
      'when two processes hoard memfds far beyond the limit, then Memory Limit Exceeded and Shmem stays within the limit',
      async () => {
        const { value: result, growthKb } = await hoard(memoryHoarding.memfd);
        expect(result.verdict, result.tests[0]?.stdout).toBe('Memory Limit Exceeded');
        expect(growthKb).toBeLessThan(LIMIT_KB);
      },
      SLOW,
    );

    it(
      'when it holds a SysV shared memory segment beyond the limit, then Memory Limit Exceeded and Shmem stays within the limit',
      async () => {
        const { value: result, growthKb } = await hoard(memoryHoarding.sysvShm);
        expect(result.verdict, result.tests[0]?.stdout).toBe('Memory Limit Exceeded');
        expect(growthKb).toBeLessThan(LIMIT_KB);
      },
      SLOW,
    );

    it(
      'when it fills /dev/shm, /tmp and its box with files beyond the limit, then Memory Limit Exceeded',
      async () => {
        const { value: result, growthKb } = await hoard(memoryHoarding.tmpfsFiles);
        expect(result.verdict, result.tests[0]?.stdout).toBe('Memory Limit Exceeded');
        expect(result.tests[0]?.memoryKb).toBeGreaterThan(LIMIT_KB);
        expect(growthKb).toBeLessThan(LIMIT_KB + OVERSHOOT_KB);
      },
      SLOW,
    );

    it(
      'when a program unlinks, renames and truncates its own binary, then the next test still runs and both are judged on merit',
      async () => {
        const result = await judge.judge({
          language: 'c',
          source: memoryHoarding.tamperWithBinary,
          tests: [
            { input: '', expected: '0 0 0 0\n42\n' },
            { input: '', expected: '0 0 0 0\n42\n' },
          ],
        });
        expect(result.tests.map((t) => t.verdict)).toEqual(['Accepted', 'Accepted']);
      },
      SLOW,
    );
  };
}
