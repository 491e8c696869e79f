import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startPostgresServer } from '../postgres-server.js';
import type { PostgresServer } from '../postgres-server.js';

let server: PostgresServer;
beforeAll(async () => {
  server = await startPostgresServer();
});
afterAll(async () => {
  await server.dispose();
});

async function selectOne(url: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    const result = await client.query<{ one: number }>('SELECT 1 AS one');
    return result.rows[0]?.one;
  } finally {
    await client.end();
  }
}

test('the private server answers, refuses connections once killed, and comes back on the same URL with its data', async () => {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  await client.query('CREATE TABLE kept (value text)');
  await client.query("INSERT INTO kept VALUES ('before the crash')");
  await client.end();

  await server.kill();
  await expect(selectOne(server.url)).rejects.toThrow();

  await server.start();
  expect(await selectOne(server.url)).toBe(1);
  const after = new pg.Client({ connectionString: server.url });
  await after.connect();
  const kept = await after.query<{ value: string }>('SELECT value FROM kept');
  await after.end();
  expect(kept.rows.map((row) => row.value)).toEqual(['before the crash']);
});
