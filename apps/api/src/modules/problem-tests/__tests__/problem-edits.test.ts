import request from 'supertest';
import type { Response } from 'supertest';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminProblemSchema,
  COOKIE_NAMES,
  MESSAGES,
  problemUpdateInputSchema,
  referenceRejectedResponseSchema,
  testUploadResponseSchema,
  XSRF_HEADER,
} from '@codecourt/contracts';
import type { HarnessInput, ProblemInput } from '@codecourt/contracts';
import { addTwoInput } from '../../../testing/admin-problem-input.js';
import { newSignup } from '../../../testing/fixtures.js';
import { createJudgedAdminApp } from '../../../testing/judged-admin-app.js';
import type { JudgedAdminApp } from '../../../testing/judged-admin-app.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { addTwoPackage } from '../../../testing/tiny-package.js';
import { createProblemRepository } from '../../problems/repository.js';

// Every edit judges three references on every test: slow on a loaded machine.
const JUDGED_MS = 240_000;
const ADMIN = newSignup({ emailId: 'edits@example.com' });

/** "Add two" as the library writes problems: the user writes only `add`, the harness reads and prints. */
const HARNESSES: HarnessInput[] = [
  {
    language: 'C++',
    prepend: '#include <iostream>\n',
    append: 'int main() { long long a, b; std::cin >> a >> b; std::cout << add(a, b) << "\\n"; }\n',
  },
  {
    language: 'Java',
    prepend: 'import java.util.Scanner;\n',
    append:
      'public class Main { public static void main(String[] args) { Scanner in = new Scanner(System.in);\n' +
      '  System.out.println(Solution.add(in.nextLong(), in.nextLong())); } }\n',
  },
  {
    language: 'JavaScript',
    prepend: '',
    append:
      "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(add(a, b));\n",
  },
];
const FUNCTION_ONLY = {
  'C++': 'long long add(long long a, long long b) { return a + b; }\n',
  Java: 'class Solution { static long add(long a, long b) { return a + b; } }\n',
  JavaScript: 'function add(a, b) { return a + b; }\n',
} as const;

function functionOnlyInput(overrides: Partial<ProblemInput> = {}): ProblemInput {
  return addTwoInput({
    title: 'Add Two Functions',
    startCode: HARNESSES.map((h) => ({ language: h.language, initialCode: '// add(a, b)\n' })),
    referenceSolution: HARNESSES.map((h) => ({
      language: h.language,
      completeCode: FUNCTION_ONLY[h.language as keyof typeof FUNCTION_ONLY],
    })),
    harnesses: HARNESSES,
    ...overrides,
  });
}

let judged: JudgedAdminApp;
let problemId: string;

beforeAll(async () => {
  judged = await createJudgedAdminApp(ADMIN);
  const created = await judged.admin.post('/api/problem/create', functionOnlyInput());
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  problemId = (created.body as { _id: string })._id;
}, JUDGED_MS);
afterAll(async () => {
  await judged.close();
});

const adminRead = async (id = problemId) =>
  adminProblemSchema.parse((await judged.admin.get(`/api/problem/admin/${id}`)).body);

/** Multipart as the admin form sends it: cookies, the XSRF header, and each file under its field. */
function upload(
  files: Record<string, { content: Buffer | string; filename: string }>,
  id = problemId,
): Promise<Response> {
  const browser = judged.admin;
  const cookie = [...browser.cookies]
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  let pending = request(judged.testApp.app)
    .post(`/api/problem-tests/${id}`)
    .set('Cookie', cookie)
    .set(XSRF_HEADER, browser.cookie(COOKIE_NAMES.xsrf) ?? '');
  for (const [field, file] of Object.entries(files))
    pending = pending.attach(field, Buffer.from(file.content), { filename: file.filename });
  return pending;
}

function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    zip.outputStream.on('error', reject);
  });
}

/** The update body the form sends when it leaves the hidden tests as loaded. */
const unchangedTests = (overrides: Partial<ProblemInput> = {}) => {
  const { hiddenTestCases: _left, harnesses: _kept, ...rest } = functionOnlyInput(overrides);
  return rest;
};

