import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboardResponseSchema } from '@codecourt/contracts';
import { judgedHistory, utcAt } from '../../../testing/judged-history.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { waitFor } from '../../../testing/wait-for.js';
import { createProfileHistory } from '../profile-history.js';
import { createStatsRepository } from '../repository.js';
import { createStatsService } from '../service.js';
import { createStatsDocuments } from '../stats-documents.js';

// The leaderboard is rebuilt when a stats change is committed (on write), on the database's own change
// feed; a read after the change is answered from that rebuilt page without touching the database.
let database: TestDatabase;
let history: ReturnType<typeof judgedHistory>;
const problems: string[] = [];
const DAY = '2026-03-10';

beforeAll(async () => {
  database = await createTestDatabase();
  history = judgedHistory(database.db);
  for (let i = 0; i < 2; i++) problems.push(await history.problem('easy'));
});
afterAll(async () => {
  await database.dispose();
});

function countedDocuments() {
  const service = createStatsService({
    stats: createStatsRepository(database.db),
    history: createProfileHistory(database.db),
  });
  const built = { count: 0 };
  const counted = {
    ...service,
    leaderboard: (page: number, limit: number) => {
      built.count += 1;
      return service.leaderboard(page, limit);
    },
  };
  return { documents: createStatsDocuments(counted, database.listen), built };
}

const namesOf = (document: { body: Buffer }) =>
  leaderboardResponseSchema
    .parse(JSON.parse(document.body.toString('utf8')))
    .map((row) => row.userId.firstName);

describe('the precomputed leaderboard', () => {
  it('when a stats change is committed, then the page read lately is rebuilt at once and the next read is served from it', async () => {
    const leader = await history.user('Leader');
    const chaser = await history.user('Chaser');
    await history.judged(leader, problems[0] ?? '', 'Accepted', utcAt(DAY, 0, '09:00:00'));
    const { documents, built } = countedDocuments();
    expect(namesOf(await documents.leaderboardPage(1, 20))).toEqual(['Leader']);
    // Kept once the change feed is live: a read then builds nothing.
    await waitFor(async () => {
      const before = built.count;
      await documents.leaderboardPage(1, 20);
      return built.count === before ? true : undefined;
    }, 'the page kept');
    const beforeChange = built.count;

    for (const problem of problems)
      await history.judged(chaser, problem, 'Accepted', utcAt(DAY, 0, '10:00:00'));
    await waitFor(
      () => Promise.resolve(built.count > beforeChange ? true : undefined),
      'the rebuild on the change',
    );
    // Each write is its own notification: the first may be rebuilt before the second arrives (a tie, Leader
    // first). Once the last is in, a read shows it and builds nothing: it is served from the rebuilt page.
    const served = await waitFor(async () => {
      await documents.settled();
      const before = built.count;
      const read = await documents.leaderboardPage(1, 20);
      return namesOf(read)[0] === 'Chaser' ? { read, built: built.count - before } : undefined;
    }, 'the page rebuilt with both solves');

    expect(namesOf(served.read)).toEqual(['Chaser', 'Leader']);
    expect(served.built).toBe(0);
  });
});
