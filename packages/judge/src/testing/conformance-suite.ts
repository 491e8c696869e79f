// The conformance suite, identical for every driver and every language.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentLine, getLanguage } from '@codecourt/languages';
import type { JudgeRequest, LanguageId, SandboxDriver } from '@codecourt/contracts';
import { createJudge } from '../engine/create-judge.js';
import type { Judge } from '../engine/create-judge.js';
import { checkedLanguages } from './checked-languages.js';
import { CONFORMANCE_PROGRAMS, SUM_VALIDATORS } from './programs/index.js';
import { TEST_JUDGE_CONFIG } from './test-config.js';

const SUM_TEST = { input: '2 40\n', expected: '42\n' };
const SLOW = 120_000;

/**
 * Judged in full on every driver. Every language judges, on every driver, the tests that end in its
 * container's or box's own work: every verdict the sandbox gives (compile error, wrong answer, a signal, an
 * exception, CPU time, memory, output). The wall clock and the exit code, which each language reaches its own
 * way, are judged for every language on bwrap (Docker's toolchains are bwrap's own Debian packages). What only
 * the engine reads (the checker's CRLF and float rules, a custom validator, the compile cache) is the same code
 * whatever printed the answer, so it is judged in these languages alone: per language it was six judgements
 * and three compiles (a minute for the JVM's languages) that proved nothing more.
 */
const FULL_ON_EVERY_DRIVER: readonly LanguageId[] = ['c', 'python'];

/** Whether `language` judges the wall clock and its exit code on `driver`. */
function judgesItsOwnWays(driver: SandboxDriver, language: LanguageId): boolean {
  return driver === 'bwrap' || FULL_ON_EVERY_DRIVER.includes(language);
}

function commented(language: LanguageId, source: string, note: string): string {
  return `${source}${commentLine(getLanguage(language), note)}\n`;
}

