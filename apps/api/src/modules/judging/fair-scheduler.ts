/**
 * At most `size` tasks at a time, at most `perOwner` of them one owner's; waiting tasks are started
 * round-robin between owners (the owner served longest ago first; each owner's own in arrival order), so one user's flood delays another
 * user's task by at most the time one running task takes to finish. A task without an owner is alone.
 */
export function createFairScheduler({ size, perOwner }: { size: number; perOwner: number }) {
  let active = 0;
  let anonymous = 0;
  let turn = 0;
  const running = new Map<string, number>();
  const waiting = new Map<string, (() => void)[]>();
  // When each owner with tasks was last served: the one served longest ago (or never) goes next.
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
    while (active < size) {
      const owner = nextOwner();
      const queue = owner === undefined ? undefined : waiting.get(owner);
      const start = queue?.shift();
      if (owner === undefined || !queue || !start) return;
      if (queue.length === 0) waiting.delete(owner);
      servedAt.set(owner, turn++);
      active++;
      running.set(owner, (running.get(owner) ?? 0) + 1);
      start();
    }
  };
  const finish = (owner: string) => {
    active--;
    const left = (running.get(owner) ?? 1) - 1;
    if (left > 0) running.set(owner, left);
    else running.delete(owner);
    if (left <= 0 && !waiting.has(owner)) servedAt.delete(owner);
    pump();
  };

  return {
    async withPermit<T>(owner: string | undefined, task: () => Promise<T>): Promise<T> {
      const key = owner ?? `\0anonymous-${String(anonymous++)}`;
      await new Promise<void>((resolve) => {
        const queue = waiting.get(key);
        if (queue) queue.push(resolve);
        else waiting.set(key, [resolve]);
        pump();
      });
      try {
        return await task();
      } finally {
        finish(key);
      }
    },
    /** Tasks started and not finished. */
    get active(): number {
      return active;
    },
  };
}

export type FairScheduler = ReturnType<typeof createFairScheduler>;
