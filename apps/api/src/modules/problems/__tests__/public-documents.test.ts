import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemListResponseSchema, problemSchema } from '@codecourt/contracts';
import type { ProblemInput } from '@codecourt/contracts';
import { openPostgres } from '../../../db/client.js';
import { problems } from '../../../db/schema/index.js';
import { PROBLEM_CHANGES_CHANNEL } from '../problem-changes.js';
import { addTwoInput } from '../../../testing/admin-problem-input.js';
import { newSignup } from '../../../testing/fixtures.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createTestDatabase, testServerUrl } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { waitFor } from '../../../testing/wait-for.js';

const ADMIN = newSignup({ emailId: 'cache-admin@example.com' });
const adminEnv = { ADMIN_EMAIL: ADMIN.emailId, ADMIN_PASSWORD: ADMIN.password };

const input = (title: string): ProblemInput => addTwoInput({ title });

const titles = async (app: TestApp['app']) =>
  problemListResponseSchema
    .parse((await request(app).get('/api/problem/getAllProblem')).body)
    .map((p) => p.title);

async function signedInAdmin(app: TestApp['app']): Promise<TestBrowser> {
  const admin = await openBrowser(app);
  await admin.post('/api/user/login', { emailId: ADMIN.emailId, password: ADMIN.password });
  return admin;
}

describe('public problem documents on one instance', () => {
  let testApp: TestApp;
  let admin: TestBrowser;
  beforeAll(async () => {
    testApp = await createTestApp({ env: adminEnv });
    admin = await signedInAdmin(testApp.app);
    // The cache keeps nothing until its change feed is live: a LISTEN of the same channel returns once the
    // cache's own has run (they take turns on one connection).
    await testApp.database.listen(PROBLEM_CHANGES_CHANNEL, {
      onChange: () => undefined,
      onLive: () => undefined,
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('when a client sends back the ETag it holds, then the answer is 304 without a body', async () => {
    const created = problemSchema.parse((await admin.post('/api/problem/create', input('Etag Words'))).body);
    for (const path of ['/api/problem/getAllProblem', `/api/problem/problemById/${created._id}`]) {
      const first = await request(testApp.app).get(path);
      const etag = first.headers.etag;

      const again = await request(testApp.app)
        .get(path)
        .set('If-None-Match', etag ?? '');
      const other = await request(testApp.app).get(path).set('If-None-Match', '"something-else"');

      expect(first.status).toBe(200);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(other.status).toBe(200);
      expect(other.body).toEqual(first.body);
    }
  });

  it('when an admin creates, updates and deletes a problem, then the cached list and problem follow each write at once', async () => {
    const before = await titles(testApp.app);
    const created = problemSchema.parse(
      (await admin.post('/api/problem/create', input('Cached Words'))).body,
    );
    const path = `/api/problem/problemById/${created._id}`;
    const etagBefore = (await request(testApp.app).get(path)).headers.etag;
    expect(await titles(testApp.app)).toEqual([...before, 'Cached Words']);

    await admin.send('put', `/api/problem/update/${created._id}`, { body: input('Renamed Words') });

    const updated = await request(testApp.app).get(path);
    expect(problemSchema.parse(updated.body).title).toBe('Renamed Words');
    expect(updated.headers.etag).not.toBe(etagBefore);
    expect(await titles(testApp.app)).toEqual([...before, 'Renamed Words']);

    await admin.send('delete', `/api/problem/delete/${created._id}`);

    expect((await request(testApp.app).get(path)).status).toBe(404);
    expect(await titles(testApp.app)).toEqual(before);
  });

  it('when a row changes without a problem write, then the cached bytes are still served (no query per request)', async () => {
    const created = problemSchema.parse((await admin.post('/api/problem/create', input('Quiet Words'))).body);
    await request(testApp.app).get('/api/problem/getAllProblem');

    await testApp.database.db
      .update(problems)
      .set({ title: 'Loud Words' })
      .where(eq(problems.id, created._id));

    expect(await titles(testApp.app)).toContain('Quiet Words');
    await admin.send('delete', `/api/problem/delete/${created._id}`);
  });

  it('when a problem package is imported beside the routes, then the cached list shows it', async () => {
    const before = await titles(testApp.app);

    await importTestPackage(testApp.database.db, { slug: 'imported-beside' });

    await waitFor(
      async () => ((await titles(testApp.app)).length === before.length + 1 ? true : undefined),
      'the import to reach the cached list',
      5_000,
    );
  });

  it('when a signed-in user who solved nothing reads the list, then it is the same bytes as a visitor gets', async () => {
    const visitor = await request(testApp.app).get('/api/problem/getAllProblem');
    const user = await admin.get('/api/problem/getAllProblem');

    expect(user.text).toBe(visitor.text);
    expect(user.headers.etag).toBe(visitor.headers.etag);
  });
});

// Two API instances on one PostgreSQL server, as behind a load balancer: a write on one must reach the
// other's cache through the database's notifications. Needs a server (CI always has one).
describe.runIf(testServerUrl())('public problem documents across instances', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  let secondHandle: ReturnType<typeof openPostgres>;
  beforeAll(async () => {
    database = await createTestDatabase(testServerUrl());
    first = await createTestApp({ env: adminEnv, database });
    secondHandle = openPostgres(database.url ?? '', () => undefined);
    second = await createTestApp({
      env: adminEnv,
      database: { ...secondHandle, dispose: secondHandle.close },
    });
  });
  afterAll(async () => {
    await secondHandle.close();
    await database.dispose();
  });

  it('when an admin edits a problem on one instance, then the other instance serves the edit', async () => {
    const admin = await signedInAdmin(first.app);
    const created = problemSchema.parse(
      (await admin.post('/api/problem/create', input('Shared Words'))).body,
    );
    const path = `/api/problem/problemById/${created._id}`;
    await waitFor(
      async () => ((await titles(second.app)).includes('Shared Words') ? true : undefined),
      'the second instance to list the new problem',
      5_000,
    );
    expect(problemSchema.parse((await request(second.app).get(path)).body).title).toBe('Shared Words');
    // A change that bypasses the problem writes (no notification) stays unseen: the second instance
    // really answers from its cache, so what follows is its cache being told. (The pause lets the
    // create's own notification land first.)
    await sleep(300);
    await request(second.app).get(path);
    await database.db.update(problems).set({ title: 'Unannounced' }).where(eq(problems.id, created._id));
    expect(problemSchema.parse((await request(second.app).get(path)).body).title).toBe('Shared Words');

    await admin.send('put', `/api/problem/update/${created._id}`, { body: input('Shared Renamed') });

    await waitFor(
      async () =>
        problemSchema.parse((await request(second.app).get(path)).body).title === 'Shared Renamed'
          ? true
          : undefined,
      'the second instance to serve the edit',
      5_000,
    );
    expect(await titles(second.app)).toEqual(['Shared Renamed']);

    await admin.send('delete', `/api/problem/delete/${created._id}`);

    await waitFor(
      async () => ((await request(second.app).get(path)).status === 404 ? true : undefined),
      'the second instance to forget the deleted problem',
      5_000,
    );
    expect(await titles(second.app)).toEqual([]);
  });
});
