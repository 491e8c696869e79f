// `pnpm bench integrity`: the integrity report of a finished 300-participant contest (issue #23 item 3:
// ready in ≤ 60 s), from the stored submissions to the stored pairs, on the PostgreSQL server when
// DATABASE_URL or TEST_DATABASE_URL names one (else PGlite). Baseline in the same run: dolos-core's own
// exhaustive way (FingerprintIndex.allPairs, every pair measured) over the same programs, no database.
import { performance } from 'node:perf_hooks';
import {
  contestParticipations,
  contestProblems,
  contestSubmissions,
  contests,
  integrityPairs,
  integrityReports,
  submissions,
} from '../apps/api/src/db/schema/index.js';
import { programGroupsOf } from '../apps/api/src/modules/integrity/integrity-sources.js';
import { runReport } from '../apps/api/src/modules/integrity/run-report.js';
import { naiveSimilarKeys } from '../apps/api/src/modules/integrity/naive-compare-group.js';
import { seededRandom } from '../apps/api/src/modules/ratings/random-field.js';
import { judgedHistory } from '../apps/api/src/testing/judged-history.js';
import { createTestDatabase } from '../apps/api/src/testing/test-database.js';
import { emit, say } from './lib/figures.js';
import { plantedCopy, randomProgram } from './lib/random-programs.js';

export type IntegrityBenchOptions = { participants: number; problems: number; planted: number };

const LABELS = 'ABCDEFGH';

export async function benchIntegrity({
  participants,
  problems,
  planted,
}: IntegrityBenchOptions): Promise<void> {
  const database = await createTestDatabase();
  const { db } = database;
  try {
    const random = seededRandom(2023);
    const history = judgedHistory(db);
    say(
      `integrity: seeding ${participants} participants × ${problems} problems (${planted} planted copies each)`,
    );
    const problemIds = await Promise.all(Array.from({ length: problems }, () => history.problem()));
    const userIds: string[] = [];
    for (let i = 0; i < participants; i++) userIds.push(await history.user(`P${String(i)}`));
    const [contest] = await db
      .insert(contests)
      .values({
        slug: `integrity-bench-${String(Date.now())}`,
        title: 'Integrity bench',
        format: 'icpc',
        startAt: new Date(Date.now() - 3 * 3_600_000),
        endAt: new Date(Date.now() - 3_600_000),
        penaltyMinutes: 20,
      })
      .returning();
    if (!contest) throw new Error('no contest');
    await db.insert(contestProblems).values(
      problemIds.map((problemId, i) => ({
        contestId: contest.id,
        label: LABELS[i] ?? `P${String(i)}`,
        problemId,
        position: i,
        points: 1,
      })),
    );
    const participations = await db
      .insert(contestParticipations)
      .values(
        userIds.map((userId) => ({
          contestId: contest.id,
          userId,
          startAt: contest.startAt,
          endAt: contest.endAt,
        })),
      )
      .returning({ id: contestParticipations.id, userId: contestParticipations.userId });
    const copies = new Set<string>();
    for (const [p, problemId] of problemIds.entries()) {
      const codes = userIds.map(() => randomProgram(random));
      // The last `planted` participants hand in a renamed, reordered copy of the first ones' programs.
      for (let k = 0; k < planted; k++) {
        const from = k;
        const to = participants - 1 - k;
        codes[to] = plantedCopy(random, codes[from] ?? '');
        copies.add(`${String(p)}:${[userIds[from], userIds[to]].sort().join(':')}`);
      }
      const rows = await db
        .insert(submissions)
        .values(
          userIds.map((userId, i) => ({
            userId,
            problemId,
            problemTitle: `Problem ${String(p)}`,
            language: 'python' as const,
            code: codes[i] ?? '',
            status: 'done' as const,
            verdict: random() < 0.6 ? ('Accepted' as const) : ('Wrong Answer' as const),
            totalTestCases: 10,
          })),
        )
        .returning({ id: submissions.id, userId: submissions.userId });
      await db.insert(contestSubmissions).values(
        rows.map((r) => ({
          submissionId: r.id,
          contestId: contest.id,
          participationId: participations.find((x) => x.userId === r.userId)?.id ?? '',
          label: LABELS[p] ?? `P${String(p)}`,
        })),
      );
    }

    say('integrity: the report, from the stored submissions to the stored pairs');
    const [report] = await db.insert(integrityReports).values({ contestId: contest.id }).returning();
    if (!report) throw new Error('no report');
    const started = performance.now();
    await runReport(db, report.id, { contestId: contest.id });
    const reportMs = performance.now() - started;
    const found = await db.select().from(integrityPairs);
    const bySubmission = new Map(
      (
        await db
          .select({ id: submissions.id, userId: submissions.userId, problemId: submissions.problemId })
          .from(submissions)
      ).map((s) => [s.id, s]),
    );
    const foundCopies = found.filter((pair) => {
      const left = bySubmission.get(pair.leftSubmissionId);
      const right = bySubmission.get(pair.rightSubmissionId ?? '');
      const p = problemIds.indexOf(left?.problemId ?? '');
      return copies.has(`${String(p)}:${[left?.userId, right?.userId].sort().join(':')}`);
    }).length;

    say('integrity: the baseline, every pair measured (dolos-core allPairs)');
    const groups = await programGroupsOf(db, { contestId: contest.id });
    const baselineStarted = performance.now();
    for (const group of groups) naiveSimilarKeys(group.language, group.programs);
    const baselineMs = performance.now() - baselineStarted;

    emit({
      name: 'integrity_report_ms',
      value: reportMs,
      unit: 'ms',
      baseline: baselineMs,
      target: '<= 60000 ms for a 300-participant contest',
      note: `${participants} participants × ${problems} problems (${participants * problems} programs); baseline: allPairs comparison only, no database`,
    });
    emit({
      name: 'integrity_planted_found',
      value: foundCopies,
      unit: 'pairs',
      baseline: copies.size,
      target: 'every planted copy (baseline: how many were planted)',
      note: `${found.length} pairs listed in all`,
    });
  } finally {
    await database.dispose();
  }
}
