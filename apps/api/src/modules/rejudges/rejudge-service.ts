import { and, eq, inArray } from 'drizzle-orm';
import { CONTEST_MESSAGES, REJUDGE_MESSAGES as M } from '@codecourt/contracts';
import type { Rejudge, RejudgeApplyResponse, RejudgePreview } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { contestProblems, contests, rejudgeResults, rejudges, submissions } from '../../db/schema/index.js';
import type { SubmissionRow } from '../../db/schema/index.js';
import { AppError, catalogueError, fieldError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import { rescoreCell } from '../contest-scores/score-cache.js';
import type { ContestChange } from '../contest-scores/contest-changes.js';
import type { JudgeGateway } from '../judge-gateway/judge-gateway.js';
import { buildJudgeRequest, harnessFor } from '../problems/judge-request.js';
import type { ProblemRepository } from '../problems/repository.js';
import { finaliseRatings } from '../ratings/finalise-ratings.js';
import { createRatingRepository } from '../ratings/rating-repository.js';
import { internalErrorJudgement, judgementFromResult } from '../submissions/judgement-from-result.js';
import { judgementColumns } from '../submissions/repository.js';
import { createRejudgeRepository, toRejudge } from './rejudge-repository.js';

const contestError = catalogueError(CONTEST_MESSAGES);

export type RejudgeServiceDeps = {
  db: Database;
  /** Every problem, secret ones included (a contest's problems are often secret). */
  problems: ProblemRepository;
  gateway: JudgeGateway;
  logger: Logger;
  now: () => Date;
  /** This instance's boards apply the re-scored cells before the answer. */
  caughtUp?: ((change: ContestChange) => Promise<void>) | undefined;
};

/** How many of a rejudge's submissions wait in the judge queue at once (the lane is the lowest anyway). */
const REJUDGE_PARALLEL = 4;

const notFound = () => new AppError('rejudgeNotFound', M.notFound, 404);

/** Rejudging with a preview (issue #23 item 5), DOMjudge's way: judge aside, show, then apply or cancel. */
export function createRejudgeService(deps: RejudgeServiceDeps) {
  const { db, gateway, logger, now } = deps;
  const rejudgeRows = createRejudgeRepository(db);

  const findContest = async (id: string) => {
    const [contest] = await db.select().from(contests).where(eq(contests.id, id)).limit(1);
    if (!contest) throw contestError('contestNotFound', 404);
    return contest;
  };

  /** Judges every submission again in the rejudge lane and keeps each new judgement beside the old verdict. */
  const judgeAgain = async (
    rejudgeId: string,
    problemId: string,
    judgeAll: boolean,
    rows: SubmissionRow[],
  ) => {
    const target = await deps.problems.findForJudging(problemId);
    const queue = [...rows];
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        let judgement;
        if (!target) judgement = internalErrorJudgement(row.totalTestCases);
        else {
          const program = { language: row.language, code: row.code };
          const request = buildJudgeRequest(
            target.problem,
            target.tests,
            program,
            judgeAll ? 'all' : 'stop-on-first-failure',
            harnessFor(target.templates, row.language),
          );
          try {
            judgement = judgementFromResult(
              request,
              await gateway.run(request, { owner: row.userId, priority: 'rejudge' }),
            );
          } catch (error) {
            logger.warn({ err: toLoggableError(error), submissionId: row.id }, 'a rejudge run failed');
            judgement = internalErrorJudgement(target.tests.length);
          }
        }
        await db
          .update(rejudgeResults)
          .set({ after: judgement.verdict, judgement })
          .where(and(eq(rejudgeResults.rejudgeId, rejudgeId), eq(rejudgeResults.submissionId, row.id)));
      }
    };
    await Promise.all(Array.from({ length: REJUDGE_PARALLEL }, worker));
    await db
      .update(rejudges)
      .set({ status: 'ready' })
      .where(and(eq(rejudges.id, rejudgeId), eq(rejudges.status, 'judging')));
  };

  const decided = async (id: string) => {
    const row = await rejudgeRows.find(id);
    if (!row) throw notFound();
    return row;
  };

  return {
    /** Starts a rejudge of one contest problem; `done` settles when every submission was judged again. */
    async start(
      contestId: string,
      label: string,
      adminId: string,
    ): Promise<{ rejudge: Rejudge; done: Promise<void> }> {
      const contest = await findContest(contestId);
      const [problem] = await db
        .select()
        .from(contestProblems)
        .where(and(eq(contestProblems.contestId, contestId), eq(contestProblems.label, label)));
      if (!problem) throw fieldError(M.problemNotInContest);
      if (await rejudgeRows.open(contestId, label)) throw new AppError('conflict', M.openRejudge, 409);
      const judged = await rejudgeRows.judgedSubmissions(contestId, label);
      if (judged.length === 0) throw fieldError(M.nothingToRejudge);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(rejudges)
          .values({
            contestId,
            label,
            problemId: problem.problemId,
            createdBy: adminId,
            total: judged.length,
          })
          .returning();
        if (!created) throw new Error('the rejudge row was not stored');
        await tx.insert(rejudgeResults).values(
          judged.map((j) => ({
            rejudgeId: created.id,
            submissionId: j.submission.id,
            participationId: j.participationId,
            before: j.submission.verdict,
          })),
        );
        return created;
      });
      const done = judgeAgain(
        row.id,
        problem.problemId,
        contest.format === 'ioi',
        judged.map((j) => j.submission),
      ).catch((error: unknown) => {
        logger.error({ err: toLoggableError(error), rejudgeId: row.id }, 'a rejudge stopped');
      });
      return { rejudge: toRejudge(row, []), done };
    },

    list: async (contestId: string) => {
      await findContest(contestId);
      return { rejudges: await rejudgeRows.list(contestId) };
    },

    preview: async (id: string): Promise<RejudgePreview> => rejudgeRows.preview(await decided(id)),

    /**
     * Stores every new judgement on its submission, re-scores the touched board cells in the same
     * transaction, then re-rates a finalised rated contest (and every later one).
     */
    async apply(id: string): Promise<RejudgeApplyResponse> {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(rejudges).where(eq(rejudges.id, id)).for('update');
        if (!row) throw notFound();
        if (row.status === 'judging') throw new AppError('conflict', M.notReady, 409);
        if (row.status !== 'ready') throw new AppError('conflict', M.alreadyDecided, 409);
        const results = await tx.select().from(rejudgeResults).where(eq(rejudgeResults.rejudgeId, id));
        let applied = 0;
        for (const r of results) {
          if (!r.judgement) continue;
          await tx
            .update(submissions)
            .set(judgementColumns(r.judgement))
            .where(eq(submissions.id, r.submissionId));
          if (r.after !== r.before) applied++;
        }
        const participations = [...new Set(results.map((r) => r.participationId))];
        for (const participationId of participations) await rescoreCell(tx, participationId, row.label);
        const [done] = await tx
          .update(rejudges)
          .set({ status: 'applied', decidedAt: now() })
          .where(eq(rejudges.id, id))
          .returning();
        return { row: done ?? row, results, applied, participations };
      });
      for (const participationId of outcome.participations)
        await deps.caughtUp?.({ kind: 'cells', contestId: outcome.row.contestId, participationId });
      const contest = await findContest(outcome.row.contestId);
      let contestsRerated = 0;
      if (contest.rated && contest.ratingsFinalisedAt !== null)
        contestsRerated = (await finaliseRatings(db, createRatingRepository(db), contest.id, now()))
          .contestsRated;
      return { rejudge: toRejudge(outcome.row, outcome.results), applied: outcome.applied, contestsRerated };
    },

    /** Drops the new judgements: the submissions keep their verdicts. */
    async cancel(id: string): Promise<Rejudge> {
      const [row] = await db
        .update(rejudges)
        .set({ status: 'cancelled', decidedAt: now() })
        .where(and(eq(rejudges.id, id), inArray(rejudges.status, ['judging', 'ready'])))
        .returning();
      if (!row) {
        await decided(id);
        throw new AppError('conflict', M.alreadyDecided, 409);
      }
      return toRejudge(row, await rejudgeRows.resultsOf(id));
    },
  };
}

export type RejudgeService = ReturnType<typeof createRejudgeService>;
