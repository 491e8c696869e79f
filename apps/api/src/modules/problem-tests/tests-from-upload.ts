import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@codecourt/contracts';
import { AppError } from '../../lib/app-error.js';
import type { StoredTestCase } from '../problems/problem-record.js';
import { extractPackageZip } from '../problems/packages/zip/extract-package-zip.js';
import type { ReceivedTestFiles } from './receive-test-files.js';

const invalid = (why?: string) =>
  new AppError(
    'validation',
    why ? `${MESSAGES.testUploadInvalid} (${why})` : MESSAGES.testUploadInvalid,
    400,
  );

const ANSWER_EXTENSIONS = ['.ans', '.out'];
const SAFE_NAME = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;

/**
 * A test's name from its path: below `data/secret/` (or `secret/`) when the zip has that layout, so
 * `data/secret/2-large/05.in` keeps its scoring group as `2-large/05`; without the extension.
 */
export function testNameOf(relative: string): string {
  const parts = relative.split('/');
  const secret = parts.lastIndexOf('secret');
  const name = parts
    .slice(secret + 1)
    .join('/')
    .replace(/\.in$/, '');
  if (!SAFE_NAME.test(name) || name.split('/').some((p) => p === '.' || p === '..')) throw invalid(relative);
  return name;
}

/** Every `.in` of the unpacked zip with its `.ans` (or `.out`) beside it; sample tests are not hidden ones. */
async function testsOfZip(zip: string, dir: string): Promise<StoredTestCase[]> {
  const root = path.join(dir, 'unpacked');
  await extractPackageZip(zip, root);
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  const inputs = files.filter((f) => f.endsWith('.in') && !f.split('/').includes('sample')).sort();
  if (inputs.length === 0) throw invalid('no .in file');
  return Promise.all(
    inputs.map(async (input) => {
      const stem = input.slice(0, -'.in'.length);
      const answer = ANSWER_EXTENSIONS.map((ext) => stem + ext).find((f) => files.includes(f));
      if (answer === undefined) throw invalid(`${input} has no answer`);
      return {
        name: testNameOf(input),
        input: await readFile(path.join(root, input), 'utf8'),
        output: await readFile(path.join(root, answer), 'utf8'),
      };
    }),
  );
}

/** The hidden tests an upload carries: one from `input` + `answer`, or each pair of `zip`. */
export async function testsFromUpload(files: ReceivedTestFiles, dir: string): Promise<StoredTestCase[]> {
  if (files.zip) {
    if (files.input || files.answer) throw invalid();
    return testsOfZip(files.zip.path, dir);
  }
  if (!files.input || !files.answer) throw invalid();
  const base = path.basename(files.input.filename || 'uploaded.in');
  const output = await readFile(files.answer.path, 'utf8');
  const input = await readFile(files.input.path, 'utf8');
  if (input.length === 0 || output.length === 0) throw invalid('empty file');
  return [{ name: testNameOf(base.endsWith('.in') ? base : `${base}.in`), input, output }];
}

/**
 * The stored hidden tests with the uploaded ones: an upload named like a stored test replaces it (an
 * edit of that test), any other is added after them.
 */
export function withUploadedTests(
  stored: readonly StoredTestCase[],
  uploaded: readonly StoredTestCase[],
): StoredTestCase[] {
  const names = new Set(uploaded.map((t) => t.name));
  if (names.size !== uploaded.length) throw invalid('a name twice');
  const replaced = stored.map((t) => uploaded.find((u) => u.name === t.name) ?? t);
  return [...replaced, ...uploaded.filter((u) => !stored.some((t) => t.name === u.name))];
}
