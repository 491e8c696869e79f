import { describe, expect, it } from 'vitest';
import { RATING_BOUNDS, type RatingEntry } from '@codecourt/contracts';
import { naiveRateContest } from '../naive-rate-contest.js';
import { rateContest, type RatingResult } from '../rate-contest.js';
import { adjustDeltas } from '../rating-adjustment.js';
import { placesForMethod } from '../standings-to-ranks.js';
import { randomField, seededRandom } from '../random-field.js';

const entry = (userId: string, rating: number, rank: number): RatingEntry => ({ userId, rating, rank });
const byUser = (results: RatingResult[]) => {
  const map = new Map(results.map((r) => [r.userId, r]));
  return (userId: string): RatingResult => {
    const found = map.get(userId);
    if (!found) throw new Error(`no result for ${userId}`);
    return found;
  };
};

describe('rateContest: hand-computed cases', () => {
  it('when two newcomers at 1500 meet, then the winner gains 65 and the loser drops 67', () => {
    // Seeds: 1 + P(other beats me) = 1 + 1/2 = 1.5 each.
    // Winner: mid rank √(1·1.5) = 1.2247; 1 + 2/(1+10^((R-1500)/400)) = 1.2247 at R = 1859.05 → 1859;
    //   raw (1859 - 1500)/2 = 179. Loser: √(2·1.5) = 1.7321 at R = 1595.45 → 1595; raw 95/2 = 47.
    // First correction: trunc(-(179 + 47)/2) - 1 = -114 → +65, -67. Top 2 sum -2: second correction 0.
    const results = byUser(rateContest([entry('a', 1500, 1), entry('b', 1500, 2)]));
    expect(results('a')).toEqual({ userId: 'a', oldRating: 1500, newRating: 1565, delta: 65 });
    expect(results('b')).toEqual({ userId: 'b', oldRating: 1500, newRating: 1433, delta: -67 });
  });

  it('when two newcomers tie, then both share place 2 and both lose the correction only', () => {
    // Seeds 1.5 each, rank 2: mid rank √3 → R 1595, raw 47 each; first correction -47 - 1 = -48 → -1.
    // Top 2 sum -2: trunc(2/2) = 1, clamped to 0.
    const ranked = placesForMethod([
      { userId: 'a', place: 1, rating: 1500 },
      { userId: 'b', place: 1, rating: 1500 },
    ]);
    expect(ranked.map((r) => r.rank)).toEqual([2, 2]);
    const results = rateContest(ranked.map((r) => entry(r.userId, r.rating, r.rank)));
    expect(results.map((r) => r.delta)).toEqual([-1, -1]);
  });

  it('when the corrections run, then the top of the field is pulled down by at most 10', () => {
    // Four participants: first correction trunc(-(100+0+0+0)/4) - 1 = -26; the top min(4, 4·2) = 4
    // sum to 100 - 104 = -4 → trunc(4/4) = 1 → clamped to 0.
    expect(adjustDeltas([2000, 1900, 1800, 1700], [100, 0, 0, 0])).toEqual([74, -26, -26, -26]);
    // All gained 400: first correction -401 → -1 each; the top sum -4 → +1 → clamped to 0.
    expect(adjustDeltas([1, 2, 3, 4], [400, 400, 400, 400])).toEqual([-1, -1, -1, -1]);
  });

  it('when a single participant is rated, then nothing changes', () => {
    expect(rateContest([entry('a', 1700, 1)])).toEqual([
      { userId: 'a', oldRating: 1700, newRating: 1700, delta: 0 },
    ]);
  });
});

describe('rateContest: invariants on random contests', () => {
  const contests = Array.from({ length: 300 }, (_, seed) => {
    const random = seededRandom(seed + 1);
    return randomField(random, 2 + Math.floor(random() * 120));
  });

  it('when an established field is rated, then the mean change stays within the corrections (-12..0]', () => {
    // The first correction leaves a mean in (-2, 0]; the second moves everyone by at most 10 more.
    for (const field of contests) {
      const sum = rateContest(field).reduce((total, r) => total + r.delta, 0);
      expect(sum / field.length).toBeGreaterThan(-12);
      expect(sum / field.length).toBeLessThanOrEqual(0);
    }
  });

  it('when someone wins outright, then the winner never loses rating', () => {
    for (const field of contests) {
      const winners = field.filter((e) => e.rank === 1);
      const results = byUser(rateContest(field));
      for (const w of winners) expect(results(w.userId).delta).toBeGreaterThanOrEqual(0);
    }
  });

  it('when two participants had the same rating, then the better placed never ends lower', () => {
    for (const field of contests) {
      const results = byUser(rateContest(field));
      for (const a of field)
        for (const b of field)
          if (a.rating === b.rating && a.rank < b.rank)
            expect(results(a.userId).newRating).toBeGreaterThanOrEqual(results(b.userId).newRating);
    }
  });

  it('when the tabulated method and the published O(n²) one rate the same contest, then they agree', () => {
    let differing = 0;
    let compared = 0;
    for (const field of contests) {
      const fast = byUser(rateContest(field));
      for (const slow of naiveRateContest(field)) {
        const diff = Math.abs(fast(slow.userId).newRating - slow.newRating);
        // Summation order differs, so a seed sitting exactly on a search boundary may round the other way.
        expect(diff).toBeLessThanOrEqual(1);
        if (diff !== 0) differing++;
        compared++;
      }
    }
    expect(differing / compared).toBeLessThan(0.001);
  });

  it('when ratings sit at the bounds, then new ratings stay inside them', () => {
    const field = [entry('a', RATING_BOUNDS.max, 2), entry('b', RATING_BOUNDS.min, 1), entry('c', 1500, 3)];
    for (const r of rateContest(field)) {
      expect(r.newRating).toBeGreaterThanOrEqual(RATING_BOUNDS.min);
      expect(r.newRating).toBeLessThanOrEqual(RATING_BOUNDS.max);
    }
  });
});
