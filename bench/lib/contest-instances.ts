// The contest bench's API instances: N processes of the production build (built-api-main.mjs) on one
// PostgreSQL and one Redis, as a deployment behind a load balancer runs them, each with a control port
// that answers its board counters and heap (after a full collection when asked).
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBenchLibrary } from './bench-problem.js';
import { freePort, spawnServer } from './spawn-server.js';

const BUILT_API_MAIN = fileURLToPath(new URL('./built-api-main.mjs', import.meta.url));
const BUILT_API = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));

/** What an API process counts (BOARD_COUNTERS of board-store.ts) and its heap, from its control port. */
export type ApiCounters = {
  changes: number;
  builds: number;
  loads: number;
  orderMs: number;
  heapUsed: number;
  /** With BENCH_COUNT_QUERIES=1: the statements sent most, by their first words, and how often. */
  queries: [string, number][];
};

export type ApiInstance = {
  url: string;
  pid: number;
  /** `collected`: after a full garbage collection, so the heap is what the API holds, not what it has yet to free. */
  counters: (collected?: boolean) => Promise<ApiCounters>;
  stop: () => Promise<void>;
};

async function startOne(
  databaseUrl: string,
  redisUrl: string,
  dataDir: string,
  library: string,
  profileDir: string | undefined,
): Promise<ApiInstance> {
  const plans = join(dataDir, 'plans');
  await mkdir(plans, { recursive: true });
  const controlPort = await freePort();
  const server = await spawnServer(
    BUILT_API_MAIN,
    [],
    {
      DATA_DIR: dataDir,
      PROBLEMS_DIR: library,
      PLANS_DIR: plans,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JUDGE_SANDBOX: process.env.JUDGE_SANDBOX ?? 'bwrap',
      BENCH_CONTROL_PORT: String(controlPort),
      // Warnings and errors only, to this process's stderr: a request line each would be most of the work.
      LOG_LEVEL: 'warn',
      BENCH_COUNT_QUERIES: process.env.BENCH_COUNT_QUERIES ?? '',
    },
    '/api/health',
    {
      built: true,
      logToStderr: true,
      nodeArgs: ['--expose-gc', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
    },
  );
  return {
    url: server.url,
    pid: server.pid,
    counters: async (collected = false) =>
      (await (
        await fetch(`http://127.0.0.1:${String(controlPort)}/${collected ? '?gc=1' : ''}`)
      ).json()) as ApiCounters,
    stop: () => server.stop(),
  };
}

/**
 * `count` API instances under `dir` (a DATA_DIR each), started one after another: the first migrates and
 * seeds the library, the others find it done. `profileDir` writes each one's `--cpu-prof`.
 */
export async function startApiInstances(
  count: number,
  urls: { database: string; redis: string },
  dir: string,
  profileDir?: string,
): Promise<{ instances: ApiInstance[]; stop: () => Promise<void> }> {
  if (!existsSync(BUILT_API)) throw new Error(`${BUILT_API} is missing: run pnpm build first`);
  const library = await writeBenchLibrary();
  const instances: ApiInstance[] = [];
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await rm(library, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i++)
      instances.push(
        await startOne(urls.database, urls.redis, join(dir, `api-${String(i)}`), library, profileDir),
      );
  } catch (error) {
    await stop();
    throw error;
  }
  return { instances, stop };
}
