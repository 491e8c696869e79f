// D16: other modules read problems through the visibility rule (ProblemVisibility, ProblemReader), never
// through the repository, so no new route can forget who is reading. The repository is named here only
// where a path is not a viewer's read; the problems table itself only where the answer cannot show a
// problem its viewer may not see, each with why.
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../../', import.meta.url));
/** Importers of the repository outside the problems module, each with why it is not a viewer's read. */
const ALLOWED: Record<string, string> = {
  'server.ts': 'start-up: renders missing statements, seeds the library',
  'cli/cli-context.ts': 'the operator’s command line',
  'modules/judging/create-judging.ts': 'the judge queue’s reconciliation',
  'modules/submissions/reconcile.ts': 'the judge queue’s reconciliation',
  'modules/videos/video-service.ts': 'admin video uploads (handed admin())',
  'modules/problem-tests/routes.ts': 'admin problem tests (handed admin())',
  'modules/rejudges/rejudge-service.ts': 'admin rejudges (handed admin())',
};
/**
 * Readers of the problems table itself outside the problems module: each says why its answer cannot show a
 * problem its viewer may not see (the rule asked by its caller, or no viewer to hide anything from).
 */
const TABLE_ALLOWED: Record<string, string> = {
  'modules/submissions/problem-snapshot.ts':
    'the submit’s copy of title and tags, inside the INSERT, of a problem the rule just served',
  'modules/stats/profile-history.ts':
    'the user’s own submissions; the current title only where keepVisible (own) keeps the problem',
  'modules/plans/repository.ts': 'steps by slug; the service keeps what keepVisible keeps for the caller',
  'modules/review/repository.ts': 'the user’s cards; the service asks solvedBy and keepVisible',
  'modules/export/export-repository.ts': 'the user’s solutions and notes; the service asks keepVisible (own)',
  'modules/bookmarks/repository.ts': 'the user’s bookmarks; the service asks keepVisible',
  'modules/discussions/discussion-index.ts': 'the index leaves out secretIds() in its query',
  'modules/practice/daily-repository.ts': 'the daily pick leaves out secretIds()',
  'modules/practice/notes-repository.ts': 'the user’s notes; the service asks keepVisible (own)',
  'modules/contests/repository.ts':
    'a contest’s problems after the contest’s checks; the detail asks keepVisible, admin writes check ids',
  'modules/contests/contest-ai-guard.ts': 'refuses AI help on unfinished contests’ problems; names nothing',
  'modules/contests/library-visibility.ts': 'admins only (the contest editor’s keep-it-public prompt)',
  'modules/ccs/ccs-repository.ts': 'the Contest API is admins’ only',
  'modules/integrity/integrity-service.ts': 'integrity reports are admins’ only',
  'modules/public-profiles/repository.ts':
    'a user’s accepted problems; the service keeps what keepVisible keeps for a signed-out visitor',
};
const TABLE = /import\s*\{[^}]*\bproblems\b[^}]*\}\s*from '[./]*db\/schema\/index\.js'/;
const REPOSITORY =
  /import[^;]*\b(createProblemRepository|ProblemRepository)\b[^;]*from '[./]*(modules\/)?problems\/repository\.js'/;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory())
        return entry.name === '__tests__' || entry.name === 'testing' ? [] : sourceFiles(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    }),
  );
  return files.flat();
}

describe('problem reads go through the visibility rule', () => {
  it('when a module outside the problems module reads problems, then it imports the rule, not the repository', async () => {
    const importers: string[] = [];
    for (const file of await sourceFiles(SRC)) {
      const path = relative(SRC, file).split('\\').join('/');
      if (path.startsWith('modules/problems/')) continue;
      if (REPOSITORY.test(await readFile(file, 'utf8'))) importers.push(path);
    }

    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((path) => !(path in ALLOWED))).toEqual([]);
  });

  it('when a module outside the problems module reads the problems table, then it is listed with why that is safe', async () => {
    const readers: string[] = [];
    for (const file of await sourceFiles(SRC)) {
      const path = relative(SRC, file).split('\\').join('/');
      if (path.startsWith('modules/problems/') || path.startsWith('db/')) continue;
      if (TABLE.test(await readFile(file, 'utf8'))) readers.push(path);
    }

    expect(readers.length).toBeGreaterThan(5);
    expect(readers.filter((path) => !(path in TABLE_ALLOWED))).toEqual([]);
    expect(Object.keys(TABLE_ALLOWED).filter((path) => !readers.includes(path))).toEqual([]);
  });
});
