// Applies of one contest's board overlap: a database read (a participant new to the board, or a change
// notified without its cell) awaits while the next burst applies the cells its notifications carried. These
// tests hold the read behind a table lock, deliver the newer notification meanwhile, and check that the board
// ends on what the database ends on, whatever order the applies finished in.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeHandlers } from '../../../db/change-feed.js';
import {
  contestParticipations,
  contestProblems,
  contestScores,
  contests,
  problems,
  users,
} from '../../../db/schema/index.js';
import { withHeldAnswers } from '../../../testing/held-answers.js';
import { captureLogs } from '../../../testing/log-capture.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { waitFor } from '../../../testing/wait-for.js';
import { EMPTY_CELL } from '../../contest-scores/scoring.js';
import type { ScoredCell } from '../../contest-scores/scoring.js';
import { CONTEST_CHANGES_CHANNEL, encodeChange } from '../../contest-scores/contest-changes.js';
import type { ChangedCell } from '../../contest-scores/contest-changes.js';
import { createBoardStore } from '../board-store.js';
import { createContestRepository } from '../repository.js';

/** The one row an insert returned. */
function returned<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('the insert returned no row');
  return row;
}

const solvedAt = (minutes: number): ScoredCell => ({
  ...EMPTY_CELL,
  solved: true,
  attempts: 1,
  minutes,
  score: 1,
  solvedAtMs: minutes * 60_000,
});

let database: TestDatabase;
let db: TestDatabase['db'];
let contestId: string;
let hear: ChangeHandlers | undefined;
const names = new Map<string, string>();

async function addParticipant(name: string): Promise<string> {
  const user = returned(
    await db
      .insert(users)
      .values({ firstName: name, emailId: `${name}@example.com`, passwordHash: 'x' })
      .returning({ id: users.id }),
  );
  const { id } = returned(
    await db
      .insert(contestParticipations)
      .values({ contestId, userId: user.id })
      .returning({ id: contestParticipations.id }),
  );
  names.set(id, name);
  return id;
}

async function storeCell(participationId: string, cell: ScoredCell): Promise<ChangedCell> {
  const changed = { label: 'A', jury: cell, public: cell };
  await db
    .insert(contestScores)
    .values({ participationId, contestId, ...changed })
    .onConflictDoUpdate({ target: [contestScores.participationId, contestScores.label], set: changed });
  return changed;
}

const notify = (participationId: string, cell?: ChangedCell) =>
  hear?.onChange(encodeChange({ kind: 'cells', contestId, participationId, ...(cell ? { cell } : {}) }));

/**
 * Runs `during` while every read of contest_scores waits behind a lock, after the board has asked for
 * one (a database read pending when `during` begins).
 */
async function withCellReadsHeld(during: () => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute('LOCK TABLE contest_scores IN ACCESS EXCLUSIVE MODE');
    // The board coalesces changes for 20 ms before applying them: its read is queued behind the lock by then.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await during();
  });
}

function newStore(storeDb: TestDatabase['db'] = db) {
  return createBoardStore({
    db: storeDb,
    contests: createContestRepository(storeDb),
    logger: captureLogs('fatal').logger,
    listen: async (channel, handlers) => {
      if (channel === CONTEST_CHANGES_CHANNEL) hear = handlers;
      await Promise.resolve();
    },
  });
}

/** The minutes of the participant's cell A on the jury's board (no query: the board answers from memory). */
async function minutesOnBoard(store: ReturnType<typeof newStore>, participationId: string) {
  const document = await store.page(contestId, 'jury', 1, 50);
  const board = JSON.parse(document?.body.toString() ?? '{}') as {
    rows: { user: { firstName: string }; problems: { minutes: number | null }[] }[];
  };
  const row = board.rows.find((r) => r.user.firstName === names.get(participationId));
  return row?.problems[0]?.minutes ?? null;
}

/** Whether the public board is frozen (no query: the board answers from memory). */
async function frozenOnBoard(store: ReturnType<typeof newStore>) {
  const document = await store.page(contestId, 'public', 1, 50);
  return (JSON.parse(document?.body.toString() ?? '{}') as { frozen?: boolean }).frozen;
}

/** Waits until the board shows `minutes` for the participant. */
const boardShows = (store: ReturnType<typeof newStore>, participationId: string, minutes: number) =>
  waitFor(
    async () => ((await minutesOnBoard(store, participationId)) === minutes ? true : undefined),
    `${names.get(participationId) ?? ''} at ${String(minutes)} minutes`,
    5_000,
  );

