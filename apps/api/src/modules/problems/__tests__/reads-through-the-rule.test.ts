// D16: other modules read problems through the visibility rule (ProblemVisibility, ProblemReader), never
// through the repository, so no new route can forget who is reading. The repository is named here only
// where a path is not a viewer's read.
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
});
