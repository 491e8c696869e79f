// The queue wait the judge workers measured themselves (codecourt_judge_queue_wait_seconds: queued -> taken,
// a job's first attempt), scraped from every worker's /metrics and read as Prometheus's histogram_quantile
// reads it: buckets summed over the workers, the quantile interpolated inside its bucket.

const METRIC = 'codecourt_judge_queue_wait_seconds_bucket';

/** Cumulative counts by upper bound (seconds; Infinity for +Inf) of one kind's buckets in one exposition. */
export function waitBuckets(exposition: string, kind: string): Map<number, number> {
  const buckets = new Map<number, number>();
  for (const line of exposition.split('\n')) {
    if (!line.startsWith(`${METRIC}{`) || !line.includes(`kind="${kind}"`)) continue;
    const le = /le="([^"]+)"/.exec(line)?.[1];
    const value = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (le === undefined) continue;
    buckets.set(le === '+Inf' ? Infinity : Number(le), value);
  }
  return buckets;
}

/** The q-quantile in seconds of summed cumulative buckets, as histogram_quantile computes it; null when empty. */
export function histogramQuantile(q: number, buckets: ReadonlyMap<number, number>): number | null {
  const bounds = [...buckets.keys()].sort((a, b) => a - b);
  const total = buckets.get(Infinity) ?? 0;
  if (total === 0) return null;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const bound of bounds) {
    const count = buckets.get(bound) ?? 0;
    if (count >= rank) {
      // Past the last finite bound the answer is that bound: a histogram says nothing more.
      if (bound === Infinity) return lower;
      return lower + ((bound - lower) * (rank - below)) / Math.max(1, count - below);
    }
    lower = bound;
    below = count;
  }
  return lower;
}

/** Every worker's submit-job wait buckets, summed; the jobs counted; the p50 and p95 in milliseconds. */
export async function queueWait(metricsUrls: readonly string[]) {
  const summed = new Map<number, number>();
  for (const url of metricsUrls) {
    const text = await (await fetch(url)).text();
    for (const [bound, count] of waitBuckets(text, 'submit'))
      summed.set(bound, (summed.get(bound) ?? 0) + count);
  }
  const ms = (seconds: number | null) => (seconds === null ? null : seconds * 1000);
  return {
    jobs: summed.get(Infinity) ?? 0,
    p50Ms: ms(histogramQuantile(0.5, summed)),
    p95Ms: ms(histogramQuantile(0.95, summed)),
  };
}
