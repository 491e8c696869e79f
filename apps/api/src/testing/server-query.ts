// One statement on a PostgreSQL server over a connection of its own (CREATE DATABASE cannot run in a
// transaction or a pool's session that another statement shares).
import pg from 'pg';

export async function queryServer(
  serverUrl: string,
  statement: string,
  values: unknown[] = [],
): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(statement, values)).rows;
  } finally {
    await client.end();
  }
}
