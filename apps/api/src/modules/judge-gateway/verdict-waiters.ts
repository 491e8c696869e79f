/** Lets a submit request, a live event stream or a Judge0 wait=true wait until its submission's verdict is stored. */
export function createVerdictWaiters() {
  const waiting = new Map<string, Set<() => void>>();
  /** The pending wait() calls, so a stopping server can answer them at once. */
  const timing = new Set<() => void>();
  let draining = false;

  /** `onStored` runs once the verdict is stored (every time it is told so); answers the unsubscribe. */
  const listen = (submissionId: string, onStored: () => void): (() => void) => {
    const callbacks = waiting.get(submissionId) ?? new Set();
    waiting.set(submissionId, callbacks);
    callbacks.add(onStored);
    return () => {
      callbacks.delete(onStored);
      if (callbacks.size === 0) waiting.delete(submissionId);
    };
  };

  return {
    listen,

    /** Resolves when the verdict is stored, or with 'timeout' after `timeoutMs`. */
    wait(submissionId: string, timeoutMs: number): Promise<'stored' | 'timeout'> {
      if (draining) return Promise.resolve('timeout');
      return new Promise((resolve) => {
        const done = (outcome: 'stored' | 'timeout') => {
          clearTimeout(timer);
          timing.delete(giveUp);
          stop();
          resolve(outcome);
        };
        const giveUp = () => {
          done('timeout');
        };
        const stop = listen(submissionId, () => {
          done('stored');
        });
        const timer = setTimeout(giveUp, timeoutMs);
        timing.add(giveUp);
      });
    },

    /**
     * The server is stopping: every wait ends now as if timed out (the request answers the pending
     * submission, which the client then polls on another instance) and later waits do not start.
     */
    drain(): void {
      draining = true;
      for (const giveUp of [...timing]) giveUp();
    },

    /** How many wait for this verdict (a stream that went away no longer does). */
    waiting(submissionId: string): number {
      return waiting.get(submissionId)?.size ?? 0;
    },

    notify(submissionId: string): void {
      for (const callback of [...(waiting.get(submissionId) ?? [])]) callback();
    },
  };
}

export type VerdictWaiters = ReturnType<typeof createVerdictWaiters>;
