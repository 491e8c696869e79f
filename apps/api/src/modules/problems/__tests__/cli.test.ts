import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { problemListResponseSchema } from '@codecourt/contracts';
import { readProblemPackage } from '@codecourt/problem-package';
import { openPglite } from '../../../db/client.js';
import { captureLogs } from '../../../testing/log-capture.js';
import { openMigratedPglite } from '../../../testing/pglite-template.js';
import { createTestConfig } from '../../../testing/test-config.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import { addTwoPackage, tempDir, writePackage } from '../../../testing/tiny-package.js';
import { startWebServer, stopWebServer } from '../../../server.js';

const cliDir = fileURLToPath(new URL('../../../cli/', import.meta.url));

type CliRun = { code: number | null; stdout: string; stderr: string };

/** Runs a CLI as `pnpm problems:*` does, on an embedded database in `dataDir` (never the CI's DATABASE_URL). */
function runCli(script: string, args: string[], dataDir: string): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', INIT_CWD: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(cliDir, script), ...args],
    { env },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      resolve({ code, stdout, stderr });
    });
  });
}

/** A DATA_DIR whose embedded database already exists (from the migrated template: initdb takes many seconds). */
async function dataDirWithDatabase(): Promise<string> {
  const dataDir = await tempDir();
  const template = await openMigratedPglite();
  const dump = await template.dump();
  await template.close();
  await (await openPglite(path.join(dataDir, 'pgdata'), { loadDataDir: dump })).close();
  return dataDir;
}

describe('pnpm problems:import and problems:export', () => {
  it('when a library is imported and a problem exported, then good packages are stored, broken ones named, and the export is a package again', async () => {
    const dataDir = await dataDirWithDatabase();
    await writePackage(path.join(dataDir, 'library'), 'add-two', addTwoPackage());
    await writePackage(path.join(dataDir, 'library'), 'broken', { 'problem.yaml': 'name: Broken\n' });

    const imported = await runCli('problems-import.ts', ['library'], dataDir);
    const exported = await runCli('problems-export.ts', ['add-two', 'out'], dataDir);

    expect(imported.code).toBe(1);
    expect(imported.stdout).toMatch(/created add-two [0-9a-f-]{36}: time limit 1000 ms/);
    expect(imported.stdout).toContain('1 imported, 1 failed');
    expect(imported.stderr).toMatch(/failed .*broken/);
    expect(exported).toMatchObject({
      code: 0,
      stdout: `exported add-two to ${path.join(dataDir, 'out', 'add-two')}\n`,
    });
    const exportedPackage = await readProblemPackage(path.join(dataDir, 'out', 'add-two'));
    expect(exportedPackage).toMatchObject({
      title: 'Add Two',
      difficulty: 'easy',
      tags: ['array', 'dp'],
      limits: { timeMs: 1000 },
    });
    expect(exportedPackage.secrets.map((t) => t.name)).toEqual(['01', '02', '03']);
  }, 180_000);
});

describe('the API seeds an empty database at start', () => {
  it('when the server starts on an empty database with a problems folder, then the library is there', async () => {
    const library = await tempDir();
    await writePackage(library, 'add-two', addTwoPackage());
    const database = await createTestDatabase();
    const config = createTestConfig({
      port: 0,
      seedProblems: true,
      problemsDir: library,
      // The shipped study plans name the shipped library's problems: none here.
      plansDir: await tempDir(),
      dataDir: await tempDir(),
    });
    try {
      const { url } = await startWebServer({ config, database, logger: captureLogs('silent').logger });
      const list = problemListResponseSchema.parse(
        await (await fetch(`${url}/api/problem/getAllProblem`)).json(),
      );

      expect(list.map((p) => p.title)).toEqual(['Add Two']);
    } finally {
      await stopWebServer();
      await database.dispose();
    }
  });
});
