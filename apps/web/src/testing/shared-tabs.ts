import type { RefreshCoordination } from '@/lib/session-refresh';

/** Two tabs' worth of coordination: one lock queue and one channel delivering to every other tab. */
export function sharedBrowser() {
  let queue: Promise<unknown> = Promise.resolve();
  const listeners: ((event: { data: unknown }) => void)[] = [];
  const tab = (): RefreshCoordination => {
    let own: ((event: { data: unknown }) => void) | undefined;
    return {
      locks: {
        request: <T>(_name: string, callback: () => Promise<T>) => {
          const turn = queue.then(callback);
          queue = turn.catch(() => undefined);
          return turn;
        },
      },
      channel: {
        postMessage: (message) => {
          for (const listener of listeners) if (listener !== own) listener({ data: message });
        },
        addEventListener: (_type, listener) => {
          own = listener;
          listeners.push(listener);
        },
      },
    };
  };
  return { tab };
}
