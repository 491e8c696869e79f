import { sql } from 'drizzle-orm';
import pg from 'pg';

/**
 * What a subscriber is told: a change was committed (with the NOTIFY's payload, '' when it carried none),
 * or the feed went up or down (changes may have been missed).
 */
export type ChangeHandlers = { onChange: (payload?: string) => void; onLive: (live: boolean) => void };

/** LISTEN on one channel of the database; the subscription lives until the database handle is closed. */
export type ListenToChanges = (channel: string, handlers: ChangeHandlers) => Promise<void>;

/** `NOTIFY channel` as a statement: run inside a write's transaction it is delivered only if that commits. */
export const notifyStatement = (channel: string, payload = '') =>
  sql`select pg_notify(${channel}, ${payload})`;

const RECONNECT_DELAY_MS = 1_000;

/**
 * LISTEN on a PostgreSQL server through one dedicated connection (a pooled one would drop it between
 * queries). A lost connection reports not-live and is reopened until the feed is closed. An outage is reported
 * once through `onError` (not once per reconnect attempt), and its end once through `onRecovered`.
 */
export function createServerChangeFeed(
  connectionString: string,
  onError: (error: Error) => void,
  onRecovered: () => void = () => undefined,
): { listen: ListenToChanges; close: () => Promise<void> } {
  const subscribers = new Map<string, ChangeHandlers[]>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let inOutage = false;
  // One connection runs one statement at a time: LISTENs asked for together take turns.
  let turn: Promise<unknown> = Promise.resolve();
  /**
   * Each channel's LISTEN on the current connection: a second subscriber to a channel is live only once the
   * first one's statement has completed (a notification sent before it would reach neither).
   */
  const listened = new Map<string, Promise<unknown>>();

  const inTurn = (on: pg.Client, statement: string): Promise<unknown> => {
    const next = turn.then(() => on.query(statement));
    turn = next.catch(() => undefined);
    return next;
  };
  const reportOutage = (error: unknown) => {
    if (inOutage || closed) return;
    inOutage = true;
    onError(error instanceof Error ? error : new Error(String(error)));
  };
  const tellAll = (live: boolean) => {
    for (const handlers of subscribers.values()) for (const h of handlers) h.onLive(live);
  };
  const retryLater = () => {
    if (!closed) retry = setTimeout(() => void connect().catch(reportOutage), RECONNECT_DELAY_MS);
  };

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        for (const h of subscribers.get(message.channel) ?? []) h.onChange(message.payload ?? '');
      });
      const lost = (error?: Error) => {
        if (client !== next) return;
        client = undefined;
        reportOutage(error ?? new Error('the change feed connection ended'));
        tellAll(false);
        next.removeAllListeners('end');
        void next.end().catch(() => undefined);
        retryLater();
      };
      next.on('error', lost);
      next.on('end', () => {
        lost();
      });
      try {
        await next.connect();
        if (closed) {
          await next.end();
          return;
        }
        for (const channel of subscribers.keys()) await inTurn(next, `LISTEN "${channel}"`);
        listened.clear();
        for (const channel of subscribers.keys()) listened.set(channel, Promise.resolve());
        client = next;
        if (inOutage) {
          inOutage = false;
          onRecovered();
        }
        tellAll(true);
      } catch (error) {
        void next.end().catch(() => undefined);
        retryLater();
        throw error;
      } finally {
        connecting = undefined;
      }
    })();
    return connecting;
  };

  return {
    async listen(channel, handlers) {
      const known = subscribers.get(channel);
      subscribers.set(channel, [...(known ?? []), handlers]);
      if (closed) return;
      // Never rejects: a subscription outlives a lost server, and the reconnect loop LISTENs again on every channel.
      try {
        if (connecting) await connecting.catch(() => undefined);
        if (!client) {
          await connect();
          return;
        }
        if (!known || !listened.has(channel)) listened.set(channel, inTurn(client, `LISTEN "${channel}"`));
        await listened.get(channel);
        handlers.onLive(true);
      } catch (error) {
        reportOutage(error);
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}
