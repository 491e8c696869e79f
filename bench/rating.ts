// `pnpm bench rating`: rating one contest of N participants (issue #23: 10,000 in ≤ 10 s) with the
// tabulated Codeforces method the API uses, against the method as published (O(n²·log R)) in the same run.
import { performance } from 'node:perf_hooks';
import { naiveRateContest } from '../apps/api/src/modules/ratings/naive-rate-contest.js';
import { randomField, seededRandom } from '../apps/api/src/modules/ratings/random-field.js';
import { rateContest } from '../apps/api/src/modules/ratings/rate-contest.js';
import { emit, percentile, say } from './lib/figures.js';

export type RatingBenchOptions = { participants: number; rounds: number };

const timed = (work: () => unknown): number => {
  const started = performance.now();
  work();
  return performance.now() - started;
};

export function benchRating({ participants, rounds }: RatingBenchOptions): void {
  const field = randomField(seededRandom(2021), participants);
  say(`rating: ${participants} participants, ${rounds} rounds of the tabulated method`);
  const fast = Array.from({ length: rounds }, () => timed(() => rateContest(field)));
  say('rating: the published O(n²) method once (the baseline)');
  const naive = timed(() => naiveRateContest(field));
  const median = percentile(fast, 50);
  emit({
    name: 'rating_contest_ms',
    value: median,
    unit: 'ms',
    baseline: naive,
    target: '<= 10000 ms for 10,000 participants',
    note: `median of ${rounds}, ${participants} participants; baseline: the O(n²·log R) method, one run`,
  });
  emit({
    name: 'rating_contest_ms_max',
    value: Math.max(...fast),
    unit: 'ms',
    baseline: null,
    target: null,
    note: `slowest of ${rounds} rounds`,
  });
}
