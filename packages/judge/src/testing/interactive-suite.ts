// Interactive problems (issue #21): a guessing game on 1..1000 judged with its interactor, on every driver.
import { expect, it } from 'vitest';
import { MESSAGES } from '@codecourt/contracts';
import type { JudgeRequest, SandboxDriver } from '@codecourt/contracts';
import { useSuiteJudge } from './suite-judge.js';

const SLOW = 120_000;

/**
 * Kattis interactor: reads the secret from the input file, answers each guess with higher, lower or
 * correct, allows 10 guesses. At end of input it waits a moment before rejecting, as a slow interactor
 * would: the program's own end then comes first and decides.
 */
export const GUESS_INTERACTOR = `import sys, time
secret = int(open(sys.argv[1]).read().split()[0])
feedback = sys.argv[3]

def verdict(code, message):
    with open(feedback + 'judgemessage.txt', 'w') as f:
        f.write(message)
    sys.exit(code)

for guesses in range(1, 11):
    line = sys.stdin.readline()
    if not line:
        time.sleep(0.3)
        verdict(43, 'the program stopped guessing')
    try:
        guess = int(line)
    except ValueError:
        verdict(43, 'not a number: ' + line.strip()[:20])
    if guess == secret:
        print('correct', flush=True)
        verdict(42, 'found in %d guesses' % guesses)
    print('higher' if guess < secret else 'lower', flush=True)
verdict(43, 'too many guesses')
`;

const BINARY_SEARCH = `#include <iostream>
#include <string>
int main() {
  int lo = 1, hi = 1000;
  std::string reply;
  while (lo <= hi) {
    int mid = (lo + hi) / 2;
    std::cout << mid << std::endl;
    if (!(std::cin >> reply) || reply == "correct") return 0;
    if (reply == "higher") lo = mid + 1; else hi = mid - 1;
  }
}
`;

/** Guesses 1, 2, 3, ... and so writes after the interactor gave up: it dies of SIGPIPE. */
const LINEAR_GUESSES = `#include <cstdio>
int main() {
  char reply[16];
  for (int g = 1; g <= 1000; ++g) {
    printf("%d\\n", g);
    fflush(stdout);
    if (scanf("%15s", reply) != 1) { printf("%d\\n", g); fflush(stdout); }
  }
}
`;

const GARBAGE = `print('banana', flush=True)
input()
`;

/** Writes its guess into a buffer and waits for an answer that never comes. */
const NEVER_FLUSHES = `import sys
sys.stdout.write('500\\n')
sys.stdin.readline()
`;

const CRASHES = `import sys
print(500, flush=True)
sys.stdin.readline()
sys.exit(3)
`;

const BROKEN_INTERACTOR = `import sys
sys.stdin.readline()
raise RuntimeError('interactor bug')
`;

/** Talks first and keeps talking past a pipe's buffer; C++, as SIGPIPE kills it (Python would raise). */
const TALKATIVE_INTERACTOR = `#include <cstdio>
int main() {
  for (int i = 0; i < 1000000; ++i) { printf("%d\\n", i); fflush(stdout); }
  return 43;
}
`;

const TESTS = [
  { input: '777\n', expected: '' },
  { input: '1\n', expected: '' },
];

export function interactiveSuite(driver: SandboxDriver): () => void {
  return () => {
    const judge = useSuiteJudge(driver, 'interactive');
    const play = (program: Pick<JudgeRequest, 'language' | 'source'>, interactor = GUESS_INTERACTOR) =>
      judge().judge({
        ...program,
        tests: TESTS,
        limits: { timeMs: 1_000 },
        checker: { kind: 'interactive', interactor: { language: 'python', source: interactor } },
      });

    it(
      'when the program binary-searches the secret, then Accepted on every test with the interactor message',
      async () => {
        const result = await play({ language: 'cpp', source: BINARY_SEARCH });
        expect(result.verdict, result.message).toBe('Accepted');
        expect(result.testsPassed).toBe(2);
        expect(result.tests[0]?.message).toMatch(/^found in \d+ guesses$/);
      },
      SLOW,
    );

    const failures = [
      {
        what: 'guesses linearly and writes after the interactor gave up',
        program: { language: 'cpp', source: LINEAR_GUESSES },
        verdict: 'Wrong Answer',
        message: 'too many guesses',
      },
      {
        what: 'answers something that is not a guess',
        program: { language: 'python', source: GARBAGE },
        verdict: 'Wrong Answer',
        message: 'not a number: banana',
      },
      {
        what: 'never flushes its guess',
        program: { language: 'python', source: NEVER_FLUSHES },
        verdict: 'Time Limit Exceeded',
        message: 'Wall-clock time limit exceeded',
      },
      {
        what: 'crashes mid-game',
        program: { language: 'python', source: CRASHES },
        verdict: 'Runtime Error',
        message: 'Exited with code 3',
      },
    ] as const;
    // The linear guesser dies of SIGPIPE after the interactor's rejection: the interactor ended first and wins.
    it.each(failures)(
      'when the program $what, then $verdict',
      async ({ program, verdict, message }) => {
        const result = await play(program);
        expect(result.verdict).toBe(verdict);
        expect(result.message).toBe(message);
      },
      SLOW,
    );

    it(
      "when the package and the test's folder give validator flags, then the interactor gets them after feedback_dir",
      async () => {
        // The secret comes from the flags instead of the input file, so only the flags can be found: the
        // problem's word, then the test folder's (testdata.yaml output_validator_flags), joined.
        const fromFlags = GUESS_INTERACTOR.replace(
          'secret = int(open(sys.argv[1]).read().split()[0])',
          "secret = int(''.join(sys.argv[4:]))",
        );
        const result = await judge().judge({
          language: 'cpp',
          source: BINARY_SEARCH,
          tests: TESTS.map((test) => ({ ...test, validatorArgs: ['3'] })),
          limits: { timeMs: 1_000 },
          checker: {
            kind: 'interactive',
            interactor: { language: 'python', source: fromFlags },
            args: ['12'],
          },
        });
        expect(result.verdict, result.message).toBe('Accepted');
        expect(result.tests.map((t) => t.message)).toEqual(['found in 9 guesses', 'found in 9 guesses']);
      },
      SLOW,
    );

    // The interactor dies of SIGPIPE writing to a program that left: the program's doing, not the judge's.
    it.each([
      {
        what: 'ends at once without reading',
        source: 'pass\n',
        verdict: 'Wrong Answer',
        message: MESSAGES.programLeftInteractor,
      },
      {
        what: 'crashes at once',
        source: 'import sys\nsys.exit(3)\n',
        verdict: 'Runtime Error',
        message: 'Exited with code 3',
      },
    ] as const)(
      'when the program $what while the interactor talks, then $verdict, never Internal Error',
      async ({ source, verdict, message }) => {
        const result = await judge().judge({
          language: 'python',
          source,
          tests: TESTS,
          limits: { timeMs: 1_000 },
          checker: { kind: 'interactive', interactor: { language: 'cpp', source: TALKATIVE_INTERACTOR } },
        });
        expect(result.verdict, result.message).toBe(verdict);
        expect(result.message).toBe(message);
      },
      SLOW,
    );

    it(
      'when the interactor crashes, then Internal Error naming the interactor and its error',
      async () => {
        const result = await play({ language: 'cpp', source: BINARY_SEARCH }, BROKEN_INTERACTOR);
        expect(result.verdict).toBe('Internal Error');
        expect(result.message).toContain('The interactor failed');
        expect(result.message).toContain('interactor bug');
      },
      SLOW,
    );
  };
}