describe('admin edits: harness fields, test changes and uploaded tests', () => {
  it(
    'when an admin creates a function-only problem with harnesses, then the references are judged inside them and the admin read returns them',
    async () => {
      const read = await adminRead();
      expect(read.harnesses).toEqual(HARNESSES);
      expect(read.startCode.map((s) => s.initialCode)).toEqual(HARNESSES.map(() => '// add(a, b)\n'));
      expect(read.hiddenTestCases.map((t) => t.name)).toEqual(['01', '02', '03']);
    },
    JUDGED_MS,
  );

  it(
    'when a reference solution does not fit its harness, then the create is refused with the failing language',
    async () => {
      const res = await judged.admin.post(
        '/api/problem/create',
        functionOnlyInput({
          title: 'Add Two Broken',
          referenceSolution: functionOnlyInput().referenceSolution.map((r) =>
            r.language === 'JavaScript'
              ? { ...r, completeCode: 'function plus(a, b) { return a + b; }\n' }
              : r,
          ),
        }),
      );
      expect(res.status).toBe(400);
      expect(referenceRejectedResponseSchema.parse(res.body).failure.language).toBe('JavaScript');
    },
    JUDGED_MS,
  );

  it(
    'when an update leaves the harnesses out, then they are kept; when it sends an empty list with whole programs, then they are gone',
    async () => {
      const kept = await judged.admin.send('put', `/api/problem/update/${problemId}`, {
        body: unchangedTests({ description: 'Return the sum.' }),
      });
      expect(kept.status).toBe(200);
      expect((await adminRead()).harnesses).toEqual(HARNESSES);

      const whole = addTwoInput({ title: 'Add Two Functions', harnesses: [] });
      const { hiddenTestCases: _left, ...body } = whole;
      const cleared = await judged.admin.send('put', `/api/problem/update/${problemId}`, { body });
      expect(cleared.status).toBe(200);
      expect((await adminRead()).harnesses).toEqual([]);

      const back = await judged.admin.send('put', `/api/problem/update/${problemId}`, {
        body: { ...unchangedTests(), harnesses: HARNESSES },
      });
      expect(back.status).toBe(200);
      expect((await adminRead()).harnesses).toEqual(HARNESSES);
    },
    JUDGED_MS,
  );

  it(
    'when an edit removes one stored test by name and adds one, then only those change and the others keep their names',
    async () => {
      const res = await judged.admin.send('put', `/api/problem/update/${problemId}`, {
        body: {
          ...unchangedTests(),
          hiddenTestChanges: { removed: ['02'], added: [{ input: '40 2\n', output: '42\n' }] },
        },
      });
      expect(res.status).toBe(200);
      const tests = (await adminRead()).hiddenTestCases;
      expect(tests.map((t) => [t.name, t.input])).toEqual([
        ['01', '100 200\n'],
        ['03', '1000000000 1000000000\n'],
        ['03-2', '40 2\n'],
      ]);
    },
    JUDGED_MS,
  );

  it(
    'when an edit names a test the problem does not have, or sends tests and changes both, then 400 and nothing changes',
    async () => {
      const before = (await adminRead()).hiddenTestCases;
      const unknown = await judged.admin.post(`/api/problem/verify/${problemId}`, {
        ...unchangedTests(),
        hiddenTestChanges: { removed: ['nope'], added: [] },
      });
      expect(unknown.status).toBe(400);
      expect((unknown.body as { error: string }).error).toBe(`${MESSAGES.hiddenTestUnknown}: nope`);
      const both = await judged.admin.send('put', `/api/problem/update/${problemId}`, {
        body: { ...functionOnlyInput(), hiddenTestChanges: { removed: [], added: [] } },
      });
      expect(both.status).toBe(400);
      expect((both.body as { error: string }).error).toBe(MESSAGES.hiddenTestsTwice);
      expect((await adminRead()).hiddenTestCases).toEqual(before);
    },
    JUDGED_MS,
  );

  it(
    'when an admin uploads a test as an input file and an answer file, then it is judged and added under the file’s name',
    async () => {
      const big = `${'1'.repeat(9)} ${'2'.repeat(9)}\n`;
      const res = await upload({
        input: { content: big, filename: 'big.in' },
        answer: { content: '333333333\n', filename: 'big.ans' },
      });
      expect(res.status).toBe(200);
      expect(testUploadResponseSchema.parse(res.body)).toEqual({ added: 1, replaced: 0, hiddenTests: 4 });
      expect((await adminRead()).hiddenTestCases.at(-1)).toEqual({
        name: 'big',
        input: big,
        output: '333333333\n',
      });
    },
    JUDGED_MS,
  );

  it(
    'when an admin uploads a zip of data/ whose answer is wrong, then 400 names the reference and test, and nothing is saved',
    async () => {
      const zip = await zipOf({
        'data/sample/01.in': '1 1\n',
        'data/sample/01.ans': '2\n',
        'data/secret/wrong.in': '2 2\n',
        'data/secret/wrong.ans': '5\n',
      });
      const res = await upload({ zip: { content: zip, filename: 'data.zip' } });
      expect(res.status).toBe(400);
      expect(referenceRejectedResponseSchema.parse(res.body).failure).toMatchObject({
        testKind: 'hidden',
        testNumber: 5,
        verdict: 'Wrong Answer',
      });
      expect((await adminRead()).hiddenTestCases).toHaveLength(4);
    },
    JUDGED_MS,
  );

  it(
    'when an admin uploads a zip of data/ with a group folder and a test named like a stored one, then it adds the one and replaces the other',
    async () => {
      const zip = await zipOf({
        'data/secret/01.in': '1 2\n',
        'data/secret/01.ans': '3\n',
        'data/secret/large/01.in': '5 5\n',
        'data/secret/large/01.out': '10\n',
      });
      const res = await upload({ zip: { content: zip, filename: 'data.zip' } });
      expect(res.status).toBe(200);
      expect(testUploadResponseSchema.parse(res.body)).toEqual({ added: 1, replaced: 1, hiddenTests: 5 });
      const tests = (await adminRead()).hiddenTestCases;
      expect(tests.find((t) => t.name === '01')?.input).toBe('1 2\n');
      expect(tests.find((t) => t.name === 'large/01')?.output).toBe('10\n');
    },
    JUDGED_MS,
  );

  it(
    'when an upload carries only an input file, then 400 says how to upload tests',
    async () => {
      const res = await upload({ input: { content: '1 2\n', filename: 'a.in' } });
      expect(res.status).toBe(400);
      expect((res.body as { error: string }).error).toBe(MESSAGES.testUploadInvalid);
    },
    JUDGED_MS,
  );
});

