// What a hostile package zip can make the import do: read the server's files through its statement,
// stall the renderer with a huge or deeply nested statement, or learn the server's paths from an error.
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, importProblemResponseSchema, problemSchema } from '@codecourt/contracts';
import { newSignup } from '../../../../../testing/fixtures.js';
import { createJudgedAdminApp } from '../../../../../testing/judged-admin-app.js';
import type { JudgedAdminApp } from '../../../../../testing/judged-admin-app.js';
import { uploadPackage, zipOf } from '../../../../../testing/package-upload.js';
import { openBrowser } from '../../../../../testing/test-browser.js';
import { ADD_TWO, addTwoPackage, tempDir } from '../../../../../testing/tiny-package.js';
import type { PackageFiles } from '../../../../../testing/tiny-package.js';

const ADMIN = newSignup({ emailId: 'statement-safety@example.com' });
const SECRET = 'SERVER-ONLY-7f3a9c';

let judged: JudgedAdminApp;
/** A folder outside every package holding SECRET in the forms LaTeX commands read. */
let outside: string;

beforeAll(async () => {
  judged = await createJudgedAdminApp(ADMIN);
  outside = await tempDir();
  for (const name of ['secret.tex', 'secret.txt', 'secret.png', 'secret.md'])
    await writeFile(path.join(outside, name), `${SECRET}\n`);
});
afterAll(async () => {
  await judged.close();
  await rm(outside, { recursive: true, force: true });
});

/** The "add two" package judged by its Python solution only, titled `title`, with `statement` files. */
function packageWith(
  title: string,
  statement: PackageFiles = { 'problem_statement/problem.en.md': 'Print the sum of `a` and `b`.\n' },
): PackageFiles {
  const files = Object.fromEntries(
    Object.entries(addTwoPackage()).filter(
      ([name]) => !name.startsWith('submissions/') && !name.startsWith('problem_statement/'),
    ),
  );
  return {
    ...files,
    'problem.yaml': (files['problem.yaml'] ?? '').replace('name: Add Two', `name: ${title}`),
    'submissions/accepted/solution.py': ADD_TWO.python,
    ...statement,
  };
}

const upload = (zip: Buffer, filename?: string) =>
  uploadPackage(judged.testApp.app, judged.admin, zip, filename === undefined ? {} : { filename });

/** The problem as a visitor reads it. */
async function publicProblem(id: string) {
  const visitor = await openBrowser(judged.testApp.app);
  const res = await visitor.get(`/api/problem/problemById/${id}`);
  expect(res.status).toBe(200);
  return problemSchema.parse(res.body);
}

describe('a package statement cannot read the server', () => {
  it('when a LaTeX statement names files outside the package, then none of them is read into the statement', async () => {
    const secret = (name: string) => path.join(outside, name);
    const latex = [
      '\\problemname{LaTeX Leak}',
      'Read two numbers.',
      '\\lstinputlisting{/etc/passwd}',
      `\\lstinputlisting{${secret('secret.txt')}}`,
      `\\lstinputlisting{${path.relative(process.cwd(), secret('secret.txt'))}}`,
      `\\verbatiminput{${secret('secret.txt')}}`,
      `\\inputminted{text}{${secret('secret.txt')}}`,
      `\\input{${secret('secret')}}`,
      `\\include{${secret('secret')}}`,
      `\\includegraphics{${secret('secret.png')}}`,
      'Print their sum.',
    ].join('\n\n');

    const res = await upload(
      await zipOf('latex-leak', packageWith('LaTeX Leak', { 'problem_statement/problem.en.tex': latex })),
    );

    expect(res.status).toBe(201);
    const problem = await publicProblem(importProblemResponseSchema.parse(res.body)._id);
    expect(problem.description).toContain('Read two numbers.');
    expect(problem.description).toContain('Print their sum.');
    for (const text of [problem.description, problem.descriptionHtml ?? '', JSON.stringify(problem)]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('root:');
    }
  });

  it('when a Markdown statement links images outside the package, then no such file is served with it', async () => {
    const markdown = [
      '# Markdown Leak',
      '',
      'Sum two numbers.',
      '',
      `![a](${path.join(outside, 'secret.png')}) ![b](../../../../../../etc/passwd) ![c](/etc/passwd)`,
      '',
    ].join('\n');

    const res = await upload(
      await zipOf(
        'markdown-leak',
        packageWith('Markdown Leak', { 'problem_statement/problem.en.md': markdown }),
      ),
    );

    expect(res.status).toBe(201);
    const problem = await publicProblem(importProblemResponseSchema.parse(res.body)._id);
    expect(JSON.stringify(problem)).not.toContain(SECRET);
    const visitor = await openBrowser(judged.testApp.app);
    for (const file of ['secret.png', 'passwd'])
      expect((await visitor.get(`/api/problem/statement/markdown-leak/${file}`)).status).toBe(404);
  });
});

