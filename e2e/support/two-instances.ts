// The scale-out deployment under the browser (E2E_API_INSTANCES=2): one PostgreSQL database and one Redis
// database of this run's own, two production API processes on them, one judge worker, and a round-robin proxy
// on one port in front of the two APIs, as a load balancer without stickiness would be. A page then reads on
// one instance what the other wrote, and hears on one instance's stream what the other judged or changed.
import { randomBytes } from 'node:crypto';
import { startAppServer, type AppServer } from './app-server.js';
import { startJudgeWorker, type JudgeWorker } from './judge-worker.js';
import { createScratchDatabase } from '../../apps/api/src/testing/scratch-database.js';
import { claimRedisDatabase } from './redis-database.js';
import { startRoundRobinProxy } from './round-robin-proxy.js';

export type TwoInstances = { baseUrl: string; stop: () => Promise<void> };

function required(name: 'PG_TEST_URL' | 'REDIS_TEST_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`E2E_API_INSTANCES=2 needs ${name} (a server this run makes a database on)`);
  return value;
}

export async function startTwoInstances(): Promise<TwoInstances> {
  const pgServer = required('PG_TEST_URL');
  const redisServer = required('REDIS_TEST_URL');
  // Undone newest first by stop(), also when a later start fails; a failed step does not skip the others
  // (a proxy that proves too little must still leave no process or database behind).
  const undo: (() => Promise<void>)[] = [];
  const stop = async () => {
    const failures: unknown[] = [];
    for (const step of undo.reverse()) await step().catch((error: unknown) => failures.push(error));
    undo.length = 0;
    if (failures.length > 0) throw failures[0];
  };
  try {
    const database = await createScratchDatabase(pgServer, 'e2e');
    undo.push(database.drop);
    const redis = await claimRedisDatabase(redisServer);
    undo.push(redis.drop);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      // Without them each instance would generate its own keys into its DATA_DIR: a session begun on one
      // instance would be refused by the other.
      JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
      JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
    };
    // Started together, as a deployment's pods are: migrations and the seed take turns under a database lock.
    const apis = await Promise.allSettled([startAppServer(env), startAppServer(env)]);
    for (const api of apis) if (api.status === 'fulfilled') undo.push(api.value.stop);
    const [a, b] = apis.map((api) => {
      if (api.status === 'rejected') throw api.reason;
      return api.value;
    }) as [AppServer, AppServer];
    const worker: JudgeWorker = await startJudgeWorker(redis.url);
    undo.push(worker.stop);
    const proxy = await startRoundRobinProxy([portOf(a), portOf(b)]);
    undo.push(async () => {
      await proxy.close();
      // The proof that this mode tested two instances: each answered some of the browser's connections.
      const served = proxy.served();
      console.log(`e2e: connections served per API instance: ${served.join(', ')}`);
      if (served.some((count) => count === 0)) {
        throw new Error(
          `an API instance served no connection (${served.join(', ')}): one instance was tested`,
        );
      }
    });
    return { baseUrl: proxy.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function portOf(server: AppServer): number {
  return Number(new URL(server.baseUrl).port);
}
