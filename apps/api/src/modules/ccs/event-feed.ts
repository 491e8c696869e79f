// GET /contests/{id}/event-feed (ccs-specs 2023-06): NDJSON, one notification a line. Every event of the
// log (or those after `since_token`), then, unless `stream=false`, the new ones as they are recorded,
// a bare newline when nothing was sent for `keepaliveMs`, until the state's end_of_updates, the client
// leaving or the server stopping.
import type { Response } from 'express';
import { z } from 'zod';
import { MESSAGES } from '@codecourt/contracts';
import { AppError } from '../../lib/app-error.js';
import { onShutdown } from '../../lib/shutdown-signal.js';
import type { CcsEvent } from './event-log.js';
import type { FeedStore } from './feed-store.js';

export const eventFeedQuerySchema = z.object({
  since_token: z.string().max(100).optional(),
  stream: z.enum(['true', 'false']).optional(),
});

export type EventFeedDeps = {
  feeds: FeedStore;
  /** How often a following client's log is brought up to date. */
  pollMs: number;
  keepaliveMs: number;
  shutdown?: AbortSignal | undefined;
};

const isLastEvent = (event: CcsEvent) =>
  event.type === 'state' &&
  typeof event.data === 'object' &&
  event.data !== null &&
  (event.data as { end_of_updates?: unknown }).end_of_updates != null;

type Sent = { lastToken: string | undefined; lastWriteMs: number; done: boolean };

function writer(res: Response, sent: Sent) {
  return {
    events(events: CcsEvent[]) {
      for (const event of events) {
        const { type, id, data, token } = event;
        res.write(`${JSON.stringify({ type, id, data, token })}\n`);
        sent.lastToken = token;
        sent.lastWriteMs = Date.now();
        if (isLastEvent(event)) sent.done = true;
      }
    },
    keepalive() {
      res.write('\n');
      sent.lastWriteMs = Date.now();
    },
  };
}

export async function serveEventFeed(
  res: Response,
  contestId: string,
  query: z.infer<typeof eventFeedQuerySchema>,
  deps: EventFeedDeps,
): Promise<void> {
  const log = await deps.feeds.refresh(contestId);
  const first = log?.since(query.since_token);
  if (!log || !first) throw new AppError('invalidSinceToken', MESSAGES.invalidRequest, 400);
  res.status(200).type('application/x-ndjson');
  res.setHeader('X-Accel-Buffering', 'no');
  const sent: Sent = { lastToken: query.since_token, lastWriteMs: Date.now(), done: false };
  const write = writer(res, sent);
  write.events(first);
  if (query.stream === 'false' || sent.done || deps.shutdown?.aborted) {
    res.end();
    return;
  }
  res.flushHeaders();
  await follow(res, contestId, deps, sent, write);
}

/** Polls the log until the feed is over; each round sends what is new or, when idle long enough, a newline. */
function follow(
  res: Response,
  contestId: string,
  deps: EventFeedDeps,
  sent: Sent,
  write: ReturnType<typeof writer>,
): Promise<void> {
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      forgetShutdown();
      res.off('close', stop);
      if (!res.writableEnded) res.end();
      resolve();
    };
    const round = async () => {
      timer = undefined;
      const fresh = (await deps.feeds.refresh(contestId))?.since(sent.lastToken);
      if (stopped) return;
      // The contest was deleted, or this process's log started over: the client reconnects from scratch.
      if (!fresh) {
        stop();
        return;
      }
      write.events(fresh);
      if (sent.done || res.writableEnded) {
        stop();
        return;
      }
      if (Date.now() - sent.lastWriteMs >= deps.keepaliveMs) write.keepalive();
      schedule();
    };
    const schedule = () => {
      timer = setTimeout(() => {
        round().catch(stop);
      }, deps.pollMs);
    };
    const forgetShutdown = onShutdown(deps.shutdown, stop);
    res.on('close', stop);
    schedule();
  });
}
