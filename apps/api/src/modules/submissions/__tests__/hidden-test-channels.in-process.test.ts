// Issue 20, finding 3: a program reads hidden inputs out of what the API shows about its submission.
// Before: `memory` was the maximum over every test (100 MB vs 15 MB below) and each hidden test's event
// arrived the moment it ended (its sleep readable from the gaps). After: neither says anything about them.
// Issue #34 finding 8: a count of finished hidden tests, sent each second, still timed each one; now the
// stream says once that hidden tests are being judged, and nothing more until the verdict.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIVE_EVENTS,
  LIVE_HIDDEN_STATE,
  SHOWN_FIGURES_QUANTUM,
  liveHiddenEventSchema,
  submissionHistoryResponseSchema,
  submissionSchema,
  submitResponseSchema,
} from '@codecourt/contracts';
import type { SubmitResponse } from '@codecourt/contracts';
import { listenOnFreePort, openEventStream } from '../../../testing/event-stream-client.js';
import { splitLiveEvents, submitNoWait } from '../../../testing/live-judging.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { createTestJudging } from '../../../testing/test-judging.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { addTwoPackage } from '../../../testing/tiny-package.js';
import type { Judging } from '../../judging/create-judging.js';

/** "Add two" whose hidden tests are `secrets` (a b pairs): the attack reads `a + b` of each. */
function addTwoWithSecrets(secrets: [number, number][]) {
  const files = Object.fromEntries(
    Object.entries(addTwoPackage()).filter(([name]) => !name.startsWith('data/secret/')),
  );
  secrets.forEach(([a, b], i) => {
    files[`data/secret/0${String(i + 1)}.in`] = `${String(a)} ${String(b)}\n`;
    files[`data/secret/0${String(i + 1)}.ans`] = `${String(a + b)}\n`;
  });
  return files;
}

/** Right on the samples (sums 3 and 0); on a hidden test it holds `n mod 200` MB, then answers wrong. */
const MEMORY_READER = [
  'a, b = map(int, input().split())',
  'n = a + b',
  'if n in (3, 0):',
  '    print(n)',
  'else:',
  "    held = b'x' * ((n % 200) * 1024 * 1024)",
  '    print(-1)',
  '',
].join('\n');

/** Accepted, and sleeps `n mod 50` × 40 ms on every test first. */
const TIMING_READER = [
  'import time',
  'a, b = map(int, input().split())',
  'time.sleep(((a + b) % 50) * 0.04)',
  'print(a + b)',
  '',
].join('\n');

let database: TestDatabase;
let judging: Judging;
let testApp: TestApp;
let server: Awaited<ReturnType<typeof listenOnFreePort>>;
let ada: TestBrowser;
let holds100Mb: string;
let holds15Mb: string;
let sleepy: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const imported = (slug: string, secrets: [number, number][]) =>
    importTestPackage(database.db, { slug, files: addTwoWithSecrets(secrets) }).then(({ id }) => id);
  holds100Mb = await imported('add-two-a', [[100, 200]]);
  holds15Mb = await imported('add-two-b', [[7, 8]]);
  // 23, 2 and 40 mod 50: 920, 80 and 1,600 ms of sleep.
  sleepy = await imported('add-two-c', [
    [10, 13],
    [1, 1],
    [20, 20],
  ]);
  judging = await createTestJudging(database.db);
  testApp = await createTestApp({
    database,
    judging,
    config: { submissionRateLimit: { windowMs: 60_000, max: 1_000 } },
  });
  server = await listenOnFreePort(testApp.app);
  ada = (await signedInBrowser(testApp.app)).browser;
});
afterAll(async () => {
  await server.close();
  await judging.close();
  await testApp.close();
  await database.dispose();
});

const submit = async (problemId: string, code: string): Promise<SubmitResponse> => {
  const res = await ada.post(`/api/submission/submit/${problemId}`, { code, language: 'python' });
  expect(res.status).toBe(200);
  return submitResponseSchema.parse(res.body);
};

const visibleMax = (submission: SubmitResponse, figure: 'memoryKb' | 'timeMs') =>
  Math.round(Math.max(...submission.tests.filter((t) => t.visible).map((t) => t[figure] ?? 0)));

