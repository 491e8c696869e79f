// (e) Public reads: GET /api/problem/getAllProblem and /problemById/{id} on the production API (the real
// entry, NODE_ENV=production, request logging on, the problem library seeded) against bare Express sending
// the very same bytes, on PGlite and on a PostgreSQL server, measured with autocannon in interleaved rounds.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createBenchDatabase, postgresServerUrl } from './lib/bench-database.js';
import { emit, median, say } from './lib/figures.js';
import { spawnServer } from './lib/spawn-server.js';
import type { RunningServer } from './lib/spawn-server.js';

const API_MAIN = fileURLToPath(new URL('../apps/api/src/main.ts', import.meta.url));
const BARE_EXPRESS = fileURLToPath(new URL('./lib/bare-express-server.ts', import.meta.url));
const LIST_PATH = '/api/problem/getAllProblem';
const TARGET_RATIO = 0.8;

export type ReadsOptions = { rounds: number; seconds: number; connections: number };
type Load = { rps: number; p99: number };
type Route = 'list' | 'problem';

async function load(url: string, options: ReadsOptions): Promise<Load> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${String(result.non2xx)} non-2xx answers, ${String(result.errors)} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function startProductionApi(dataDir: string, databaseUrl: string | undefined): Promise<RunningServer> {
  return spawnServer(
    API_MAIN,
    [],
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_ACCESS_SECRET: 'bench-access-secret-0123456789abcdefghijkl',
      JWT_REFRESH_SECRET: 'bench-refresh-secret-0123456789abcdefghijk',
      JUDGE_SANDBOX: 'process',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    '/api/health',
  );
}

async function measure(
  database: 'pglite' | 'postgres',
  databaseUrl: string | undefined,
  options: ReadsOptions,
) {
  const dataDir = await mkdtemp(join(tmpdir(), 'codecourt-bench-reads-'));
  const api = await startProductionApi(dataDir, databaseUrl);
  let bare: RunningServer | undefined;
  try {
    const list = Buffer.from(await (await fetch(`${api.url}${LIST_PATH}`)).arrayBuffer());
    const [first] = JSON.parse(list.toString()) as { _id: string }[];
    if (!first) throw new Error('the seeded library is empty');
    const problemPath = `/api/problem/problemById/${first._id}`;
    const problem = Buffer.from(await (await fetch(`${api.url}${problemPath}`)).arrayBuffer());
    await writeFile(join(dataDir, 'list.json'), list);
    await writeFile(join(dataDir, 'problem.json'), problem);
    bare = await spawnServer(
      BARE_EXPRESS,
      [join(dataDir, 'list.json'), join(dataDir, 'problem.json'), problemPath],
      {},
      LIST_PATH,
    );
    const paths: Record<Route, string> = { list: LIST_PATH, problem: problemPath };
    const samples = { api: { list: [], problem: [] }, bare: { list: [], problem: [] } } as Record<
      'api' | 'bare',
      Record<Route, Load[]>
    >;
    say(
      `reads on ${database}: ${String(options.rounds)} interleaved rounds of ${String(options.seconds)} s, ${String(options.connections)} connections; list ${String(list.length)} B, problem ${String(problem.length)} B`,
    );
    // Warm both (JIT, caches) before anything counts.
    for (const server of [api, bare])
      for (const path of Object.values(paths)) await load(`${server.url}${path}`, { ...options, seconds: 1 });
    for (let round = 0; round < options.rounds; round++) {
      for (const route of ['list', 'problem'] as const) {
        // Alternate who goes first so neither always gets the quieter moment.
        const order = round % 2 === 0 ? (['bare', 'api'] as const) : (['api', 'bare'] as const);
        for (const who of order) {
          const server = who === 'api' ? api : bare;
          samples[who][route].push(await load(`${server.url}${paths[route]}`, options));
        }
      }
    }
    for (const route of ['list', 'problem'] as const) {
      const apiRps = median(samples.api[route].map((s) => s.rps));
      const bareRps = median(samples.bare[route].map((s) => s.rps));
      emit({
        name: `reads.${database}.${route}_rps`,
        value: apiRps,
        unit: 'requests/s',
        baseline: bareRps,
        target: `>= ${String(TARGET_RATIO)} of bare Express`,
        note: `GET ${route === 'list' ? LIST_PATH : '/api/problem/problemById/{id}'}: median of ${String(options.rounds)} rounds; baseline = bare Express sending the same bytes in the same rounds`,
      });
      emit({
        name: `reads.${database}.${route}_p99_ms`,
        value: median(samples.api[route].map((s) => s.p99)),
        unit: 'ms',
        baseline: median(samples.bare[route].map((s) => s.p99)),
        target: null,
        note: `p99 latency at ${String(options.connections)} connections, median over rounds; baseline = bare Express`,
      });
    }
  } finally {
    await bare?.stop();
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchPublicReads(options: ReadsOptions): Promise<void> {
  await measure('pglite', undefined, options);
  const serverUrl = postgresServerUrl();
  if (!serverUrl) {
    say('reads on postgres skipped: set PG_TEST_URL or DATABASE_URL to a PostgreSQL server');
    return;
  }
  const database = await createBenchDatabase(serverUrl);
  try {
    await measure('postgres', database.url, options);
  } finally {
    await database.drop();
  }
}
