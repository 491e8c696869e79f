import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { VERDICTS } from '@codecourt/contracts';
import { userStats } from '../../../db/schema/index.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { rebuildAllStats } from '../rebuild-stats.js';
import { judgedHistory, utcAt } from '../../../testing/judged-history.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

/** A small deterministic generator, so a failure replays the same history. */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

const storedStats = () =>
  database.db
    .select()
    .from(userStats)
    .orderBy(asc(userStats.userId))
    .then((rows) => rows.map(({ id: _id, ...figures }) => figures));

describe('pnpm stats:rebuild', () => {
  it('when a mixed history was judged verdict by verdict, then the rebuilt stats equal the incremental ones', async () => {
    const history = judgedHistory(database.db);
    const next = sequence(42);
    const users = await Promise.all(['Ada', 'Bob', 'Cy', 'Di', 'Ed'].map((name) => history.user(name)));
    const tags = ['array', 'dp', 'graph, tree', 'string,hashing', 'stack, queue, array'];
    const problems = [];
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      for (const tag of tags) problems.push(await history.problem(difficulty, tag));
    }
    // Mostly in time order, with some verdicts for older submissions arriving late.
    for (let i = 0; i < 300; i++) {
      const day = Math.floor(i / 8) - 40 - (next(10) === 0 ? next(5) : 0);
      const verdict = next(3) === 0 ? 'Accepted' : (VERDICTS[next(VERDICTS.length)] ?? 'Accepted');
      await history.judged(
        users[next(users.length)] ?? '',
        problems[next(problems.length)] ?? '',
        verdict,
        utcAt('2026-03-10', day, `${String(next(24)).padStart(2, '0')}:00:00`),
      );
    }
    const incremental = await storedStats();

    const { users: rebuilt } = await rebuildAllStats(database.db);

    expect(rebuilt).toBe(users.length);
    expect(await storedStats()).toEqual(incremental);
    expect(incremental.some((row) => row.maxStreak >= 3)).toBe(true);
  });
});
