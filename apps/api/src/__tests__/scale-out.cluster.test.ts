import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_NAMES, submissionSchema, submitResponseSchema } from '@codecourt/contracts';
import type { Submission } from '@codecourt/contracts';
import { openPostgres } from '../db/client.js';
import { adminBrowser } from '../testing/admin-browser.js';
import { clusterSecrets, startApiProcess } from '../testing/api-process.js';
import type { ApiProcess } from '../testing/api-process.js';
import { openEventStream } from '../testing/event-stream-client.js';
import { newSignup } from '../testing/fixtures.js';
import { startWorkerProcess } from '../testing/judge-worker-process.js';
import type { WorkerProcess } from '../testing/judge-worker-process.js';
import {
  SLOW_ADD_TWO,
  expectAddTwoAccepted,
  splitLiveEvents,
  submitNoWait,
} from '../testing/live-judging.js';
import { startPostgresServer } from '../testing/postgres-server.js';
import type { PostgresServer } from '../testing/postgres-server.js';
import { startTestRedis } from '../testing/redis-server.js';
import type { TestRedis } from '../testing/redis-server.js';
import { signedInBrowser } from '../testing/sign-in.js';
import { TestBrowser } from '../testing/test-browser.js';
import { importTestPackage } from '../testing/test-problems.js';
import { waitFor } from '../testing/wait-for.js';

// The scale-out deployment for real: one PostgreSQL, one Redis, two API processes and two judge worker
// processes, each started from its own entry point, as a load balancer would see them.
const ADMIN = newSignup({ emailId: 'cluster-admin@example.com' });
/** "Add two", right, in about three seconds: still being judged when its API instance is stopped. */
const SLOWER_ADD_TWO = SLOW_ADD_TWO.replace('time.sleep(0.25)', 'time.sleep(0.6)');

let postgres: PostgresServer;
let redis: TestRedis;
let apiA: ApiProcess;
let apiB: ApiProcess;
let workers: WorkerProcess[] = [];
let problemId: string;

/** What afterAll stops, newest first: whatever beforeAll got to start before a failure. */
const started: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPostgresServer(), startTestRedis({ privateServer: true })]);
  started.push(
    () => postgres.dispose(),
    () => redis.stop(),
  );
  const env = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    ADMIN_EMAIL: ADMIN.emailId,
    ADMIN_PASSWORD: ADMIN.password,
    ...clusterSecrets(),
  };
  // Started together: migrations and the admin's bootstrap must not race on the one database.
  [apiA, apiB] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  started.push(() => Promise.all(workers.map((worker) => worker.kill('SIGTERM'))));
  started.push(() => Promise.all([apiA.stop(), apiB.stop()]));
  workers = await Promise.all([startWorkerProcess(redis.url), startWorkerProcess(redis.url)]);
  const database = openPostgres(postgres.url, () => undefined);
  try {
    problemId = (await importTestPackage(database.db)).id;
  } finally {
    await database.close();
  }
}, 180_000);

afterAll(async () => {
  for (const stop of started.reverse()) await stop();
}, 60_000);

/** The submission as `browser` reads it on `api`, once judged. */
function judgedOn(browser: TestBrowser, id: string): Promise<Submission> {
  return waitFor(
    async () => {
      const res = await browser.get(`/api/submission/${id}`);
      const submission = res.status === 200 ? submissionSchema.parse(res.body) : undefined;
      return submission?.status === 'done' ? submission : undefined;
    },
    `the verdict of ${id}`,
    60_000,
  );
}

/** The same signed-in user's cookies, sent to another instance (a load balancer without stickiness). */
function sameUserOn(api: ApiProcess, browser: TestBrowser): TestBrowser {
  const elsewhere = new TestBrowser(api.baseUrl);
  for (const [name, value] of browser.cookies) elsewhere.cookies.set(name, value);
  return elsewhere;
}

