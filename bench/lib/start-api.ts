// The real API in this process on a temp DATA_DIR, seeded with the bench problem only.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../apps/api/src/config.js';
import type { DatabaseHandle } from '../../apps/api/src/db/client.js';
import { startWebServer, stopWebServer } from '../../apps/api/src/server.js';
import { writeBenchLibrary } from './bench-problem.js';

export type BenchApi = { url: string; dataDir: string; stop(): Promise<void> };

/** `database`: an opened, migrated database the caller owns (and closes); else PGlite in the temp DATA_DIR. */
export async function startBenchApi(
  options: { redisUrl?: string; database?: DatabaseHandle } = {},
): Promise<BenchApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'codecourt-bench-data-'));
  const library = await writeBenchLibrary();
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
  };
  if (process.env.JUDGE_SANDBOX) env.JUDGE_SANDBOX = process.env.JUDGE_SANDBOX;
  if (options.redisUrl) env.REDIS_URL = options.redisUrl;
  const config = loadConfig(env);
  const { url } = await startWebServer({
    ...(options.database ? { database: options.database } : {}),
    // The bench fires many submissions from one user: the per-user limit would answer 429.
    config: { ...config, problemsDir: library, submissionRateLimit: { windowMs: 1_000, max: 100_000 } },
  });
  return {
    url,
    dataDir,
    stop: async () => {
      await stopWebServer();
      await rm(dataDir, { recursive: true, force: true });
      await rm(library, { recursive: true, force: true });
    },
  };
}
