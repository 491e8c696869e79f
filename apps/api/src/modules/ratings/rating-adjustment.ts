/**
 * The two corrections of the Codeforces method after every raw change is known (Mirzayanov 2015):
 * 1. everyone gets `trunc(-(sum of changes)/n) - 1`, so the field's total does not inflate;
 * 2. the best-rated `min(n, 4·round(√n))` get their mean change pulled towards zero, at most 10 down, so
 *    the top of the ladder does not drift up. `raw[i]` is the change of the participant rated `ratings[i]`.
 */
export function adjustDeltas(ratings: readonly number[], raw: readonly number[]): number[] {
  const n = raw.length;
  if (n === 0) return [];
  const sum = raw.reduce((a, b) => a + b, 0);
  const first = Math.trunc(-sum / n) - 1;
  const deltas = raw.map((d) => d + first);

  const topCount = Math.min(n, 4 * Math.round(Math.sqrt(n)));
  const top = deltas
    .map((delta, i) => ({ delta, rating: ratings[i] ?? 0 }))
    .sort((a, b) => b.rating - a.rating)
    .slice(0, topCount);
  const topSum = top.reduce((total, t) => total + t.delta, 0);
  const second = Math.min(Math.max(Math.trunc(-topSum / topCount), -10), 0);
  return deltas.map((d) => d + second);
}
