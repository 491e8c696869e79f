import { randomBytes } from 'node:crypto';
import { openPostgres } from '../db/client.js';
import type { DatabaseHandle } from '../db/client.js';
import { pgliteTemplateKey } from '../db/pglite-template.js';
import { openMigratedPglite } from './pglite-template.js';
import { queryServer } from './server-query.js';

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
 * (from a migrated template). With one (CI): a new uniquely named database on that server, copied from a
 * migrated template database there, dropped by dispose().
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
  const template = await migratedTemplate(serverUrl);
  await runOnServer(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return openServerDatabase(serverUrl, name);
}

function openServerDatabase(serverUrl: string, name: string): TestDatabase {
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

const templates = new Map<string, Promise<string>>();

/**
 * A database on the server with every migration applied, named by the migrations' content: copying it
 * costs a fraction of migrating a new one, which hundreds of test files would each do. The first process to
 * need it builds it under a name of its own and renames it into place; one that loses that race drops its
 * copy. A template of other migrations is left alone: another checkout on the same server may be using it.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  let pending = templates.get(serverUrl);
  if (!pending) {
    pending = buildTemplate(serverUrl);
    templates.set(serverUrl, pending);
    pending.catch(() => templates.delete(serverUrl));
  }
  return pending;
}

async function buildTemplate(serverUrl: string): Promise<string> {
  const name = `codecourt_template_${pgliteTemplateKey()}`;
  const exists = await queryServer(serverUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.length > 0) return name;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE "${building}"`);
  const handle = openServerDatabase(serverUrl, building);
  try {
    await handle.migrate();
  } catch (error) {
    await handle.dispose();
    throw error;
  }
  await handle.close();
  try {
    await runOnServer(serverUrl, `ALTER DATABASE "${building}" RENAME TO "${name}"`);
  } catch {
    // Another process renamed its template into place first: that one serves.
    await runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
  }
  return name;
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  await queryServer(serverUrl, statement);
}

function withDispose(handle: DatabaseHandle): TestDatabase {
  return { ...handle, dispose: handle.close };
}
