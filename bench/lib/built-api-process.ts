// The API from the production build (bench/lib/built-api-main.mjs, `pnpm build` of the api first) as its own
// process, and what it uses read from outside it: CPU time and resident memory from /proc, the heap after a
// full collection from its control port. Several may share one database and Redis, as instances do.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBenchLibrary } from './bench-problem.js';
import { cpuSecondsOf, freePort, spawnServer } from './spawn-server.js';

const BUILT_API_MAIN = fileURLToPath(new URL('./built-api-main.mjs', import.meta.url));
const BUILT_API = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));

export type BuiltApiProcess = {
  url: string;
  cpuSeconds: () => Promise<number>;
  rssBytes: () => Promise<number>;
  /** The heap after a full collection: what the API holds, not what it has yet to free. */
  retainedHeapBytes: () => Promise<number>;
  stop: () => Promise<void>;
};

/** Resident set size of a process, from /proc (Linux). */
export async function rssBytesOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${String(pid)}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`no VmRSS for process ${String(pid)}`);
  return Number(kb) * 1024;
}

export async function startBuiltApi(options: {
  databaseUrl: string;
  redisUrl?: string;
  /** Node's own flags for the API (`--cpu-prof`). */
  nodeArgs?: readonly string[];
}): Promise<BuiltApiProcess> {
  if (!existsSync(BUILT_API))
    throw new Error(`${BUILT_API} is missing: pnpm turbo run build --filter=@codecourt/api... first`);
  const dir = await mkdtemp(join(tmpdir(), 'codecourt-bench-api-'));
  const library = await writeBenchLibrary();
  const plans = join(dir, 'plans');
  await mkdir(plans);
  const controlPort = await freePort();
  const server = await spawnServer(
    BUILT_API_MAIN,
    [],
    {
      DATA_DIR: dir,
      PROBLEMS_DIR: library,
      PLANS_DIR: plans,
      DATABASE_URL: options.databaseUrl,
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      JUDGE_SANDBOX: process.env.JUDGE_SANDBOX ?? 'process',
      BENCH_CONTROL_PORT: String(controlPort),
      // Warnings and errors only, to this process's stderr: a request line each would be most of the work.
      LOG_LEVEL: 'warn',
    },
    '/api/health',
    { built: true, logToStderr: true, nodeArgs: ['--expose-gc', ...(options.nodeArgs ?? [])] },
  );
  return {
    url: server.url,
    cpuSeconds: () => cpuSecondsOf(server.pid),
    rssBytes: () => rssBytesOf(server.pid),
    retainedHeapBytes: async () => {
      const res = await fetch(`http://127.0.0.1:${String(controlPort)}/?gc=1`);
      return ((await res.json()) as { heapUsed: number }).heapUsed;
    },
    stop: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
      await rm(library, { recursive: true, force: true });
    },
  };
}
