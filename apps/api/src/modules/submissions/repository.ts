import { and, asc, count, desc, eq, lt, ne } from 'drizzle-orm';
import type { JudgeFault, Judgement } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { submissions, testCases } from '../../db/schema/index.js';
import type { NewSubmissionRow, SubmissionRow } from '../../db/schema/index.js';
import { problemSnapshot } from './problem-snapshot.js';
import type { VerdictEffects } from './verdict-effects.js';

export type NewSubmission = Pick<
  NewSubmissionRow,
  'userId' | 'problemId' | 'language' | 'code' | 'totalTestCases' | 'idempotencyKey'
>;

/** A judgement as stored: with the judge's fault behind an Internal Error, for admins (judge-fault.ts). */
export type StoredJudgement = Judgement & { judgeFault?: JudgeFault | null };

/** The submission columns a judgement fills (a rejudge applies the same ones: modules/rejudges). */
export function judgementColumns(judgement: StoredJudgement) {
  return {
    verdict: judgement.verdict,
    tests: judgement.tests,
    testCasesPassed: judgement.testCasesPassed,
    totalTestCases: judgement.totalTestCases,
    runtimeMs: judgement.runtime,
    memoryKb: judgement.memory,
    compileOutput: judgement.compileOutput,
    error: judgement.error,
    score: judgement.score ?? null,
    scoreGroups: judgement.groups ?? null,
    judgeFault: judgement.judgeFault ?? null,
  } satisfies Partial<NewSubmissionRow>;
}

export function createSubmissionRepository(db: Database) {
  return {
    /**
     * Stores a pending submission; `created` is false when the user already submitted with the same
     * idempotency key, and the row is that first submission.
     */
    async insertPending(submission: NewSubmission): Promise<{ row: SubmissionRow; created: boolean }> {
      const [row] = await db
        .insert(submissions)
        .values({ ...submission, ...problemSnapshot(submission.problemId), status: 'pending' })
        .onConflictDoNothing({ target: [submissions.userId, submissions.idempotencyKey] })
        .returning();
      if (row) return { row, created: true };
      const [first] = submission.idempotencyKey
        ? await db
            .select()
            .from(submissions)
            .where(
              and(
                eq(submissions.userId, submission.userId),
                eq(submissions.idempotencyKey, submission.idempotencyKey),
              ),
            )
            .limit(1)
        : [];
      if (!first) throw new Error('insert returned no row');
      return { row: first, created: false };
    },

    async findById(id: string): Promise<SubmissionRow | undefined> {
      const [row] = await db.select().from(submissions).where(eq(submissions.id, id)).limit(1);
      return row;
    },

    /** How many sample tests the problem has: a submit judges them first, as its visible tests. */
    async sampleCountOf(problemId: string): Promise<number> {
      const [row] = await db
        .select({ samples: count() })
        .from(testCases)
        .where(and(eq(testCases.problemId, problemId), eq(testCases.kind, 'sample')));
      return row?.samples ?? 0;
    },

    /** A user's own submission; someone else's is as absent as a missing one. */
    async findOwn(id: string, userId: string): Promise<SubmissionRow | undefined> {
      const [row] = await db
        .select()
        .from(submissions)
        .where(and(eq(submissions.id, id), eq(submissions.userId, userId)))
        .limit(1);
      return row;
    },

    history(userId: string, problemId: string): Promise<SubmissionRow[]> {
      return db
        .select()
        .from(submissions)
        .where(and(eq(submissions.userId, userId), eq(submissions.problemId, problemId)))
        .orderBy(desc(submissions.createdAt), desc(submissions.id));
    },

    /**
     * Deletes a submission that never reached the judge (its contest link goes with it); false when the
     * judge has it already (it is judging or judged), which then stays.
     */
    async discardPending(id: string): Promise<boolean> {
      const rows = await db
        .delete(submissions)
        .where(and(eq(submissions.id, id), eq(submissions.status, 'pending')))
        .returning({ id: submissions.id });
      return rows.length > 0;
    },

    /** Only a pending submission becomes judging: a late 'started' never undoes a stored verdict. */
    async markJudging(id: string): Promise<void> {
      await db
        .update(submissions)
        .set({ status: 'judging' })
        .where(and(eq(submissions.id, id), eq(submissions.status, 'pending')));
    },

    /**
     * Stores the judgement once (the row becomes done); repeats (every API instance hears the same event)
     * change nothing. The user's stats are updated in the same transaction, so they never miss or double one.
     */
    /** Stores a submission's first verdict and runs its effects (verdict-effects.ts) in the same transaction. */
    storeJudgement(
      id: string,
      judgement: StoredJudgement,
      effects: VerdictEffects,
      judgedAt = new Date(),
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [stored] = await tx
          .update(submissions)
          .set({ ...judgementColumns(judgement), status: 'done', judgedAt })
          .where(and(eq(submissions.id, id), ne(submissions.status, 'done')))
          .returning();
        if (!stored) return false;
        await effects(tx, stored);
        return true;
      });
    },

    /** Submissions without a verdict, oldest first; `createdBefore` leaves out ones whose submit may still be enqueuing. */
    unfinished(createdBefore?: Date): Promise<SubmissionRow[]> {
      const open = ne(submissions.status, 'done');
      return db
        .select()
        .from(submissions)
        .where(createdBefore ? and(open, lt(submissions.createdAt, createdBefore)) : open)
        .orderBy(asc(submissions.createdAt));
    },
  };
}

export type SubmissionRepository = ReturnType<typeof createSubmissionRepository>;
