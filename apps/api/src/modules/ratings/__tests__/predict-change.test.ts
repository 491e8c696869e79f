import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contests } from '../../../db/schema/index.js';
import type { ContestRow } from '../../../db/schema/index.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { createPredictions } from '../predict-change.js';
import { createRatingRepository } from '../rating-repository.js';

const MAX_AGE_MS = 10_000;
const nobody = randomUUID();
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

async function ratedContest(slug: string): Promise<ContestRow> {
  const [row] = await database.db
    .insert(contests)
    .values({
      slug,
      title: slug,
      format: 'icpc',
      startAt: new Date('2026-01-01T10:00:00Z'),
      endAt: new Date('2026-01-01T12:00:00Z'),
      penaltyMinutes: 20,
      rated: true,
    })
    .returning();
  if (!row) throw new Error('no contest row');
  return row;
}

describe('live rating predictions', () => {
  it('when a contest is no longer asked about, then its prediction leaves the cache while watched ones stay', async () => {
    const predict = createPredictions(database.db, createRatingRepository(database.db), MAX_AGE_MS);
    const ended = await ratedContest('predict-ended');
    const live = await ratedContest('predict-live');
    const start = new Date('2026-01-01T11:00:00Z').getTime();

    await predict(ended, nobody, new Date(start));
    await predict(live, nobody, new Date(start + 1_000));
    expect(predict.watchedContests()).toBe(2);

    // The live contest keeps being asked about; the ended one is not asked about again.
    for (let t = start + MAX_AGE_MS + 2_000; t <= start + 4 * MAX_AGE_MS; t += MAX_AGE_MS + 1) {
      const prediction = await predict(live, nobody, new Date(t));
      expect(prediction).toMatchObject({ rated: true, rank: null, participants: 0 });
    }
    expect(predict.watchedContests()).toBe(1);
  });
});
