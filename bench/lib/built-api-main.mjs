// The bench API from the production build (apps/api/dist, `pnpm build` first), as its own process under
// plain node: tsx would wrap every named closure of the build in esbuild's `__name` as well, so this
// launcher is JavaScript. Configured as startBenchApi does (the bench library, no plans, no rate limits on
// sign-ins and submissions), from PORT, DATA_DIR, PROBLEMS_DIR, PLANS_DIR, REDIS_URL and DATABASE_URL.
// BENCH_CONTROL_PORT answers GET with this process's board counters and heap, which the bench cannot read
// from its own process. SIGTERM stops it.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const dist = new URL('../../apps/api/dist/', import.meta.url);
const { loadConfig } = await import(new URL('config.js', dist).href);
const { startWebServer, stopWebServer } = await import(new URL('server.js', dist).href);
const { BOARD_COUNTERS } = await import(new URL('modules/contests/board-store.js', dist).href);

const env = process.env;

// BENCH_COUNT_QUERIES=1: the statements the API sends, counted by their first words (the control port
// answers them too), to find which part of the API keeps the database busy.
const queries = new Map();
if (env.BENCH_COUNT_QUERIES === '1') {
  const pg = createRequire(new URL('../../apps/api/package.json', import.meta.url))('pg');
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function counted(config, ...rest) {
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text === 'string') {
      const key = text.replace(/\s+/g, ' ').slice(0, 90);
      queries.set(key, (queries.get(key) ?? 0) + 1);
    }
    return query.call(this, config, ...rest);
  };
}
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: env.DATA_DIR,
  PORT: env.PORT ?? '0',
  LOG_LEVEL: env.LOG_LEVEL ?? 'info',
  SEED_PROBLEMS: 'true',
  JWT_ACCESS_SECRET: 'bench-access-secret-0123456789abcdefghijkl',
  JWT_REFRESH_SECRET: 'bench-refresh-secret-0123456789abcdefghijk',
  ...(env.JUDGE_SANDBOX ? { JUDGE_SANDBOX: env.JUDGE_SANDBOX } : {}),
  ...(env.REDIS_URL ? { REDIS_URL: env.REDIS_URL } : {}),
  ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {}),
});
const unlimited = { windowMs: 1_000, max: 1_000_000 };
await startWebServer({
  config: {
    ...config,
    problemsDir: env.PROBLEMS_DIR,
    plansDir: env.PLANS_DIR,
    submissionRateLimit: unlimited,
    authRateLimit: unlimited,
    // Every board stream of the contest bench's burst comes from this one address, where a contest's
    // 20,000 participants come from as many: the per-address limit on opening streams would answer 429.
    liveEventsRateLimit: unlimited,
  },
});

const control = createServer((req, res) => {
  // ?gc=1 collects first (the bench starts this process with --expose-gc): the heap the API holds.
  if (req.url?.includes('gc=1')) globalThis.gc?.();
  res.setHeader('Content-Type', 'application/json');
  const top = [...queries].sort((a, b) => b[1] - a[1]).slice(0, 25);
  res.end(JSON.stringify({ ...BOARD_COUNTERS, heapUsed: process.memoryUsage().heapUsed, queries: top }));
});
if (env.BENCH_CONTROL_PORT) control.listen(Number(env.BENCH_CONTROL_PORT), '127.0.0.1');

process.once('SIGTERM', () => {
  control.close();
  void stopWebServer().then(() => process.exit(0));
});