describe('two API instances and two judge workers on one PostgreSQL and one Redis', () => {
  it('when both instances started together on an empty database, then both answer and the admin exists once', async () => {
    const health = await Promise.all([apiA, apiB].map((api) => fetch(`${api.baseUrl}/api/health`)));
    expect(health.map((res) => res.status)).toEqual([200, 200]);
    const admins = await Promise.all(
      [apiA, apiB].map(async (api) => (await adminBrowser(api.baseUrl, ADMIN)).get('/api/user/admin-check')),
    );
    expect(admins.map((res) => res.status)).toEqual([200, 200]);
  });

  it('when a submission is made on A, then B streams its tests live and answers its verdict', async () => {
    const { browser: onA } = await signedInBrowser(apiA.baseUrl);
    const onB = sameUserOn(apiB, onA);

    const id = await submitNoWait(onA, problemId, SLOW_ADD_TWO);
    const stream = await openEventStream(apiB.baseUrl, onB, `/api/submission/${id}/events`);
    const { tests, result } = splitLiveEvents(await stream.ended);

    expectAddTwoAccepted(tests);
    expect(result).toMatchObject({ _id: id, status: 'done', verdict: 'Accepted', testCasesPassed: 5 });
    expect(await judgedOn(onB, id)).toMatchObject({ verdict: 'Accepted' });
  });

  it('when a submission waits for its verdict on B, then B answers it, judged by a worker', async () => {
    const { browser: onB } = await signedInBrowser(apiB.baseUrl);

    const res = await onB.post(`/api/submission/submit/${problemId}`, {
      code: SLOW_ADD_TWO,
      language: 'python',
    });

    expect(res.status).toBe(200);
    expect(submissionSchema.parse(res.body)).toMatchObject({ status: 'done', verdict: 'Accepted' });
  });

  it('when the submit limit is used up half on A and half on B, then both refuse the next one', async () => {
    const { browser: onA } = await signedInBrowser(apiA.baseUrl);
    const onB = sameUserOn(apiB, onA);
    const statuses: number[] = [];
    // Bodies that fail validation still count: the limit is checked first, and nothing is judged.
    for (let i = 0; i < 10; i += 1) {
      const browser = i % 2 === 0 ? onA : onB;
      statuses.push(
        (await browser.post(`/api/submission/submit/${problemId}`, { language: 'python' })).status,
      );
    }

    const nextOnB = await onB.post(`/api/submission/submit/${problemId}`, { language: 'python' });
    const nextOnA = await onA.post(`/api/submission/submit/${problemId}`, { language: 'python' });

    expect(statuses).toEqual(Array.from({ length: 10 }, () => 400));
    expect([nextOnB.status, nextOnA.status]).toEqual([429, 429]);
  });

  it('when a user signs out on A, then B refuses their access token at once', async () => {
    const { browser: onA } = await signedInBrowser(apiA.baseUrl);
    const onlyAccess = new TestBrowser(apiB.baseUrl);
    onlyAccess.cookies.set(COOKIE_NAMES.accessToken, onA.cookie(COOKIE_NAMES.accessToken) ?? '');
    const before = await onlyAccess.get(`/api/submission/problem/${problemId}`);

    expect((await onA.post('/api/user/logout')).status).toBe(200);
    const after = await onlyAccess.get(`/api/submission/problem/${problemId}`);

    expect(before.status).toBe(200);
    expect(after.status).toBe(401);
  });

  it('when an admin deletes a problem on A, then B stops serving the copy it had cached', async () => {
    const database = openPostgres(postgres.url, () => undefined);
    const doomed = await importTestPackage(database.db, { slug: 'deleted-on-a' }).finally(() =>
      database.close(),
    );
    const reader = new TestBrowser(apiB.baseUrl);
    expect((await reader.get(`/api/problem/problemById/${doomed.id}`)).status).toBe(200);

    const admin = await adminBrowser(apiA.baseUrl, ADMIN);
    expect((await admin.send('delete', `/api/problem/delete/${doomed.id}`)).status).toBe(200);

    await waitFor(
      async () =>
        (await reader.get(`/api/problem/problemById/${doomed.id}`)).status === 404 ? true : undefined,
      'B to forget the deleted problem',
      5_000,
    );
  });

  it('when a worker is told to stop mid-job, then it finishes its job, exits, and no submission is lost', async () => {
    const { browser: onA } = await signedInBrowser(apiA.baseUrl);
    const ids = [
      await submitNoWait(onA, problemId, SLOW_ADD_TWO),
      await submitNoWait(onA, problemId, SLOW_ADD_TWO),
    ];
    // Each worker takes one job at a time: with both judging, whichever is stopped is mid-job.
    await waitFor(async () => {
      const rows = await Promise.all(ids.map((id) => onA.get(`/api/submission/${id}`)));
      return rows.every((res) => submissionSchema.parse(res.body).status === 'judging') ? true : undefined;
    }, 'both submissions being judged');
    const [stopped, kept] = workers as [WorkerProcess, WorkerProcess];

    await stopped.kill('SIGTERM');
    const judged = await Promise.all(ids.map((id) => judgedOn(onA, id)));

    expect(stopped.child.exitCode).toBe(0);
    expect(judged.map((submission) => submission.verdict)).toEqual(['Accepted', 'Accepted']);
    workers = [kept, await startWorkerProcess(redis.url)];
  });

  it('when A is told to stop while a submit waits on it and a stream is open, then both are answered at once, A exits, and B carries on', async () => {
    const { browser: onA } = await signedInBrowser(apiA.baseUrl);
    const streamed = await submitNoWait(onA, problemId, SLOWER_ADD_TWO);
    const stream = await openEventStream(apiA.baseUrl, onA, `/api/submission/${streamed}/events`);
    const pending = onA.post(`/api/submission/submit/${problemId}`, {
      code: SLOWER_ADD_TWO,
      language: 'python',
    });
    await waitFor(async () => ((await judgingCount(onA)) === 2 ? true : undefined), 'both to be judged');

    const stoppedAt = Date.now();
    const exitCode = apiA.stop('SIGTERM');
    const [res, events] = await Promise.all([pending, stream.ended]);

    // Neither waits for its verdict: the submit answers the pending submission, the stream just ends.
    expect(res.status).toBe(202);
    expect(events.map((event) => event.event)).not.toContain('result');
    expect(await exitCode).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    await expect(fetch(`${apiA.baseUrl}/api/health`)).rejects.toThrow();
    const onB = sameUserOn(apiB, onA);
    const ids = [streamed, submitResponseSchema.parse(res.body)._id];
    const judged = await Promise.all(ids.map((id) => judgedOn(onB, id)));
    expect(judged.map((submission) => submission.verdict)).toEqual(['Accepted', 'Accepted']);
  });
});

/** How many of the user's submissions are being judged right now. */
async function judgingCount(browser: TestBrowser): Promise<number> {
  const res = await browser.get(`/api/submission/problem/${problemId}`);
  return res.status === 200 ? (JSON.stringify(res.body).match(/"judging"/g) ?? []).length : 0;
}
