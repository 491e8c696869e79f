import type { RatingHistoryPoint } from '@codecourt/contracts';

export type ChartPoint = { x: number; y: number; point: RatingHistoryPoint };
export type ChartBox = { width: number; height: number; padding: number };

/**
 * Where each contest's point sits in the chart: evenly spaced by contest (one per contest, oldest on the
 * left), the rating on a vertical scale from the lowest to the highest rating held, with some margin.
 */
export function chartPoints(history: readonly RatingHistoryPoint[], box: ChartBox) {
  const ratings = history.flatMap((p) => [p.oldRating, p.newRating]);
  const low = Math.min(...ratings) - 50;
  const high = Math.max(...ratings) + 50;
  const innerW = box.width - 2 * box.padding;
  const innerH = box.height - 2 * box.padding;
  const xOf = (i: number) =>
    box.padding + (history.length === 1 ? innerW / 2 : (i / (history.length - 1)) * innerW);
  const yOf = (rating: number) => box.padding + ((high - rating) / (high - low)) * innerH;
  const points: ChartPoint[] = history.map((point, i) => ({ x: xOf(i), y: yOf(point.newRating), point }));
  return { points, low, high, yOf };
}
