import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '@codecourt/contracts';
import { openPostgres } from '../../db/client.js';
import type { DatabaseHandle } from '../../db/client.js';
import { startPostgresServer } from '../../testing/postgres-server.js';
import type { PostgresServer } from '../../testing/postgres-server.js';
import { createTestApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';
import { openBrowser } from '../../testing/test-browser.js';

// A session that holds a lock forever (a stuck migration, an operator's open transaction) must cost a request
// the statement timeout, not a pooled connection and a client waiting for ever.
const TIMEOUT_MS = 400;

let postgres: PostgresServer;
let database: DatabaseHandle;
let t: TestApp;

beforeAll(async () => {
  postgres = await startPostgresServer();
  database = openPostgres(postgres.url, () => undefined, { statementTimeoutMs: TIMEOUT_MS });
  await database.migrate();
  t = await createTestApp({ database: { ...database, dispose: () => database.close() } });
});
afterAll(async () => {
  await t.close();
  await database.close();
  await postgres.dispose();
});

const shownSetting = z.object({ rows: z.array(z.object({ statement_timeout: z.string() })) });

/** A second session on the same server, as an operator's psql would be. */
async function otherSession(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  return client;
}

describe('the statement timeout of every pooled connection', () => {
  it('when another session holds a lock on the problems, then a read answers 503 with Retry-After, and 200 once it is released', async () => {
    const operator = await otherSession();
    try {
      await operator.query('begin');
      await operator.query('lock table problems in access exclusive mode');
      const browser = await openBrowser(t.app);

      const blocked = await browser.get('/api/problem/getAllProblem');

      expect(blocked.status).toBe(503);
      expect(blocked.body).toEqual({ error: MESSAGES.databaseUnavailable });
      expect(blocked.headers['retry-after']).toBe('5');
      await operator.query('rollback');
      expect((await browser.get('/api/problem/getAllProblem')).status).toBe(200);
    } finally {
      await operator.end();
    }
  });

  it('when start-up work waits for another instance longer than the timeout, then it still runs, and later statements are limited again', async () => {
    const instance = await otherSession();
    try {
      await instance.query('select pg_advisory_lock($1)', [0x636f6465]);
      const released = new Promise<void>((resolve) =>
        setTimeout(() => {
          void instance.query('select pg_advisory_unlock($1)', [0x636f6465]).then(() => {
            resolve();
          });
        }, TIMEOUT_MS * 3),
      );

      const ran = await database.exclusively(() => Promise.resolve('ran'));
      await released;

      expect(ran).toBe('ran');
      // Every connection of the pool at once, so the one start-up borrowed is among them.
      const settings = await Promise.all(
        Array.from({ length: 10 }, async () =>
          shownSetting.parse(await database.db.execute(sql`show statement_timeout`)),
        ),
      );
      expect(new Set(settings.map((r) => r.rows[0]?.statement_timeout))).toEqual(
        new Set([`${String(TIMEOUT_MS)}ms`]),
      );
    } finally {
      await instance.end();
    }
  });
});
