// `node --expose-gc --conditions=source --import tsx scripts/board-memory.ts [rows]`: the heap one contest's
// board holds in an API process, measured on the real board store over a PGlite database of `rows`
// participants (default 20,000) with four problems, three of them tried by each participant. Prints the
// heap after a full GC before the board is loaded, after its first page, and after every page was read
// once in each view (the serialised pages are kept too). docs/scaling.md quotes the figures.
import type { ContestRow, StoredCell } from '../apps/api/src/db/schema/index.js';
import { contestParticipations, contestScores, users } from '../apps/api/src/db/schema/index.js';
import { createLogger } from '../apps/api/src/lib/logger.js';
import { createBoardStore } from '../apps/api/src/modules/contests/board-store.js';
import { createContestRepository } from '../apps/api/src/modules/contests/repository.js';
import { judgedHistory } from '../apps/api/src/testing/judged-history.js';
import { openMigratedPglite } from '../apps/api/src/testing/pglite-template.js';

const rows = Number(process.argv[2] ?? 20_000);
const PAGE = 50;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 1_048_576;
};

const handle = await openMigratedPglite();
const { db } = handle;
const history = judgedHistory(db);
const labels = ['A', 'B', 'C', 'D'];
const problemIds = await Promise.all(labels.map(() => history.problem()));
const start = new Date(Date.now() - 3_600_000);
const contests = createContestRepository(db);
const contest: ContestRow = await contests.insert(
  {
    slug: 'board-memory',
    title: 'Board memory',
    description: '',
    format: 'icpc',
    startAt: start,
    endAt: new Date(start.getTime() + 3 * 3_600_000),
    freezeAt: null,
    windowMinutes: null,
    penaltyMinutes: 20,
    registration: 'open',
    accessCode: null,
  },
  labels.map((label, i) => ({ label, problemId: problemIds[i] ?? '', points: 1, public: true })),
);
for (let done = 0; done < rows; done += 500) {
  const batch = Array.from({ length: Math.min(500, rows - done) }, (_, i) => ({
    firstName: `Participant ${String(done + i)}`,
    lastName: 'Synthetic',
    emailId: `board-memory-${String(done + i)}@example.com`,
    passwordHash: 'not-a-hash',
  }));
  const ids = await db.insert(users).values(batch).returning({ id: users.id });
  const parts = await db
    .insert(contestParticipations)
    .values(ids.map(({ id }) => ({ contestId: contest.id, userId: id })))
    .returning({ id: contestParticipations.id });
  const cells = parts.flatMap(({ id }, i) =>
    labels.slice(0, 3).map((label, l) => {
      const solved = (done + i + l) % 3 !== 0;
      const minutes = solved ? ((done + i) % 170) + l : null;
      const cell: StoredCell = {
        solved,
        attempts: 1 + ((done + i) % 4),
        pending: 0,
        minutes,
        score: solved ? 1 : 0,
        penalty: solved ? (minutes ?? 0) + 20 * ((done + i) % 4) : 0,
        solvedAtMs: solved ? start.getTime() + (minutes ?? 0) * 60_000 : null,
      };
      return { participationId: id, label, contestId: contest.id, jury: cell, public: cell };
    }),
  );
  await db.insert(contestScores).values(cells);
}

const before = heapMb();
const board = createBoardStore({ db, contests, logger: createLogger('silent') });
await board.page(contest.id, 'public', 1, PAGE);
const loaded = heapMb();
for (const view of ['public', 'jury'] as const)
  for (let page = 1; page <= Math.ceil(rows / PAGE); page++) await board.page(contest.id, view, page, PAGE);
const everyPage = heapMb();
const perRow = ((loaded - before) * 1_048_576) / rows;
console.log(
  JSON.stringify({
    rows,
    heapBeforeMb: +before.toFixed(1),
    boardMb: +(loaded - before).toFixed(1),
    bytesPerRow: Math.round(perRow),
    withEveryPageCachedMb: +(everyPage - before).toFixed(1),
  }),
);
await handle.close();
