// Scoring problems (issue #21): two groups and partial scores, every test run, on every driver.
import { expect, it } from 'vitest';
import type { JudgeTest, SandboxDriver, ScoringGroup } from '@codecourt/contracts';
import { useSuiteJudge } from './suite-judge.js';

const SLOW = 120_000;

const TESTS: JudgeTest[] = [
  { input: '1 1\n', expected: '2\n', visible: true },
  { input: '2 40\n', expected: '42\n', visible: false, group: 'small' },
  { input: '100 200\n', expected: '300\n', visible: false, group: 'small' },
  { input: '2000000000 2000000000\n', expected: '4000000000\n', visible: false, group: 'large' },
  { input: '1 2\n', expected: '3\n', visible: false, group: 'large' },
];

const RIGHT =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
/** 32-bit sums: right on small numbers only. */
const OVERFLOWS =
  '#include <iostream>\nint main() { int a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';

export function scoringSuite(driver: SandboxDriver): () => void {
  return () => {
    const judge = useSuiteJudge(driver, 'scoring');
    const score = (source: string, large: ScoringGroup['aggregation']) =>
      judge().judge({
        language: 'cpp',
        source,
        tests: TESTS,
        scoring: {
          groups: [
            { name: 'small', score: 30 },
            { name: 'large', score: 70, aggregation: large },
          ],
        },
      });

    it(
      'when the solution is right, then every group scores in full: 100',
      async () => {
        const result = await score(RIGHT, 'min');
        expect(result.verdict).toBe('Accepted');
        expect(result.score).toBe(100);
        expect(result.groups?.map((g) => [g.name, g.score, g.verdict])).toEqual([
          ['small', 30, 'Accepted'],
          ['large', 70, 'Accepted'],
        ]);
        expect(result.tests.map((t) => t.score)).toEqual([undefined, 1, 1, 1, 1]);
      },
      SLOW,
    );

    it(
      'when the solution overflows on large numbers and large takes the minimum, then group 1 only: 30',
      async () => {
        const result = await score(OVERFLOWS, 'min');
        expect(result.verdict).toBe('Wrong Answer');
        // No stop at the first failure: the test after it ran and counted.
        expect(result.tests).toHaveLength(5);
        expect(result.score).toBe(30);
        expect(result.groups).toEqual([
          { name: 'small', score: 30, maxScore: 30, verdict: 'Accepted', testsPassed: 2, totalTests: 2 },
          { name: 'large', score: 0, maxScore: 70, verdict: 'Wrong Answer', testsPassed: 1, totalTests: 2 },
        ]);
      },
      SLOW,
    );

    it(
      'when large sums its tests instead, then the overflowing solution gets half of it: 65',
      async () => {
        const result = await score(OVERFLOWS, 'sum');
        expect(result.score).toBe(65);
        expect(result.groups?.[1]).toMatchObject({ name: 'large', score: 35 });
      },
      SLOW,
    );
  };
}
