// One thread of the interview bench's clients (room-typist-threads.ts): its share of the rooms, both seats of
// each, typed and timed here, so an insert and its sight on the other side are read on one clock.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { RoomTypists } from './room-typists.js';
import type { RoomSeats, TypingResult } from './room-typists.js';

/** What the bench asks a thread to do. */
export type TypistsOp =
  | { op: 'open'; rooms: RoomSeats[] }
  | { op: 'type'; perSecond: number; seconds: number; settleMs: number }
  | { op: 'converged' }
  | { op: 'close' };

export type TypistsRequest = TypistsOp & { id: number };

/** What a request answers: the typing's result, whether the rooms converged, or nothing. */
export type TypistsValue = (TypingResult & { loopDelayP99Ms: number }) | boolean | null;

export type TypistsAnswer =
  { id: number; ok: true; value: TypistsValue } | { id: number; ok: false; error: string };

const port = parentPort;
if (!port) throw new Error('room-typists-worker runs as a worker thread');
const typists = new RoomTypists();

async function answer(request: TypistsRequest): Promise<TypistsValue> {
  switch (request.op) {
    case 'open':
      await typists.open(request.rooms);
      return null;
    case 'type': {
      const lag = monitorEventLoopDelay({ resolution: 10 });
      lag.enable();
      const result = await typists.type(request.perSecond, request.seconds, request.settleMs);
      lag.disable();
      return { ...result, loopDelayP99Ms: lag.percentile(99) / 1e6 };
    }
    case 'converged':
      return typists.converged();
    case 'close':
      typists.close();
      return null;
  }
}

port.on('message', (request: TypistsRequest) => {
  answer(request).then(
    (value) => {
      port.postMessage({ id: request.id, ok: true, value } satisfies TypistsAnswer);
    },
    (error: unknown) => {
      port.postMessage({ id: request.id, ok: false, error: String(error) } satisfies TypistsAnswer);
    },
  );
});