/** "Add two" with its input format as a checktestdata script and its range as a Python input validator. */
const CHECKED_ADD_TWO = {
  ...addTwoPackage(),
  'input_validators/format.ctd': 'INT(-10^10, 10^10) SPACE INT(-10^10, 10^10) NEWLINE\n',
  'input_validators/range.py': [
    'import sys',
    'a, b = map(int, sys.stdin.read().split())',
    'if max(abs(a), abs(b)) > 10**9:',
    '    print("a and b are at most 10^9 in size", file=sys.stderr)',
    '    sys.exit(43)',
    'sys.exit(42)',
    '',
  ].join('\n'),
};

describe('admin edits of a problem with input validators', () => {
  let checkedId: string;
  beforeAll(async () => {
    checkedId = (
      await importTestPackage(judged.testApp.database.db, { slug: 'checked', files: CHECKED_ADD_TWO })
    ).id;
    // A stored test the range validator refuses (written past the API), which the references pass: edits
    // must not validate it again.
    const problems = createProblemRepository(judged.testApp.database.db);
    const record = await problems.readRecord(checkedId);
    if (!record) throw new Error('the imported problem is missing');
    const [first, ...rest] = record.secrets;
    if (!first) throw new Error('the imported problem has no hidden test');
    await problems.upsert(
      { ...record, secrets: [{ ...first, input: '5000000000 1\n', output: '5000000001\n' }, ...rest] },
      checkedId,
    );
  }, JUDGED_MS);

  /** The update body the admin form sends for the problem as it was read, hidden tests left out. */
  const formBody = async () => {
    const { hiddenTestCases: _left, harnesses: _kept, ...read } = await adminRead(checkedId);
    return problemUpdateInputSchema.parse(read);
  };

  it(
    'when an update adds a hidden test its checktestdata script refuses, then 400 with the script’s words and nothing is stored',
    async () => {
      const before = (await adminRead(checkedId)).hiddenTestCases;
      const res = await judged.admin.send('put', `/api/problem/update/${checkedId}`, {
        body: {
          ...(await formBody()),
          hiddenTestChanges: { removed: [], added: [{ input: '1  2\n', output: '3\n' }] },
        },
      });
      expect(res.status).toBe(400);
      const refusal = `${MESSAGES.testInputRefused}: input_validators/format.ctd refuses data/secret/04.in: `;
      expect((res.body as { error: string }).error.slice(0, refusal.length)).toBe(refusal);
      expect((await adminRead(checkedId)).hiddenTestCases).toEqual(before);
    },
    JUDGED_MS,
  );

  it(
    'when an upload’s input is refused by the Python input validator, then 400 names that test only (not the stored one) and nothing is stored',
    async () => {
      const before = (await adminRead(checkedId)).hiddenTestCases;
      const res = await upload(
        {
          input: { content: '3000000000 1\n', filename: 'huge.in' },
          answer: { content: '3000000001\n', filename: 'huge.ans' },
        },
        checkedId,
      );
      expect(res.status).toBe(400);
      expect((res.body as { error: string }).error).toBe(
        `${MESSAGES.testInputRefused}: input_validators/range.py refuses data/secret/huge.in (exit code 43): a and b are at most 10^9 in size`,
      );
      expect((await adminRead(checkedId)).hiddenTestCases).toEqual(before);
    },
    JUDGED_MS,
  );
});
