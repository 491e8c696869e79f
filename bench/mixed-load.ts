// (h) Sustained mixed traffic on the production stack: the API as its own process on PostgreSQL and Redis,
// judge worker processes (bwrap unless JUDGE_SANDBOX says otherwise). autocannon first loads the bare
// endpoint (GET /api/health) alone, then runs every kind at once: problem list and detail reads, sign-ins,
// submissions (202, judged by the workers). Each kind's rps and p99 are reported as ratios to the bare
// endpoint's in the same run; afterwards every submission must end Accepted.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import type { Request } from 'autocannon';
import { ApiClient } from './lib/api-client.js';
import { createBenchDatabase, postgresServerUrl } from './lib/bench-database.js';
import { BENCH_PROBLEM_TITLE, BENCH_TESTS } from './lib/bench-problem.js';
import { emit, percentile, say } from './lib/figures.js';
import { startPostgres } from './lib/postgres-server.js';
import { startRedis } from './lib/redis-server.js';
import { spawnServer } from './lib/spawn-server.js';
import { expectAccepted, submitAndWait } from './lib/submit.js';
import { TINY_SOURCE } from './lib/tiny-program.js';
import { startWorkers } from './lib/worker-processes.js';

const BENCH_API_MAIN = fileURLToPath(new URL('./lib/bench-api-main.ts', import.meta.url));

export type MixedOptions = { seconds: number; bareSeconds: number; workers: number };

type Kind = 'list' | 'detail' | 'signin' | 'submit' | 'health';
/** How each kind loads the API during the mix: connections, and a rate cap where the work behind it is heavy. */
type Traffic = { connections: number; overallRate?: number; requests: Request[]; describe: string };
type Load = { rps: number; p99: number; p50: number; total: number; non2xx: number; errors: number };

