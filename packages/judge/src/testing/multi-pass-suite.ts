// Multi-pass problems (issue #21): the validator's nextpass.in runs the program again, on every driver.
import { expect, it } from 'vitest';
import type { SandboxDriver } from '@codecourt/contracts';
import { useSuiteJudge } from './suite-judge.js';

const SLOW = 120_000;

/**
 * Input "k x": the program must answer 2x. Passes 1 and 2 ask a follow-up question about the answer
 * ("k+1 2x"); pass 3 ends. Each pass logs itself in the feedback dir, which must survive between passes.
 */
const DOUBLING_VALIDATOR = `import sys
inp, feedback = sys.argv[1], sys.argv[3]
k, x = map(int, open(inp).read().split())
out = sys.stdin.read().split()

def verdict(code, message):
    with open(feedback + 'judgemessage.txt', 'w') as f:
        f.write(message)
    sys.exit(code)

with open(feedback + 'log', 'a') as f:
    f.write('%d ' % k)
if len(out) != 1 or int(out[0]) != 2 * x:
    verdict(43, 'pass %d: expected %d' % (k, 2 * x))
if k < 3:
    with open(feedback + 'nextpass.in', 'w') as f:
        f.write('%d %s\\n' % (k + 1, out[0]))
    verdict(42, 'pass %d' % k)
verdict(42, 'passes ' + open(feedback + 'log').read().strip())
`;

const DOUBLES = 'k, x = map(int, input().split())\nprint(2 * x)\n';
/** Right on the first question only. */
const DOUBLES_ONCE = 'k, x = map(int, input().split())\nprint(2 * x if k == 1 else x)\n';

export function multiPassSuite(driver: SandboxDriver): () => void {
  return () => {
    const judge = useSuiteJudge(driver, 'multi-pass');
    const judgePasses = (source: string, validationPasses: number) =>
      judge().judge({
        language: 'python',
        source,
        tests: [{ input: '1 5\n', expected: '' }],
        validationPasses,
        checker: { kind: 'custom', validator: { language: 'python', source: DOUBLING_VALIDATOR } },
      });

    it(
      'when the program answers every follow-up, then Accepted after three passes with one feedback dir',
      async () => {
        const result = await judgePasses(DOUBLES, 3);
        expect(result.verdict, result.message).toBe('Accepted');
        expect(result.tests[0]?.passes).toBe(3);
        expect(result.tests[0]?.message).toBe('passes 1 2 3');
        // The last pass's run: 2 x 20.
        expect(result.tests[0]?.stdout.trim()).toBe('40');
      },
      SLOW,
    );

    it(
      'when the program fails the follow-up question, then Wrong Answer from the second pass',
      async () => {
        const result = await judgePasses(DOUBLES_ONCE, 3);
        expect(result.verdict).toBe('Wrong Answer');
        expect(result.message).toBe('pass 2: expected 20');
        expect(result.tests[0]?.passes).toBe(2);
      },
      SLOW,
    );

    it(
      'when the validator asks for more passes than validationPasses, then Internal Error',
      async () => {
        const result = await judgePasses(DOUBLES, 2);
        expect(result.verdict).toBe('Internal Error');
        expect(result.message).toBe('The validator asked for more passes than the problem allows');
      },
      SLOW,
    );
  };
}
