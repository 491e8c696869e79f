import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { freePort } from './free-port.js';

export type TestRedis = { url: string; stop: () => Promise<void> };

/** A private redis-server a fault test can crash and bring back on the same port. */
export type RestartableRedis = TestRedis & {
  /** Stops it the way a crash would (SIGKILL): with no persistence, every key is gone. */
  kill: () => Promise<void>;
  /** Starts it again on the same port (empty) and resolves once it answers. */
  start: () => Promise<void>;
};

/**
 * A Redis for the tests: REDIS_TEST_URL when CI provides one, otherwise a private redis-server
 * on a free port (no persistence), stopped by stop(). `privateServer` always spawns one: judge-queue
 * tests must not share the 'judge' queue with test files running in parallel.
 */
export async function startTestRedis(options: { privateServer?: boolean } = {}): Promise<TestRedis> {
  const external = process.env.REDIS_TEST_URL;
  if (external && !options.privateServer) return { url: external, stop: () => Promise.resolve() };
  return startPrivateRedis();
}

/** A redis-server of its own on a free port, with no persistence (a restart loses every key, like a crash). */
export async function startPrivateRedis(): Promise<RestartableRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    exited = new Promise<void>((resolve) =>
      started.once('exit', () => {
        resolve();
      }),
    );
    const spawnFailed = new Promise<never>((_resolve, reject) =>
      started.once('error', (error) => {
        reject(new Error(`cannot start redis-server (install it, or set REDIS_TEST_URL): ${error.message}`));
      }),
    );
    child = started;
    await Promise.race([waitUntilAnswering(url), spawnFailed]);
  };
  const halt = async (signal: NodeJS.Signals) => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    running.kill(signal);
    await exited;
  };

  await start();
  return { url, start, kill: () => halt('SIGKILL'), stop: () => halt('SIGTERM') };
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
