import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnFreePort, openEventStream } from '../../../testing/event-stream-client.js';
import { createHeldTestJudging } from '../../../testing/held-test-judging.js';
import { SLOW_ADD_TWO, splitLiveEvents, submitNoWait } from '../../../testing/live-judging.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { waitFor } from '../../../testing/wait-for.js';
import type { Judging } from '../../judging/create-judging.js';

let database: TestDatabase;
let held: { judging: Judging; release: () => void };
let testApp: TestApp;
let server: Awaited<ReturnType<typeof listenOnFreePort>>;
let problemId: string;
let ada: TestBrowser;

beforeAll(async () => {
  database = await createTestDatabase();
  problemId = (await importTestPackage(database.db)).id;
  // The engine starts only on release(): until then every submission waits in the queue.
  held = await createHeldTestJudging(database.db, 30_000);
  testApp = await createTestApp({
    database,
    judging: held.judging,
    config: { liveHeartbeatMs: 100, submissionRateLimit: { windowMs: 60_000, max: 1_000 } },
  });
  server = await listenOnFreePort(testApp.app);
  ada = (await signedInBrowser(testApp.app)).browser;
});
afterAll(async () => {
  held.release();
  await server.close();
  await held.judging.close();
  await testApp.close();
  await database.dispose();
});

const eventsPath = (id: string) => `/api/submission/${id}/events`;

describe('a live judging stream while the submission waits for a judge', () => {
  it('when nothing is judged yet, then heartbeats keep the stream open; when the client leaves, then the stream lets go of the submission', async () => {
    const id = await submitNoWait(ada, problemId, SLOW_ADD_TWO);
    const leaving = await openEventStream(server.baseUrl, ada, eventsPath(id));
    const staying = await openEventStream(server.baseUrl, ada, eventsPath(id));
    await waitFor(() => Promise.resolve(leaving.comments >= 4 ? true : undefined), 'heartbeats');
    expect(leaving.events).toEqual([]);
    expect(held.judging.waiters.waiting(id)).toBe(2);

    leaving.close();
    await waitFor(
      () => Promise.resolve(held.judging.waiters.waiting(id) === 1 ? true : undefined),
      'the stream let go',
    );
    held.release();
    const { tests, result } = splitLiveEvents(await staying.ended);

    expect(tests).toHaveLength(5);
    expect(result).toMatchObject({ _id: id, verdict: 'Accepted' });
    expect(held.judging.waiters.waiting(id)).toBe(0);
  });
});
