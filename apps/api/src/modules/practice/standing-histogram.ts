import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { STANDING_BARS_MAX } from '@codecourt/contracts';
import type { LanguageId, StandingMetric, Verdict } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { acceptedHistograms, contestSubmissions, submissions } from '../../db/schema/index.js';
import type { Transaction } from '../../db/transaction.js';

type Metric = 'runtime' | 'memory';
type Bucket = { value: number; count: number };

/** The stored submission whose verdict was just written (in the same transaction). */
export type MeasuredSubmission = {
  problemId: string;
  language: LanguageId;
  verdict: Verdict | null;
  runtimeMs: number | null;
  memoryKb: number | null;
};

/** Counts an accepted submission's runtime and memory, inside the transaction that stores its verdict. */
export async function recordAcceptedMeasures(tx: Transaction, row: MeasuredSubmission): Promise<void> {
  if (row.verdict !== 'Accepted') return;
  const measures: [Metric, number | null][] = [
    ['runtime', row.runtimeMs],
    ['memory', row.memoryKb],
  ];
  for (const [metric, value] of measures) {
    if (value === null) continue;
    await tx
      .insert(acceptedHistograms)
      .values({ problemId: row.problemId, language: row.language, metric, value, count: 1 })
      .onConflictDoUpdate({
        target: [
          acceptedHistograms.problemId,
          acceptedHistograms.language,
          acceptedHistograms.metric,
          acceptedHistograms.value,
        ],
        set: { count: sql`${acceptedHistograms.count} + 1` },
      });
  }
}

/**
 * At a contest's unfreeze: counts the Accepteds submitted during the freeze, which the verdicts left out
 * (a frozen solve must not move anyone's standing while the board hides it).
 */
export async function recordHeldMeasures(tx: Transaction, contestId: string, freezeAt: Date): Promise<void> {
  const held = await tx
    .select({
      problemId: submissions.problemId,
      language: submissions.language,
      verdict: submissions.verdict,
      runtimeMs: submissions.runtimeMs,
      memoryKb: submissions.memoryKb,
    })
    .from(contestSubmissions)
    .innerJoin(submissions, eq(submissions.id, contestSubmissions.submissionId))
    .where(
      and(
        eq(contestSubmissions.contestId, contestId),
        gte(submissions.createdAt, freezeAt),
        eq(submissions.verdict, 'Accepted'),
      ),
    );
  for (const row of held) await recordAcceptedMeasures(tx, row);
}

/** The histogram's rows for a problem, language and measure: one per distinct value, never a submission scan. */
export function histogramOf(db: Database, problemId: string, language: LanguageId, metric: Metric) {
  return db
    .select({ value: acceptedHistograms.value, count: acceptedHistograms.count })
    .from(acceptedHistograms)
    .where(
      and(
        eq(acceptedHistograms.problemId, problemId),
        eq(acceptedHistograms.language, language),
        eq(acceptedHistograms.metric, metric),
      ),
    )
    .orderBy(asc(acceptedHistograms.value));
}

/**
 * Where `value` stands among the buckets: the share with a larger value (whole percent, rounded down) and at
 * most STANDING_BARS_MAX bars of equal width, the one holding `value` marked.
 */
export function standingOf(buckets: readonly Bucket[], value: number): StandingMetric {
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  const larger = buckets
    .filter((bucket) => bucket.value > value)
    .reduce((sum, bucket) => sum + bucket.count, 0);
  const betterThanPercent = total === 0 ? 0 : Math.floor((larger * 100) / total);
  const values = [...buckets.map((bucket) => bucket.value), value];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const width = Math.max(1, Math.ceil((max - min + 1) / STANDING_BARS_MAX));
  const barCount = Math.ceil((max - min + 1) / width);
  const bars = Array.from({ length: barCount }, (_, i) => {
    const from = min + i * width;
    const to = from + width - 1;
    return { from, to, count: 0, mine: value >= from && value <= to };
  });
  for (const bucket of buckets) {
    const bar = bars[Math.floor((bucket.value - min) / width)];
    if (bar) bar.count += bucket.count;
  }
  return { value, total, betterThanPercent, bars };
}
