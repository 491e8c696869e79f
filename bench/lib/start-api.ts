// The real API in this process on a temp DATA_DIR, seeded with the bench problem only.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../apps/api/src/config.js';
import type { DatabaseHandle } from '../../apps/api/src/db/client.js';
import { startWebServer, stopWebServer } from '../../apps/api/src/server.js';
import { writeBenchLibrary } from './bench-problem.js';

export type BenchApi = { url: string; dataDir: string; stop(): Promise<void> };

export type BenchApiOptions = {
  redisUrl?: string;
  /** An opened, migrated database the caller owns (and closes); else `databaseUrl`, else PGlite in the temp DATA_DIR. */
  database?: DatabaseHandle;
  databaseUrl?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** NODE_ENV=production (request logging, production cookies and secrets), as a deployment runs. */
  production?: boolean;
};

const PRODUCTION_SECRETS = {
  JWT_ACCESS_SECRET: 'bench-access-secret-0123456789abcdefghijkl',
  JWT_REFRESH_SECRET: 'bench-refresh-secret-0123456789abcdefghijk',
};

export async function startBenchApi(options: BenchApiOptions = {}): Promise<BenchApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'codecourt-bench-data-'));
  const library = await writeBenchLibrary();
  const env: Record<string, string> = {
    NODE_ENV: options.production ? 'production' : 'development',
    DATA_DIR: dataDir,
    PORT: String(options.port ?? 0),
    LOG_LEVEL: options.production ? 'info' : 'silent',
    // Every bench looks its problem up in the list: the library must be seeded whatever the caller's environment.
    SEED_PROBLEMS: 'true',
    ...(options.production ? PRODUCTION_SECRETS : {}),
  };
  if (process.env.JUDGE_SANDBOX) env.JUDGE_SANDBOX = process.env.JUDGE_SANDBOX;
  if (options.redisUrl) env.REDIS_URL = options.redisUrl;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const config = loadConfig(env);
  // The study plans name library problems the bench library lacks: none are seeded.
  const plansDir = join(dataDir, 'plans');
  await mkdir(plansDir);
  const unlimited = { windowMs: 1_000, max: 1_000_000 };
  const { url } = await startWebServer({
    ...(options.database ? { database: options.database } : {}),
    // The bench fires many submissions and sign-ins from one user and one address: the limits would answer 429.
    config: {
      ...config,
      problemsDir: library,
      plansDir,
      submissionRateLimit: unlimited,
      authRateLimit: unlimited,
    },
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
