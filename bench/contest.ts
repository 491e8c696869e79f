// (i) A contest at scale (issue #22 item 7, issue #39 item 1): a field of registered participants (20,000 by
// default), a start-of-contest burst (every participant opens the contest page, the board's first page and
// its event stream in the first 60 s, spread over the API instances), and a replay of submissions (6,000 over
// the first 10 minutes, then 2 a second; bench/lib/contest-replay.ts) from 50 users spread over the
// instances. The API from the production build (`pnpm build` first), `instances` processes on one
// PostgreSQL (PG_TEST_URL or DATABASE_URL, else a private server) and a private Redis, as deployed; the
// verdicts come from `workers` real judge worker processes over BullMQ (bwrap unless JUDGE_SANDBOX says
// otherwise), or with `verdicts: 'bench'` from this process through the product's outcome recorder at the
// replay's times (bench/lib/bench-verdicts.ts: the board path alone, no judging on the same cores).
// Measured: verdict stored -> rows event on every instance's sampled streams (one in 50; the others
// counted), per instance and over all (p50/p99); scoreboard page rps against /api/health rps on the same
// instances in the same run; 5xx per instance; boards built per change heard; each instance's heap after a
// full collection before and after. CONTEST_BENCH_PROFILE=<dir> writes each API's CPU profile there
// (`--cpu-prof`). A team size > 1 (`--teams`: 3) runs a team contest (issue #36): the participants are
// teams, every member of the submitting teams submits, and a board row that is a user instead of a team
// fails the run.
import { execFileSync } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openPostgres } from '../apps/api/src/db/client.js';
import { submissions } from '../apps/api/src/db/schema/index.js';
import { EMPTY_CELL } from '../apps/api/src/modules/contest-scores/scoring.js';
import { buildBoardRows } from '../apps/api/src/modules/contests/board-rows.js';
import type { BoardParticipant } from '../apps/api/src/modules/contests/board-rows.js';
import { createContestRepository } from '../apps/api/src/modules/contests/repository.js';
import { ApiClient } from './lib/api-client.js';
import { createBenchVerdicts } from './lib/bench-verdicts.js';
import { openingBurst } from './lib/board-streams.js';
import { queueWait } from './lib/queue-wait.js';
import { startStreamHolders } from './lib/stream-holders.js';
import { registerField, rowParticipant } from './lib/contest-field.js';
import type { FieldShape } from './lib/contest-field.js';
import { startApiInstances } from './lib/contest-instances.js';
import type { ApiCounters } from './lib/contest-instances.js';
import { describeReplay, replayTimes } from './lib/contest-replay.js';
import type { ReplayShape } from './lib/contest-replay.js';
import { createBenchDatabase, postgresServerUrl } from './lib/bench-database.js';
import { BENCH_PROBLEM_TITLE } from './lib/bench-problem.js';
import { emit, percentile, say } from './lib/figures.js';
import { readAll } from './lib/instance-reads.js';
import { cpuSharesText, cpuSnapshot, rootsNamed } from './lib/cpu-shares.js';
import type { CpuGroup, CpuSnapshot } from './lib/cpu-shares.js';
import { startPostgres } from './lib/postgres-server.js';
import { startRedis } from './lib/redis-server.js';
import { TINY_SOURCE } from './lib/tiny-program.js';
import { rowMovingVerdicts, verdictLatencies } from './lib/verdict-latency.js';
import { startWorkers } from './lib/worker-processes.js';

/** `participants` are board rows (teams in a team contest); `submitters` sign up over HTTP, the rest are seeded. */
export type ContestBenchOptions = FieldShape & {
  replay: ReplayShape;
  /** API processes on the same database and Redis. */
  instances: number;
  /** Judge worker processes (with `verdicts: 'workers'`). */
  workers: number;
  /** Who stores the verdicts: real judge workers, or this process at the replay's times (no judging). */
  verdicts: 'workers' | 'bench';
  /** The start-of-contest burst's length: every member opens the contest within it. */
  burstSeconds: number;
  /** One board stream in this many (per instance) times its events; the others only count them. */
  sampleEvery: number;
  /** The workers' JUDGE_NICE: how far below the API's CPU priority they judge. */
  judgeNice: number;
  /** The stream holders' nice value until every visit has opened (stream-holders.ts). */
  holderOpeningNice: number;
};

