/** Lets a request (a submit, a Judge0 wait=true) wait until its submission's verdict is stored (or give up after a timeout). */
export function createVerdictWaiters() {
  const waiting = new Map<string, Set<() => void>>();
  return {
    wait(submissionId: string, timeoutMs: number): Promise<'stored' | 'timeout'> {
      return new Promise((resolve) => {
        const callbacks = waiting.get(submissionId) ?? new Set();
        waiting.set(submissionId, callbacks);
        const done = (outcome: 'stored' | 'timeout') => {
          clearTimeout(timer);
          callbacks.delete(onStored);
          if (callbacks.size === 0) waiting.delete(submissionId);
          resolve(outcome);
        };
        const onStored = () => {
          done('stored');
        };
        const timer = setTimeout(() => {
          done('timeout');
        }, timeoutMs);
        callbacks.add(onStored);
      });
    },

    notify(submissionId: string): void {
      for (const callback of [...(waiting.get(submissionId) ?? [])]) callback();
    },
  };
}

export type VerdictWaiters = ReturnType<typeof createVerdictWaiters>;
