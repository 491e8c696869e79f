// The start-of-contest burst (issue #39): every participant opens the contest page, the board's first page
// and the board's event stream within the first minute, spread over the API instances. One stream in
// `sampleEvery` per instance keeps when each `rows` event arrived and whose rows it held; the others only
// count what they receive, so 20,000 streams cost this process little more than their sockets.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { rowParticipant } from './contest-field.js';
import type { HolderLag, StreamHolders } from './stream-holders.js';

/**
 * A rows event as a sampled stream heard it: when, and each row's participant with how many of its tries
 * show a verdict (Infinity once solved: no later verdict changes the row). `boardAtMs`: a `board` event
 * instead (a change that moved more rows than an event carries, such as a first solve below a large tie),
 * heard then: the client fetches its page again, as the web app does, and `atMs` is when that page arrived;
 * every verdict stored before the event is on it. Such a change now comes to a stream that names its page as
 * that page whole (a rows event with `page`): then `boardAtMs` and `atMs` are both when it arrived.
 */
export type RowsEvent = {
  atMs: number;
  rows: { participantId: string; judged: number }[];
  boardAtMs?: number;
};
type EventRow = Parameters<typeof rowParticipant>[0] & {
  problems: { solved: boolean; attempts: number; pending: number }[];
};

const judgedTries = (row: EventRow): number =>
  row.problems.some((cell) => cell.solved)
    ? Infinity
    : row.problems.reduce((n, cell) => n + cell.attempts - cell.pending, 0);
/** A sampled stream: the instance it is on, when it opened (Infinity: never) and the rows events it heard. */
export type SampledStream = { instance: number; openedAtMs: number; events: RowsEvent[] };
/**
 * Per instance: streams open and failed, rows events heard by all of them, `board` events heard by the
 * sampled ones (each asks every open board for its page again), 5xx answers to any burst request.
 */
export type InstanceTally = {
  streams: number;
  streamErrors: number;
  rowsEvents: number;
  sampledBoardEvents: number;
  /** Rows events of the sampled streams that were their page whole (a change too big to list). */
  sampledPageEvents: number;
  /** Answers with a 5xx status to any burst request. */
  serverErrors: number;
  /** Why burst requests failed: "HTTP <status>" or the socket error's code (ECONNRESET, ETIMEDOUT, ...). */
  failures: Record<string, number>;
};

const countFailure = (tally: InstanceTally, reason: string) => {
  tally.failures[reason] = (tally.failures[reason] ?? 0) + 1;
};
const reasonOf = (error: unknown): string => {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (
    (cause as NodeJS.ErrnoException | undefined)?.code ?? (cause instanceof Error ? cause.name : 'unknown')
  );
};

// One socket per stream, never pooled or capped: http.globalAgent's defaults would also do, but saying so
// keeps a later keep-alive default from queueing streams behind each other.
const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity, maxTotalSockets: Infinity });

type StreamOptions = {
  tally: InstanceTally;
  signal: AbortSignal;
  /** The board page this client shows, fetched again on a `board` event. */
  pageUrl: string;
  /** Kept when sampled; `wrongRow` receives the first row of the wrong kind (a user in a team contest). */
  sample?: { heard: SampledStream; teamContest: boolean; wrongRow: (error: Error) => void };
};

const ROWS = 'event: rows';
const BOARD = 'event: board';
const ROWS_FRAME = Buffer.from(`\n\n${ROWS}`);

/**
 * Counts rows events in a stream's bytes without decoding them: each frame starts after a blank line, and
 * the stream opens with a comment, so every rows event is "\n\nevent: rows". The last bytes of a chunk
 * are kept in case a frame's start is cut across two.
 */
function counter(tally: InstanceTally): (chunk: Buffer) => void {
  // The stream's start is a frame's start too.
  let tail = Buffer.from('\n\n');
  return (chunk) => {
    const bytes = Buffer.concat([tail, chunk]);
    let at = bytes.indexOf(ROWS_FRAME);
    while (at >= 0) {
      tally.rowsEvents++;
      at = bytes.indexOf(ROWS_FRAME, at + ROWS_FRAME.length);
    }
    tail = bytes.subarray(Math.max(0, bytes.length - (ROWS_FRAME.length - 1)));
  };
}

/** Opens one board stream; resolves once it answers 200 (or has failed, counted). */
function openStream(url: string, { tally, signal, pageUrl, sample }: StreamOptions): Promise<void> {
  return new Promise((resolve) => {
    let answered = false;
    const req = http.get(
      url,
      { agent: streamAgent, headers: { Accept: 'text/event-stream' }, signal },
      (res) => {
        answered = true;
        if (res.statusCode !== 200) {
          if ((res.statusCode ?? 0) >= 500) tally.serverErrors++;
          tally.streamErrors++;
          countFailure(tally, `stream HTTP ${String(res.statusCode)}`);
          res.resume();
          resolve();
          return;
        }
        tally.streams++;
        if (sample) sample.heard.openedAtMs = Date.now();
        resolve();
        if (!sample) {
          res.on('data', counter(tally));
          res.on('error', () => undefined);
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          const atMs = Date.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith(BOARD)) {
              tally.sampledBoardEvents++;
              void openPage(pageUrl, tally).then(() => {
                sample.heard.events.push({ atMs: Date.now(), rows: [], boardAtMs: atMs });
              });
              continue;
            }
            if (!block.startsWith(ROWS)) continue;
            tally.rowsEvents++;
            const data = block.slice(block.indexOf('data: ') + 'data: '.length);
            const parsed = JSON.parse(data) as { rows: EventRow[]; page?: number; me?: EventRow };
            try {
              const rows = [...parsed.rows, ...(parsed.me ? [parsed.me] : [])].map((r) => ({
                participantId: rowParticipant(r, sample.teamContest),
                judged: judgedTries(r),
              }));
              if (parsed.page === undefined) sample.heard.events.push({ atMs, rows });
              else {
                tally.sampledPageEvents++;
                sample.heard.events.push({ atMs, rows, boardAtMs: atMs });
              }
            } catch (error) {
              sample.wrongRow(error instanceof Error ? error : new Error(String(error)));
            }
          }
        });
        res.on('error', () => undefined);
      },
    );
    req.on('error', (error) => {
      // Aborted at the end of the run, or refused: only a stream that never opened counts as an error.
      if (!signal.aborted && !answered) {
        tally.streamErrors++;
        countFailure(tally, `stream ${reasonOf(error)}`);
        resolve();
      }
    });
  });
}

