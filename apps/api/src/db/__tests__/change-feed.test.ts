import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
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
