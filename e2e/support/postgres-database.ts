// A fresh PostgreSQL database for one run on the server at PG_TEST_URL, dropped by drop(): several API
// instances share it as they would share production's, and nothing of it outlives the run.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type PostgresDatabase = { url: string; drop: () => Promise<void> };

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createPostgresDatabase(serverUrl: string): Promise<PostgresDatabase> {
  const name = `codecourt_e2e_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE: an instance killed after its timeout may still hold a connection.
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
