// Interview rooms under load (issue #41, Measures): `rooms` rooms of two people, each typing `perSecond`
// characters a second into the shared Y.Text("code") through the stock y-websocket client, signed in by
// session cookies, the rooms made through the API. Measured: an insert's propagation to the other side of
// its room (p50/p99/max), the API's resident memory per room and its CPU time per update. First on one API
// instance, then on two sharing the database and Redis with the two sides of each room on different
// instances (their edits cross through the Redis fan-out, sync/room-fanout.ts). The API runs from the
// production build in its own processes (bench/lib/built-api-main.mjs) on PostgreSQL (PG_TEST_URL or
// DATABASE_URL, else a private server) and a private Redis; the clients run in this process, spread over
// `clientThreads` worker threads (bench/lib/room-typist-threads.ts).
// INTERVIEWS_BENCH_PROFILE=<dir> writes each API process's CPU profile there (`--cpu-prof`).
import { ApiClient } from './lib/api-client.js';
import { createBenchDatabase, postgresServerUrl } from './lib/bench-database.js';
import { startBuiltApi } from './lib/built-api-process.js';
import type { BuiltApiProcess } from './lib/built-api-process.js';
import { emit, percentile, say } from './lib/figures.js';
import { untilStored } from './lib/interview-storage.js';
import { startPostgres } from './lib/postgres-server.js';
import { startRedis } from './lib/redis-server.js';
import { RoomTypistThreads } from './lib/room-typist-threads.js';
import type { RoomSeats } from './lib/room-typists.js';

export type InterviewsBenchOptions = {
  rooms: number;
  seconds: number;
  /** Characters each person types a second. */
  perSecond: number;
  /** Which layouts to run: 1 (one instance), 2 (two instances). */
  instances: readonly (1 | 2)[];
  /** Worker threads the clients are spread over (whole rooms each). */
  clientThreads: number;
};

/** Sign-ups and room set-ups in flight at once (each sign-up hashes a password). */
const SETUP_CONCURRENCY = 8;
/** How long the last inserts have to arrive after typing stops. */
const SETTLE_MS = 3_000;
const TARGET_P99_MS = { 1: 50, 2: 100 } as const;

async function inTurns<T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) results[i] = await task(i);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

