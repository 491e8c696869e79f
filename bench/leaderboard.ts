// (g) The leaderboard at scale: 100,000 users and 1,000,000 judged submissions, on a PostgreSQL server
// and on embedded PGlite. Leaderboard page 1 and page 1,000, my-stats and the stats step of a submit,
// each against GET /api/health measured in the same rounds.
import { mkdtemp, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres } from '../apps/api/src/db/client.js';
import type { DatabaseHandle } from '../apps/api/src/db/client.js';
import { createSubmissionRepository } from '../apps/api/src/modules/submissions/repository.js';
import { recordVerdictEffects } from '../apps/api/src/modules/submissions/verdict-effects.js';
import type { Judgement } from '../packages/contracts/src/index.js';
import {
  pendingSubmission,
  seedLeaderboard,
  seededProblemIds,
  storeAcceptedWithoutStats,
} from '../apps/api/src/testing/leaderboard-population.js';
import type { LeaderboardPopulation } from '../apps/api/src/testing/leaderboard-population.js';
import { ApiClient } from './lib/api-client.js';
import { createBenchDatabase, postgresServerUrl } from './lib/bench-database.js';
import { emit, median, say, timed } from './lib/figures.js';
import { startPostgres } from './lib/postgres-server.js';
import { startBenchApi } from './lib/start-api.js';

const PAGE_SIZE = 50;
/** A reader arriving this long after a commit: the notification's trip and the page's rebuild fit in it. */
const READ_AFTER_CHANGE_MS = 300;
/** Page 1,000 (or the last full page of a smaller population). */
const FAR_PAGE = 1_000;

const ACCEPTED: Judgement = {
  status: 'done',
  verdict: 'Accepted',
  testCasesPassed: 20,
  totalTestCases: 20,
  runtime: 1,
  memory: 1,
  error: null,
  compileOutput: null,
  tests: [],
};

type Opened = { handle: DatabaseHandle; close(): Promise<void> };

async function openPostgresDatabase(): Promise<Opened> {
  const given = postgresServerUrl();
  const server = given ? undefined : await startPostgres();
  const database = await createBenchDatabase(given ?? server?.url ?? '');
  const handle = openPostgres(database.url, (error) => {
    say(`postgres pool: ${error.message}`);
  });
  return {
    handle,
    close: async () => {
      await handle.close();
      await database.drop();
      await server?.stop();
    },
  };
}

