import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, submissionSchema, submitResponseSchema } from '@codecourt/contracts';
import { listenOnFreePort, openEventStream } from '../../../testing/event-stream-client.js';
import {
  SLOW_ADD_TWO,
  eventsReceived,
  expectAddTwoAccepted,
  spanMs,
  shownEvents,
  splitLiveEvents,
  submitNoWait,
  withoutCounts,
} from '../../../testing/live-judging.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createJudgedSubmitApp } from '../../../testing/judged-submit-app.js';
import type { JudgedSubmitApp } from '../../../testing/judged-submit-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import { waitFor } from '../../../testing/wait-for.js';

let judged: JudgedSubmitApp;
let testApp: TestApp;
let server: Awaited<ReturnType<typeof listenOnFreePort>>;
let problemId: string;
let ada: TestBrowser;
let eve: TestBrowser;

beforeAll(async () => {
  judged = await createJudgedSubmitApp();
  ({ testApp, problemId } = judged);
  server = await listenOnFreePort(testApp.app);
  ada = (await signedInBrowser(testApp.app)).browser;
  eve = (await signedInBrowser(testApp.app)).browser;
});
afterAll(async () => {
  await server.close();
  await judged.close();
});

const eventsPath = (id: string) => `/api/submission/${id}/events`;

describe('GET /api/submission/{id}/events with the in-process judge', () => {
  it('when a submission is followed from the start, then each test arrives as it finishes, in order, before the stored result', async () => {
    const id = await submitNoWait(ada, problemId, SLOW_ADD_TWO);
    const stream = await openEventStream(server.baseUrl, ada, eventsPath(id));

    const events = await stream.ended;

    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const { tests, result } = splitLiveEvents(events);
    expectAddTwoAccepted(tests);
    const stored = submissionSchema.parse((await ada.get(`/api/submission/${id}`)).body);
    expect(result).toEqual(stored);
    expect(result).toMatchObject({ status: 'done', verdict: 'Accepted', testCasesPassed: 5 });
    // One by one: a quarter of a second apart, not all at the end.
    expect(spanMs(events)).toBeGreaterThanOrEqual(750);
  });

  it('when a second client connects midway, then it first gets the tests already finished, then the rest and the result', async () => {
    const id = await submitNoWait(ada, problemId, SLOW_ADD_TWO);
    const first = await openEventStream(server.baseUrl, ada, eventsPath(id));
    await waitFor(eventsReceived(first, 2), 'two finished tests');

    const late = await openEventStream(server.baseUrl, ada, eventsPath(id));
    const [fromStart, fromMidway] = await Promise.all([first.ended, late.ended]);

    expect(shownEvents(fromMidway)).toEqual(shownEvents(fromStart));
    // The history came at once, before the tests still to run.
    expect(fromMidway[1]?.atMs).toBeLessThan(withoutCounts(fromMidway).at(-2)?.atMs ?? 0);
    expectAddTwoAccepted(splitLiveEvents(fromMidway).tests);
  });

  it('when a judged submission is followed, then its tests and result come at once and the stream ends', async () => {
    const judged = await ada.post(`/api/submission/submit/${problemId}`, {
      code: ADD_TWO.wrongOnHidden,
      language: 'python',
    });
    const id = submitResponseSchema.parse(judged.body)._id;

    const events = await (await openEventStream(server.baseUrl, ada, eventsPath(id))).ended;

    const { tests, result } = splitLiveEvents(events);
    expect(tests.map((test) => test.verdict)).toEqual(['Accepted', 'Accepted', 'Wrong Answer']);
    expect(tests[2]).toEqual({ index: 2, visible: false, verdict: 'Wrong Answer' });
    expect(result).toMatchObject({ _id: id, verdict: 'Wrong Answer', testCasesPassed: 2 });
  });

  it('when the client sends Prefer: respond-async, then submit answers 202 with the pending submission at once', async () => {
    const res = await ada.post(
      `/api/submission/submit/${problemId}`,
      { code: SLOW_ADD_TWO, language: 'python' },
      { headers: { Prefer: 'respond-async' } },
    );

    expect(res.status).toBe(202);
    expect(submitResponseSchema.parse(res.body)).toMatchObject({
      verdict: null,
      message: MESSAGES.stillJudging,
    });
    await (
      await openEventStream(server.baseUrl, ada, eventsPath(submitResponseSchema.parse(res.body)._id))
    ).ended;
  });

  it('when wait is neither true nor false, then submit answers 400', async () => {
    const res = await ada.post(`/api/submission/submit/${problemId}?wait=later`, {
      code: ADD_TWO.python,
      language: 'python',
    });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.invalidSubmitWait });
  });

  it("when someone else's, an unknown or a malformed submission is asked for, then 404; signed out, then 401", async () => {
    const id = await submitNoWait(ada, problemId, ADD_TWO.python);

    const others = await eve.get(eventsPath(id));
    const unknown = await ada.get(eventsPath(randomUUID()));
    const malformed = await ada.get(eventsPath('not-an-id'));
    const signedOut = await (await openBrowser(testApp.app)).get(eventsPath(id));

    expect([others.status, unknown.status, malformed.status, signedOut.status]).toEqual([404, 404, 404, 401]);
    expect(others.body).toEqual({ error: MESSAGES.submissionNotFound });
    await (
      await openEventStream(server.baseUrl, ada, eventsPath(id))
    ).ended;
  });
});
