// Problem packages through the admin screen: a zip exported and imported again, verified like a
// created problem, with the command line's refusal of links and paths outside the package.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JUDGE_LIMITS,
  MESSAGES,
  PROBLEM_PACKAGE_MAX_BYTES,
  importProblemResponseSchema,
  importSlugExistsResponseSchema,
} from '@codecourt/contracts';
import { newSignup } from '../../../testing/fixtures.js';
import { binaryBody } from '../../../testing/binary-body.js';
import { createJudgedAdminApp } from '../../../testing/judged-admin-app.js';
import type { JudgedAdminApp } from '../../../testing/judged-admin-app.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { openBrowser } from '../../../testing/test-browser.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { uploadPackage, zipOf } from '../../../testing/package-upload.js';
import { addTwoPackage } from '../../../testing/tiny-package.js';
import type { PackageFiles } from '../../../testing/tiny-package.js';
import { JS_WRONG_ON_HIDDEN } from '../../../testing/admin-problem-input.js';

const ADMIN = newSignup({ emailId: 'package-admin@example.com' });

let judged: JudgedAdminApp;

beforeAll(async () => {
  judged = await createJudgedAdminApp(ADMIN);
});
afterAll(async () => {
  await judged.close();
});

const upload = (browser: TestBrowser, zip: Buffer, options?: Parameters<typeof uploadPackage>[3]) =>
  uploadPackage(judged.testApp.app, browser, zip, options);

/** The "add two" package under another title (titles are unique). */
const namedAddTwo = (title: string): PackageFiles => {
  const files = addTwoPackage();
  return {
    ...files,
    'problem.yaml': (files['problem.yaml'] ?? '').replace('name: Add Two', `name: ${title}`),
  };
};

const titles = async () =>
  ((await judged.admin.get('/api/problem/getAllProblem')).body as { title: string }[]).map((p) => p.title);

describe('problem package zips', () => {
  it("when a package holds more tests than the judge's limit, then the import answers 422 with the catalogue message before judging", async () => {
    const files = namedAddTwo('Too Many Package Tests');
    for (let i = 0; i < JUDGE_LIMITS.maxTests; i++)
      Object.assign(files, {
        [`data/secret/bulk-${String(i)}.in`]: `${String(i)} 1\n`,
        [`data/secret/bulk-${String(i)}.ans`]: `${String(i + 1)}\n`,
      });
    const before = await titles();

    const res = await upload(judged.admin, await zipOf('too-many-tests', files));

    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: MESSAGES.tooManyTests });
    expect(await titles()).toEqual(before);
  });

  it('when an admin imports a package zip, then it is verified and created; importing it again asks first, and with replace=true updates it', async () => {
    const zip = await zipOf('zip-add-two', addTwoPackage());

    const created = await upload(judged.admin, zip);
    const asked = await upload(judged.admin, zip);
    const again = await upload(judged.admin, zip, { replace: true });

    expect(asked.status).toBe(409);
    expect(importSlugExistsResponseSchema.parse(asked.body)).toEqual({
      error: MESSAGES.packageSlugExists,
      existing: { _id: (created.body as { _id: string })._id, slug: 'zip-add-two', title: 'Add Two' },
    });

    expect(created.status).toBe(201);
    expect(importProblemResponseSchema.parse(created.body)).toMatchObject({
      slug: 'zip-add-two',
      title: 'Add Two',
      action: 'created',
      timeLimitMs: 1000,
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ action: 'updated', _id: (created.body as { _id: string })._id });
  });

  it('when an admin exports a problem, then the zip holds its package and imports back', async () => {
    const { id } = await importTestPackage(judged.testApp.database.db, {
      slug: 'exported-add-two',
      files: namedAddTwo('Exported Add Two'),
    });

    const res = await request(judged.testApp.app)
      .get(`/api/problem/export/${id}`)
      .set('Cookie', [...judged.admin.cookies].map(([n, v]) => `${n}=${encodeURIComponent(v)}`).join('; '))
      .buffer(true)
      .parse(binaryBody);
    const reimported = await upload(judged.admin, res.body as Buffer, {
      filename: 'exported-add-two.zip',
      replace: true,
    });

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('exported-add-two.zip');
    expect((res.body as Buffer).includes(Buffer.from('exported-add-two/problem.yaml'))).toBe(true);
    expect(reimported.body).toMatchObject({ action: 'updated', _id: id });
  });

  it('when the zip holds a symbolic link, then the import is refused and nothing is saved', async () => {
    const zip = await zipOf('linked-add-two', addTwoPackage(), (z) => {
      z.addBuffer(Buffer.from('/etc/passwd'), 'linked-add-two/data/secret/03.ans', { mode: 0o120777 });
    });

    const res = await upload(judged.admin, zip);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: `${MESSAGES.packageUnsafeEntry}: linked-add-two/data/secret/03.ans` });
    expect(await titles()).not.toContain('Linked');
  });

  it('when an accepted submission of the package fails a test, then 400 names it and nothing is saved', async () => {
    const files = {
      ...namedAddTwo('Wrong Package'),
      'submissions/accepted/solution.js': JS_WRONG_ON_HIDDEN,
    };

    const res = await upload(judged.admin, await zipOf('wrong-package', files));

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'JavaScript reference solution: Wrong Answer on hidden test 1' });
    expect(await titles()).not.toContain('Wrong Package');
  });

  it('when its input validator refuses a test input, then 400 names the test and what the validator said, and nothing is saved', async () => {
    const validator = [
      'import sys',
      'a, b = map(int, sys.stdin.read().split())',
      'if a + b == 15:',
      "    sys.stderr.write('a + b is 15, which this problem forbids')",
      '    sys.exit(43)',
      'sys.exit(42)',
      '',
    ].join('\n');
    const files = { ...namedAddTwo('Invalid Input Package'), 'input_validators/validate.py': validator };

    const res = await upload(judged.admin, await zipOf('invalid-input', files));

    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toContain(
      'input_validators/validate.py refuses data/secret/02.in (exit code 43): a + b is 15, which this problem forbids',
    );
    expect(await titles()).not.toContain('Invalid Input Package');
  });

  it('when the zip is too large or not a zip, then 413 and 400', async () => {
    const tooLarge = await upload(judged.admin, Buffer.alloc(PROBLEM_PACKAGE_MAX_BYTES + 1024, 1));
    const notZip = await upload(judged.admin, Buffer.from('not a zip at all'));

    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ error: MESSAGES.packageTooLarge });
    expect(notZip.status).toBe(400);
    expect((notZip.body as { error: string }).error).toMatch(new RegExp(`^${MESSAGES.packageInvalid}`));
  });

  it('when a user or a visitor imports or exports, then 403 and 401', async () => {
    const { browser: user } = await signedInBrowser(judged.testApp.app);
    const visitor = await openBrowser(judged.testApp.app);
    const zip = await zipOf('nope', addTwoPackage());

    const statuses = [
      (await upload(user, zip)).status,
      (await upload(visitor, zip)).status,
      (await user.get('/api/problem/export/00000000-0000-4000-8000-000000000000')).status,
      (await visitor.get('/api/problem/export/00000000-0000-4000-8000-000000000000')).status,
    ];

    expect(statuses).toEqual([403, 401, 403, 401]);
  });
});
