import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, stopWebServer } from '../../../server.js';
import { captureLogs } from '../../../testing/log-capture.js';
import { createTestConfig } from '../../../testing/test-config.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import { librarySlugs, readPlanFiles } from '../plan-files.js';

const config = createTestConfig();
let broken: string;
const LIBRARY = new Set(['two-sum', 'valid-anagram']);

const VALID = `title: Tiny
summary: Two problems.
steps:
  - problem: two-sum
    intro: >-
      Hash maps: the first step.
  - problem: valid-anagram
    intro: Count letters.
`;

async function planDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'codecourt-plans-'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return dir;
}

beforeAll(async () => {
  broken = await planDir({
    'tiny.yaml': VALID,
    'trees.yaml': VALID.replace('valid-anagram', 'binary-tree-zigzag'),
  });
});
afterAll(async () => {
  await stopWebServer();
  await rm(broken, { recursive: true, force: true });
});

describe('plan files', () => {
  it('when the repository’s plans are read against its library, then all six plans are valid and every step names a problem', async () => {
    const plans = await readPlanFiles(config.plansDir, await librarySlugs(config.problemsDir));

    expect(plans.map((p) => p.slug).sort()).toEqual([
      'arrays-hashing',
      'dynamic-programming',
      'graphs',
      'interview-4-weeks',
      'linked-lists',
      'trees',
    ]);
    for (const { plan } of plans) expect(plan.steps.length).toBeGreaterThanOrEqual(5);
  });

  it('when a plan names a problem the library lacks, then reading fails with the file and the slug', async () => {
    await expect(readPlanFiles(broken, LIBRARY)).rejects.toThrow(
      /study plan .*trees\.yaml: no such problem in the library: binary-tree-zigzag/,
    );
  });

  it('when a plan breaks the format, then reading fails with the file, the path and the message', async () => {
    const dirs = await Promise.all([
      planDir({ 'a.yaml': VALID.replace('    intro: Count letters.\n', '') }),
      planDir({ 'b.yaml': VALID.replace('intro: Count letters.', 'intro: Count: letters.') }),
      planDir({ 'c.yaml': `${VALID}colour: red\n` }),
      planDir({ 'd.yaml': VALID.replace('valid-anagram', 'two-sum') }),
      planDir({ 'Bad_Name.yaml': VALID }),
    ]);
    try {
      await expect(readPlanFiles(dirs[0], LIBRARY)).rejects.toThrow(/a\.yaml is invalid: steps\.1\.intro: /);
      await expect(readPlanFiles(dirs[1], LIBRARY)).rejects.toThrow(/b\.yaml: not valid YAML/);
      await expect(readPlanFiles(dirs[2], LIBRARY)).rejects.toThrow(/c\.yaml is invalid: .*colour/);
      await expect(readPlanFiles(dirs[3], LIBRARY)).rejects.toThrow(
        /d\.yaml is invalid: steps: A problem appears only once in a plan/,
      );
      await expect(readPlanFiles(dirs[4], LIBRARY)).rejects.toThrow(/Bad_Name\.yaml: the file name/);
    } finally {
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });

  it('when the server starts with a broken plan, then the start fails with the plan’s reason', async () => {
    const database = await createTestDatabase();
    try {
      await expect(
        startWebServer({
          config: createTestConfig({ port: 0, plansDir: broken }),
          database,
          logger: captureLogs('silent').logger,
        }),
      ).rejects.toThrow(/trees\.yaml: no such problem in the library: binary-tree-zigzag/);
    } finally {
      await database.dispose();
    }
  });
});
