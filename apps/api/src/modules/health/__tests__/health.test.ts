import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '@codecourt/contracts';
import { PROCESS_DRIVER_WARNING } from '@codecourt/judge';
import { openBrowser } from '../../../testing/test-browser.js';
import { createTestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';

const packageVersion = (
  JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

describe('GET /api/health', () => {
  it('when the database answers and no judge is plugged in, then it reports ok, in-process queue, no sandbox and the version', async () => {
    const { app } = await createTestApp({ database });

    const res = await (await openBrowser(app)).get('/api/health');

    expect(res.status).toBe(200);
    expect(healthResponseSchema.parse(res.body)).toEqual({
      status: 'ok',
      db: 'ok',
      queue: 'in-process',
      sandbox: 'none',
      sandboxNotice: 'no sandbox driver can run here: install bubblewrap or Docker',
      version: packageVersion,
    });
  });

  it('when the judge plugs in its status provider, then health reports its queue and sandbox', async () => {
    const { app } = await createTestApp({
      database,
      runtimeStatus: { queue: () => Promise.resolve('redis'), sandbox: () => 'bwrap' },
    });

    const res = await (await openBrowser(app)).get('/api/health');

    expect(res.body).toMatchObject({ status: 'ok', queue: 'redis', sandbox: 'bwrap' });
  });

  it('when the queue provider fails, then health answers 503 degraded with the queue down (and the process driver warns)', async () => {
    const failingQueue = () => Promise.reject(new Error('redis unreachable'));
    const { app } = await createTestApp({
      database,
      runtimeStatus: { queue: failingQueue, sandbox: () => 'process' },
    });

    const res = await (await openBrowser(app)).get('/api/health');

    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'degraded', db: 'ok', queue: 'down', sandbox: 'process' });
    expect(res.body).toHaveProperty('sandboxNotice', PROCESS_DRIVER_WARNING);
  });

  it('when the database is gone, then health answers 503 with db down', async () => {
    const doomed = await createTestDatabase();
    const { app } = await createTestApp({ database: doomed });
    const browser = await openBrowser(app);
    await doomed.dispose();

    const res = await browser.get('/api/health');

    expect(res.status).toBe(503);
    expect(healthResponseSchema.parse(res.body)).toMatchObject({ status: 'degraded', db: 'down' });
  });
});
