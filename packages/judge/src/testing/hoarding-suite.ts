// Memory a program pins outside its RSS (memfd, SysV shm, files on the sandbox's tmpfs) counts against
// its limit and ends as MLE while the host's Shmem stays within that limit; kernel objects (message
// queues, socket buffers, tmpfs inodes) leave the host's unreclaimable slab within it too; a program
// that tampers with its own binary cannot break the next test; threads fit in the memory limit.
// Hardened drivers only (bwrap, docker).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { JudgeRequest, SandboxDriver } from '@codecourt/contracts';
import { createJudge } from '../engine/create-judge.js';
import type { Judge } from '../engine/create-judge.js';
import { peakShmemGrowthKb, peakSlabGrowthKb } from './host-memory.js';
import { kernelMemory, threads } from './programs/integrity-attacks.js';
import { memoryHoarding } from './programs/memory-hoarding.js';
import { TEST_JUDGE_CONFIG } from './test-config.js';

const SLOW = 120_000;
const LIMIT_KB = 64 * 1024;
/**
 * Sampling (every 5 ms) lets a fast program overshoot by a few 15 MB files before it is stopped, more when a
 * loaded machine delays the sample (57 and 73 MB seen in two local CI runs). Without the limit the program
 * fills each of its three places, far beyond this.
 */
const OVERSHOOT_KB = 80 * 1024;

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

    const pinKernel = (source: string, timeMs = 2_000) =>
      peakSlabGrowthKb(() =>
        judge.judge({
          language: 'c',
          source,
          tests: [{ input: '' }],
          limits: { timeMs, memoryKb: LIMIT_KB, wallMs: 20_000 },
          mode: 'all',
        }),
      );

    it(
      'when it fills SysV message queues, then Memory Limit Exceeded and the host slab stays within the limit',
      async () => {
        const { value: result, growthKb } = await pinKernel(kernelMemory.messageQueues);
        expect(result.verdict, result.tests[0]?.stdout).toBe('Memory Limit Exceeded');
        expect(growthKb).toBeLessThan(LIMIT_KB);
      },
      SLOW,
    );

    it(
      'when every process fills socketpairs byte by byte, then Memory Limit Exceeded and the host slab stays within the limit',
      async () => {
        const { value: result, growthKb } = await pinKernel(kernelMemory.socketPairs, 5_000);
        expect(result.verdict, result.tests[0]?.stdout).toBe('Memory Limit Exceeded');
        expect(growthKb).toBeLessThan(LIMIT_KB + OVERSHOOT_KB);
      },
      SLOW,
    );

    it(
      'when it creates 300,000 empty files on its tmpfs mounts, then Memory Limit Exceeded and the host slab stays within the limit',
      async () => {
        const { value: result, growthKb } = await pinKernel(kernelMemory.emptyFiles, 5_000);
        expect(result.verdict, result.tests[0]?.stdout).toBe('Memory Limit Exceeded');
        expect(growthKb).toBeLessThan(LIMIT_KB + OVERSHOOT_KB);
      },
      SLOW,
    );

    // A common contest limit: with stacks and arenas reserved per thread, 256 MB used to fit two threads.
    const threaded = (language: 'cpp' | 'java', source: string, expected?: string) =>
      judge.judge({
        language,
        source,
        tests: [{ input: '', ...(expected === undefined ? {} : { expected }) }],
        limits: { timeMs: 2_000, memoryKb: 256 * 1024 },
      });

    it.each([
      ['C++ program runs eight std::threads', 'cpp', threads.cpp, threads.cppExpected],
      ['Java program runs eight threads', 'java', threads.java, threads.javaExpected],
    ] as const)(
      'when a %s within a 256 MB limit, then Accepted',
      async (_, language, source, expected) => {
        const result = await threaded(language, source, expected);
        expect(result.verdict, result.tests[0]?.stderr ?? result.compile.output).toBe('Accepted');
      },
      SLOW,
    );

    it(
      'when eight threads together touch more than the memory limit, then Memory Limit Exceeded',
      async () => {
        const result = await threaded('cpp', threads.cppOverLimit);
        expect(result.verdict, result.tests[0]?.stdout).toBe('Memory Limit Exceeded');
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
