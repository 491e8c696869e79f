/** Lets a submit request, a live event stream or a Judge0 wait=true wait until its submission's verdict is stored. */
export function createVerdictWaiters() {
  const waiting = new Map<string, Set<() => void>>();

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
      return new Promise((resolve) => {
        const done = (outcome: 'stored' | 'timeout') => {
          clearTimeout(timer);
          stop();
          resolve(outcome);
        };
        const stop = listen(submissionId, () => {
          done('stored');
        });
        const timer = setTimeout(() => {
          done('timeout');
        }, timeoutMs);
      });
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
