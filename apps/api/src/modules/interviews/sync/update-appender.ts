// Write-behind storage of the rooms' document updates (issue #41 item 7, "Nothing lost"). One INSERT and
// one commit per keystroke fell 53 s behind at 200 rooms and, on two instances, lost rows to the pool's
// connect timeout (docs/benchmarks.md, "Interview rooms under load"). Here updates wait in one queue and
// go together in a multi-row INSERT, at most one statement every `gatherMs`, in the order they arrived: `seq` is an identity, numbered in the statement's row order, and one statement at a time
// keeps every room's rows in arrival order across statements too.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../../../lib/logger.js';
import { chainOf } from '../../../lib/dependency-errors.js';
import { toLoggableError } from '../../../lib/loggable-error.js';

/** One update to store, with the time the server took it (the replay's `at`). */
export type PendingUpdate = { interviewId: string; update: Uint8Array; at: Date };
/** Stores these rows in one statement, in this order. */
export type WriteUpdates = (rows: readonly PendingUpdate[]) => Promise<void>;

export type AppenderLimits = {
  /** A statement's rows at most (PostgreSQL takes 65,535 parameters; three a row). */
  batchRows: number;
  /** A statement's update bytes at most; a single larger update goes alone. */
  batchBytes: number;
  /**
   * A statement starts at least this long after the one before, and this long after the first update a
   * quiet queue took: what arrives meanwhile joins it. Each statement's round trip costs the API, and
   * PostgreSQL, far more than its rows do; the clients already hold what waits (they send it again on
   * reconnect), and a room's end or a run waits for its writes anyway.
   */
  gatherMs: number;
  /** Past this many unstored rows or bytes the appender is full (back-pressure) until half has drained. */
  queueRows: number;
  queueBytes: number;
  /** The first retry's wait, doubled per failure up to `retryMaxMs`. */
  retryFirstMs: number;
  retryMaxMs: number;
  /** Once closing, how long a failing database is retried before the rows left are given up. */
  closeWaitMs: number;
};

export const APPENDER_LIMITS: AppenderLimits = {
  batchRows: 500,
  batchBytes: 1024 * 1024,
  // 200 rooms typing on one instance: about 25 rows a statement instead of 2-3 (docs/benchmarks.md).
  gatherMs: 25,
  // About 25 s of 200 rooms typing: a database outage that long pauses the sockets, never the memory.
  queueRows: 50_000,
  queueBytes: 32 * 1024 * 1024,
  retryFirstMs: 100,
  retryMaxMs: 5_000,
  closeWaitMs: 10_000,
};

/**
 * The database refuses these rows themselves (data exceptions, class 22; integrity violations, class 23:
 * a room deleted meanwhile): retrying the same rows cannot succeed. Anything else (the pool, the network,
 * a server restarting, a lock) may pass on the next try.
 */
const REFUSES_ROWS = /^2[23]/;

const refusesRows = (error: unknown): boolean =>
  chainOf(error).some((link) => typeof link.code === 'string' && REFUSES_ROWS.test(link.code));

type Entry = PendingUpdate & { stored: () => void; refused: (error: unknown) => void };

export type UpdateAppender = {
  /**
   * Queues the update; resolves once it is stored, after every update appended before it. Rejects only
   * when the database refuses this row itself, or when closing gave up on a database still failing.
   */
  append: (interviewId: string, update: Uint8Array) => Promise<void>;
  /** Whether the unstored updates are past the queue limit. */
  readonly full: boolean;
  /** Told `true` when the appender becomes full and `false` once half of its limit has drained. */
  onPressure: (listener: (full: boolean) => void) => void;
  /** Writes what is queued; a failing database is retried for `closeWaitMs`, then the rest is given up. */
  close: () => Promise<void>;
};

