// One submission's tests spread over idle places (issue #35 item 7): each further test runs at once in a
// spare place with a session of its own, results and live progress stay in test order, and a failure still
// ends the judging at the first failed test.
import { expect, it } from 'vitest';
import type { JudgeRequest, JudgeTestResult, SandboxDriver } from '@codecourt/contracts';
import { createFairScheduler } from '../scheduling/fair-scheduler.js';
import { useSuiteJudge } from './suite-judge.js';

const SLOW = 120_000;

const echoTests = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ input: `${String(i)}\n`, expected: `${String(i)}\n` }));

const SLEEPY_PYTHON = 'import time\ntime.sleep(0.4)\nprint(input())\n';
const SLEEPY_CPP = `#include <chrono>
#include <iostream>
#include <thread>
int main() {
  std::this_thread::sleep_for(std::chrono::milliseconds(400));
  int n; std::cin >> n; std::cout << n << "\\n";
}
`;

/** Judges through a two-place scheduler, counting how many of the submission's pieces ran at once. */
function placesOf(size: number) {
  const places = createFairScheduler({ size, perOwner: 2 });
  let running = 0;
  let most = 0;
  const counted =
    <T>(work: () => Promise<T>) =>
    async (): Promise<T> => {
      running += 1;
      most = Math.max(most, running);
      try {
        return await work();
      } finally {
        running -= 1;
      }
    };
  const ticket = places.ticket('ada');
  return {
    hooks: (onTest: (result: JudgeTestResult) => void) => ({
      onTest,
      slot: <T>(work: () => Promise<T>) => ticket.run(counted(work)),
      spare: <T>(work: () => Promise<T>) => ticket.spare(counted(work)),
    }),
    mostAtOnce: () => most,
    close: () => {
      ticket.close();
    },
  };
}

export function spreadSuite(driver: SandboxDriver): () => void {
  return () => {
    const judge = useSuiteJudge(driver, 'spread');

    const judgeSpread = async (request: JudgeRequest, size = 2) => {
      const places = placesOf(size);
      const seen: number[] = [];
      try {
        const result = await judge().judge(
          request,
          places.hooks((test) => seen.push(test.index)),
        );
        return { result, seen, mostAtOnce: places.mostAtOnce() };
      } finally {
        places.close();
      }
    };

    it(
      'when two places are free, then a Python submission’s tests run two at a time and are reported in order',
      async () => {
        const { result, seen, mostAtOnce } = await judgeSpread({
          language: 'python',
          source: SLEEPY_PYTHON,
          tests: echoTests(6),
          limits: { timeMs: 2_000 },
        });
        expect(result.verdict).toBe('Accepted');
        expect(result.tests.map((test) => test.index)).toEqual([0, 1, 2, 3, 4, 5]);
        expect(seen).toEqual([0, 1, 2, 3, 4, 5]);
        expect(mostAtOnce).toBe(2);
      },
      SLOW,
    );

    it(
      'when a compiled C++ submission spreads, then the spare place runs the same program from the cache',
      async () => {
        const { result, mostAtOnce } = await judgeSpread({
          language: 'cpp',
          source: SLEEPY_CPP,
          tests: echoTests(4),
          limits: { timeMs: 2_000 },
        });
        expect(result.verdict).toBe('Accepted');
        expect(result.tests.map((test) => test.stdout)).toEqual(['0\n', '1\n', '2\n', '3\n']);
        expect(mostAtOnce).toBe(2);
      },
      SLOW,
    );

    it(
      'when the third of six tests fails, then the verdict is its own and nothing after it is reported',
      async () => {
        const tests = echoTests(6).map((test, i) => (i === 2 ? { ...test, expected: 'nope\n' } : test));
        const { result, seen } = await judgeSpread({
          language: 'python',
          source: SLEEPY_PYTHON,
          tests,
          limits: { timeMs: 2_000 },
        });
        expect(result.verdict).toBe('Wrong Answer');
        expect(result.tests.map((test) => test.index)).toEqual([0, 1, 2]);
        expect(seen).toEqual([0, 1, 2]);
      },
      SLOW,
    );

    it(
      'when the caller has one place, then nothing spreads and every test runs in the one session',
      async () => {
        const { result, mostAtOnce } = await judgeSpread(
          { language: 'python', source: SLEEPY_PYTHON, tests: echoTests(3), limits: { timeMs: 2_000 } },
          1,
        );
        expect(result.verdict).toBe('Accepted');
        expect(mostAtOnce).toBe(1);
      },
      SLOW,
    );
  };
}
