import { RATING_BOUNDS, type RatingEntry } from '@codecourt/contracts';
import { winProbability } from './elo-probability.js';
import { adjustDeltas } from './rating-adjustment.js';

export type RatingResult = { userId: string; oldRating: number; newRating: number; delta: number };

/**
 * The Codeforces expected-rank method (Mirzayanov 2015), in O(R·D + n·log R) for R possible ratings
 * and D distinct ratings in the field, instead of the method's O(n²·log R):
 * the expected seed of a rating `r` is `1 + Σ_j P(j beats r)`, which depends only on how many
 * participants hold each rating, so it is tabulated once for every integer `r` the binary search can
 * visit, and each participant's search reads the table. `naiveRateContest` is the method as published.
 */
export function rateContest(entries: readonly RatingEntry[]): RatingResult[] {
  const n = entries.length;
  if (n < 2)
    return entries.map((e) => ({ userId: e.userId, oldRating: e.rating, newRating: e.rating, delta: 0 }));
  const seeds = seedTable(entries.map((e) => e.rating));

  const raw = entries.map((e) => {
    // Their own seed leaves themselves out: the table counts them once, with P(tie) = 1/2.
    const seed = seeds.at(e.rating) - 0.5;
    const midRank = Math.sqrt(e.rank * seed);
    return Math.trunc((ratingForSeed(seeds, midRank) - e.rating) / 2);
  });
  const deltas = adjustDeltas(
    entries.map((e) => e.rating),
    raw,
  );
  return entries.map((e, i) => result(e, deltas[i] ?? 0));
}

export function result(entry: RatingEntry, delta: number): RatingResult {
  const newRating = Math.min(Math.max(entry.rating + delta, RATING_BOUNDS.min), RATING_BOUNDS.max);
  return { userId: entry.userId, oldRating: entry.rating, newRating, delta: newRating - entry.rating };
}

type SeedTable = { at: (rating: number) => number };

/** `at(r) = 1 + Σ_j P(j beats r)` over the whole field, for every integer r in the field's range ∪ bounds. */
function seedTable(ratings: readonly number[]): SeedTable {
  let lo: number = RATING_BOUNDS.min;
  let hi: number = RATING_BOUNDS.max;
  for (const r of ratings) {
    if (r < lo) lo = r;
    if (r > hi) hi = r;
  }
  const width = hi - lo + 1;
  const counts = new Map<number, number>();
  for (const r of ratings) counts.set(r, (counts.get(r) ?? 0) + 1);

  // P(j beats r) depends on r_j - r only: one kernel over every difference the range holds.
  const kernel = new Float64Array(2 * width - 1);
  for (let d = -(width - 1); d <= width - 1; d++) kernel[d + width - 1] = winProbability(d, 0);

  const table = new Float64Array(width).fill(1);
  for (const [rating, count] of counts) {
    const offset = rating - lo + width - 1;
    for (let r = 0; r < width; r++) table[r] = (table[r] ?? 0) + count * (kernel[offset - r] ?? 0);
  }
  return { at: (r) => table[r - lo] ?? 1 };
}

/** The highest rating whose expected seed is still at least `rank` (the published binary search). */
export function searchRating(seedAt: (rating: number) => number, rank: number): number {
  let left: number = RATING_BOUNDS.min;
  let right: number = RATING_BOUNDS.max;
  while (right - left > 1) {
    const mid = Math.trunc((left + right) / 2);
    if (seedAt(mid) < rank) right = mid;
    else left = mid;
  }
  return left;
}

function ratingForSeed(seeds: SeedTable, rank: number): number {
  return searchRating(seeds.at, rank);
}
