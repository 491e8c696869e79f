import { expect } from 'vitest';
import { liveTestEventSchema, submissionSchema, submitResponseSchema } from '@codecourt/contracts';
import type { LiveTestEvent, Submission } from '@codecourt/contracts';
import type { ReceivedEvent } from './event-stream-client.js';
import type { TestBrowser } from './test-browser.js';

/** "Add two", right, but a quarter of a second per test: slow enough to watch the tests finish one by one. */
export const SLOW_ADD_TWO = 'import time\na, b = map(int, input().split())\ntime.sleep(0.25)\nprint(a + b)\n';

/** Submits without waiting for the verdict (202 at once) and answers the submission's id. */
export async function submitNoWait(browser: TestBrowser, problemId: string, code: string): Promise<string> {
  const res = await browser.post(`/api/submission/submit/${problemId}?wait=false`, {
    code,
    language: 'python',
  });
  expect(res.status).toBe(202);
  return submitResponseSchema.parse(res.body)._id;
}

/** The stream without its one hidden-tests state (`event: hidden`): the tests and the result. */
export function withoutCounts(events: ReceivedEvent[]): ReceivedEvent[] {
  return events.filter((event) => event.event !== 'hidden');
}

/** What two subscribers of one submission both see: its events without counts or arrival times. */
export function shownEvents(events: ReceivedEvent[]): { event: string; data: unknown }[] {
  return withoutCounts(events).map(({ event, data }) => ({ event, data }));
}

/**
 * The stream's test events and its result, checked for shape: tests first, in order from 0, one result
 * last (the hidden-tests state in between is left out).
 */
export function splitLiveEvents(all: ReceivedEvent[]): { tests: LiveTestEvent[]; result: Submission } {
  const events = withoutCounts(all);
  const last = events.at(-1);
  expect(last?.event).toBe('result');
  const tests = events.slice(0, -1).map((event) => {
    expect(event.event).toBe('test');
    return liveTestEventSchema.parse(event.data);
  });
  expect(tests.map((test) => test.index)).toEqual(tests.map((_, index) => index));
  return { tests, result: submissionSchema.parse(last?.data) };
}

/**
 * What "add two" (two samples, three hidden tests) shows live: every test passed, the samples with
 * their time and memory, the hidden ones numbered with their verdict only.
 */
export function expectAddTwoAccepted(tests: LiveTestEvent[]): void {
  expect(tests).toHaveLength(5);
  for (const test of tests) expect(test.verdict).toBe('Accepted');
  expect(tests.map((test) => test.visible)).toEqual([true, true, false, false, false]);
  for (const test of tests.slice(0, 2)) {
    expect(test.cpuMs).toEqual(expect.any(Number));
    expect(test.memoryKb).toEqual(expect.any(Number));
  }
  for (const test of tests.slice(2))
    expect(Object.keys(test).sort()).toEqual(['index', 'verdict', 'visible']);
}

/** How long from the first event to the last: tests sent as they finish spread over the judging. */
export function spanMs(events: ReceivedEvent[]): number {
  return (events.at(-1)?.atMs ?? 0) - (events[0]?.atMs ?? 0);
}

/** Resolves once `stream` has received `count` events. */
export function eventsReceived(
  stream: { events: ReceivedEvent[] },
  count: number,
): () => Promise<true | undefined> {
  return () => Promise.resolve(stream.events.length >= count ? true : undefined);
}