export function conformanceSuite(driver: SandboxDriver): () => void {
  const { languages, narrowed } = checkedLanguages(driver);
  return () => {
    let judge: Judge;
    let cacheDir: string;
    beforeAll(async () => {
      cacheDir = await mkdtemp(join(tmpdir(), 'codecourt-conformance-'));
      judge = await createJudge({ config: TEST_JUDGE_CONFIG, sandbox: driver, cacheDir });
    });
    afterAll(async () => {
      await judge.close();
      await rm(cacheDir, { recursive: true, force: true });
    });

    for (const language of languages) {
      describe(language, () => {
        const programs = CONFORMANCE_PROGRAMS[language];
        const compiled = getLanguage(language).compile !== undefined;
        // Not registered where it does not run, so the summary's skipped count keeps meaning "could not run".
        const itIf =
          (runs: boolean) =>
          (name: string, test: () => Promise<void>, timeout: number): void => {
            if (runs) it(name, test, timeout);
          };
        const ownWaysIt = itIf(judgesItsOwnWays(driver, language));
        const engineIt = itIf(FULL_ON_EVERY_DRIVER.includes(language));
        const submit = (source: string, extra: Partial<JudgeRequest> = {}) =>
          judge.judge({ language, source, tests: [SUM_TEST], ...extra });

        it(
          'when the program is right, then Accepted with its measurements',
          async () => {
            const result = await submit(programs.accepted);
            expect(result.message).toBeUndefined();
            expect(result.verdict).toBe('Accepted');
            expect(result.driver).toBe(driver);
            expect(result.tests[0]?.stdout.trim()).toBe('42');
            expect(result.memoryKb).toBeGreaterThan(0);
            expect(result.tests[0]?.exitCode).toBe(0);
            // A syntax check's "Syntax OK" is not shown as compiler output (CompileStep.output).
            if (getLanguage(language).compile?.output === 'on-failure')
              expect(result.compile.output).toBe('');
          },
          SLOW,
        );

        it(
          'when the answer is wrong, then Wrong Answer with the checker message',
          async () => {
            const result = await submit(programs.wrong);
            expect(result.verdict).toBe('Wrong Answer');
            expect(result.message).toContain('expected "42"');
          },
          SLOW,
        );

        it(
          'when it loops forever, then Time Limit Exceeded on CPU',
          async () => {
            const result = await submit(programs.busyLoop, { limits: { timeMs: 300 } });
            expect(result.verdict).toBe('Time Limit Exceeded');
            // On a crowded machine the wall clock (CPU + 1 s + up to 2 s) may run out first; the loop still burnt CPU.
            if (result.message === 'CPU time limit exceeded')
              expect(result.tests[0]?.cpuMs).toBeGreaterThan(300);
            else expect(result.tests[0]?.cpuMs).toBeGreaterThan(100);
          },
          SLOW,
        );

        ownWaysIt(
          'when it sleeps, then Time Limit Exceeded on wall-clock time',
          async () => {
            const result = await submit(programs.sleep, { limits: { timeMs: 300 } });
            expect(result.verdict).toBe('Time Limit Exceeded');
            expect(result.message).toBe('Wall-clock time limit exceeded');
            // Asleep most of the time: its CPU is the runtime's start (Node's took 320 ms on a loaded machine,
            // so a fixed bound failed there), far below the wall-clock time it was stopped at.
            const [test] = result.tests;
            expect(test?.cpuMs).toBeLessThan((test?.wallMs ?? 0) / 2);
          },
          SLOW,
        );

        it(
          'when it allocates past the memory limit, then Memory Limit Exceeded',
          async () => {
            const result = await submit(programs.allocate, { limits: { memoryKb: 128 * 1024 } });
            expect(result.verdict, result.tests[0]?.stderr).toBe('Memory Limit Exceeded');
          },
          SLOW,
        );

        it(
          'when it floods stdout, then Output Limit Exceeded',
          async () => {
            const result = await submit(programs.printFlood, { limits: { outputBytes: 1024 * 1024 } });
            expect(result.verdict).toBe('Output Limit Exceeded');
            expect(result.tests[0]?.stdoutTruncated).toBe(true);
          },
          SLOW,
        );

        it(
          'when it crashes on a signal, then Runtime Error naming the signal',
          async () => {
            const result = await submit(programs.crash.source);
            expect(result.verdict).toBe('Runtime Error');
            expect(result.tests[0]?.signal).toBe(programs.crash.signal);
          },
          SLOW,
        );

        it(
          'when an exception escapes, then Runtime Error',
          async () => {
            const result = await submit(programs.uncaught);
            expect(result.verdict).toBe('Runtime Error');
            if (programs.uncaughtTrace) expect(result.tests[0]?.stderr).toMatch(programs.uncaughtTrace);
          },
          SLOW,
        );

        ownWaysIt(
          'when it exits with a non-zero code, then Runtime Error with that code',
          async () => {
            const result = await submit(programs.nonZeroExit);
            expect(result.verdict).toBe('Runtime Error');
            expect(result.tests[0]?.exitCode).toBe(3);
            expect(result.message).toBe('Exited with code 3');
          },
          SLOW,
        );

        it(
          'when it does not compile or has a syntax error, then Compilation Error with the message',
          async () => {
            const result = await submit(programs.broken);
            expect(result.verdict).toBe('Compilation Error');
            expect(result.compile.output).toMatch(/undefined_name|SyntaxError/);
            expect(result.message).toBe(result.compile.output);
            expect(result.tests).toEqual([]);
          },
          SLOW,
        );

        engineIt(
          'when a right answer ends lines with CRLF and trailing spaces, then Accepted',
          async () => {
            const result = await submit(programs.crlfTrailingSpaces);
            expect(result.verdict).toBe('Accepted');
          },
          SLOW,
        );

        engineIt(
          'when a float is within the tolerance, then Accepted, and outside it, Wrong Answer',
          async () => {
            const test = { input: '', expected: '3.14159265\n' };
            const loose = await submit(programs.approximatePi, {
              tests: [test],
              checker: { kind: 'default', flags: { floatTolerance: 1e-4 } },
            });
            const tight = await submit(programs.approximatePi, {
              tests: [test],
              checker: { kind: 'default', flags: { floatAbsoluteTolerance: 1e-9 } },
            });
            expect(loose.verdict).toBe('Accepted');
            expect(tight.verdict).toBe('Wrong Answer');
          },
          SLOW,
        );

        engineIt(
          'when a custom validator judges, then its exit codes 42 and 43 decide',
          async () => {
            const checker = {
              kind: 'custom',
              validator: { language: 'cpp', source: SUM_VALIDATORS.cpp },
            } as const;
            const right = await submit(programs.accepted, { checker });
            const wrong = await submit(programs.wrong, { checker });
            expect(right.verdict).toBe('Accepted');
            expect(wrong.verdict).toBe('Wrong Answer');
            expect(wrong.message).toBe('expected the sum 42');
          },
          SLOW,
        );

        engineIt(
          'when the same source is judged twice, then the second judge does not compile again',
          async () => {
            const source = commented(language, programs.accepted, `cache probe ${randomUUID()}`);
            const first = await submit(source);
            const second = await submit(source);
            expect(first.verdict).toBe('Accepted');
            expect(second.verdict).toBe('Accepted');
            expect(first.compile).toMatchObject({ required: compiled, cached: false });
            expect(second.compile).toMatchObject({ required: compiled, cached: compiled });
          },
          SLOW,
        );
      });
    }

    describe.skipIf(narrowed)('engine', () => {
      const tests = [SUM_TEST, { input: '1 1\n', expected: '3\n' }, { input: '5 5\n', expected: '10\n' }];

      it(
        'when a test fails, then a submission stops there and its verdict is that test',
        async () => {
          const result = await judge.judge({ language: 'c', source: CONFORMANCE_PROGRAMS.c.accepted, tests });
          expect(result.verdict).toBe('Wrong Answer');
          expect(result.tests.map((t) => t.verdict)).toEqual(['Accepted', 'Wrong Answer']);
          expect(result).toMatchObject({ testsPassed: 1, totalTests: 3 });
        },
        SLOW,
      );

      it(
        'when mode is all, then every test runs',
        async () => {
          const result = await judge.judge({
            language: 'c',
            source: CONFORMANCE_PROGRAMS.c.accepted,
            tests,
            mode: 'all',
          });
          expect(result.tests.map((t) => t.verdict)).toEqual(['Accepted', 'Wrong Answer', 'Accepted']);
          expect(result.verdict).toBe('Wrong Answer');
        },
        SLOW,
      );

      it(
        'when a Python validator judges, then it runs in the sandbox too',
        async () => {
          const checker = {
            kind: 'custom',
            validator: { language: 'python', source: SUM_VALIDATORS.python },
          } as const;
          const result = await judge.judge({
            language: 'python',
            source: CONFORMANCE_PROGRAMS.python.wrong,
            tests: [SUM_TEST],
            checker,
          });
          expect(result.verdict).toBe('Wrong Answer');
          expect(result.message).toBe('expected the sum 42');
        },
        SLOW,
      );

      it(
        'when a validator writes 100 KB of its own debugging, then it is obeyed within validation_output, and stopped beyond it',
        async () => {
          // Kattis lets a validator write up to validation_output (8 MiB unless the package says).
          const chatty = {
            kind: 'custom',
            validator: {
              language: 'python',
              source: "import sys\nsys.stdout.write('checking ' * 12_000)\nsys.exit(42)\n",
            },
          } as const;
          const request: JudgeRequest = {
            language: 'python',
            source: CONFORMANCE_PROGRAMS.python.accepted,
            tests: [SUM_TEST],
            checker: chatty,
          };
          const obeyed = await judge.judge(request);
          const stopped = await judge.judge({ ...request, validatorLimits: { outputBytes: 10 * 1024 } });

          expect(obeyed.verdict).toBe('Accepted');
          expect(stopped.verdict).toBe('Internal Error');
        },
        SLOW,
      );

      it(
        'when the package and the test folder give validator flags, then the custom validator gets them after feedback_dir',
        async () => {
          // Accepts only when its words arrive as problemtools passes them; otherwise says what it got.
          const validator = [
            'import sys',
            "if sys.argv[4:] == ['strict', '1e-6']: sys.exit(42)",
            "open(sys.argv[3] + '/judgemessage.txt', 'w').write('args %r' % sys.argv[4:])",
            'sys.exit(43)',
          ].join('\n');
          const run = (args?: string[], testArgs?: string[]) =>
            judge.judge({
              language: 'python',
              source: CONFORMANCE_PROGRAMS.python.accepted,
              tests: [{ ...SUM_TEST, ...(testArgs ? { validatorArgs: testArgs } : {}) }],
              checker: {
                kind: 'custom',
                validator: { language: 'python', source: `${validator}\n` },
                ...(args ? { args } : {}),
              },
            });
          const given = await run(['strict', '1e-6']);
          // The test's folder's (testdata.yaml output_validator_flags) come after the problem's.
          const split = await run(['strict'], ['1e-6']);
          const none = await run();
          expect(given.verdict, given.message).toBe('Accepted');
          expect(split.verdict, split.message).toBe('Accepted');
          expect(none.verdict).toBe('Wrong Answer');
          expect(none.message).toBe('args []');
        },
        SLOW,
      );

      it(
        'when the validator itself crashes or does not compile, then Internal Error with its own words',
        async () => {
          const crashing = [
            'import sys',
            "open(sys.argv[3] + '/judgeerror.txt', 'w').write('answer file is empty')",
            "sys.stderr.write('gave up')",
            'sys.exit(1)',
          ].join('\n');
          const run = (validator: { language: 'python' | 'cpp'; source: string }) =>
            judge.judge({
              language: 'python',
              source: CONFORMANCE_PROGRAMS.python.accepted,
              tests: [SUM_TEST],
              checker: { kind: 'custom', validator },
            });
          const crashed = await run({ language: 'python', source: `${crashing}\n` });
          expect(crashed.verdict).toBe('Internal Error');
          expect(crashed.tests[0]?.message).toBe(
            'The output validator failed (RE, exit code 1) answer file is empty\ngave up',
          );
          const broken = await run({ language: 'cpp', source: 'int main() { return undeclared; }\n' });
          expect(broken.verdict).toBe('Internal Error');
          expect(broken.message).toMatch(/it does not compile\n[^]*undeclared. was not declared/);
        },
        SLOW,
      );

      it(
        'when Run gives custom input, then the output comes back unchecked',
        async () => {
          const result = await judge.run({
            language: 'python',
            source: CONFORMANCE_PROGRAMS.python.accepted,
            input: '20 22\n',
          });
          expect(result.verdict).toBe('Accepted');
          expect(result.tests[0]?.stdout).toBe('42\n');
        },
        SLOW,
      );

      it(
        'when every checked language self-tests, then all pass',
        async () => {
          const rows = await judge.selfTest(languages);
          expect(rows.map((r) => [r.language, r.verdict])).toEqual(languages.map((id) => [id, 'Accepted']));
        },
        SLOW,
      );
    });
  };
}
