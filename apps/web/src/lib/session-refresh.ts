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
  /**
   * How long a tab that just renewed keeps the lock: a BroadcastChannel message is delivered as a task of its
   * own, so without this a tab queued on the lock could be granted it before the news of the renewal arrives.
   */
  settleMs?: number;
};

const LOCK_NAME = 'codecourt:session-refresh';
/**
 * A renewal this recent serves a refresh asked just after it: tabs whose timers fire "together" still
 * fire tens of milliseconds apart, and the second would otherwise rotate the token a needless second time.
 */
export const FRESH_RENEWAL_MS = 2_000;
export const REFRESH_CHANNEL_NAME = 'codecourt:session-refresh';
const BROWSER_SETTLE_MS = 500;

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

  /** Answers through `answer` as soon as the outcome is known; resolves when the lock may be let go. */
  async function refreshOnce(askedAt: number, answer: (ok: boolean) => void): Promise<void> {
    if (latest && (latest.at >= askedAt || (latest.ok && askedAt - latest.at < FRESH_RENEWAL_MS))) {
      answer(latest.ok);
      return;
    }
    const ok = await post();
    latest = { ok, at: clock() };
    coordination.channel?.postMessage(latest);
    answer(ok);
    const settleMs = coordination.settleMs ?? 0;
    if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
  }

  return {
    refresh(): Promise<boolean> {
      if (pending) return pending;
      const askedAt = clock();
      const locks = coordination.locks;
      pending = new Promise<boolean>((resolve, reject) => {
        const run = () => refreshOnce(askedAt, resolve);
        (locks ? locks.request(LOCK_NAME, run) : run()).catch(reject);
      }).finally(() => {
        pending = undefined;
      });
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
    settleMs: BROWSER_SETTLE_MS,
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
