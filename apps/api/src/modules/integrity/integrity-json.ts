import { inArray } from 'drizzle-orm';
import type { IntegrityPair, IntegrityReport } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { submissions, users } from '../../db/schema/index.js';
import type { IntegrityPairRow, IntegrityReportRow } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';

export function toReport(row: IntegrityReportRow): IntegrityReport {
  return {
    _id: row.id,
    contestId: row.contestId,
    problemId: row.problemId,
    status: row.status,
    programs: row.programs,
    pairs: row.pairs,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

type SideRow = {
  id: string;
  verdict: string | null;
  user: { _id: string; firstName: string; lastName: string | null };
};

/** The submissions behind some pairs, with their authors, by id. */
export async function sidesOf(db: Database, rows: IntegrityPairRow[]): Promise<Map<string, SideRow>> {
  const ids = [
    ...new Set(
      rows.flatMap((r) => [r.leftSubmissionId, ...(r.rightSubmissionId ? [r.rightSubmissionId] : [])]),
    ),
  ];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({
      id: submissions.id,
      verdict: submissions.verdict,
      user: { _id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(inArray(submissions.id, ids));
  return new Map(found.map((s) => [s.id, s]));
}

const sideJson = (side: SideRow | undefined, submissionId: string | null) => ({
  submissionId,
  referenceSolution: submissionId === null,
  user: side?.user ?? null,
  verdict: side?.verdict ?? (submissionId === null ? 'Accepted' : null),
});

export function toPair(row: IntegrityPairRow, sides: Map<string, SideRow>): IntegrityPair {
  return {
    _id: row.id,
    reportId: row.reportId,
    problemId: row.problemId,
    problemTitle: row.problemTitle,
    language: row.language,
    similarity: row.similarity,
    longest: row.longest,
    left: sideJson(sides.get(row.leftSubmissionId), row.leftSubmissionId),
    right: sideJson(
      row.rightSubmissionId ? sides.get(row.rightSubmissionId) : undefined,
      row.rightSubmissionId,
    ),
    dismissedAt: row.dismissedAt?.toISOString() ?? null,
  };
}
