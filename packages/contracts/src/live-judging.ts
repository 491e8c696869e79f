// Live judging: each test as it finishes, from the judge to the API (queue progress) and from the API to
// the browser (GET /submission/{id}/events, server-sent events), then the whole stored submission.
import { z } from 'zod';
import { VERDICTS } from './enums.js';
import { submissionSchema } from './judgement.js';
import { MESSAGES } from './messages.js';

/**
 * What a judge reports about one finished test of a submission (the BullMQ job's progress, the
 * in-process engine's hook). `visible` is the request's own flag for that test; cpuMs and memoryKb are
 * only ever passed on to the user for a visible test.
 */
export const judgeTestProgressSchema = z.object({
  index: z.number().int().min(0),
  visible: z.boolean(),
  verdict: z.enum(VERDICTS),
  cpuMs: z.number(),
  memoryKb: z.number(),
});
export type JudgeTestProgress = z.infer<typeof judgeTestProgressSchema>;

/** Where a worker keeps a submission's progress so far, so any API instance can replay it to a late subscriber. */
export function judgeProgressKey(submissionId: string): string {
  return `codecourt:judge-progress:${submissionId}`;
}
/** How long that history outlives its last test (the stored verdict answers after that). */
export const JUDGE_PROGRESS_TTL_S = 3_600;

/**
 * `event: test`: one finished test, in order. A hidden test is a numbered test with its verdict only:
 * its time and memory are a channel the program controls, so they stay on the server.
 */
export const liveTestEventSchema = z.object({
  index: z.number().int().min(0),
  visible: z.boolean(),
  verdict: z.enum(VERDICTS),
  cpuMs: z.number().optional(),
  memoryKb: z.number().optional(),
});
export type LiveTestEvent = z.infer<typeof liveTestEventSchema>;

/** What the stream says once the judge is past the samples: hidden tests are being judged, nothing more. */
export const LIVE_HIDDEN_STATE = 'judging hidden tests';

/**
 * `event: hidden`, sent once: only the leading visible tests stream as they end; the hidden tests are
 * judged without a word until the verdict, which brings their `test` events in one batch. Any event tied
 * to a hidden test (its own, or a count of finished ones) would tell when it ended, a channel the program
 * controls (a program that sleeps `n mod 50` × 40 ms per test reads its inputs out), so this state goes out
 * right after the last sample's event (or at once when the stream opens past them) and never changes.
 * `finished` stays 0 and `total` is how many hidden tests there are: clients from before the state read them.
 */
export const liveHiddenEventSchema = z.object({
  state: z.literal(LIVE_HIDDEN_STATE),
  finished: z.literal(0),
  total: z.number().int().min(0),
});
export type LiveHiddenEvent = z.infer<typeof liveHiddenEventSchema>;

/** `event: result`: the judged submission, the same shape as GET /submission/{id}; the stream ends after it. */
export const liveResultEventSchema = submissionSchema;

/** The event names of GET /submission/{id}/events (comment lines in between are heartbeats). */
export const LIVE_EVENTS = { test: 'test', hidden: 'hidden', result: 'result' } as const;
/** How often the stream sends a comment line, so proxies keep an idle connection open. */
export const LIVE_HEARTBEAT_MS = 15_000;

/** Submit answers at once with 202 and the pending submission when asked: `?wait=false` or this header. */
export const RESPOND_ASYNC_PREFERENCE = 'respond-async';
export const submitQuerySchema = z.object({
  wait: z.enum(['true', 'false'], { error: MESSAGES.invalidSubmitWait }).optional(),
});
export type SubmitQuery = z.infer<typeof submitQuerySchema>;
