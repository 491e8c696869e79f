import type { JudgeSlot, JudgeSpareSlot } from '../engine/places.js';

/** A job's way to the places: each piece of its work (a compile, a test) runs through `run`. */
export type Ticket = {
  run: JudgeSlot;
  /** A place for a further piece at once, only when one is free, nobody waits and the owner is under its share. */
  spare: JudgeSpareSlot;
  close(): void;
};

/**
 * At most `size` pieces of work at a time, at most `perOwner` of them one owner's. A free place goes to
 * the waiting owner served longest ago (or never: one with nothing running is forgotten); within an
 * owner, its oldest job's piece first. A job asks for a place per piece
 * (per test: DOMjudge's judge tasks), so one user's flood delays another user's job by at most the time
 * one running piece takes. Between two pieces of one job its place waits for it for one turn of the
 * event loop, so a job that goes on is not sent to the back behind an owner who already holds places.
 * A piece without an owner is alone.
 */
export function createFairScheduler({ size, perOwner }: { size: number; perOwner: number }) {
  let active = 0;
  let anonymous = 0;
  let turn = 0;
  let tickets = 0;
  /** Places kept for a job between two of its pieces. */
  let held = 0;
  const running = new Map<string, number>();
  const waiting = new Map<string, { job: number; start: () => void }[]>();
  // When each owner with work was last served: the one served longest ago (or never) goes next.
  const servedAt = new Map<string, number>();

  const nextOwner = () => {
    let next: string | undefined;
    for (const owner of waiting.keys()) {
      if ((running.get(owner) ?? 0) >= perOwner) continue;
      if (next === undefined || (servedAt.get(owner) ?? -1) < (servedAt.get(next) ?? -1)) next = owner;
    }
    return next;
  };
  const pump = () => {
    while (active + held < size) {
      const owner = nextOwner();
      const queue = owner === undefined ? undefined : waiting.get(owner);
      const piece = queue?.shift();
      if (owner === undefined || !queue || !piece) return;
      if (queue.length === 0) waiting.delete(owner);
      servedAt.set(owner, turn++);
      active++;
      running.set(owner, (running.get(owner) ?? 0) + 1);
      piece.start();
    }
  };
  const finish = (owner: string) => {
    active--;
    const left = (running.get(owner) ?? 1) - 1;
    if (left > 0) running.set(owner, left);
    else running.delete(owner);
    if (left <= 0 && !waiting.has(owner)) servedAt.delete(owner);
  };
  const enqueue = (owner: string, job: number) =>
    new Promise<void>((resolve) => {
      const queue = waiting.get(owner) ?? [];
      // Behind every piece of its own job and older jobs: a job's pieces keep their order.
      const at = queue.findIndex((piece) => piece.job > job);
      queue.splice(at < 0 ? queue.length : at, 0, { job, start: resolve });
      waiting.set(owner, queue);
      pump();
    });

  const ticket = (owner: string | undefined, { holds }: { holds: boolean }): Ticket => {
    const key = owner ?? `\0anonymous-${String(anonymous++)}`;
    const job = tickets++;
    let holding = false;
    let closed = false;
    let asked = 0;
    let turnScheduled = false;
    const letGo = () => {
      if (!holding) return;
      holding = false;
      held--;
      pump();
    };
    return {
      run: async (work) => {
        // The place kept since this job's last piece is given back and asked for at once.
        if (holding) {
          holding = false;
          held--;
        }
        asked++;
        await enqueue(key, job);
        asked--;
        try {
          return await work();
        } finally {
          finish(key);
          // Kept only for a job that may go on: one with a piece waiting is in the queue already.
          if (holds && !closed && asked === 0) {
            holding = true;
            held++;
            if (!turnScheduled) {
              turnScheduled = true;
              setImmediate(() => {
                turnScheduled = false;
                letGo();
              });
            }
          } else pump();
        }
      },
      spare: (work) => {
        if (closed || active + held >= size || waiting.size > 0 || (running.get(key) ?? 0) >= perOwner)
          return undefined;
        servedAt.set(key, turn++);
        active++;
        running.set(key, (running.get(key) ?? 0) + 1);
        const piece = async () => {
          try {
            return await work();
          } finally {
            finish(key);
            pump();
          }
        };
        return piece();
      },
      close: () => {
        closed = true;
        letGo();
      },
    };
  };

  return {
    /** A job that asks for a place per piece of its work; close it when the job is over. */
    ticket: (owner: string | undefined) => ticket(owner, { holds: true }),
    /** One piece of work alone. */
    async withPermit<T>(owner: string | undefined, task: () => Promise<T>): Promise<T> {
      return ticket(owner, { holds: false }).run(task);
    },
    /** Pieces started and not finished. */
    get active(): number {
      return active;
    },
  };
}

export type FairScheduler = ReturnType<typeof createFairScheduler>;