/**
 * GET `url`, counting a 5xx against the instance; a page with no answer at all (a socket error) is a failure
 * of its own kind: a client that sent its request late is answered by the socket's closing, not a 5xx.
 */
async function openPage(url: string, tally: InstanceTally): Promise<void> {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.status >= 500) {
      tally.serverErrors++;
      countFailure(tally, `page HTTP ${String(res.status)}`);
    }
  } catch (error) {
    countFailure(tally, `page ${reasonOf(error)}`);
  }
}

export const emptyTally = (): InstanceTally => ({
  streams: 0,
  streamErrors: 0,
  rowsEvents: 0,
  sampledPageEvents: 0,
  sampledBoardEvents: 0,
  serverErrors: 0,
  failures: {},
});

const pageUrlOf = (base: string) => `${base}/scoreboard?page=1&limit=50`;
const streamUrlOf = (base: string) => `${base}/scoreboard/events?page=1&limit=50`;

/** One participant's visit whose stream only counts: the contest page, the board's first page, its stream. */
export async function countingVisit(base: string, tally: InstanceTally, signal: AbortSignal): Promise<void> {
  await openPage(base, tally);
  await openPage(pageUrlOf(base), tally);
  await openStream(streamUrlOf(base), { tally, signal, pageUrl: pageUrlOf(base) });
}

export type BurstOptions = {
  participants: number;
  /** Each instance's base URL. */
  apiUrls: readonly string[];
  contestId: string;
  seconds: number;
  sampleEvery: number;
  teamContest: boolean;
  signal: AbortSignal;
  /** Child processes that hold the counting streams (more than this process may open); none: held here. */
  holders?: StreamHolders | undefined;
};

/**
 * Opens `participants` visits evenly over `seconds`, visit i on instance i mod N; answers once every stream
 * has opened (or failed). The streams stay open until `signal` aborts. The first visit on each instance is
 * sampled, so every instance has a sampled stream. `tallies()` adds the holders' counts to this process's.
 */
export async function openingBurst(options: BurstOptions) {
  const count = options.apiUrls.length;
  const own: InstanceTally[] = options.apiUrls.map(emptyTally);
  const sampled: SampledStream[] = [];
  const wrong: { row?: Error } = {};
  const opening: Promise<void>[] = [];
  const gapMs = (options.seconds * 1000) / Math.max(1, options.participants);
  const started = Date.now();
  for (let i = 0; i < options.participants; i++) {
    const wait = started + i * gapMs - Date.now();
    if (wait > 0) await sleep(wait);
    const instance = i % count;
    const base = `${options.apiUrls[instance] ?? ''}/api/contests/${options.contestId}`;
    const tally = own[instance];
    if (!tally) continue;
    const sampledVisit = Math.floor(i / count) % options.sampleEvery === 0;
    if (!sampledVisit) {
      opening.push(
        options.holders ? options.holders.open(instance, base) : countingVisit(base, tally, options.signal),
      );
      continue;
    }
    const heard: SampledStream = { instance, openedAtMs: Infinity, events: [] };
    sampled.push(heard);
    opening.push(
      (async () => {
        await openPage(base, tally);
        await openPage(pageUrlOf(base), tally);
        await openStream(streamUrlOf(base), {
          tally,
          signal: options.signal,
          pageUrl: pageUrlOf(base),
          sample: {
            heard,
            teamContest: options.teamContest,
            wrongRow: (error: Error) => {
              wrong.row ??= error;
            },
          },
        });
      })(),
    );
  }
  await Promise.all(opening);
  options.holders?.settle();
  /** Per instance, this process's counts and the holders' together; and each holder's event loop delay. */
  const tallies = async (): Promise<{ perInstance: InstanceTally[]; holderLags: HolderLag[] }> => {
    const held = (await options.holders?.tallies()) ?? [];
    const perInstance = own.map((mine, instance) => {
      const all = [mine, ...held.flatMap(({ tallies }) => tallies[instance] ?? [])];
      const total = emptyTally();
      for (const { failures, ...counts } of all) {
        for (const key of Object.keys(counts) as (keyof typeof counts)[]) total[key] += counts[key];
        for (const [reason, n] of Object.entries(failures))
          total.failures[reason] = (total.failures[reason] ?? 0) + n;
      }
      return total;
    });
    return { perInstance, holderLags: held.map(({ lag }) => lag) };
  };
  return { tallies, sampled, wrongRow: () => wrong.row };
}
