import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Rejudge, RejudgePreview } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { contestSubmissions, rejudgeResults, rejudges, submissions, users } from '../../db/schema/index.js';
import type { RejudgeResultRow, RejudgeRow } from '../../db/schema/index.js';
import { boardChanges } from './board-change.js';
import type { BoardChange } from './board-change.js';

const changedOf = (results: Pick<RejudgeResultRow, 'before' | 'after'>[]) =>
  results.filter((r) => r.after !== null && r.after !== r.before).length;

export function toRejudge(row: RejudgeRow, results: Pick<RejudgeResultRow, 'before' | 'after'>[]): Rejudge {
  return {
    _id: row.id,
    contestId: row.contestId,
    label: row.label,
    status: row.status,
    total: row.total,
    judged: results.filter((r) => r.after !== null).length,
    changed: changedOf(results),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The rejudges' tables: what was judged again, and the verdicts before and after. */
export function createRejudgeRepository(db: Database) {
  return {
    /** The judged contest submissions to one problem, oldest first: what a rejudge judges again. */
    judgedSubmissions(contestId: string, label: string) {
      return db
        .select({ submission: submissions, participationId: contestSubmissions.participationId })
        .from(contestSubmissions)
        .innerJoin(submissions, eq(submissions.id, contestSubmissions.submissionId))
        .where(
          and(
            eq(contestSubmissions.contestId, contestId),
            eq(contestSubmissions.label, label),
            eq(submissions.status, 'done'),
          ),
        )
        .orderBy(asc(submissions.createdAt));
    },

    async open(contestId: string, label: string): Promise<RejudgeRow | undefined> {
      const [row] = await db
        .select()
        .from(rejudges)
        .where(
          and(
            eq(rejudges.contestId, contestId),
            eq(rejudges.label, label),
            inArray(rejudges.status, ['judging', 'ready']),
          ),
        )
        .limit(1);
      return row;
    },

    async find(id: string): Promise<RejudgeRow | undefined> {
      const [row] = await db.select().from(rejudges).where(eq(rejudges.id, id)).limit(1);
      return row;
    },

    resultsOf(rejudgeId: string) {
      return db.select().from(rejudgeResults).where(eq(rejudgeResults.rejudgeId, rejudgeId));
    },

    async list(contestId: string): Promise<Rejudge[]> {
      const rows = await db
        .select()
        .from(rejudges)
        .where(eq(rejudges.contestId, contestId))
        .orderBy(desc(rejudges.createdAt))
        .limit(100);
      const results =
        rows.length === 0
          ? []
          : await db
              .select({
                rejudgeId: rejudgeResults.rejudgeId,
                before: rejudgeResults.before,
                after: rejudgeResults.after,
              })
              .from(rejudgeResults)
              .where(
                inArray(
                  rejudgeResults.rejudgeId,
                  rows.map((r) => r.id),
                ),
              );
      return rows.map((row) =>
        toRejudge(
          row,
          results.filter((r) => r.rejudgeId === row.id),
        ),
      );
    },

    async preview(row: RejudgeRow): Promise<RejudgePreview> {
      const results = await db
        .select({
          submissionId: rejudgeResults.submissionId,
          participationId: rejudgeResults.participationId,
          judgement: rejudgeResults.judgement,
          before: rejudgeResults.before,
          after: rejudgeResults.after,
          user: { _id: users.id, firstName: users.firstName, lastName: users.lastName },
          createdAt: submissions.createdAt,
        })
        .from(rejudgeResults)
        .innerJoin(submissions, eq(submissions.id, rejudgeResults.submissionId))
        .innerJoin(users, eq(users.id, submissions.userId))
        .where(eq(rejudgeResults.rejudgeId, row.id))
        .orderBy(asc(submissions.createdAt));
      const changed = results.filter((r) => r.after !== null && r.after !== r.before);
      // Only a rejudge waiting for a decision has a board change to show: once applied, the board is the after.
      const boards =
        row.status === 'ready' ? await boardChanges(db, row.label, changed) : new Map<string, BoardChange>();
      return {
        rejudge: toRejudge(row, results),
        results: results.map((r) => ({
          submissionId: r.submissionId,
          user: r.user,
          submittedAt: r.createdAt.toISOString(),
          before: r.before,
          after: r.after,
          changed: r.after !== null && r.after !== r.before,
          board: boards.get(r.participationId) ?? null,
        })),
      };
    },
  };
}

export type RejudgeRepository = ReturnType<typeof createRejudgeRepository>;
