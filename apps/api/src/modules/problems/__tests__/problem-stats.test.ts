import { describe, expect, it } from 'vitest';
import { createProblemStats, PROBLEM_STATS_TTL_MS } from '../problem-stats.js';
import type { ProblemStatsRow } from '../repository.js';

function countingRepository(rows: ProblemStatsRow[]) {
  const calls = { count: 0 };
  return { calls, repository: { stats: () => Promise.resolve((calls.count++, rows)) } };
}

describe('problem stats', () => {
  it('when asked again within the TTL, then the figures come from one query; after it, they are read again', async () => {
    const row = { problemId: 'p1', submissions: 4, accepted: 1, solvedBy: 1 };
    const { calls, repository } = countingRepository([row]);
    let now = 1_000;
    const stats = createProblemStats(repository, () => now);

    const first = await stats();
    now += PROBLEM_STATS_TTL_MS - 1;
    expect(await stats()).toBe(first);
    expect(calls.count).toBe(1);
    expect(JSON.parse(first.body.toString())).toEqual([row]);

    now += 1;
    await stats();
    expect(calls.count).toBe(2);
  });
});
