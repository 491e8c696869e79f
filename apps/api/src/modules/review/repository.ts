import { and, asc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import { REVIEW_UPCOMING_MAX } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { problems, reviewCards, reviewLogs, submissions } from '../../db/schema/index.js';
import type { ReviewCardRow } from '../../db/schema/index.js';
import { summaryColumns } from '../problems/repository.js';
import type { ProblemSummaryRow } from '../problems/repository.js';
import type { AttemptSubmit } from './grading.js';
import type { CardFields } from './scheduler.js';

export type CardWithProblem = { card: ReviewCardRow; problem: ProblemSummaryRow };

/** Review cards and logs, keyed by the user's id on every read and write: nobody reaches another's cards. */
export function createReviewRepository(db: Database) {
  const cardsWhere = (where: ReturnType<typeof and>, limit?: number) => {
    const query = db
      .select({ card: reviewCards, problem: summaryColumns })
      .from(reviewCards)
      .innerJoin(problems, eq(problems.id, reviewCards.problemId))
      .where(where)
      .orderBy(asc(reviewCards.due), asc(problems.number));
    return limit === undefined ? query : query.limit(limit);
  };

  return {
    async card(userId: string, problemId: string): Promise<CardWithProblem | undefined> {
      const [row] = await cardsWhere(
        and(eq(reviewCards.userId, userId), eq(reviewCards.problemId, problemId)),
      );
      return row;
    },

    /** Of `problemIds`, those the user has no card for yet. */
    async withoutCard(userId: string, problemIds: string[]): Promise<string[]> {
      if (problemIds.length === 0) return [];
      const rows = await db
        .select({ problemId: reviewCards.problemId })
        .from(reviewCards)
        .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.problemId, problemIds)));
      const carded = new Set(rows.map((r) => r.problemId));
      return problemIds.filter((id) => !carded.has(id));
    },

    due(userId: string, now: Date): Promise<CardWithProblem[]> {
      return cardsWhere(and(eq(reviewCards.userId, userId), lte(reviewCards.due, now)));
    },

    upcoming(userId: string, now: Date): Promise<CardWithProblem[]> {
      return cardsWhere(and(eq(reviewCards.userId, userId), gt(reviewCards.due, now)), REVIEW_UPCOMING_MAX);
    },

    /** The user's judged submits on the problem made after `after` (all when undefined), oldest first. */
    async submits(userId: string, problemId: string, after: Date | undefined): Promise<AttemptSubmit[]> {
      const rows = await db
        .select({ verdict: submissions.verdict, at: submissions.createdAt })
        .from(submissions)
        .where(
          and(
            eq(submissions.userId, userId),
            eq(submissions.problemId, problemId),
            isNotNull(submissions.verdict),
            after ? gt(submissions.createdAt, after) : undefined,
          ),
        )
        .orderBy(asc(submissions.createdAt));
      return rows.flatMap((r) => (r.verdict ? [{ verdict: r.verdict, at: r.at }] : []));
    },

    /** Stores the card as graded and logs the grading, together. */
    async save(userId: string, problemId: string, fields: CardFields): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(reviewCards)
          .values({ userId, problemId, ...fields })
          .onConflictDoUpdate({ target: [reviewCards.userId, reviewCards.problemId], set: fields });
        await tx.insert(reviewLogs).values({
          userId,
          problemId,
          rating: fields.lastRating,
          reviewedAt: fields.lastReview,
          nextDue: fields.due,
        });
      });
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
