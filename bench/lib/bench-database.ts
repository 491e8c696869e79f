// A throwaway database on the PostgreSQL server named by PG_TEST_URL or DATABASE_URL, dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function postgresServerUrl(): string | undefined {
  return process.env.PG_TEST_URL ?? process.env.DATABASE_URL;
}

export async function createBenchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `codecourt_bench_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
