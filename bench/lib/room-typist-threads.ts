// The interview bench's clients spread over worker threads: hundreds of y-websocket clients on one event loop
// put that loop's own delay (p99 42 ms at 400 clients) into every propagation figure, which is the API's to
// answer for. Each thread holds whole rooms, so every insert is timed on the clock that sees it arrive.
import { Worker } from 'node:worker_threads';
import type { RoomSeats, TypingResult } from './room-typists.js';
import type { TypistsAnswer, TypistsOp, TypistsRequest, TypistsValue } from './room-typists-worker.js';

type Pending = { resolve: (value: TypistsValue) => void; reject: (error: Error) => void };

const WORKER = new URL('./room-typists-worker.ts', import.meta.url).href;
/** A worker thread does not inherit tsx from `node --import tsx`: it registers it before loading the worker. */
const BOOTSTRAP = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER)}); });`;

class TypistThread {
  private readonly worker = new Worker(BOOTSTRAP, { eval: true });
  private readonly pending = new Map<number, Pending>();
  private failure: Error | undefined;
  private next = 0;

  constructor() {
    this.worker.on('message', (answer: TypistsAnswer) => {
      const pending = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (answer.ok) pending?.resolve(answer.value);
      else pending?.reject(new Error(answer.error));
    });
    // A thread that fails or ends answers nothing more: every question still open, or asked later, fails.
    this.worker.on('error', (error) => {
      this.fail(error);
    });
    this.worker.on('exit', (code) => {
      this.fail(new Error(`a client thread ended (exit code ${String(code)})`));
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }

  ask(op: TypistsOp): Promise<TypistsValue> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...op, id } satisfies TypistsRequest);
    });
  }

  async stop(): Promise<void> {
    await this.ask({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}

export type ThreadsTypingResult = TypingResult & {
  /** The slowest thread's event loop delay p99 while typing, in ms. */
  loopDelayP99Ms: number;
};

/** RoomTypists over `count` threads, the rooms dealt out in turn. */
export class RoomTypistThreads {
  private readonly threads: TypistThread[];
  private closed = false;

  constructor(count: number) {
    this.threads = Array.from({ length: Math.max(1, count) }, () => new TypistThread());
  }

  get count(): number {
    return this.threads.length;
  }

  async open(rooms: readonly RoomSeats[]): Promise<void> {
    await Promise.all(
      this.threads.map((thread, t) =>
        thread.ask({ op: 'open', rooms: rooms.filter((_, i) => i % this.threads.length === t) }),
      ),
    );
  }

  async type(perSecond: number, seconds: number, settleMs: number): Promise<ThreadsTypingResult> {
    const results = (await Promise.all(
      this.threads.map((thread) => thread.ask({ op: 'type', perSecond, seconds, settleMs })),
    )) as (TypingResult & { loopDelayP99Ms: number })[];
    return {
      typed: results.reduce((sum, r) => sum + r.typed, 0),
      latenciesMs: results.flatMap((r) => r.latenciesMs),
      loopDelayP99Ms: Math.max(...results.map((r) => r.loopDelayP99Ms)),
    };
  }

  async converged(): Promise<boolean> {
    const each = await Promise.all(this.threads.map((thread) => thread.ask({ op: 'converged' })));
    return each.every((value) => value === true);
  }

  /** Ends every thread; once (the bench closes again on its way out, whatever happened). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all(this.threads.map((thread) => thread.stop()));
  }
}