describe('hidden tests and the figures a submission shows', () => {
  it('when a program holds n mod 200 MB on a hidden test and answers wrong, then the shown memory is the samples’ alone, the same for two hidden inputs', async () => {
    const first = await submit(holds100Mb, MEMORY_READER);
    const second = await submit(holds15Mb, MEMORY_READER);

    for (const judged of [first, second]) {
      expect(judged).toMatchObject({ verdict: 'Wrong Answer', testCasesPassed: 2 });
      expect(judged.memory).toBe(visibleMax(judged, 'memoryKb'));
      expect(judged.stats.memory).toBe(judged.memory);
      expect(judged.runtime).toBe(visibleMax(judged, 'timeMs'));
      const hidden = judged.tests.filter((test) => !test.visible);
      for (const test of hidden) expect(Object.keys(test).sort()).toEqual(['index', 'verdict', 'visible']);
    }
    // The program held 100 MB on one and 15 MB on the other: what shows differs by the samples' noise only.
    expect(first.memory).toBeLessThan(100 * 1024);
    expect(Math.abs((first.memory ?? 0) - (second.memory ?? 0))).toBeLessThan(8 * 1024);
    // History and detail show the same figures.
    const detail = submissionSchema.parse((await ada.get(`/api/submission/${first._id}`)).body);
    expect(detail).toMatchObject({ runtime: first.runtime, memory: first.memory });
    const history = submissionHistoryResponseSchema.parse(
      (await ada.get(`/api/submission/problem/${holds100Mb}`)).body,
    );
    expect(JSON.stringify(history)).not.toContain(`"memory":${String(Math.round(100 * 1024))}`);
  });

  it('when a submission with hidden tests is Accepted, then its figures are every test’s maximum rounded up to the shown steps', async () => {
    const judged = await submit(sleepy, TIMING_READER);

    expect(judged.verdict).toBe('Accepted');
    expect((judged.runtime ?? 1) % SHOWN_FIGURES_QUANTUM.runtimeMs).toBe(0);
    expect((judged.memory ?? 1) % SHOWN_FIGURES_QUANTUM.memoryKb).toBe(0);
    expect(judged.memory).toBeGreaterThanOrEqual(visibleMax(judged, 'memoryKb'));
  });
});

describe('hidden tests on the live judging stream', () => {
  it('when a program sleeps n mod 50 × 40 ms per hidden test, then the stream says once that hidden tests are judged, right after the samples, and sends them in one batch at the end', async () => {
    const id = await submitNoWait(ada, sleepy, TIMING_READER);
    const stream = await openEventStream(server.baseUrl, ada, `/api/submission/${id}/events`);

    const events = await stream.ended;

    const { tests, result } = splitLiveEvents(events);
    expect(result).toMatchObject({ verdict: 'Accepted', testCasesPassed: 5 });
    expect(tests.map((test) => test.visible)).toEqual([true, true, false, false, false]);
    // Issue #34 finding 8: one state, not a count that moves as hidden tests end (a count sent every
    // second timed each hidden test to about a second).
    const states = events.filter((event) => event.event === LIVE_EVENTS.hidden);
    expect(states.map((state) => liveHiddenEventSchema.strict().parse(state.data))).toEqual([
      { state: LIVE_HIDDEN_STATE, finished: 0, total: 3 },
    ]);
    // It follows the last sample at once, so it tells nothing of when the first hidden test ended.
    const order = events.map((e) => e.event);
    const secondSample = order.indexOf(LIVE_EVENTS.test, order.indexOf(LIVE_EVENTS.test) + 1);
    expect(order.indexOf(LIVE_EVENTS.hidden)).toBe(secondSample + 1);
    const lastSampleAt = events.filter((e) => e.event === LIVE_EVENTS.test)[1]?.atMs ?? 0;
    expect((states[0]?.atMs ?? 0) - lastSampleAt).toBeLessThan(300);
    // Every hidden test's event comes with the result: 2.6 s of sleeps spread over the hidden tests
    // leave no trace in when their events arrive.
    const hiddenAt = events.filter((e) => e.event === 'test' && !(e.data as { visible: boolean }).visible);
    expect(hiddenAt).toHaveLength(3);
    const resultAt = events.at(-1)?.atMs ?? 0;
    for (const event of hiddenAt) expect(resultAt - event.atMs).toBeLessThan(300);
    expect(resultAt - (states[0]?.atMs ?? 0)).toBeGreaterThan(2_000);
    for (const test of tests.filter((t) => !t.visible))
      expect(Object.keys(test).sort()).toEqual(['index', 'verdict', 'visible']);
  });
});
