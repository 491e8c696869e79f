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
import { apiEntryKind, startProductionApi } from './lib/production-api.js';
import { cpuSecondsOf, spawnServer } from './lib/spawn-server.js';
import type { RunningServer } from './lib/spawn-server.js';

const BARE_EXPRESS = fileURLToPath(new URL('./lib/bare-express-server.ts', import.meta.url));
const LIST_PATH = '/api/problem/getAllProblem';
const PROBLEM_PATH_SHOWN = '/api/problem/problemById/{id}';
const TARGET_RATIO = 0.8;

export type ReadsOptions = { rounds: number; seconds: number; connections: number };
type Route = 'list' | 'problem';
type Who = 'api' | 'bare';
/** One load run: throughput, tail latency and the server's own CPU time per answered request. */
type Load = { rps: number; p99: number; cpuUs: number };

async function load(server: RunningServer, path: string, options: ReadsOptions): Promise<Load> {
  const url = `${server.url}${path}`;
  const cpuBefore = await cpuSecondsOf(server.pid);
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds });
  const cpu = (await cpuSecondsOf(server.pid)) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${String(result.non2xx)} non-2xx answers, ${String(result.errors)} errors`);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuUs: (cpu * 1e6) / Math.max(1, result.requests.total),
  };
}

/** Bare Express on the bytes the API answers for the list and for its first problem. */
async function startBareTwin(
  api: RunningServer,
  dataDir: string,
): Promise<{ bare: RunningServer; paths: Record<Route, string>; sizes: string }> {
  const list = Buffer.from(await (await fetch(`${api.url}${LIST_PATH}`)).arrayBuffer());
  const [first] = JSON.parse(list.toString()) as { _id: string }[];
  if (!first) throw new Error('the seeded library is empty');
  const problemPath = `/api/problem/problemById/${first._id}`;
  const problem = Buffer.from(await (await fetch(`${api.url}${problemPath}`)).arrayBuffer());
  await writeFile(join(dataDir, 'list.json'), list);
  await writeFile(join(dataDir, 'problem.json'), problem);
  const bare = await spawnServer(
    BARE_EXPRESS,
    [join(dataDir, 'list.json'), join(dataDir, 'problem.json'), problemPath],
    {},
    LIST_PATH,
  );
  return {
    bare,
    paths: { list: LIST_PATH, problem: problemPath },
    sizes: `list ${String(list.length)} B, problem ${String(problem.length)} B`,
  };
}

function report(database: string, route: Route, api: Load[], bare: Load[], options: ReadsOptions): void {
  // Each round's pair ran back to back, so its ratio is the one least moved by other load on the machine.
  const perRound = (pick: (s: Load) => number) => median(api.map((s, i) => pick(s) / pick(bare[i] ?? s)));
  const path = route === 'list' ? LIST_PATH : PROBLEM_PATH_SHOWN;
  emit({
    name: `reads.${database}.${route}_rps`,
    value: median(api.map((s) => s.rps)),
    unit: 'requests/s',
    baseline: median(bare.map((s) => s.rps)),
    ratio: perRound((s) => s.rps),
    target: `>= ${String(TARGET_RATIO)} of bare Express`,
    note: `GET ${path}: median of ${String(options.rounds)} rounds; baseline = bare Express sending the same bytes in the same rounds; ratio = median of the rounds' ratios`,
  });
  emit({
    name: `reads.${database}.${route}_p99_ms`,
    value: median(api.map((s) => s.p99)),
    unit: 'ms',
    baseline: median(bare.map((s) => s.p99)),
    ratio: perRound((s) => s.p99),
    target: null,
    note: `p99 latency of GET ${path} at ${String(options.connections)} connections, median over rounds; baseline = bare Express`,
  });
  emit({
    name: `reads.${database}.${route}_cpu_us_per_request`,
    value: median(api.map((s) => s.cpuUs)),
    unit: 'us',
    baseline: median(bare.map((s) => s.cpuUs)),
    ratio: perRound((s) => s.cpuUs),
    target: null,
    note: `server CPU time per answer of GET ${path}, which bounds throughput on a busy machine: 1/ratio is the share of bare Express's rate it allows`,
  });
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
    const twin = await startBareTwin(api, dataDir);
    bare = twin.bare;
    const servers: Record<Who, RunningServer> = { api, bare };
    const samples: Record<Who, Record<Route, Load[]>> = {
      api: { list: [], problem: [] },
      bare: { list: [], problem: [] },
    };
    say(
      `reads on ${database} (API from ${apiEntryKind()}): ${String(options.rounds)} interleaved rounds of ${String(options.seconds)} s, ${String(options.connections)} connections; ${twin.sizes}`,
    );
    // Warm both (JIT, caches) before anything counts.
    for (const server of [api, bare])
      for (const path of Object.values(twin.paths)) await load(server, path, { ...options, seconds: 1 });
    for (let round = 0; round < options.rounds; round++) {
      for (const route of ['list', 'problem'] as const) {
        // Alternate who goes first so neither always gets the quieter moment.
        const order: Who[] = round % 2 === 0 ? ['bare', 'api'] : ['api', 'bare'];
        for (const who of order)
          samples[who][route].push(await load(servers[who], twin.paths[route], options));
      }
    }
    for (const route of ['list', 'problem'] as const)
      report(database, route, samples.api[route], samples.bare[route], options);
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