export function createUpdateAppender(
  write: WriteUpdates,
  logger: Logger,
  limits: AppenderLimits = APPENDER_LIMITS,
): UpdateAppender {
  const queue: Entry[] = [];
  const listeners: ((full: boolean) => void)[] = [];
  /** Unstored rows and bytes, the statement in flight included. */
  let heldRows = 0;
  let heldBytes = 0;
  let full = false;
  let scheduled: NodeJS.Timeout | undefined;
  let draining: Promise<void> | undefined;
  let giveUpAt: number | undefined;
  /** When the last statement started (performance.now()). */
  let lastStarted = -Infinity;

  function settle(entry: Entry, error?: unknown): void {
    heldRows--;
    heldBytes -= entry.update.byteLength;
    if (error === undefined) entry.stored();
    else entry.refused(error);
  }

  function checkPressure(): void {
    const next = full
      ? heldRows > limits.queueRows / 2 || heldBytes > limits.queueBytes / 2
      : heldRows > limits.queueRows || heldBytes > limits.queueBytes;
    if (next === full) return;
    full = next;
    if (full)
      logger.warn({ rows: heldRows, bytes: heldBytes }, 'interview updates queue full: sockets paused');
    for (const listener of listeners) listener(full);
  }

  /** The queue's head, up to a statement's limits (at least one row). */
  function nextBatch(): Entry[] {
    let count = 0;
    let bytes = 0;
    for (const entry of queue) {
      if (count === limits.batchRows) break;
      if (count > 0 && bytes + entry.update.byteLength > limits.batchBytes) break;
      count++;
      bytes += entry.update.byteLength;
    }
    return queue.splice(0, count);
  }

  const retryWait = (attempt: number): number => {
    const wait = Math.min(limits.retryFirstMs * 2 ** attempt, limits.retryMaxMs);
    return giveUpAt === undefined ? wait : Math.max(0, Math.min(wait, giveUpAt - Date.now()));
  };

  /** Stores the rows in order, retrying until they are in; rows the database refuses are found by halves. */
  async function store(batch: Entry[]): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await write(batch);
        for (const entry of batch) settle(entry);
        return;
      } catch (error) {
        if (refusesRows(error)) {
          if (batch.length === 1) {
            for (const entry of batch) settle(entry, error);
            return;
          }
          const half = Math.ceil(batch.length / 2);
          await store(batch.slice(0, half));
          await store(batch.slice(half));
          return;
        }
        if (giveUpAt !== undefined && Date.now() >= giveUpAt) {
          logger.error(
            { err: toLoggableError(error), rows: batch.length + queue.length },
            'interview updates given up at shutdown: the clients that hold them send them again on reconnect',
          );
          for (const entry of [...batch, ...queue.splice(0)]) settle(entry, error);
          return;
        }
        logger.warn(
          { err: toLoggableError(error), rows: batch.length, attempt },
          'interview updates not stored yet: retrying',
        );
        await sleep(retryWait(attempt));
      }
    }
  }

  /** How long the next statement waits to gather more; nothing once closing. */
  const gatherWait = (): number =>
    giveUpAt === undefined ? Math.max(0, lastStarted + limits.gatherMs - performance.now()) : 0;

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const wait = gatherWait();
      if (wait > 0) await sleep(wait);
      lastStarted = performance.now();
      await store(nextBatch());
      checkPressure();
    }
  }

  function start(): void {
    scheduled = undefined;
    if (draining) return;
    draining = drain().finally(() => {
      draining = undefined;
      // Appended while the last statement was finishing: their turn.
      if (queue.length > 0 && !scheduled) start();
    });
  }

  return {
    append(interviewId, update) {
      return new Promise<void>((stored, refused) => {
        queue.push({ interviewId, update, at: new Date(), stored, refused });
        heldRows++;
        heldBytes += update.byteLength;
        checkPressure();
        // What arrives in the next `gatherMs` joins this first statement.
        if (!draining && !scheduled) scheduled = setTimeout(start, limits.gatherMs);
      });
    },
    get full() {
      return full;
    },
    onPressure(listener) {
      listeners.push(listener);
    },
    async close() {
      giveUpAt = Date.now() + limits.closeWaitMs;
      while (draining || scheduled) {
        if (scheduled) {
          clearTimeout(scheduled);
          start();
        }
        await draining;
      }
    },
  };
}
