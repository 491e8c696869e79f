import {
  LIVE_EVENTS,
  liveHiddenEventSchema,
  liveResultEventSchema,
  liveTestEventSchema,
  type LiveHiddenEvent,
  type LiveTestEvent,
  type Submission,
} from '@codecourt/contracts';
import { env } from '@/config/env';

type Contract<T> = { safeParse: (value: unknown) => { success: true; data: T } | { success: false } };

/** An event's JSON checked against its contract; undefined when it is not what the contract says. */
function parseEvent<T>(event: MessageEvent, schema: Contract<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(String(event.data)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** What a followed submission reports while it is judged. */
export type FollowListeners = {
  /** A streamed test (the leading visible ones as they finish; the rest in one batch at the end). */
  test: (test: LiveTestEvent) => void;
  /** The judge is past the samples: the hidden tests are judged, with no word of each until the verdict. */
  hidden: (count: LiveHiddenEvent) => void;
};

/**
 * GET /submission/{id}/events through EventSource: `on.test` gets each streamed test (those already
 * finished first), `on.hidden` the one hidden-tests state, and the answer is the judged submission. It answers undefined when the stream is not
 * to be had (no EventSource, a refused or dropped connection, an unreadable event): the caller then polls.
 */
export function followSubmission(
  submissionId: string,
  on: FollowListeners,
  signal?: AbortSignal,
): Promise<Submission | undefined> {
  if (typeof EventSource === 'undefined') return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const source = new EventSource(
      `${env.apiBaseUrl}/submission/${encodeURIComponent(submissionId)}/events`,
      {
        withCredentials: true,
      },
    );
    const settle = (outcome: Submission | undefined) => {
      source.close();
      signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onAbort = () => {
      source.close();
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort);
    source.addEventListener(LIVE_EVENTS.test, (event) => {
      const test = parseEvent(event, liveTestEventSchema);
      if (test) on.test(test);
    });
    source.addEventListener(LIVE_EVENTS.hidden, (event) => {
      const count = parseEvent(event, liveHiddenEventSchema);
      if (count) on.hidden(count);
    });
    source.addEventListener(LIVE_EVENTS.result, (event) => {
      settle(parseEvent(event, liveResultEventSchema));
    });
    // EventSource would reconnect on its own; polling is simpler and sure to end.
    source.onerror = () => {
      settle(undefined);
    };
  });
}
