// (i) A contest at scale (issue #22 item 7): 5,000 registered participants and a replay of 3,000
// submissions over 5 minutes, judged by real judge worker processes over the BullMQ queue (bwrap unless
// JUDGE_SANDBOX says otherwise; CONTEST_BENCH_WORKERS, default 1), the API from the production build in its
// own process (bench/lib/built-api-main.mjs; `pnpm build` first) on PostgreSQL (PG_TEST_URL or DATABASE_URL,
// else a private server) and a private Redis, as deployed; the submitters, the stream subscriber and
// autocannon run in this process. Measured: verdict stored -> scoreboard event received by a stream
// subscriber (p50/p99), scoreboard page rps against /api/health rps in the same run, boards built per change
// heard, and the API's memory over the replay. CONTEST_BENCH_SECONDS, CONTEST_BENCH_SUBMISSIONS,
// CONTEST_BENCH_PARTICIPANTS shorten it for a quick check; CONTEST_BENCH_PROFILE=<dir> writes the API's CPU
// profile there (`--cpu-prof`). CONTEST_BENCH_TEAM_SIZE > 1 (or `pnpm bench contest --teams`: 3) runs a team
// contest (issue #36): the participants are teams of that size (1,700 by default), every member of the
// submitting teams submits, and a board row that is a user instead of a team fails the run.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { openPostgres } from '../apps/api/src/db/client.js';
import { submissions } from '../apps/api/src/db/schema/index.js';
import { EMPTY_CELL } from '../apps/api/src/modules/contest-scores/scoring.js';
import { buildBoardRows } from '../apps/api/src/modules/contests/board-rows.js';
import type { BoardParticipant } from '../apps/api/src/modules/contests/board-rows.js';
import { createContestRepository } from '../apps/api/src/modules/contests/repository.js';
import { ApiClient } from './lib/api-client.js';
import { registerField, rowParticipant } from './lib/contest-field.js';
import type { FieldShape } from './lib/contest-field.js';
import { createBenchDatabase, postgresServerUrl } from './lib/bench-database.js';
import { BENCH_PROBLEM_TITLE, writeBenchLibrary } from './lib/bench-problem.js';
import { emit, percentile, say } from './lib/figures.js';
import { startPostgres } from './lib/postgres-server.js';
import { startRedis } from './lib/redis-server.js';
import { freePort, spawnServer } from './lib/spawn-server.js';
import { TINY_SOURCE } from './lib/tiny-program.js';
import { startWorkers } from './lib/worker-processes.js';

/** `participants` are board rows (teams in a team contest); `submitters` sign up over HTTP, the rest are seeded. */
export type ContestBenchOptions = FieldShape & {
  submissions: number;
  seconds: number;
  /** Judge worker processes. */
  workers: number;
};

const WRONG_SOURCE = TINY_SOURCE.replace('a + b', 'a - b');
const BUILT_API_MAIN = fileURLToPath(new URL('./lib/built-api-main.mjs', import.meta.url));
const BUILT_API = fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url));

/** What the API process counts (BOARD_COUNTERS of board-store.ts) and its heap, from its control port. */
type ApiCounters = {
  changes: number;
  builds: number;
  loads: number;
  orderMs: number;
  heapUsed: number;
  /** With BENCH_COUNT_QUERIES=1: the statements sent most, by their first words, and how often. */
  queries: [string, number][];
};

/** The built API in its own process on `databaseUrl`, and a reader of its counters. */
async function startApiProcess(databaseUrl: string, redisUrl: string, dataDir: string) {
  if (!existsSync(BUILT_API)) throw new Error(`${BUILT_API} is missing: run pnpm build first`);
  const library = await writeBenchLibrary();
  const plans = join(dataDir, 'plans');
  await mkdir(plans);
  const controlPort = await freePort();
  const profileDir = process.env.CONTEST_BENCH_PROFILE;
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
    /** `collected`: after a full garbage collection, so the heap is what the API holds, not what it has yet to free. */
    counters: async (collected = false): Promise<ApiCounters> =>
      (await (
        await fetch(`http://127.0.0.1:${String(controlPort)}/${collected ? '?gc=1' : ''}`)
      ).json()) as ApiCounters,
    stop: async () => {
      await server.stop();
      await rm(library, { recursive: true, force: true });
    },
  };
}

