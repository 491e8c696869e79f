import type { Response } from 'express';
import { onShutdown } from '../../lib/shutdown-signal.js';
import type { BoardStore, BoardSubscriber } from './board-store.js';

export type ScoreboardEventsDeps = {
  boards: BoardStore;
  heartbeatMs: number;
  /** Aborted when the server starts to stop: open streams end (the client reconnects to another instance). */
  shutdown?: AbortSignal | undefined;
};

/**
 * GET /contests/{id}/scoreboard/events: changed rows of the viewer's board, answers and announcements the
 * viewer may read, as server-sent events. The board is pushed by the board store, which every instance
 * keeps current from the contest change feed.
 */
export function createScoreboardEvents(deps: ScoreboardEventsDeps) {
  return async function stream(
    /** The contest's id or slug. */
    contestId: string,
    viewer: Omit<BoardSubscriber, 'write'>,
    res: Response,
  ): Promise<boolean> {
    let ended = false;
    const write = (frame: string) => {
      if (!ended) res.write(frame);
    };
    const unsubscribe = await deps.boards.subscribe(contestId, { ...viewer, write });
    if (!unsubscribe) return false;
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    const heartbeat = setInterval(() => {
      res.write(': heartbeat\n\n');
    }, deps.heartbeatMs);
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      forgetShutdown();
      res.end();
    };
    res.on('close', end);
    const forgetShutdown = onShutdown(deps.shutdown, end);
    res.write(': connected\n\n');
    if (deps.shutdown?.aborted) end();
    return true;
  };
}

export type ScoreboardEvents = ReturnType<typeof createScoreboardEvents>;