async function expectStatus(client: ApiClient, path: string, body: unknown, status: number) {
  const res = await client.request('POST', path, body);
  if (res.status !== status)
    throw new Error(`POST ${path} answered ${String(res.status)}: ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
}

/** Two new users, a hosted room between them, started; the interviewer's seat on `a`, the candidate's on `b`. */
async function setUpRoom(a: BuiltApiProcess, b: BuiltApiProcess): Promise<RoomSeats> {
  const interviewer = new ApiClient(a.url);
  const candidate = new ApiClient(a.url);
  await interviewer.signUp();
  await candidate.signUp();
  const room = await expectStatus(interviewer, '/api/interviews', { mode: 'hosted' }, 201);
  const roomId = String(room._id);
  await expectStatus(candidate, `/api/interviews/${roomId}/join`, { joinCode: room.joinCode }, 200);
  await expectStatus(interviewer, `/api/interviews/${roomId}/start`, {}, 200);
  const ws = (api: BuiltApiProcess) => api.url.replace(/^http/, 'ws');
  return {
    roomId,
    seats: [
      { url: ws(a), cookie: interviewer.cookieHeader() },
      { url: ws(b), cookie: candidate.cookieHeader() },
    ],
  };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

async function runLayout(
  instances: 1 | 2,
  serverUrl: string,
  redisUrl: string,
  options: InterviewsBenchOptions,
): Promise<void> {
  const database = await createBenchDatabase(serverUrl);
  const apis: BuiltApiProcess[] = [];
  const typists = new RoomTypistThreads(options.clientThreads);
  try {
    // One after the other: the first migrates the new database.
    const profileDir = process.env.INTERVIEWS_BENCH_PROFILE;
    const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    for (let i = 0; i < instances; i++)
      apis.push(await startBuiltApi({ databaseUrl: database.url, redisUrl, nodeArgs }));
    const [a, b = a] = apis as [BuiltApiProcess, ...BuiltApiProcess[]];
    const layout =
      instances === 1 ? 'one instance' : 'two instances, the two sides of each room on different ones';
    say(`interviews (${layout}): setting up ${String(options.rooms)} rooms`);
    const rooms = await inTurns(options.rooms, SETUP_CONCURRENCY, () => setUpRoom(a, b));
    const rssBefore = await Promise.all(apis.map((api) => api.rssBytes()));
    const heapBefore = await Promise.all(apis.map((api) => api.retainedHeapBytes()));
    await typists.open(rooms);
    say(
      `interviews (${layout}): ${String(rooms.length * 2)} clients synced; typing for ${String(options.seconds)} s`,
    );
    // What the API spends with every socket open and nobody typing (pings, timers, the queue's polls): the
    // CPU per update is counted above it.
    const idleSeconds = Math.min(5, options.seconds);
    const idleBefore = sum(await Promise.all(apis.map((api) => api.cpuSeconds())));
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const idleRate = (sum(await Promise.all(apis.map((api) => api.cpuSeconds()))) - idleBefore) / idleSeconds;
    const cpuBefore = await Promise.all(apis.map((api) => api.cpuSeconds()));
    const clientCpu = process.cpuUsage();
    const { typed, latenciesMs, loopDelayP99Ms } = await typists.type(
      options.perSecond,
      options.seconds,
      SETTLE_MS,
    );
    const clientCpuSeconds = (({ user, system }) => (user + system) / 1e6)(process.cpuUsage(clientCpu));
    const rssAfter = await Promise.all(apis.map((api) => api.rssBytes()));
    const converged = await typists.converged();
    // Updates are sent on before they are stored: the appends may trail the typing.
    const { stored, waitedMs } = await untilStored(database.url, typed);
    const cpuAfter = await Promise.all(apis.map((api) => api.cpuSeconds()));
    const heapAfter = await Promise.all(apis.map((api) => api.retainedHeapBytes()));
    await typists.close();

    const key = instances === 1 ? 'one_instance' : 'two_instances';
    const unseen = typed - latenciesMs.length;
    const scale = `${String(options.rooms)} rooms × 2 clients, ${String(options.perSecond)} chars/s each for ${String(options.seconds)} s: ${String(typed)} inserts, ${String(unseen)} never seen by the other side, documents ${converged ? 'converged' : 'NOT converged'}, ${String(stored)} stored ${((SETTLE_MS + waitedMs) / 1000).toFixed(1)} s after the typing stopped; the clients (this process, ${String(typists.count)} threads) used ${((100 * clientCpuSeconds) / (options.seconds + SETTLE_MS / 1000)).toFixed(0)} % of a core, their event loop delay p99 ${loopDelayP99Ms.toFixed(1)} ms (the slowest thread)`;
    const p99 = percentile(latenciesMs, 99);
    emit({
      name: `interviews.${key}.propagation_p50_ms`,
      value: percentile(latenciesMs, 50),
      unit: 'ms',
      baseline: null,
      target: null,
      note: `insert on one client -> the other client of the room has it (its first remote transaction holding the insert's id), ${layout} (${scale})`,
    });
    emit({
      name: `interviews.${key}.propagation_p99_ms`,
      value: p99,
      unit: 'ms',
      baseline: null,
      target: `<= ${String(TARGET_P99_MS[instances])} ms`,
      note: `as p50 (${scale})`,
    });
    emit({
      name: `interviews.${key}.propagation_max_ms`,
      value: latenciesMs.length > 0 ? Math.max(...latenciesMs) : null,
      unit: 'ms',
      baseline: null,
      target: null,
      note: `as p50 (${scale})`,
    });
    emit({
      name: `interviews.${key}.stored_after_typing_s`,
      value: stored >= typed ? (SETTLE_MS + waitedMs) / 1000 : null,
      unit: 's',
      baseline: null,
      target: null,
      note: `from the last insert until every update typed was a row of interview_updates (counted every 0.25 s; null: the count stalled short of it) (${scale})`,
    });
    const kb = (bytes: number) => bytes / 1024;
    const rssDelta = sum(rssAfter) - sum(rssBefore);
    emit({
      name: `interviews.${key}.rss_per_room_kb`,
      value: kb(rssDelta / options.rooms),
      unit: 'KB',
      baseline: null,
      target: null,
      note: `API resident memory (VmRSS, summed over the instances) at the end of the typing (with any appends still pending) minus before the sockets opened, over the rooms (${(rssDelta / 2 ** 20).toFixed(1)} MB from ${(sum(rssBefore) / 2 ** 20).toFixed(1)} MB) (${scale})`,
    });
    emit({
      name: `interviews.${key}.retained_heap_per_room_kb`,
      value: kb((sum(heapAfter) - sum(heapBefore)) / options.rooms),
      unit: 'KB',
      baseline: null,
      target: null,
      note: `API heap after a full collection once every update was stored, minus before the sockets opened, over the rooms: the documents, awareness and sockets held (${scale})`,
    });
    const cpu = sum(cpuAfter) - sum(cpuBefore);
    const window = options.seconds + (SETTLE_MS + waitedMs) / 1000;
    const idle = idleRate * window;
    emit({
      name: `interviews.${key}.cpu_per_update_us`,
      value: typed > 0 ? ((cpu - idle) / typed) * 1e6 : null,
      unit: 'µs',
      baseline: null,
      target: null,
      note: `API processes' CPU time (user + system, /proc) from the first insert until every update was stored, ${cpu.toFixed(2)} s in ${window.toFixed(1)} s, less what they spent idle with the sockets open (${idleRate.toFixed(3)} s/s over ${String(idleSeconds)} s before), over the inserts typed; each is applied, sent to the other socket, stored${instances === 2 ? ', published and applied on the other instance' : ' and published'} (${scale})`,
    });
  } finally {
    await typists.close();
    for (const api of apis) await api.stop();
    await database.drop();
  }
}

export async function benchInterviews(options: InterviewsBenchOptions): Promise<void> {
  const serverUrl = postgresServerUrl();
  const server = serverUrl ? undefined : await startPostgres();
  const redis = await startRedis();
  try {
    for (const instances of options.instances)
      await runLayout(instances, serverUrl ?? server?.url ?? '', redis.url, options);
  } finally {
    await redis.stop();
    await server?.stop();
  }
}