/** Milliseconds to build a whole board of `count` rows with one problem, half of them solved (median of 5). */
function wholeBuildMs(count: number, teamSize: number): number {
  const participants: BoardParticipant[] = Array.from({ length: count }, (_, i) => ({
    participationId: `p${String(i)}`,
    ...(teamSize > 1
      ? {
          team: { _id: `t${String(i)}`, name: `Bench team ${String(i)}`, affiliation: null, country: null },
          members: Array.from({ length: teamSize }, (_, m) => `u${String(i)}-${String(m)}`),
        }
      : { user: { _id: `u${String(i)}`, firstName: `Bench ${String(i)}`, lastName: '' } }),
    cells: new Map(
      i % 2 === 0
        ? []
        : [
            [
              'A',
              { ...EMPTY_CELL, solved: true, attempts: 1, minutes: i % 300, penalty: i % 300, solvedAtMs: i },
            ],
          ],
    ),
  }));
  const times = Array.from({ length: 5 }, () => {
    const started = performance.now();
    buildBoardRows(participants, ['A'], 'icpc');
    return performance.now() - started;
  });
  return percentile(times, 50);
}
const MINUTE_MS = 60_000;

type RowsEvent = { atMs: number; participantIds: string[] };
/** What a stream subscriber heard; `wrongRow`: the first row of the wrong kind (a user in a team contest). */
type Heard = { events: RowsEvent[]; wrongRow?: Error };

/** Reads a scoreboard event stream, keeping when each `rows` event arrived and whose rows it held. */
async function subscribe(url: string, teamContest: boolean, signal: AbortSignal): Promise<Heard> {
  const heard: Heard = { events: [] };
  const res = await fetch(url, { headers: { Accept: 'text/event-stream' }, signal });
  if (res.status !== 200 || !res.body) throw new Error(`scoreboard stream answered ${String(res.status)}`);
  const body = res.body;
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('event: rows')) continue;
          const data = block.slice(block.indexOf('data: ') + 'data: '.length);
          const parsed = JSON.parse(data) as { rows: Parameters<typeof rowParticipant>[0][] };
          const atMs = Date.now();
          try {
            heard.events.push({
              atMs,
              participantIds: parsed.rows.map((r) => rowParticipant(r, teamContest)),
            });
          } catch (error) {
            heard.wrongRow ??= error instanceof Error ? error : new Error(String(error));
          }
        }
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
  return heard;
}

/** Successful answers per second over `seconds` (8 connections); anything but 2xx does not count. */
async function rps(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: 8, duration: seconds });
  say(
    `${url}: ${JSON.stringify({ total: result.requests.total, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, ok: result['2xx'] })}`,
  );
  return result['2xx'] / seconds;
}