async function openPgliteDatabase(): Promise<Opened> {
  // On disk, as the API keeps it in DATA_DIR/pgdata.
  const dir = await mkdtemp(join(tmpdir(), 'codecourt-bench-pglite-'));
  const handle = await openPglite(join(dir, 'pgdata'));
  return {
    handle,
    close: async () => {
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The added cost of the stats step: storing a verdict with it (the real path) against the same store without. */
async function statsUpdateMs(handle: DatabaseHandle, userId: string, samples: number): Promise<number> {
  const { db } = handle;
  const repository = createSubmissionRepository(db);
  const unsolved = await seededProblemIds(db, samples * 2);
  const withStats: number[] = [];
  const without: number[] = [];
  for (let i = 0; i < samples; i++) {
    // Every sample solves a new problem: the user moves to another group, the most the stats step does.
    const counted = await pendingSubmission(db, userId, unsolved[2 * i] ?? '');
    const plain = await pendingSubmission(db, userId, unsolved[2 * i + 1] ?? '');
    withStats.push(
      (await timed(() => repository.storeJudgement(counted, ACCEPTED, recordVerdictEffects))).ms,
    );
    without.push((await timed(() => storeAcceptedWithoutStats(db, plain))).ms);
  }
  return median(withStats) - median(without);
}

async function benchOne(kind: 'postgres' | 'pglite', population: LeaderboardPopulation, rounds: number) {
  const opened = kind === 'postgres' ? await openPostgresDatabase() : await openPgliteDatabase();
  try {
    await opened.handle.migrate();
    const seeded = await timed(() => seedLeaderboard(opened.handle.db, population));
    say(
      `${kind}: seeded ${String(population.users)} users, ${String(population.submissions)} submissions, ${String(seeded.value.ranked)} ranked in ${(seeded.ms / 1000).toFixed(1)} s`,
    );
    const farPage = Math.min(FAR_PAGE, Math.floor(seeded.value.ranked / PAGE_SIZE));
    const api = await startBenchApi({ database: opened.handle });
    try {
      const client = new ApiClient(api.url);
      await client.signUp();
      const me = await client.request('GET', '/api/user/check');
      const myId = (me.body as { user?: { _id?: string } }).user?._id;
      if (!myId) throw new Error(`/api/user/check answered ${String(me.status)} without a user`);
      // Its samples are new solves of the signed-in user, who so has a place on the board for my-stats.
      const update = await statsUpdateMs(opened.handle, myId, 20);

      const paths = {
        health: '/api/health',
        page1: `/api/stats/leaderboard?page=1&limit=${String(PAGE_SIZE)}`,
        pageFar: `/api/stats/leaderboard?page=${String(farPage)}&limit=${String(PAGE_SIZE)}`,
        myStats: '/api/stats/my-stats',
      };
      const times: Record<keyof typeof paths, number[]> = { health: [], page1: [], pageFar: [], myStats: [] };
      const far = await client.request('GET', paths.pageFar);
      if (!Array.isArray(far.body) || far.body.length !== PAGE_SIZE)
        throw new Error(
          `page ${String(farPage)} answered ${String(far.status)} without ${String(PAGE_SIZE)} rows`,
        );
      for (let round = -10; round < rounds; round++) {
        for (const key of Object.keys(paths) as (keyof typeof paths)[]) {
          const res = await client.request('GET', paths[key]);
          if (res.status !== 200) throw new Error(`${paths[key]} answered ${String(res.status)}`);
          if (round >= 0) times[key].push(res.ms);
        }
      }
      // Every key above was read before, so those rounds are served from the cached pages. A page asked
      // with a limit not read before is a miss: built from the database, as after every stats change.
      const missed: Record<'page1' | 'pageFar', number[]> = { page1: [], pageFar: [] };
      for (let limit = PAGE_SIZE - 10; limit < PAGE_SIZE + 10; limit++) {
        const nearFar = Math.max(1, Math.round(((farPage - 1) * PAGE_SIZE) / limit) + 1);
        for (const [key, path] of [
          ['page1', `/api/stats/leaderboard?page=1&limit=${String(limit)}`],
          ['pageFar', `/api/stats/leaderboard?page=${String(nearFar)}&limit=${String(limit)}`],
        ] as const) {
          const res = await client.request('GET', path);
          if (res.status !== 200) throw new Error(`${path} answered ${String(res.status)}`);
          missed[key].push(res.ms);
        }
      }
      // The first read after a stats change: a new solve of the signed-in user is committed, then page 1
      // (read lately, so rebuilt on the change) is read once, a moment later.
      const repository = createSubmissionRepository(opened.handle.db);
      const afterChange: number[] = [];
      for (const problem of (await seededProblemIds(opened.handle.db, 60)).slice(40)) {
        const pending = await pendingSubmission(opened.handle.db, myId, problem);
        await repository.storeJudgement(pending, ACCEPTED, recordVerdictEffects);
        await sleep(READ_AFTER_CHANGE_MS);
        const res = await client.request('GET', paths.page1);
        if (res.status !== 200) throw new Error(`${paths.page1} answered ${String(res.status)}`);
        afterChange.push(res.ms);
      }
      const health = median(times.health);
      const rows = `${String(population.users)} users, ${String(population.submissions)} submissions, ${kind}`;
      const page = (name: string, value: number, what: string) => {
        emit({
          name: `leaderboard.${kind}.${name}`,
          value,
          unit: 'ms',
          baseline: health,
          target: 'ratio <= 2 (within 2x /api/health)',
          note: `median of ${String(rounds)} ${what} over HTTP (${rows}); baseline = GET /api/health in the same rounds`,
        });
      };
      page('page_1_ms', median(times.page1), `GET leaderboard page 1 (limit ${String(PAGE_SIZE)})`);
      page(`page_${String(farPage)}_ms`, median(times.pageFar), `GET leaderboard page ${String(farPage)}`);
      const miss = (name: string, value: number, what: string) => {
        emit({
          name: `leaderboard.${kind}.${name}`,
          value,
          unit: 'ms',
          baseline: health,
          target: 'informational: the cost of the first read after a stats change',
          note: `median of 20 first reads (cache misses) of ${what}, limits 40..59 (${rows}); baseline = GET /api/health`,
        });
      };
      miss('page_1_uncached_ms', median(missed.page1), 'leaderboard page 1');
      miss(
        `page_${String(farPage)}_uncached_ms`,
        median(missed.pageFar),
        `the page at row ${String((farPage - 1) * PAGE_SIZE + 1)}`,
      );
      emit({
        name: `leaderboard-first-read.${kind}.page_1_ms`,
        value: median(afterChange),
        unit: 'ms',
        baseline: health,
        target: 'ratio <= 2 (within 2x /api/health)',
        note: `median of ${String(afterChange.length)} first reads of page 1, each ${String(READ_AFTER_CHANGE_MS)} ms after a committed new solve (${rows}); baseline = GET /api/health in the same run`,
      });
      page('my_stats_ms', median(times.myStats), 'GET /api/stats/my-stats (figures and rank)');
      emit({
        name: `leaderboard.${kind}.stats_update_ms`,
        value: update,
        unit: 'ms',
        baseline: health,
        target: '< 5 ms added to a submit',
        note: `median storeJudgement (verdict + stats, one transaction, each a new solve) minus the same verdict store without the stats step, 20 interleaved pairs (${rows}); baseline = /api/health`,
      });
    } finally {
      await api.stop();
    }
  } finally {
    await opened.close();
  }
}

export async function benchLeaderboard(options: { population: LeaderboardPopulation; rounds: number }) {
  for (const kind of ['postgres', 'pglite'] as const)
    await benchOne(kind, options.population, options.rounds);
}
