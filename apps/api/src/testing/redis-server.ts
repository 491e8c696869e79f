import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { freePort } from './free-port.js';

export type TestRedis = { url: string; stop: () => Promise<void> };

/**
 * A Redis for the tests: REDIS_TEST_URL when CI provides one, otherwise a private redis-server
 * on a free port (no persistence), stopped by stop(). `privateServer` always spawns one: judge-queue
 * tests must not share the 'judge' queue with test files running in parallel.
 */
export async function startTestRedis(options: { privateServer?: boolean } = {}): Promise<TestRedis> {
  const external = process.env.REDIS_TEST_URL;
  if (external && !options.privateServer) return { url: external, stop: () => Promise.resolve() };
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  const spawnFailed = new Promise<never>((_resolve, reject) =>
    child.once('error', (error) => {
      reject(new Error(`cannot start redis-server (install it, or set REDIS_TEST_URL): ${error.message}`));
    }),
  );
  const url = `redis://127.0.0.1:${port}`;
  await Promise.race([waitUntilAnswering(url), spawnFailed]);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitUntilAnswering(url: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
      return;
    } catch {
      await sleep(100);
    } finally {
      client.disconnect();
    }
  }
  throw new Error(`redis-server did not answer at ${url}`);
}
