// A submission that only sleeps (issue #21, item 7): ended at its wall limit once, never once per test.
import { expect, it } from 'vitest';
import { getLanguage } from '@codecourt/languages';
import type { SandboxDriver } from '@codecourt/contracts';
import { useSuiteJudge } from './suite-judge.js';

const SLOW = 120_000;
const TIME_MS = 1_000;

export function sleepSuite(driver: SandboxDriver): () => void {
  return () => {
    const judge = useSuiteJudge(driver, 'sleep');

    it(
      'when a Python submission sleeps 60 s on each of 30 tests, then one test runs and ends at its wall limit',
      async () => {
        const tests = Array.from({ length: 30 }, (_, i) => ({
          input: `${String(i)}\n`,
          expected: `${String(i)}\n`,
        }));
        const result = await judge().judge({
          language: 'python',
          source: 'import time\ntime.sleep(60)\n',
          tests,
          limits: { timeMs: TIME_MS },
        });
        expect(result.verdict).toBe('Time Limit Exceeded');
        expect(result.message).toBe('Wall-clock time limit exceeded');
        expect(result.tests).toHaveLength(1);
        // The wall limit the language derives (CPU + 1 s + margin) is what ended it.
        const { resources } = getLanguage('python').run({
          sourceFile: 'main.py',
          timeMs: TIME_MS,
          memoryKb: 256 * 1024,
        });
        expect(result.tests[0]?.wallMs).toBeGreaterThanOrEqual(resources.wallMs);
      },
      SLOW,
    );
  };
}
