// The editor holds only the user's function; the server joins the problem's harness (D10: docs/decisions/d10-function-only-harness.md). Judged on a
// library problem through the real compilers and sandbox.
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EDITOR_LANGUAGE_IDS,
  LANGUAGE_IDS,
  PROGRAMS_LANGUAGE_BY_ID,
  problemSchema,
  runResponseSchema,
  submitResponseSchema,
  type LanguageId,
} from '@codecourt/contracts';
import type { TestApp } from '../../../testing/test-app.js';
import { createTestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { createTestJudging } from '../../../testing/test-judging.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { addTwoPackage, filesOf } from '../../../testing/tiny-package.js';
import { readProblemPackage } from '@codecourt/problem-package';
import type { Judging } from '../../judging/create-judging.js';

const LIBRARY = fileURLToPath(new URL('../../../../../../problems', import.meta.url));
/**
 * Every language with a harness in the library's two-sum (templates/<id>), and those that run its
 * programs (PyPy 3 in Python's harness): a language file or template added is judged here with no edit.
 */
const HARNESSES = new Set(readdirSync(`${LIBRARY}/two-sum/templates`));
const LANGUAGES = LANGUAGE_IDS.filter((id) => HARNESSES.has(PROGRAMS_LANGUAGE_BY_ID[id]));

/**
 * LeetCode-style answers (the Solution alone, no input or output code), by the language whose programs they
 * are: the library's own function-only accepted solutions of two-sum, so a language added there is judged here.
 */
const TWO_SUM: Readonly<Partial<Record<LanguageId, string>>> = Object.fromEntries(
  (await readProblemPackage(`${LIBRARY}/two-sum`)).submissions
    .filter((submission) => submission.functionOnly && submission.expected === 'Accepted')
    .map((submission) => [submission.language, submission.source]),
);

const SUBMIT_WAIT_MS = 120_000;
/** A submit answers within its wait; the test leaves room for the answer to arrive. */
const SUBMIT_TEST_MS = SUBMIT_WAIT_MS + 30_000;

let database: TestDatabase;
let judging: Judging;
let testApp: TestApp;
let twoSum: string;
let noReference: string;
let ada: TestBrowser;

beforeAll(async () => {
  database = await createTestDatabase();
  const files = await filesOf(`${LIBRARY}/two-sum`);
  twoSum = (await importTestPackage(database.db, { slug: 'two-sum', files })).id;
  const withoutReference = Object.fromEntries(
    Object.entries(addTwoPackage()).filter(([path]) => !path.startsWith('submissions/accepted/')),
  );
  noReference = (await importTestPackage(database.db, { slug: 'add-two', files: withoutReference })).id;
  // Each submit compiles and runs 16 tests while other files judge beside it: on a loaded two-core machine
  // a Java submission alone can take longer than the default 30 s wait.
  judging = await createTestJudging(database.db, SUBMIT_WAIT_MS);
  testApp = await createTestApp({
    database,
    judging,
    config: { submissionRateLimit: { windowMs: 60_000, max: 1_000 } },
  });
  ada = (await signedInBrowser(testApp.app)).browser;
});
afterAll(async () => {
  await judging.close();
  await testApp.close();
  await database.dispose();
});

const run = async (problemId: string, body: Record<string, string>) =>
  runResponseSchema.parse((await ada.post(`/api/submission/run/${problemId}`, body)).body);

describe('function-only code (the harness is joined on the server)', () => {
  it('when the problem is read, then startCode and referenceSolution hold only the visible part', async () => {
    const problem = problemSchema.parse((await ada.get(`/api/problem/problemById/${twoSum}`)).body);

    const cpp = problem.startCode.find((s) => s.language === 'C++')?.initialCode ?? '';
    expect(cpp).toBe(await readFile(`${LIBRARY}/two-sum/templates/cpp/solution.cpp`, 'utf8'));
    expect(cpp).not.toContain('int main');
    for (const reference of problem.referenceSolution) {
      expect(reference.completeCode).not.toMatch(/int main|public static void main|readFileSync|sys\.stdin/);
    }
  });

  it('when the library problem has harnesses, then every language the editor always offers has one', () => {
    expect(EDITOR_LANGUAGE_IDS.filter((id) => !LANGUAGES.includes(id))).toEqual([]);
    expect(LANGUAGES).toContain('pypy3');
  });

  it.each(LANGUAGES)(
    'when only the Solution is submitted in %s, then it is Accepted and the stored code is what the user wrote',
    // The wall clock of a loaded CI machine (the public packages are judged beside it): PyPy's start once
    // took its test past 3.25 s of wall clock with 0.36 s of CPU. A verdict that changes on a retry is named
    // in CI's summary (vitest.retried-reporter.ts).
    { timeout: SUBMIT_TEST_MS, retry: process.env.CI ? 1 : 0 },
    async (language) => {
      const code = TWO_SUM[PROGRAMS_LANGUAGE_BY_ID[language]];
      if (code === undefined) throw new Error(`${language} has a harness but no Two Sum answer in this test`);
      const res = await ada.post(`/api/submission/submit/${twoSum}`, { code, language });

      const body = submitResponseSchema.parse(res.body);
      // The verdict first, with the judge's message and figures: a summary line then says why it was not
      // Accepted (a Time Limit Exceeded far under the CPU limit was the wall clock of a loaded machine).
      expect(body.verdict, `${language}: ${body.error ?? ''} (${JSON.stringify(body.stats)})`).toBe(
        'Accepted',
      );
      expect(body).toMatchObject({ accepted: true, code });
      expect(body.testCasesPassed).toBe(body.totalTestCases);
    },
  );

  it('when the user part does not compile, then the compiler names the user line', async () => {
    const code =
      'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        return {} oops;\n    }\n};\n';

    const body = await run(twoSum, { code, language: 'cpp' });

    expect(body.verdict).toBe('Compilation Error');
    expect(body.compileOutput).toMatch(/main\.cpp:4:\d+: error/);
    expect(body.runtime).toBeNull();
  });

  it('when the user part throws, then the Python traceback names the user line', async () => {
    const code = 'class Solution:\n    def twoSum(self, nums, target):\n        raise ValueError("here")\n';

    const body = await run(twoSum, { code, language: 'python' });

    expect(body.verdict).toBe('Runtime Error');
    expect(body.error).toMatch(/main\.py", line 3, in twoSum/);
  });

  it('when Java code fails to compile, then javac names the user line', async () => {
    const code =
      'class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        return nope;\n    }\n}\n';

    const body = await run(twoSum, { code, language: 'java' });

    expect(body.verdict).toBe('Compilation Error');
    expect(body.compileOutput).toMatch(/Main\.java:3: error/);
  });
});

describe('Run on custom input', () => {
  const input = '[1,2,3]\n5\n';

  it(
    'when the problem has a reference, then the answer shows its expected output beside the actual one with a real verdict',
    // The reference runs beside the user's code on a loaded machine: a starved run is retried once in CI
    // (its time limit is never cached, reference-output.ts), and the summary names it.
    { timeout: SUBMIT_TEST_MS, retry: process.env.CI ? 1 : 0 },
    async () => {
      const starter = await readFile(`${LIBRARY}/two-sum/templates/cpp/solution.cpp`, 'utf8');

      const wrong = await run(twoSum, { code: starter, language: 'cpp', customInput: input });
      const right = await run(twoSum, {
        code: TWO_SUM.javascript ?? '',
        language: 'javascript',
        customInput: input,
      });

      expect(wrong).toMatchObject({ success: false, verdict: 'Wrong Answer', output: '[]\n' });
      expect(wrong.tests).toMatchObject([{ visible: true, input, expected: '[1,2]\n', actual: '[]\n' }]);
      expect(right).toMatchObject({ success: true, verdict: 'Accepted', output: '[1,2]\n' });
      expect(right.tests[0]?.expected).toBe('[1,2]\n');
    },
  );

  it('when the problem has no reference solution, then the output comes back with no expected answer', async () => {
    const body = await run(noReference, {
      code: 'a, b = map(int, input().split())\nprint(a * b)\n',
      language: 'python',
      customInput: '6 7\n',
    });

    expect(body).toMatchObject({ output: '42\n', error: null });
    expect(body.tests).toHaveLength(1);
    expect(body.tests[0]).toMatchObject({ visible: true, input: '6 7\n', actual: '42\n' });
    expect(body.tests[0]?.expected).toBeUndefined();
  });
});
