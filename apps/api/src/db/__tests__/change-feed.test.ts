import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startPostgresServer } from '../../testing/postgres-server.js';
import { waitFor } from '../../testing/wait-for.js';
import { createServerChangeFeed } from '../change-feed.js';

/** A port nothing listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  return port;
}

describe('the server change feed', () => {
  it('when the server cannot be reached, then listen reports the error and resolves instead of rejecting', async () => {
    const errors: Error[] = [];
    const live: boolean[] = [];
    const feed = createServerChangeFeed(`postgres://u:p@127.0.0.1:${await closedPort()}/gone`, (error) =>
      errors.push(error),
    );
    await expect(
      feed.listen('anything', { onChange: () => undefined, onLive: (up) => live.push(up) }),
    ).resolves.toBeUndefined();
    await feed.close();
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(live).not.toContain(true);
  });

  it('when the feed is closed, then a late listen neither connects nor reports', async () => {
    const errors: Error[] = [];
    const feed = createServerChangeFeed(`postgres://u:p@127.0.0.1:${await closedPort()}/gone`, (error) =>
      errors.push(error),
    );
    await feed.close();
    await expect(
      feed.listen('anything', { onChange: () => undefined, onLive: () => undefined }),
    ).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(errors).toEqual([]);
  });
});

describe('the server change feed through an outage', () => {
  it('when the server stays down through several reconnects, then the outage is reported once, and its end once', async () => {
    const postgres = await startPostgresServer();
    const errors: Error[] = [];
    let recovered = 0;
    const live: boolean[] = [];
    const feed = createServerChangeFeed(
      postgres.url,
      (error) => errors.push(error),
      () => {
        recovered++;
      },
    );
    try {
      await Promise.all(
        ['one', 'two', 'three'].map((channel) =>
          feed.listen(channel, { onChange: () => undefined, onLive: (up) => live.push(up) }),
        ),
      );
      expect(new Set(live)).toEqual(new Set([true]));
      await postgres.stop();
      // Three reconnect attempts (one a second) fail meanwhile.
      await waitFor(() => Promise.resolve(live.includes(false) ? true : undefined), 'the feed to go down');
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      const reportedWhileDown = errors.length;
      await postgres.start();
      await waitFor(() => Promise.resolve(recovered > 0 ? true : undefined), 'the feed to come back');

      expect(reportedWhileDown).toBe(1);
      expect(errors).toHaveLength(1);
      expect(recovered).toBe(1);
      expect(live.at(-1)).toBe(true);
    } finally {
      await feed.close();
      await postgres.dispose();
    }
  }, 60_000);

  it('when a second subscriber joins a channel whose LISTEN is still queued, then it is live only once that LISTEN ran, and hears what follows', async () => {
    const postgres = await startPostgresServer();
    const feed = createServerChangeFeed(postgres.url, () => undefined);
    const notifier = new pg.Client({ connectionString: postgres.url });
    try {
      const quiet = { onChange: () => undefined, onLive: () => undefined };
      await feed.listen('warm', quiet);
      // Three hundred LISTENs queue on the one connection before the channel's own.
      const queued = Array.from({ length: 300 }, (_, i) => feed.listen(`queued_${String(i)}`, quiet));
      const heard: string[] = [];
      const first = feed.listen('board', { onChange: () => heard.push('first'), onLive: () => undefined });
      const second = feed.listen('board', { onChange: () => heard.push('second'), onLive: () => undefined });
      await notifier.connect();

      await second;
      await notifier.query(`select pg_notify('board', 'x')`);

      await waitFor(
        () => Promise.resolve(heard.length === 2 ? true : undefined),
        'both subscribers to hear it',
      );
      expect(heard.sort()).toEqual(['first', 'second']);
      await Promise.all([first, ...queued]);
    } finally {
      await notifier.end();
      await feed.close();
      await postgres.dispose();
    }
  }, 60_000);
});
