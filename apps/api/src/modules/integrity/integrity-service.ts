import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { CONTEST_MESSAGES, INTEGRITY_MESSAGES as M } from '@codecourt/contracts';
import type {
  DisqualifyRequest,
  DisqualifyResponse,
  IntegrityPairDetail,
  IntegrityReport,
  IntegrityReportList,
  IntegrityReportResponse,
  MyDisqualificationResponse,
} from '@codecourt/contracts';
import { notifyStatement } from '../../db/change-feed.js';
import type { Database } from '../../db/client.js';
import { participationNamed, participationOfUser } from '../../db/participation-of-user.js';
import {
  contestParticipations,
  contests,
  integrityPairs,
  integrityReports,
  problems,
  referenceSolutions,
  submissions,
} from '../../db/schema/index.js';
import { appError, catalogueError, fieldError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import { CONTEST_CHANGES_CHANNEL, encodeChange } from '../contest-scores/contest-changes.js';
import type { ContestChange } from '../contest-scores/contest-changes.js';
import { finaliseRatings } from '../ratings/finalise-ratings.js';
import { createRatingRepository } from '../ratings/rating-repository.js';
import { sidesOf, toPair, toReport } from './integrity-json.js';
import type { ReportSource } from './integrity-sources.js';
import { runReport } from './run-report.js';

const contestError = catalogueError(CONTEST_MESSAGES);
const integrityError = catalogueError(M);

export type IntegrityServiceDeps = {
  db: Database;
  logger: Logger;
  now: () => Date;
  /** This instance's boards apply a disqualification before the answer (the notification does it elsewhere). */
  caughtUp?: ((change: ContestChange) => Promise<void>) | undefined;
};

const contestNotFound = () => contestError('contestNotFound', 404);
const pairNotFound = () => integrityError('pairNotFound', 404);

/** The integrity report's use cases (issue #23 item 3): every one is an admin's, except reading one's own verdict. */
export function createIntegrityService({ db, logger, now, caughtUp }: IntegrityServiceDeps) {
  const findContest = async (id: string) => {
    const [contest] = await db.select().from(contests).where(eq(contests.id, id)).limit(1);
    if (!contest) throw contestNotFound();
    return contest;
  };

  /** Stores a running report and computes it in the background; the caller answers at once. */
  const start = async (source: ReportSource): Promise<{ report: IntegrityReport; done: Promise<void> }> => {
    const [row] = await db
      .insert(integrityReports)
      .values('contestId' in source ? { contestId: source.contestId } : { problemId: source.problemId })
      .returning();
    if (!row) throw new Error('the report row was not stored');
    const done = runReport(db, row.id, source).catch((error: unknown) => {
      logger.error({ err: toLoggableError(error), reportId: row.id }, 'integrity report failed');
    });
    return { report: toReport(row), done };
  };

  const pairRow = async (id: string) => {
    const [row] = await db.select().from(integrityPairs).where(eq(integrityPairs.id, id)).limit(1);
    if (!row) throw pairNotFound();
    return row;
  };

  return {
    start,

    async startForContest(contestId: string) {
      const contest = await findContest(contestId);
      if (contest.endAt > now()) throw fieldError(M.notEnded);
      return start({ contestId });
    },

    async startForProblem(problemId: string) {
      const [problem] = await db.select({ id: problems.id }).from(problems).where(eq(problems.id, problemId));
      if (!problem) throw appError('problemNotFound', 404);
      return start({ problemId });
    },

    async list(query: {
      contestId?: string | undefined;
      problemId?: string | undefined;
    }): Promise<IntegrityReportList> {
      const rows = await db
        .select()
        .from(integrityReports)
        .where(
          and(
            query.contestId ? eq(integrityReports.contestId, query.contestId) : undefined,
            query.problemId ? eq(integrityReports.problemId, query.problemId) : undefined,
          ),
        )
        .orderBy(desc(integrityReports.createdAt))
        .limit(100);
      return { reports: rows.map(toReport) };
    },

    async report(id: string): Promise<IntegrityReportResponse> {
      const [row] = await db.select().from(integrityReports).where(eq(integrityReports.id, id)).limit(1);
      if (!row) throw integrityError('reportNotFound', 404);
      const pairs = await db
        .select()
        .from(integrityPairs)
        .where(eq(integrityPairs.reportId, id))
        .orderBy(desc(integrityPairs.similarity));
      const sides = await sidesOf(db, pairs);
      return { report: toReport(row), pairs: pairs.map((p) => toPair(p, sides)) };
    },

    async pair(id: string): Promise<IntegrityPairDetail> {
      const row = await pairRow(id);
      const codeOf = async (submissionId: string) =>
        (
          await db
            .select({ code: submissions.code })
            .from(submissions)
            .where(eq(submissions.id, submissionId))
        )[0]?.code ?? '';
      const rightCode = row.rightSubmissionId
        ? await codeOf(row.rightSubmissionId)
        : ((
            await db
              .select({ code: referenceSolutions.code })
              .from(referenceSolutions)
              .where(eq(referenceSolutions.id, row.rightReferenceId ?? ''))
          )[0]?.code ?? '');
      const sides = await sidesOf(db, [row]);
      return {
        pair: toPair(row, sides),
        leftCode: await codeOf(row.leftSubmissionId),
        rightCode,
        fragments: row.fragments,
      };
    },

    async dismiss(id: string, adminId: string) {
      await pairRow(id);
      const [row] = await db
        .update(integrityPairs)
        .set({ dismissedAt: now(), dismissedBy: adminId })
        .where(eq(integrityPairs.id, id))
        .returning();
      if (!row) throw pairNotFound();
      return toPair(row, await sidesOf(db, [row]));
    },

    /**
     * Takes a participant off the board and out of the ratings, with the reason they will read. A finalised
     * rated contest is re-rated with every later one (modules/ratings), in one transaction.
     */
    async disqualify(contestId: string, { userId, reason }: DisqualifyRequest): Promise<DisqualifyResponse> {
      const contest = await findContest(contestId);
      const at = now();
      const participationId = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(contestParticipations)
          .set({ disqualifiedAt: at, disqualificationReason: reason })
          // A member of a team stands for the team (issue #36): the whole team leaves the board.
          .where(
            and(
              eq(contestParticipations.contestId, contestId),
              eq(contestParticipations.kind, 'live'),
              participationNamed(userId),
            ),
          )
          .returning({ id: contestParticipations.id });
        if (!row) throw integrityError('notParticipant', 404);
        const change: ContestChange = { kind: 'cells', contestId, participationId: row.id };
        await tx.execute(notifyStatement(CONTEST_CHANGES_CHANNEL, encodeChange(change)));
        return row.id;
      });
      await caughtUp?.({ kind: 'cells', contestId, participationId });
      let contestsRerated = 0;
      if (contest.rated && contest.ratingsFinalisedAt !== null)
        contestsRerated = (await finaliseRatings(db, createRatingRepository(db), contestId, at))
          .contestsRated;
      return { userId, reason, disqualifiedAt: at.toISOString(), contestsRerated };
    },

    async myDisqualification(contestId: string, userId: string): Promise<MyDisqualificationResponse> {
      await findContest(contestId);
      const [row] = await db
        .select({
          at: contestParticipations.disqualifiedAt,
          reason: contestParticipations.disqualificationReason,
        })
        .from(contestParticipations)
        .where(
          and(
            eq(contestParticipations.contestId, contestId),
            eq(contestParticipations.kind, 'live'),
            participationOfUser(userId),
          ),
        )
        .limit(1);
      return {
        disqualification: row?.at ? { reason: row.reason ?? '', disqualifiedAt: row.at.toISOString() } : null,
      };
    },

    /** Finished contests without any report yet, ended before `endedBefore` (the background job's work). */
    async dueContests(endedBefore: Date): Promise<string[]> {
      const rows = await db
        .select({ id: contests.id })
        .from(contests)
        .leftJoin(integrityReports, eq(integrityReports.contestId, contests.id))
        .where(and(isNull(integrityReports.id), lt(contests.endAt, endedBefore)));
      return rows.map((r) => r.id);
    },

    /**
     * Claims a due contest's first report under its row lock, so two instances never both run it; answers
     * undefined when another instance holds or already made it.
     */
    async claimContest(contestId: string): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: contests.id })
          .from(contests)
          .where(eq(contests.id, contestId))
          .for('update', { skipLocked: true });
        if (!locked) return undefined;
        const [held] = await tx
          .select({ id: integrityReports.id })
          .from(integrityReports)
          .where(eq(integrityReports.contestId, contestId))
          .limit(1);
        if (held) return undefined;
        const [row] = await tx.insert(integrityReports).values({ contestId }).returning();
        return row?.id;
      });
    },
  };
}

export type IntegrityService = ReturnType<typeof createIntegrityService>;
