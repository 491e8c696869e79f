import type { RatingEntry } from '@codecourt/contracts';
import { winProbability } from './elo-probability.js';
import { result, searchRating, type RatingResult } from './rate-contest.js';
import { adjustDeltas } from './rating-adjustment.js';

/**
 * The method exactly as Mirzayanov's 2015 blog gives it, O(n²·log R): every seed is summed over the
 * whole field, every binary-search step sums again. The baseline of `pnpm bench rating`, and the
 * independent implementation `rateContest` is tested against.
 */
export function naiveRateContest(entries: readonly RatingEntry[]): RatingResult[] {
  if (entries.length < 2) return entries.map((e) => result(e, 0));
  const seedAt = (rating: number) => {
    let seed = 1;
    for (const other of entries) seed += winProbability(other.rating, rating);
    return seed;
  };
  const raw = entries.map((e, i) => {
    let seed = 1;
    entries.forEach((other, j) => {
      if (j !== i) seed += winProbability(other.rating, e.rating);
    });
    const midRank = Math.sqrt(e.rank * seed);
    return Math.trunc((searchRating(seedAt, midRank) - e.rating) / 2);
  });
  const deltas = adjustDeltas(
    entries.map((e) => e.rating),
    raw,
  );
  return entries.map((e, i) => result(e, deltas[i] ?? 0));
}