async function load(url: string, seconds: number, traffic: Traffic): Promise<Load> {
  const result = await autocannon({
    url,
    connections: traffic.connections,
    duration: seconds,
    ...(traffic.overallRate ? { overallRate: traffic.overallRate } : {}),
    requests: traffic.requests,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

type Stack = { url: string; client: ApiClient; problemId: string; credentials: Credentials; driver: string };
type Credentials = { emailId: string; password: string };

function trafficOf(stack: Stack, submitted: string[]): Record<Kind, Traffic> {
  const session = { cookie: stack.client.cookieHeader(), 'x-xsrf-token': stack.client.xsrfToken() ?? '' };
  const json = { ...session, 'content-type': 'application/json', accept: 'application/json' };
  return {
    list: { connections: 8, requests: [{ path: '/api/problem/getAllProblem' }], describe: '8 connections' },
    detail: {
      connections: 8,
      requests: [{ path: `/api/problem/problemById/${stack.problemId}` }],
      describe: '8 connections',
    },
    signin: {
      connections: 2,
      overallRate: 5,
      requests: [
        { method: 'POST', path: '/api/user/login', headers: json, body: JSON.stringify(stack.credentials) },
      ],
      describe: '2 connections capped at 5/s (each hashes a password with argon2id)',
    },
    submit: {
      connections: 1,
      overallRate: 3,
      requests: [
        {
          method: 'POST',
          path: `/api/submission/submit/${stack.problemId}?wait=false`,
          headers: json,
          body: JSON.stringify({ code: TINY_SOURCE, language: 'cpp' }),
          onResponse: (status, body) => {
            if (status === 202 || status === 200) submitted.push((JSON.parse(body) as { _id: string })._id);
          },
        },
      ],
      describe: `1 connection capped at 3/s (${String(BENCH_TESTS)}-test C++ submit, answered 202, judged by the workers)`,
    },
    health: {
      connections: 1,
      requests: [{ path: '/api/health' }],
      describe: '1 connection (the readiness probe)',
    },
  };
}

/** Polls every submission until it has a verdict; answers each one's request-to-verdict time (server clock). */
async function verdictsOf(
  client: ApiClient,
  ids: string[],
): Promise<{ verdicts: string[]; latencies: number[] }> {
  const pending = new Set(ids);
  const verdicts: string[] = [];
  const latencies: number[] = [];
  const deadline = Date.now() + 300_000;
  while (pending.size > 0) {
    if (Date.now() > deadline) throw new Error(`${String(pending.size)} submissions were never judged`);
    for (const id of [...pending]) {
      const res = await client.request('GET', `/api/submission/${id}`);
      const row = res.body as { status?: string; verdict?: string; createdAt?: string; judgedAt?: string };
      if (row.status !== 'done' || !row.verdict || !row.createdAt || !row.judgedAt) continue;
      pending.delete(id);
      verdicts.push(row.verdict);
      latencies.push(Date.parse(row.judgedAt) - Date.parse(row.createdAt));
    }
    await sleep(250);
  }
  return { verdicts, latencies };
}

async function startStack(databaseUrl: string, redisUrl: string) {
  const api = await spawnServer(
    BENCH_API_MAIN,
    [],
    { REDIS_URL: redisUrl, DATABASE_URL: databaseUrl, JUDGE_SANDBOX: process.env.JUDGE_SANDBOX ?? 'bwrap' },
    '/api/health',
  );
  const client = new ApiClient(api.url);
  const credentials = await client.signUp();
  const problemId = await client.problemId(BENCH_PROBLEM_TITLE);
  return { api, client, credentials, problemId };
}

async function measure(databaseUrl: string, options: MixedOptions): Promise<void> {
  const redis = await startRedis();
  const cacheDir = await mkdtemp(join(tmpdir(), 'codecourt-bench-mixed-'));
  const { api, client, credentials, problemId } = await startStack(databaseUrl, redis.url);
  const workers = await startWorkers(options.workers, {
    REDIS_URL: redis.url,
    DATA_DIR: cacheDir,
    JUDGE_SANDBOX: process.env.JUDGE_SANDBOX ?? 'bwrap',
  });
  try {
    // The first submission compiles the program; every later one runs the cached artefact.
    expectAccepted(await submitAndWait(client, problemId, TINY_SOURCE), BENCH_TESTS);
    const stack: Stack = { url: api.url, client, problemId, credentials, driver: await client.sandbox() };
    const submitted: string[] = [];
    const traffic = trafficOf(stack, submitted);
    say(
      `mixed load: bare ${String(options.bareSeconds)} s, then ${String(options.seconds)} s of every kind at once, ${String(options.workers)} worker(s) on ${stack.driver}`,
    );
    await load(api.url, 1, { ...traffic.health, connections: 8 });
    const bare = await load(api.url, options.bareSeconds, { ...traffic.health, connections: 8 });
    const kinds = Object.keys(traffic) as Kind[];
    const mixStarted = performance.now();
    const loads = await Promise.all(kinds.map((kind) => load(api.url, options.seconds, traffic[kind])));
    const mixEnded = performance.now();
    const judged = await verdictsOf(client, submitted);
    const drainMs = performance.now() - mixEnded;
    report(kinds, loads, bare, traffic);
    const accepted = judged.verdicts.filter((verdict) => verdict === 'Accepted').length;
    if (accepted !== submitted.length)
      throw new Error(`${String(submitted.length - accepted)} submissions were not Accepted`);
    emit({
      name: 'mixed.submit_verdict_p50_ms',
      value: percentile(judged.latencies, 50),
      unit: 'ms',
      baseline: null,
      target: null,
      note: `request to stored verdict (server clock) of the ${String(submitted.length)} submissions made during the mix, all Accepted; ${String(options.workers)} worker(s), ${stack.driver} driver`,
    });
    emit({
      name: 'mixed.submit_verdict_p99_ms',
      value: percentile(judged.latencies, 99),
      unit: 'ms',
      baseline: null,
      target: null,
      note: `the queue drained ${String(Math.round(drainMs))} ms after a ${String(Math.round(mixEnded - mixStarted))} ms mix`,
    });
  } finally {
    await workers.stop();
    await api.stop();
    await redis.stop();
    await rm(cacheDir, { recursive: true, force: true });
  }
}

function report(kinds: Kind[], loads: Load[], bare: Load, traffic: Record<Kind, Traffic>): void {
  kinds.forEach((kind, index) => {
    const result = loads[index];
    if (!result) return;
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${kind}: ${String(result.non2xx)} non-2xx answers, ${String(result.errors)} errors`);
    const path = (traffic[kind].requests[0]?.path ?? '').replace(/[0-9a-f-]{36}/, '{id}');
    const what = `${traffic[kind].requests[0]?.method ?? 'GET'} ${path}`;
    emit({
      name: `mixed.${kind}_rps`,
      value: result.rps,
      unit: 'requests/s',
      baseline: bare.rps,
      target: null,
      note: `${what} during the mix, ${traffic[kind].describe}; ${String(result.total)} answered; baseline = GET /api/health alone at 8 connections in the same run`,
    });
    const offered = traffic[kind].overallRate;
    if (offered)
      emit({
        name: `mixed.${kind}_offered_share`,
        value: result.rps,
        unit: 'requests/s',
        baseline: offered,
        target: null,
        note: `${what}: the rate it was answered at against the rate offered (its cap); below 1 the API fell behind`,
      });
    emit({
      name: `mixed.${kind}_p99_ms`,
      value: result.p99,
      unit: 'ms',
      baseline: bare.p99,
      target: null,
      note: `p99 latency of ${what} during the mix (p50 ${String(result.p50)} ms); baseline = GET /api/health alone`,
    });
  });
}

export async function benchMixedLoad(options: MixedOptions): Promise<void> {
  const serverUrl = postgresServerUrl();
  const server = serverUrl ? undefined : await startPostgres();
  const database = await createBenchDatabase(serverUrl ?? server?.url ?? '');
  try {
    await measure(database.url, options);
  } finally {
    await database.drop();
    await server?.stop();
  }
}
