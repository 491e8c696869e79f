import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import { findRepoRoot } from '../../lib/repo-root.js';
import { createProblemRepository } from '../../modules/problems/repository.js';
import { openDatabase } from '../client.js';
import { writePgliteTemplate } from '../../modules/problems/packages/write-pglite-template.js';

let work: string;
let library: string;
let templateDir: string;

/** Opens `dataDir` as a start seeding `library` would, and reports what it found. */
async function openAsStart(dataDir: string) {
  const database = await openDatabase(
    { databaseUrl: undefined, dataDir, seededLibrary: library, pgliteTemplateDir: templateDir },
    () => undefined,
  );
  try {
    await database.migrate();
    return {
      fromTemplate: database.fromTemplate,
      problems: await createProblemRepository(database.db).count(),
    };
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'codecourt-template-test-'));
  library = path.join(work, 'library');
  cpSync(path.join(findRepoRoot(), 'problems', 'climbing-stairs'), path.join(library, 'climbing-stairs'), {
    recursive: true,
  });
  templateDir = path.join(work, 'template');
  expect(await writePgliteTemplate(templateDir, library, createLogger('silent'))).toBe(true);
}, 300_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('the first-start database template', () => {
  it('when an empty data directory opens with the library the template holds, then it starts migrated and seeded from it', async () => {
    expect(await openAsStart(path.join(work, 'fresh'))).toEqual({ fromTemplate: true, problems: 1 });
  }, 300_000);

  it('when the data directory already holds a database, then that database opens and nothing is copied', async () => {
    const dataDir = path.join(work, 'kept');
    expect((await openAsStart(dataDir)).fromTemplate).toBe(true);
    expect(await openAsStart(dataDir)).toEqual({ fromTemplate: false, problems: 1 });
  }, 300_000);

  it('when the library changed since the build, then the template is not taken and the start seeds itself', async () => {
    appendFileSync(path.join(library, 'climbing-stairs', 'problem.yaml'), '\n# edited\n');
    expect(await openAsStart(path.join(work, 'changed'))).toEqual({ fromTemplate: false, problems: 0 });
  }, 300_000);
});
