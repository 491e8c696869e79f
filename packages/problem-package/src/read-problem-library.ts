// A folder of packages (the repo's problems/): every subfolder with a problem.yaml (or DOMjudge's
// domjudge-problem.ini), in name order.
import { access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DOMJUDGE_INI } from './domjudge-extras.js';
import { listDirectory } from './fs-helpers.js';
import { naturalCompare } from './natural-order.js';
import type { ProblemPackage } from './package-schema.js';
import { ProblemPackageError, readProblemPackage } from './read-problem-package.js';

export type LibraryEntry = { dir: string; slug: string } & (
  { ok: true; pkg: ProblemPackage } | { ok: false; error: ProblemPackageError }
);

export async function listProblemDirectories(root: string): Promise<string[]> {
  const base = resolve(root);
  const dirs: string[] = [];
  for (const entry of await listDirectory(base)) {
    if (!entry.isDirectory()) continue;
    const dir = join(base, entry.name);
    // DOMjudge packages may carry only domjudge-problem.ini.
    const marked = await Promise.all(
      ['problem.yaml', DOMJUDGE_INI].map((name) =>
        access(join(dir, name)).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (marked.some(Boolean)) dirs.push(dir);
  }
  return dirs.sort(naturalCompare);
}

/** Reads every package; one broken package does not hide the others. */
export async function readProblemLibrary(root: string): Promise<LibraryEntry[]> {
  const dirs = await listProblemDirectories(root);
  return Promise.all(
    dirs.map(async (dir): Promise<LibraryEntry> => {
      const slug = dir.slice(dir.lastIndexOf('/') + 1);
      try {
        return { dir, slug, ok: true, pkg: await readProblemPackage(dir) };
      } catch (error) {
        const failure =
          error instanceof ProblemPackageError ? error : new ProblemPackageError(dir, String(error));
        return { dir, slug, ok: false, error: failure };
      }
    }),
  );
}
