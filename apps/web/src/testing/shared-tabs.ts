import type { RefreshCoordination } from '@/lib/session-refresh';

/**
 * Two tabs' worth of coordination: one lock queue and one channel delivering to every other tab, at once or,
 * like a real browser under load, after `deliveryMs`.
 */
export function sharedBrowser({ deliveryMs }: { deliveryMs?: number } = {}) {
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
          const deliver = () => {
            for (const listener of listeners) if (listener !== own) listener({ data: message });
          };
          if (deliveryMs === undefined) deliver();
          else setTimeout(deliver, deliveryMs);
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