export async function benchContest(options: ContestBenchOptions): Promise<void> {
  const teamContest = options.teamSize > 1;
  const people = options.participants * options.teamSize;
  const field = teamContest
    ? `${String(options.participants)} teams of ${String(options.teamSize)} (${String(people)} users)`
    : `${String(options.participants)} participants`;
  // Every figure says which field it was measured on (emit writes whatever the line holds).
  const run = { teamSize: options.teamSize, teams: teamContest ? options.participants : 0, users: people };
  const emitFigure = (figure: Parameters<typeof emit>[0]) => {
    emit({ ...figure, ...run });
  };
  process.env.JUDGE_SANDBOX ??= 'bwrap';
  const serverUrl = postgresServerUrl();
  const server = serverUrl ? undefined : await startPostgres();
  const database = await createBenchDatabase(serverUrl ?? server?.url ?? '');
  const redis = await startRedis();
  const dir = await mkdtemp(join(tmpdir(), 'codecourt-bench-contest-'));
  const handle = openPostgres(database.url, (error) => {
    say(`database pool: ${error.message}`);
  });
  await handle.migrate();
  await mkdir(join(dir, 'api'));
  const api = await startApiProcess(database.url, redis.url, join(dir, 'api'));
  const workers = await startWorkers(options.workers, {
    REDIS_URL: redis.url,
    DATA_DIR: dir,
    JUDGE_SANDBOX: process.env.JUDGE_SANDBOX,
  });
  const abort = new AbortController();
  try {
    const { db } = handle;
    const admin = new ApiClient(api.url);
    await admin.signUp();
    const problemId = await admin.problemId(BENCH_PROBLEM_TITLE);
    const now = Date.now();
    const contest = await createContestRepository(db).insert(
      {
        slug: 'bench-contest',
        title: 'Bench contest',
        description: '',
        format: 'icpc',
        startAt: new Date(now - MINUTE_MS),
        endAt: new Date(now + (options.seconds + 600) * 1000),
        freezeAt: null,
        windowMinutes: null,
        penaltyMinutes: 20,
        registration: 'open',
        accessCode: null,
        teamSize: options.teamSize,
      },
      [{ label: 'A', problemId, points: 1, public: true }],
    );
    const clients = await registerField(db, api.url, contest, options);
    say(`contest: ${field} registered`);

    const boardUrl = `${api.url}/api/contests/${contest.id}/scoreboard?page=1&limit=50`;
    // A kept-alive socket the server closed while the population was written resets once: ask again.
    const first = await fetch(boardUrl).catch(() => fetch(boardUrl));
    const page = (await first.json()) as { total: number; rows: Parameters<typeof rowParticipant>[0][] };
    if (page.total !== options.participants) throw new Error(`the board has ${String(page.total)} rows`);
    for (const row of page.rows) rowParticipant(row, teamContest);
    const heard = await subscribe(
      `${api.url}/api/contests/${contest.id}/scoreboard/events`,
      teamContest,
      abort.signal,
    );

    const memory: number[] = [];
    const sampler = setInterval(() => {
      void api.counters().then(
        (c) => memory.push(c.heapUsed),
        () => undefined,
      );
    }, 1_000);
    const before = await api.counters();
    const heldBefore = (await api.counters(true)).heapUsed;
    const submitted: string[] = [];
    const gapMs = (options.seconds * 1000) / options.submissions;
    const started = Date.now();
    const replay = (async () => {
      for (let i = 0; i < options.submissions; i++) {
        const wait = started + i * gapMs - Date.now();
        if (wait > 0) await sleep(wait);
        const who = clients[i % clients.length];
        if (!who) continue;
        // Mostly wrong tries: a solved participant's later tries change no row, so would send no event.
        const code = Math.random() < 0.02 ? TINY_SOURCE : WRONG_SOURCE;
        void who.client
          .request('POST', `/api/contests/${contest.id}/submit/A?wait=false`, { code, language: 'cpp' })
          .then((res) => {
            const id = (res.body as { _id?: string } | null)?._id;
            if (id) submitted.push(id);
            else say(`submit answered ${String(res.status)}`);
          })
          .catch((error: unknown) => {
            say(`submit failed: ${String(error)}`);
          });
      }
    })();
    // Reads against the bare endpoint, in turns while the replay runs.
    const healthRps: number[] = [];
    const boardRps: number[] = [];
    const turn = Math.max(2, Math.min(10, Math.floor(options.seconds / 10)));
    while (Date.now() - started < options.seconds * 1000 - 2 * turn * 1000) {
      healthRps.push(await rps(`${api.url}/api/health`, turn));
      boardRps.push(await rps(boardUrl, turn));
    }
    await replay;
    // Judging may lag the replay: wait for every verdict (at most two minutes more). Only this run's
    // submissions are in this database.
    const stored = () =>
      db.select({ userId: submissions.userId, judgedAt: submissions.judgedAt }).from(submissions);
    const participantOf = new Map(clients.map((c) => [c.userId, c.participantId]));
    let judged = await stored();
    for (let waited = 0; waited < 120 && judged.some((r) => !r.judgedAt); waited++) {
      await sleep(1_000);
      judged = await stored();
    }
    await sleep(1_000);
    clearInterval(sampler);
    const heldAfter = (await api.counters(true)).heapUsed;
    const latencies: number[] = [];
    for (const row of judged) {
      if (!row.judgedAt) continue;
      const stored = row.judgedAt.getTime();
      const participant = participantOf.get(row.userId) ?? row.userId;
      const seen = heard.events.find((e) => e.atMs >= stored && e.participantIds.includes(participant));
      if (seen) latencies.push(seen.atMs - stored);
    }
    const after = await api.counters();
    say(`API: ${String(after.loads - before.loads)} whole board loads over the replay`);
    for (const [text, count] of after.queries) say(`API statements: ${String(count)} × ${text}`);
    const changes = after.changes - before.changes;
    const builds = after.builds - before.builds;
    const orderMs = after.orderMs - before.orderMs;
    if (heard.wrongRow) throw heard.wrongRow;
    const scale = `${field}, ${String(submitted.length)} submissions from ${String(clients.length)} users over ${String(options.seconds)} s, ${String(judged.filter((r) => r.judgedAt).length)} judged`;
    const health = percentile(healthRps, 50);
    emitFigure({
      name: 'contest.verdict_to_event_p50_ms',
      value: percentile(latencies, 50),
      unit: 'ms',
      baseline: null,
      target: null,
      note: `verdict stored (judgedAt) -> first rows event with that participant's row on a public stream; ${String(latencies.length)} matched (${scale})`,
    });
    emitFigure({
      name: 'contest.verdict_to_event_p99_ms',
      value: percentile(latencies, 99),
      unit: 'ms',
      baseline: null,
      target: '<= 1000 ms',
      note: `as p50 (${scale})`,
    });
    emitFigure({
      name: 'contest.scoreboard_page_rps',
      value: percentile(boardRps, 50),
      unit: 'req/s',
      baseline: health,
      target: 'ratio >= 0.5 (of GET /api/health rps)',
      note: `median of ${String(boardRps.length)} turns of ${String(turn)} s, 8 connections, GET scoreboard page 1 (limit 50) during the replay; baseline = GET /api/health in alternate turns (${scale})`,
    });
    emitFigure({
      name: 'contest.boards_per_change',
      value: changes ? builds / changes : null,
      unit: 'boards/change',
      baseline: null,
      target: '<= 1 per audience per change, never per request (one audience here: no freeze)',
      note: `${String(builds)} boards built for ${String(changes)} changes heard (registrations, tries, verdicts; bursts within 20 ms coalesce) while the pages above were read many thousand times (${scale})`,
    });
    emitFigure({
      name: 'contest.board_order_ms_per_update',
      value: builds ? orderMs / builds : null,
      unit: 'ms',
      baseline: wholeBuildMs(options.participants, options.teamSize),
      target: 'O(changed rows): far below the whole build (baseline)',
      note: `time to put one audience's changed rows in order and rank, per update, over ${String(builds)} updates; baseline = building the whole ${String(options.participants)}-row board from scratch (buildBoardRows, the work per change before) in this process (${scale})`,
    });
    const mb = (bytes: number) => bytes / (1024 * 1024);
    emitFigure({
      name: 'contest.api_heap_growth_mb',
      value: mb((memory.at(-1) ?? 0) - (memory[0] ?? 0)),
      unit: 'MB',
      baseline: mb(memory[0] ?? 0),
      target: 'stable over the replay',
      note: `API process's heap used at the end minus at the start of the replay (max ${mb(Math.max(...memory)).toFixed(1)} MB, ${String(memory.length)} samples, one a second) (${scale})`,
    });
    emitFigure({
      name: 'contest.api_retained_heap_growth_mb',
      value: mb(heldAfter - heldBefore),
      unit: 'MB',
      baseline: mb(heldBefore),
      target: 'stable over the replay',
      note: `API process's heap after a full collection, at the end minus at the start of the replay: what it keeps, where the sampled heap also counts garbage not yet collected (${scale})`,
    });
  } finally {
    abort.abort();
    await workers.stop();
    await api.stop();
    await handle.close();
    await redis.stop();
    await database.drop();
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