describe('overlapping applies of one board', () => {
  beforeEach(async () => {
    database = await createTestDatabase();
    db = database.db;
    const problem = returned(
      await db
        .insert(problems)
        .values({
          slug: 'overlap',
          title: 'Overlap',
          description: 'x',
          difficulty: 'easy',
          tags: 'array',
          timeLimitMs: 1000,
          memoryLimitKb: 65536,
        })
        .returning({ id: problems.id }),
    );
    const contest = returned(
      await db
        .insert(contests)
        .values({
          slug: 'overlap-round',
          title: 'Overlap round',
          format: 'icpc',
          startAt: new Date(Date.now() - 3_600_000),
          endAt: new Date(Date.now() + 3_600_000),
          penaltyMinutes: 20,
        })
        .returning({ id: contests.id }),
    );
    contestId = contest.id;
    await db
      .insert(contestProblems)
      .values({ contestId, label: 'A', problemId: problem.id, position: 0, points: 1 });
  });
  afterEach(async () => {
    hear = undefined;
    await database.dispose();
  });

  it('when a read without the cell returns after a newer notified cell, then the newer cell stays', async () => {
    const alice = await addParticipant('alice');
    await storeCell(alice, solvedAt(10));
    const store = newStore();
    hear?.onLive(true);
    expect(await minutesOnBoard(store, alice)).toBe(10);

    await storeCell(alice, solvedAt(20));
    const newer: ChangedCell = { label: 'A', jury: solvedAt(30), public: solvedAt(30) };
    await withCellReadsHeld(async () => {
      notify(alice); // carried no cell: the board reads alice's cells, behind the lock (it will see 20)
      await new Promise((resolve) => setTimeout(resolve, 100));
      notify(alice, newer); // applied from memory at once
      await boardShows(store, alice, 30);
    });
    // The table as it ends: the newer cell commits after the read's snapshot.
    await storeCell(alice, newer.jury);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await minutesOnBoard(store, alice)).toBe(30);
  });

  it('when a whole reload reads before a newer notified cell, then the reloaded board keeps that cell', async () => {
    const alice = await addParticipant('alice');
    await storeCell(alice, solvedAt(10));
    const store = newStore();
    hear?.onLive(true);
    expect(await minutesOnBoard(store, alice)).toBe(10);

    const newer: ChangedCell = { label: 'A', jury: solvedAt(40), public: solvedAt(40) };
    let buildsBefore = 0;
    await withCellReadsHeld(async () => {
      buildsBefore = store.builds();
      // The contest changed: the whole board is read again, its cells behind the lock (it will see 10).
      hear?.onChange(encodeChange({ kind: 'contest', contestId }));
      await new Promise((resolve) => setTimeout(resolve, 100));
      notify(alice, newer); // applied from memory to the board being replaced
      await boardShows(store, alice, 40);
    });
    // The reload ends (its board built) before the table changes again: its read saw 10.
    await waitFor(
      () => Promise.resolve(store.builds() > buildsBefore + 1 ? true : undefined),
      'the reload',
      5_000,
    );
    await storeCell(alice, newer.jury);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await minutesOnBoard(store, alice)).toBe(40);
  });

  it('when two whole reloads overlap and the older read answers last, then the board keeps the newer read', async () => {
    await db
      .update(contests)
      .set({ freezeAt: new Date(Date.now() - 1_800_000) })
      .where(eq(contests.id, contestId));
    const held = withHeldAnswers(db);
    const store = newStore(held.db);
    hear?.onLive(true);
    expect(await frozenOnBoard(store)).toBe(true);

    held.hold();
    // The older reload (the contest's end moved, say): it reads the frozen contest, its answer held back.
    hear?.onChange(encodeChange({ kind: 'contest', contestId }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    held.stopHolding();
    // The unfreeze, and its reload, which answers at once.
    await db.update(contests).set({ unfrozenAt: new Date() }).where(eq(contests.id, contestId));
    hear?.onChange(encodeChange({ kind: 'contest', contestId }));
    await waitFor(
      async () => ((await frozenOnBoard(store)) === false ? true : undefined),
      'the unfrozen board',
      5_000,
    );

    const buildsBefore = store.builds();
    held.release();
    // The older reload ends (its board built) after the newer one was put in place.
    await waitFor(
      () => Promise.resolve(store.builds() > buildsBefore ? true : undefined),
      'the older reload',
      5_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await frozenOnBoard(store)).toBe(false);
  });
});