describe('a package statement cannot stall the renderer', () => {
  it('when the statement is one 20 MB paragraph, then the import answers 413 with the limit, quickly, and saves nothing', async () => {
    const started = Date.now();

    const res = await upload(
      await zipOf(
        'huge-statement',
        packageWith('Huge Statement', { 'problem_statement/problem.en.md': 'word '.repeat(4_000_000) }),
      ),
    );

    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: MESSAGES.statementTooLarge });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await judged.admin.get('/api/problem/getAllProblem')).text).not.toContain('Huge Statement');
  });

  it('when a LaTeX statement is larger than the limit, then the import answers 413 before converting it', async () => {
    const res = await upload(
      await zipOf(
        'huge-latex',
        packageWith('Huge LaTeX', { 'problem_statement/problem.en.tex': 'word '.repeat(400_000) }),
      ),
    );

    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: MESSAGES.statementTooLarge });
  });

  it('when a small statement nests quotes or lists thousands deep, then the import answers 422 with the limit, not 500', async () => {
    const quotes = `${'>'.repeat(20_000)} deep\n`;
    const lists = Array.from({ length: 100 }, (_, i) => `${' '.repeat(i * 2)}- item`).join('\n');

    const deepQuotes = await upload(
      await zipOf('deep-quotes', packageWith('Deep Quotes', { 'problem_statement/problem.en.md': quotes })),
    );
    const deepLists = await upload(
      await zipOf('deep-lists', packageWith('Deep Lists', { 'problem_statement/problem.en.md': lists })),
    );

    expect([deepQuotes.status, deepLists.status]).toEqual([422, 422]);
    expect(deepQuotes.body).toEqual({ error: MESSAGES.statementTooDeep });
    expect(deepLists.body).toEqual({ error: MESSAGES.statementTooDeep });
  });
});

describe('import errors name no server path', () => {
  it('when the zip holds two entries with one name, then 400 names the entry and not the server folder', async () => {
    const zip = await zipOf('twice', packageWith('Twice'), (z) => {
      z.addBuffer(Buffer.from('1 2\n'), 'twice/data/sample/01.in');
    });

    const res = await upload(zip);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: `${MESSAGES.packageInvalid}: two entries named twice/data/sample/01.in`,
    });
  });

  it('when an entry is both a file and a folder, then 400 says so without a server path', async () => {
    const zip = await zipOf('clash', {
      ...packageWith('Clash'),
      'data/secret': 'a file where a folder is',
    });

    const res = await upload(zip);

    expect(res.status).toBe(400);
    const { error } = res.body as { error: string };
    expect(error).toMatch(new RegExp(`^${MESSAGES.packageInvalid}`));
    expect(error).not.toContain(tmpdir());
    expect(error).not.toContain('codecourt-import-');
  });
});

describe('the slug of a zipped package', () => {
  it('when problem.yaml is at the root of the zip, then the slug comes from its name, not from the zip file', async () => {
    const res = await upload(await zipOf('', packageWith('Root Named Sum')), 'pkg.zip');

    expect(res.status).toBe(201);
    expect(importProblemResponseSchema.parse(res.body)).toMatchObject({
      slug: 'root-named-sum',
      title: 'Root Named Sum',
    });
  });

  it('when the package is in one folder of the zip, then the slug is that folder', async () => {
    const res = await upload(await zipOf('folder-sum', packageWith('Folder Named Sum')), 'pkg.zip');

    expect(res.status).toBe(201);
    expect(importProblemResponseSchema.parse(res.body)).toMatchObject({ slug: 'folder-sum' });
  });
});