/** The burst's failures by reason, most frequent first: ": 1,200 page ECONNRESET, ..." (nothing when none). */
const failuresText = (failures: Record<string, number>): string => {
  const reasons = Object.entries(failures).sort(([, a], [, b]) => b - a);
  return reasons.length === 0
    ? ''
    : `; failures: ${reasons.map(([why, n]) => `${String(n)} ${why}`).join(', ')}`;
};

/** The API instances' process group in the CPU shares. */
const API_GROUP = 'APIs';

const WRONG_SOURCE = TINY_SOURCE.replace('a + b', 'a - b');

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
/** File descriptors this process needs besides its streams: the pools, the submitters, autocannon. */
const SPARE_DESCRIPTORS = 1_000;

/** The open files this process (and the API processes it starts) may hold: `ulimit -n`. */
function openFileLimit(): number {
  const answer = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
  return answer === 'unlimited' ? Infinity : Number(answer);
}

const mb = (bytes: number) => bytes / (1024 * 1024);
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export async function benchContest(options: ContestBenchOptions): Promise<void> {
  const teamContest = options.teamSize > 1;
  const people = options.participants * options.teamSize;
  const limit = openFileLimit();
  // Streams past this process's open-file limit go to child processes, each with a limit of its own; every
  // API instance holds its share of the streams itself.
  const perProcess = limit - SPARE_DESCRIPTORS;
  const perInstance = Math.ceil(people / options.instances);
  if (perInstance > perProcess)
    throw new Error(
      `each of ${String(options.instances)} API instance(s) would hold ${String(perInstance)} board streams, and ulimit -n is ${String(limit)}: run more instances or raise it to ${String(perInstance + SPARE_DESCRIPTORS)} or more before pnpm bench contest`,
    );
  // Half a holder's descriptors for streams: each visit's page fetches keep sockets of their own open.
  const perHolder = Math.floor(perProcess / 2);
  const holderCount = people > perProcess ? Math.ceil(people / perHolder) : 0;
  const field = teamContest
    ? `${String(options.participants)} teams of ${String(options.teamSize)} (${String(people)} users)`
    : `${String(options.participants)} participants`;
  const judging =
    options.verdicts === 'bench'
      ? 'verdicts written by the bench'
      : `${String(options.workers)} workers at nice ${String(options.judgeNice)}`;
  // Every figure says which field and which deployment it was measured on (emit writes whatever the line holds).
  const run = {
    teamSize: options.teamSize,
    teams: teamContest ? options.participants : 0,
    users: people,
    instances: options.instances,
    workers: options.verdicts === 'bench' ? 0 : options.workers,
    verdicts: options.verdicts,
    judgeNice: options.verdicts === 'bench' ? null : options.judgeNice,
  };
  const emitFigure = (figure: Parameters<typeof emit>[0]) => {
    emit({ ...figure, ...run });
  };
  process.env.JUDGE_SANDBOX ??= 'bwrap';
  const loadAtStart = load();
  const serverUrl = postgresServerUrl();
  const server = serverUrl ? undefined : await startPostgres();
  const database = await createBenchDatabase(serverUrl ?? server?.url ?? '');
  const redis = await startRedis();
  const dir = await mkdtemp(join(tmpdir(), 'codecourt-bench-contest-'));
  const handle = openPostgres(database.url, (error) => {
    say(`database pool: ${error.message}`);
  });
  await handle.migrate();
  const apis = await startApiInstances(
    options.instances,
    { database: database.url, redis: redis.url },
    dir,
    process.env.CONTEST_BENCH_PROFILE,
  );
  const { instances } = apis;
  const apiUrls = instances.map((instance) => instance.url);
  const workers = await startWorkers(options.verdicts === 'bench' ? 0 : options.workers, {
    REDIS_URL: redis.url,
    DATA_DIR: dir,
    JUDGE_SANDBOX: process.env.JUDGE_SANDBOX,
    JUDGE_NICE: String(options.judgeNice),
  });
  const abort = new AbortController();
  // Every board stream of the burst listens for the end of the run.
  setMaxListeners(people + 100, abort.signal);
  // This process receives every stream's events: its own lag is in each arrival time it takes.
  const loopDelay = monitorEventLoopDelay();
  const holders =
    holderCount > 0
      ? startStreamHolders(holderCount, options.instances, perHolder, options.holderOpeningNice)
      : undefined;
  if (holders) say(`${String(holderCount)} child processes hold the counting board streams`);
  try {
    const { db } = handle;
    const admin = new ApiClient(apiUrls[0] ?? '');
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
        endAt: new Date(now + (options.replay.seconds + 600) * 1000),
        freezeAt: null,
        windowMinutes: null,
        penaltyMinutes: 20,
        registration: 'open',
        accessCode: null,
        teamSize: options.teamSize,
      },
      [{ label: 'A', problemId, points: 1, public: true }],
    );
    const clients = await registerField(db, apiUrls, contest, options);
    say(`contest: ${field} registered on ${String(instances.length)} instance(s)`);

    const boardPath = `/api/contests/${contest.id}/scoreboard?page=1&limit=50`;
    for (const base of apiUrls) {
      // A kept-alive socket the server closed while the population was written resets once: ask again.
      const first = await fetch(`${base}${boardPath}`).catch(() => fetch(`${base}${boardPath}`));
      const page = (await first.json()) as { total: number; rows: Parameters<typeof rowParticipant>[0][] };
      if (page.total !== options.participants)
        throw new Error(`${base}: the board has ${String(page.total)} rows`);
      for (const row of page.rows) rowParticipant(row, teamContest);
    }

    const memory: number[][] = instances.map(() => []);
    const sampler = setInterval(() => {
      instances.forEach((instance, i) => {
        void instance.counters().then(
          (c) => memory[i]?.push(c.heapUsed),
          () => undefined,
        );
      });
    }, 1_000);
    const countersOfAll = (collected = false): Promise<ApiCounters[]> =>
      Promise.all(instances.map((instance) => instance.counters(collected)));
    const before = await countersOfAll();
    const heldBefore = (await countersOfAll(true)).map((c) => c.heapUsed);
    const submitErrors = instances.map(() => 0);
    const instanceOf = new Map(apiUrls.map((url, i) => [url, i]));
    const writeVerdict = options.verdicts === 'bench' ? createBenchVerdicts(db) : undefined;
    const verdictWrites: Promise<void>[] = [];
    const submitted: string[] = [];
    const times = replayTimes(options.replay);
    const started = Date.now();
    const cpuGroups: CpuGroup[] = [
      { name: API_GROUP, roots: () => instances.map((instance) => instance.pid) },
      { name: 'judge workers (with what they run)', roots: () => workers.pids },
      { name: 'PostgreSQL', roots: rootsNamed('postgres') },
      { name: 'Redis', roots: rootsNamed('redis-server') },
      { name: 'stream holders', roots: () => holders?.pids ?? [] },
      { name: 'bench', roots: () => [process.pid], alone: true },
    ];
    const cpuBefore = await cpuSnapshot(cpuGroups);
    loopDelay.enable();
    const burst = openingBurst({
      participants: people,
      apiUrls,
      contestId: contest.id,
      seconds: Math.min(options.burstSeconds, options.replay.seconds),
      sampleEvery: options.sampleEvery,
      teamContest,
      signal: abort.signal,
      holders,
    });
    const replay = (async () => {
      for (const [i, at] of times.entries()) {
        const wait = started + at - Date.now();
        if (wait > 0) await sleep(wait);
        const who = clients[i % clients.length];
        if (!who) continue;
        // Mostly wrong tries: a solved participant's later tries change no row, so would send no event.
        const accepted = Math.random() < 0.02;
        const code = accepted ? TINY_SOURCE : WRONG_SOURCE;
        void who.client
          .request('POST', `/api/contests/${contest.id}/submit/A?wait=false`, { code, language: 'cpp' })
          .then((res) => {
            const id = (res.body as { _id?: string } | null)?._id;
            const instance = instanceOf.get(who.apiUrl) ?? 0;
            if (res.status >= 500) submitErrors[instance] = (submitErrors[instance] ?? 0) + 1;
            if (!id) {
              say(`submit answered ${String(res.status)}`);
              return;
            }
            submitted.push(id);
            // The verdict of a judge that takes no time: stored as soon as the submission is.
            if (writeVerdict)
              verdictWrites.push(
                writeVerdict(id, code, accepted).catch((error: unknown) => {
                  say(`verdict not stored: ${String(error)}`);
                }),
              );
          })
          .catch((error: unknown) => {
            say(`submit failed: ${String(error)}`);
          });
      }
    })();
    // Reads on every instance at once, pages and /api/health in alternate turns while the replay runs.
    const healthRps: number[] = [];
    const boardRps: number[] = [];
    const readErrors = instances.map(() => 0);
    const perInstanceBoard: number[][] = instances.map(() => []);
    const perInstanceHealth: number[][] = instances.map(() => []);
    const turn = Math.max(2, Math.min(10, Math.floor(options.replay.seconds / 10)));
    while (Date.now() - started < options.replay.seconds * 1000 - 2 * turn * 1000) {
      for (const [path, totals, each] of [
        ['/api/health', healthRps, perInstanceHealth],
        [boardPath, boardRps, perInstanceBoard],
      ] as const) {
        const reads = await readAll(apiUrls, path, turn);
        totals.push(sum(reads.map((r) => r.rps)));
        reads.forEach((r, i) => {
          each[i]?.push(r.rps);
          readErrors[i] = (readErrors[i] ?? 0) + r.serverErrors;
        });
      }
    }
    await replay;
    const { tallies: tallyAll, sampled, wrongRow } = await burst;
    // Judging may lag the replay: wait for every verdict (at most two minutes more). Only this run's
    // submissions are in this database.
    await Promise.all(verdictWrites);
    const stored = () =>
      db
        .select({
          userId: submissions.userId,
          createdAt: submissions.createdAt,
          judgedAt: submissions.judgedAt,
          verdict: submissions.verdict,
        })
        .from(submissions);
    let judged = await stored();
    for (let waited = 0; waited < 120 && judged.some((r) => !r.judgedAt); waited++) {
      await sleep(1_000);
      judged = await stored();
    }
    await sleep(1_000);
    clearInterval(sampler);
    loopDelay.disable();
    const benchLagP99 = loopDelay.percentile(99) / 1e6;
    const heldAfter = (await countersOfAll(true)).map((c) => c.heapUsed);
    const after = await countersOfAll();
    const loadAtEnd = load();
    const cpuAfter = await cpuSnapshot(cpuGroups);
    const { perInstance: tallies, holderLags: lags } = await tallyAll();
    const participantOf = new Map(clients.map((c) => [c.userId, c.participantId]));
    // Each participant's tries in submission order: a verdict shows once its row counts that many.
    const tries = new Map<string, number>();
    const verdicts = rowMovingVerdicts(
      [...judged]
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .flatMap((row) => {
          const participantId = participantOf.get(row.userId) ?? row.userId;
          const tryNumber = (tries.get(participantId) ?? 0) + 1;
          tries.set(participantId, tryNumber);
          return row.judgedAt
            ? [
                {
                  participantId,
                  storedMs: row.judgedAt.getTime(),
                  tryNumber,
                  accepted: row.verdict === 'Accepted',
                },
              ]
            : [];
        }),
    );
    const latency = verdictLatencies(verdicts, sampled, instances.length);
    const all = latency.flatMap((l) => l.latencies);
    const wrong = wrongRow();
    if (wrong) throw wrong;
    for (const [i, c] of after.entries()) {
      say(
        `instance ${String(i)}: ${String(c.loads - (before[i]?.loads ?? 0))} whole board loads over the replay`,
      );
      for (const [text, count] of c.queries)
        say(`instance ${String(i)} statements: ${String(count)} × ${text}`);
    }
    const changes = sum(after.map((c, i) => c.changes - (before[i]?.changes ?? 0)));
    const builds = sum(after.map((c, i) => c.builds - (before[i]?.builds ?? 0)));
    const orderMs = sum(after.map((c, i) => c.orderMs - (before[i]?.orderMs ?? 0)));
    const scale = `${field} on ${String(instances.length)} instance(s), ${judging}; ${String(submitted.length)} submissions from ${String(clients.length)} users (${describeReplay(options.replay)}), ${String(judged.filter((r) => r.judgedAt).length)} judged; load average ${loadAtStart} at the start, ${loadAtEnd} at the end`;
    emitFigure({
      name: 'contest.verdict_to_event_p50_ms',
      value: percentile(all, 50),
      unit: 'ms',
      baseline: null,
      target: null,
      note: `verdict stored (judgedAt) -> first rows event with that participant's row, on every sampled stream of every instance (${String(sampled.length)} streams, one in ${String(options.sampleEvery)}), for the ${String(verdicts.length)} verdicts that move a row (up to a participant's first Accepted) stored after the stream opened; ${String(all.length)} matched, ${String(sum(latency.map((l) => l.missed)))} never heard; this process's own event loop delay p99 ${benchLagP99.toFixed(0)} ms is in every arrival time (${scale})`,
    });
    emitFigure({
      name: 'contest.verdict_to_event_p99_ms',
      value: percentile(all, 99),
      unit: 'ms',
      baseline: null,
      target: '<= 1000 ms on every instance',
      note: `as p50 (${scale})`,
    });
    for (const [i, own] of latency.entries()) {
      emitFigure({
        name: `contest.instance_${String(i)}.verdict_to_event_p99_ms`,
        value: percentile(own.latencies, 99),
        unit: 'ms',
        baseline: percentile(own.latencies, 50),
        ratio: null,
        target: '<= 1000 ms',
        note: `instance ${String(i)}'s ${String(own.streams)} sampled streams: p99 (baseline: p50) over ${String(own.latencies.length)} matched, ${String(own.missed)} never heard; the verdicts were stored ${options.verdicts === 'bench' ? 'by the bench' : 'by whichever instance heard the worker first'} (${scale})`,
      });
    }
    const health = percentile(healthRps, 50);
    emitFigure({
      name: 'contest.scoreboard_page_rps',
      value: percentile(boardRps, 50),
      unit: 'req/s',
      baseline: health,
      target: 'ratio >= 0.5 (of GET /api/health rps)',
      note: `median of ${String(boardRps.length)} turns of ${String(turn)} s, 8 connections spread over the instances (per instance, medians: ${perInstanceBoard.map((r) => percentile(r, 50).toFixed(0)).join(' / ')} against ${perInstanceHealth.map((r) => percentile(r, 50).toFixed(0)).join(' / ')}), GET scoreboard page 1 (limit 50) during the replay; baseline = GET /api/health in alternate turns (${scale})`,
    });
    for (const [i, tally] of tallies.entries()) {
      const serverErrors = tally.serverErrors + (submitErrors[i] ?? 0) + (readErrors[i] ?? 0);
      emitFigure({
        name: `contest.instance_${String(i)}.server_errors`,
        value: serverErrors,
        unit: '5xx',
        baseline: null,
        target: '0',
        note: `5xx answers of instance ${String(i)}: ${String(tally.serverErrors)} to the burst's pages and streams, ${String(submitErrors[i] ?? 0)} to submits, ${String(readErrors[i] ?? 0)} to the measured reads; its burst opened ${String(tally.streams)} board streams (${String(tally.streamErrors)} failed${failuresText(tally.failures)}), which heard ${String(tally.rowsEvents)} rows events in all, and its sampled streams ${String(tally.sampledBoardEvents)} board events (each a page fetched again by every open board) and ${String(tally.sampledPageEvents)} pages sent whole (${scale})`,
      });
      const heapBefore = heldBefore[i] ?? 0;
      const heapAfter = heldAfter[i] ?? 0;
      const sampledHeap = memory[i] ?? [];
      emitFigure({
        name: `contest.instance_${String(i)}.api_retained_heap_growth_mb`,
        value: mb(heapAfter - heapBefore),
        unit: 'MB',
        baseline: mb(heapBefore),
        target: 'stable over the run',
        note: `instance ${String(i)}'s heap after a full collection, at the end (streams still open) minus before the burst and the replay (baseline); sampled heap max ${mb(Math.max(0, ...sampledHeap)).toFixed(1)} MB over ${String(sampledHeap.length)} samples (${scale})`,
      });
    }
    const failed = tallies.map((tally) => sum(Object.values(tally.failures)));
    emitFigure({
      name: 'contest.burst_failures',
      value: sum(failed),
      unit: 'requests',
      baseline: null,
      target: '0',
      note: `the burst's pages and streams that failed, any reason (per instance: ${failed.join(' / ')}); ${lags.length === 0 ? 'every stream held by this process' : `the ${String(lags.length)} stream-holding processes' event loop delay p99 ${lags.map((l) => l.p99Ms.toFixed(0)).join(' / ')} ms, max ${lags.map((l) => l.maxMs.toFixed(0)).join(' / ')} ms (a client late by a minute is answered 408 by Node's headersTimeout)`} (${scale})`,
    });
    const apiTicks = (snapshot: CpuSnapshot) => snapshot.groups.get(API_GROUP) ?? 0;
    emitFigure({
      name: 'contest.api_cpu_share',
      value: (100 * (apiTicks(cpuAfter) - apiTicks(cpuBefore))) / Math.max(1, cpuAfter.busy - cpuBefore.busy),
      unit: '%',
      baseline: null,
      target: 'stated (where the CPU went)',
      note: `from the burst to the end, of the machine's busy CPU: ${cpuSharesText(cpuBefore, cpuAfter)} (${scale})`,
    });
    emitFigure({
      name: 'contest.boards_per_change',
      value: changes ? builds / changes : null,
      unit: 'boards/change',
      baseline: null,
      target: '<= 1 per audience per change, never per request (one audience here: no freeze)',
      note: `${String(builds)} boards built for ${String(changes)} changes heard, over all instances (registrations, tries, verdicts; changes within the coalescing window coalesce: 20 ms, longer with thousands of streams open, coalesce-window.ts) while the pages above were read many thousand times (${scale})`,
    });
    emitFigure({
      name: 'contest.board_order_ms_per_update',
      value: builds ? orderMs / builds : null,
      unit: 'ms',
      baseline: wholeBuildMs(options.participants, options.teamSize),
      target: 'O(changed rows): far below the whole build (baseline)',
      note: `time to put one audience's changed rows in order and rank, per update, over ${String(builds)} updates; baseline = building the whole ${String(options.participants)}-row board from scratch (buildBoardRows, the work per change before) in this process (${scale})`,
    });
    if (options.verdicts === 'workers') {
      const wait = await queueWait(workers.metricsUrls);
      emitFigure({
        name: 'contest.queue_wait_p95_ms',
        value: wait.p95Ms,
        unit: 'ms',
        baseline: wait.p50Ms,
        ratio: null,
        target: null,
        note: `queued -> taken by a worker, p95 (baseline: p50) of ${String(wait.jobs)} submit jobs, from the workers' own codecourt_judge_queue_wait_seconds histograms summed and read as histogram_quantile does (interpolated within buckets 0.01/0.05/0.1/0.5/1/5/15/60/300 s) (${scale})`,
      });
    }
    const turnaround = judged.flatMap((r) =>
      r.judgedAt ? [r.judgedAt.getTime() - r.createdAt.getTime()] : [],
    );
    emitFigure({
      name: 'contest.submit_to_verdict_p95_ms',
      value: percentile(turnaround, 95),
      unit: 'ms',
      baseline: percentile(turnaround, 50),
      ratio: null,
      target: null,
      note: `submission stored -> verdict stored, p95 (baseline: p50): the queue wait and the judging together (${scale})`,
    });
  } finally {
    abort.abort();
    await holders?.close();
    await workers.stop();
    await apis.stop();
    await handle.close();
    await redis.stop();
    await database.drop();
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
