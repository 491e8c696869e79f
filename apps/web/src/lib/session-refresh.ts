/** What a refresh answered: true when the session was renewed. */
type Outcome = { ok: boolean; at: number };

/** The parts of the Web Locks API and BroadcastChannel the refresher uses (absent in old browsers and Node). */
export type RefreshCoordination = {
  locks?: { request: <T>(name: string, callback: () => Promise<T>) => Promise<T> };
  channel?: {
    postMessage: (message: Outcome) => void;
    addEventListener: (type: 'message', listener: (event: { data: unknown }) => void) => void;
  };
  clock?: () => number;
};

const LOCK_NAME = 'codecourt:session-refresh';
/**
 * A renewal this recent serves a refresh asked just after it: tabs whose timers fire "together" still
 * fire tens of milliseconds apart, and the second would otherwise rotate the token a needless second time.
 */
export const FRESH_RENEWAL_MS = 2_000;
export const REFRESH_CHANNEL_NAME = 'codecourt:session-refresh';

function isOutcome(value: unknown): value is Outcome {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Outcome).ok === 'boolean' &&
    typeof (value as Outcome).at === 'number'
  );
}

/**
 * The one way the app renews its session: calls made at once in this tab share one refresh, and tabs
 * queue on a Web Lock; a tab that gets the lock after another tab renewed the session (announced on a
 * BroadcastChannel, the cookies being shared) takes that outcome instead of rotating the token again.
 */
export function createSessionRefresher(post: () => Promise<boolean>, coordination: RefreshCoordination = {}) {
  const clock = coordination.clock ?? Date.now;
  let latest: Outcome | undefined;
  let pending: Promise<boolean> | undefined;
  coordination.channel?.addEventListener('message', (event) => {
    if (isOutcome(event.data) && (!latest || event.data.at >= latest.at)) latest = event.data;
  });

  async function refreshOnce(askedAt: number): Promise<boolean> {
    if (latest && (latest.at >= askedAt || (latest.ok && askedAt - latest.at < FRESH_RENEWAL_MS)))
      return latest.ok;
    const ok = await post();
    latest = { ok, at: clock() };
    coordination.channel?.postMessage(latest);
    return ok;
  }

  return {
    refresh(): Promise<boolean> {
      if (pending) return pending;
      const askedAt = clock();
      const locks = coordination.locks;
      pending = (locks ? locks.request(LOCK_NAME, () => refreshOnce(askedAt)) : refreshOnce(askedAt)).finally(
        () => {
          pending = undefined;
        },
      );
      return pending;
    },
  };
}

/** The browser's lock manager and a channel to the app's other tabs, where they exist. */
export function browserRefreshCoordination(): RefreshCoordination {
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  const channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(REFRESH_CHANNEL_NAME);
  return {
    ...(locks
      ? {
          locks: {
            request: (name, callback) =>
              locks.request(name, callback) as Promise<Awaited<ReturnType<typeof callback>>>,
          },
        }
      : {}),
    ...(channel
      ? {
          channel: {
            postMessage: (message) => {
              channel.postMessage(message);
            },
            addEventListener: (type, listener) => {
              channel.addEventListener(type, listener);
            },
          },
        }
      : {}),
  };
}
