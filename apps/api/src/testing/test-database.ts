import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../db/client.js';
import type { DatabaseHandle } from '../db/client.js';
import { openMigratedPglite } from './pglite-template.js';

export type TestDatabase = DatabaseHandle & {
  dispose: () => Promise<void>;
  /** The connection URL when the database is on a server (another process could open it too). */
  url?: string;
};

/** The PostgreSQL server tests may create databases on: DATABASE_URL, else CI's PG_TEST_URL. */
export function testServerUrl(): string | undefined {
  return process.env.DATABASE_URL ?? process.env.PG_TEST_URL;
}

/**
 * The server the API's test files put their databases on, when not PGlite. TEST_DATABASE_URL is for the test
 * runner alone (CI sets it around `pnpm test:all`): the end-to-end servers that run beside it keep PGlite.
 */
function testFileServerUrl(): string | undefined {
  return process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
}

/**
 * A fresh, migrated database for one test file. Without DATABASE_URL or TEST_DATABASE_URL: in-memory PGlite
 * (from a migrated template). With one (CI): a new uniquely named database on that server, dropped by dispose().
 */
export async function createTestDatabase(
  serverUrl: string | undefined = testFileServerUrl(),
): Promise<TestDatabase> {
  if (!serverUrl) return withDispose(await openMigratedPglite());
  const handle = await createServerDatabase(serverUrl);
  try {
    await handle.migrate();
  } catch (error) {
    await handle.dispose();
    throw error;
  }
  return handle;
}

async function createServerDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `codecourt_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), () => undefined);
  return {
    ...handle,
    url: url.toString(),
    dispose: async () => {
      await handle.close();
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function withDispose(handle: DatabaseHandle): TestDatabase {
  return { ...handle, dispose: handle.close };
}
