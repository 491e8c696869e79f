import { and, asc, count, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Difficulty, PublicUser, TeamOnBoard } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { notifyStatement } from '../../db/change-feed.js';
import {
  contestClarifications,
  contestParticipations,
  contestProblems,
  contestSubmissions,
  contests,
  problems,
  submissions,
  teamMembers,
  teams,
  users,
} from '../../db/schema/index.js';
import type { ClarificationRow, ContestRow, ParticipationRow } from '../../db/schema/index.js';
import type { Queryable } from '../../db/transaction.js';
import { participationNamed, participationOfUser } from '../../db/participation-of-user.js';
import { inRegisteredTeam, lockTeam } from '../../db/team-membership.js';
import { PROBLEM_CHANGES_CHANNEL } from '../problems/problem-changes.js';
import { recordHeldMeasures } from '../practice/standing-histogram.js';
import { recomputeStats } from '../stats/recompute-stats.js';
import { CONTEST_CHANGES_CHANNEL, encodeChange } from '../contest-scores/contest-changes.js';
import type { ContestChange } from '../contest-scores/contest-changes.js';
import { rescoreCell, rescoreContest } from '../contest-scores/score-cache.js';

/** Optional: what the table defaults (an unrated individual contest without medals). */
type Defaulted = 'rated' | 'teamSize' | 'goldMedals' | 'silverMedals' | 'bronzeMedals' | 'categories';
export type ContestValues = Omit<
  ContestRow,
  'id' | 'createdAt' | 'updatedAt' | 'unfrozenAt' | 'revealStep' | 'ratingsFinalisedAt' | Defaulted
> &
  Partial<Pick<ContestRow, Defaulted>>;
/** A new participation's own times (windowOnRegister) and category. */
export type RegistrationValues = Pick<ParticipationRow, 'startAt' | 'endAt' | 'category'>;
export type ContestProblemValues = { label: string; problemId: string; points: number; public: boolean };
export type ContestProblemView = ContestProblemValues & { title: string; difficulty: Difficulty };
export type ContestWithCounts = ContestRow & { problemCount: number; participants: number };
export type ClarificationView = ClarificationRow & { user: PublicUser | null };
/** A participation with the team it is, in a team contest. */
export type ParticipationView = ParticipationRow & { team: TeamOnBoard | null };
/** Why a team registration was refused; otherwise the participation. */
export type TeamRegistration =
  | { refused: 'notMember' | 'tooLarge' | 'memberElsewhere' }
  | { refused?: undefined; participation: ParticipationRow };

const teamOnBoard = {
  _id: teams.id,
  name: teams.name,
  affiliation: teams.affiliation,
  country: teams.country,
};

const publicUser = { _id: users.id, firstName: users.firstName, lastName: users.lastName };

/** Virtual runs (modules/virtual-runs) are participations too, but never on this module's side. */
const isLive = eq(contestParticipations.kind, 'live');

const notify = (db: Queryable, change: ContestChange) =>
  db.execute(notifyStatement(CONTEST_CHANGES_CHANNEL, encodeChange(change)));

/** Contests, their problem sets, participations and clarifications. Writes notify every API instance. */
export function createContestRepository(db: Database) {
  const problemCount = sql<number>`(select count(*)::int from contest_problems p where p.contest_id = contests.id)`;
  const participantCount = sql<number>`(select count(*)::int from contest_participations p where p.contest_id = contests.id and p.kind = 'live')`;

  const liveParticipation = async (contestId: string, whose: SQL): Promise<ParticipationView | undefined> => {
    const [row] = await db
      .select({ participation: contestParticipations, team: teamOnBoard })
      .from(contestParticipations)
      .leftJoin(teams, eq(teams.id, contestParticipations.teamId))
      .where(and(eq(contestParticipations.contestId, contestId), whose, isLive))
      .limit(1);
    return row && { ...row.participation, team: row.team };
  };

  const writeProblems = async (tx: Queryable, contestId: string, set: ContestProblemValues[]) => {
    await tx.delete(contestProblems).where(eq(contestProblems.contestId, contestId));
    await tx.insert(contestProblems).values(set.map((p, position) => ({ ...p, contestId, position })));
    // Which problems are secret changed: every instance's problem documents are rebuilt.
    await tx.execute(notifyStatement(PROBLEM_CHANGES_CHANNEL));
  };

  return {
    async findByIdOrSlug(ref: string): Promise<ContestRow | undefined> {
      const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
      const [row] = await db
        .select()
        .from(contests)
        .where(isId ? eq(contests.id, ref) : eq(contests.slug, ref))
        .limit(1);
      return row;
    },

    /** Every contest with its counts, the latest start first. */
    async listWithCounts(): Promise<ContestWithCounts[]> {
      const rows = await db
        .select({ contest: contests, problemCount, participants: participantCount })
        .from(contests)
        .orderBy(sql`${contests.startAt} desc`, asc(contests.id));
      return rows.map((r) => ({ ...r.contest, problemCount: r.problemCount, participants: r.participants }));
    },

    async countsOf(contestId: string): Promise<{ problemCount: number; participants: number }> {
      const [problemsRow] = await db
        .select({ n: count() })
        .from(contestProblems)
        .where(eq(contestProblems.contestId, contestId));
      const [people] = await db
        .select({ n: count() })
        .from(contestParticipations)
        .where(and(eq(contestParticipations.contestId, contestId), isLive));
      return { problemCount: problemsRow?.n ?? 0, participants: people?.n ?? 0 };
    },

    async participationsOf(userId: string): Promise<ParticipationRow[]> {
      return db
        .select()
        .from(contestParticipations)
        .where(and(participationOfUser(userId), isLive));
    },

    problemsOf(contestId: string): Promise<ContestProblemView[]> {
      return db
        .select({
          label: contestProblems.label,
          problemId: contestProblems.problemId,
          points: contestProblems.points,
          public: contestProblems.public,
          title: problems.title,
          difficulty: problems.difficulty,
        })
        .from(contestProblems)
        .innerJoin(problems, eq(problems.id, contestProblems.problemId))
        .where(eq(contestProblems.contestId, contestId))
        .orderBy(asc(contestProblems.position));
    },

    async existingProblemIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: problems.id }).from(problems).where(inArray(problems.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    insert(values: ContestValues, set: ContestProblemValues[]): Promise<ContestRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(contests).values(values).returning();
        if (!row) throw new Error('insert returned no contest');
        await writeProblems(tx, row.id, set);
        await notify(tx, { kind: 'contest', contestId: row.id });
        return row;
      });
    },

    /**
     * Rewrites the contest (with the times of its live participants when it has no personal windows) and
     * its problem set, then re-scores it (its rules may have changed).
     */
    update(id: string, values: ContestValues, set: ContestProblemValues[]): Promise<ContestRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(contests)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(contests.id, id))
          .returning();
        if (!row) return undefined;
        // Registering for a contest without personal windows copies its times: a contest the admin moves
        // (a delayed start, an extended end) moves its registered participants with it.
        if (values.windowMinutes === null)
          await tx
            .update(contestParticipations)
            .set({ startAt: values.startAt, endAt: values.endAt })
            .where(and(eq(contestParticipations.contestId, id), isLive));
        await writeProblems(tx, id, set);
        await tx
          .delete(contestSubmissions)
          .where(
            and(
              eq(contestSubmissions.contestId, id),
              sql`${contestSubmissions.label} not in (select label from contest_problems where contest_id = ${id})`,
            ),
          );
        await rescoreContest(tx, id);
        await notify(tx, { kind: 'contest', contestId: id });
        return row;
      });
    },

    remove(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx.delete(contests).where(eq(contests.id, id)).returning({ id: contests.id });
        if (removed.length === 0) return false;
        await tx.execute(notifyStatement(PROBLEM_CHANGES_CHANNEL));
        await notify(tx, { kind: 'contest', contestId: id });
        return true;
      });
    },

    /**
     * Lifts the freeze (the reveal's last step says how many cells it revealed): the public cells become the jury's, and the stats of everyone who submitted
     * during the freeze, and the accepted-measures histogram, are recounted with the verdicts held back.
     */
    unfreeze(contest: ContestRow, at: Date, revealStep?: number): Promise<void> {
      return db.transaction(async (tx) => {
        await tx
          .update(contests)
          .set({ unfrozenAt: at, ...(revealStep === undefined ? {} : { revealStep }) })
          .where(eq(contests.id, contest.id));
        await rescoreContest(tx, contest.id);
        if (contest.freezeAt) {
          const held = await tx
            .selectDistinct({ userId: submissions.userId })
            .from(contestSubmissions)
            .innerJoin(submissions, eq(submissions.id, contestSubmissions.submissionId))
            .where(
              and(eq(contestSubmissions.contestId, contest.id), gte(submissions.createdAt, contest.freezeAt)),
            );
          for (const { userId } of held) await recomputeStats(tx, userId);
          await recordHeldMeasures(tx, contest.id, contest.freezeAt);
        }
        await notify(tx, { kind: 'contest', contestId: contest.id });
      });
    },

    /** How many hidden cells the reveal of the frozen board shows (issue #36); every board hears of it. */
    setRevealStep(contestId: string, step: number): Promise<void> {
      return db.transaction(async (tx) => {
        await tx.update(contests).set({ revealStep: step }).where(eq(contests.id, contestId));
        await notify(tx, { kind: 'contest', contestId });
      });
    },

    /** The categories some live participation of the contest is registered in. */
    async categoriesInUse(contestId: string): Promise<Set<string>> {
      const rows = await db
        .selectDistinct({ category: contestParticipations.category })
        .from(contestParticipations)
        .where(and(eq(contestParticipations.contestId, contestId), isLive));
      return new Set(rows.flatMap((row) => (row.category === null ? [] : [row.category])));
    },

    /** The user's own live participation (their team's, in a team contest), with its team. */
    participation(contestId: string, userId: string): Promise<ParticipationView | undefined> {
      return liveParticipation(contestId, participationOfUser(userId));
    },

    /** The live registration an organiser names: a user's, or a team's by the team's id (participationNamed). */
    namedParticipation(contestId: string, participantId: string): Promise<ParticipationView | undefined> {
      return liveParticipation(contestId, participationNamed(participantId));
    },

    /** Registers once (a repeat changes nothing); the new row appears on every instance's board. */
    register(contestId: string, userId: string, values: RegistrationValues): Promise<ParticipationRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contestParticipations)
          .values({ contestId, userId, ...values })
          .onConflictDoNothing()
          .returning();
        if (row) {
          await notify(tx, { kind: 'cells', contestId, participationId: row.id });
          return row;
        }
        const [known] = await tx
          .select()
          .from(contestParticipations)
          .where(
            and(
              eq(contestParticipations.contestId, contestId),
              eq(contestParticipations.userId, userId),
              isLive,
            ),
          );
        if (!known) throw new Error('registration vanished');
        return known;
      });
    },

    /**
     * Registers a team for a team contest once (a repeat by any member changes nothing), under the team's
     * lock so no one joins meanwhile: only a member may, the team must fit the contest's size, and none of
     * its members may be in another team registered for it.
     */
    registerTeam(
      contest: Pick<ContestRow, 'id' | 'teamSize'>,
      teamId: string,
      userId: string,
      values: RegistrationValues,
    ): Promise<TeamRegistration> {
      return db.transaction(async (tx) => {
        if (!(await lockTeam(tx, teamId))) return { refused: 'notMember' };
        const members = await tx
          .select({ userId: teamMembers.userId })
          .from(teamMembers)
          .where(eq(teamMembers.teamId, teamId));
        if (!members.some((m) => m.userId === userId)) return { refused: 'notMember' };
        if (members.length > contest.teamSize) return { refused: 'tooLarge' };
        const elsewhere = await inRegisteredTeam(tx, {
          contestIds: [contest.id],
          userIds: members.map((m) => m.userId),
          exceptTeamId: teamId,
        });
        if (elsewhere) return { refused: 'memberElsewhere' };
        const [row] = await tx
          .insert(contestParticipations)
          .values({ contestId: contest.id, userId, teamId, ...values })
          .onConflictDoNothing()
          .returning();
        if (row) {
          await notify(tx, { kind: 'cells', contestId: contest.id, participationId: row.id });
          return { participation: row };
        }
        const [known] = await tx
          .select()
          .from(contestParticipations)
          .where(
            and(
              eq(contestParticipations.contestId, contest.id),
              eq(contestParticipations.teamId, teamId),
              isLive,
            ),
          );
        if (!known) throw new Error('registration vanished');
        return { participation: known };
      });
    },

    unregister(participation: ParticipationRow): Promise<void> {
      return db.transaction(async (tx) => {
        await tx.delete(contestParticipations).where(eq(contestParticipations.id, participation.id));
        await notify(tx, { kind: 'contest', contestId: participation.contestId });
      });
    },

    /**
     * An organiser's removal (issue #36): the registration goes with its score cells and contest links, the
     * submissions stay as practice ones. A `cells` change without cells makes every instance's board read
     * the row, find it gone and drop it, as a disqualification does.
     */
    removeParticipation(participation: ParticipationRow): Promise<void> {
      return db.transaction(async (tx) => {
        await tx.delete(contestParticipations).where(eq(contestParticipations.id, participation.id));
        const { contestId, id: participationId } = participation;
        await notify(tx, { kind: 'cells', contestId, participationId });
      });
    },

    /** Moves a registration to another category; every instance's board reads the row again. */
    setCategory(participation: ParticipationRow, category: string): Promise<void> {
      return db.transaction(async (tx) => {
        await tx
          .update(contestParticipations)
          .set({ category })
          .where(eq(contestParticipations.id, participation.id));
        const { contestId, id: participationId } = participation;
        await notify(tx, { kind: 'cells', contestId, participationId });
      });
    },

    /** Opens a windowed participant's window once; undefined when it was already open. */
    async startWindow(
      participationId: string,
      startAt: Date,
      endAt: Date,
    ): Promise<ParticipationRow | undefined> {
      const [row] = await db
        .update(contestParticipations)
        .set({ startAt, endAt })
        .where(and(eq(contestParticipations.id, participationId), isNull(contestParticipations.startAt)))
        .returning();
      return row;
    },

    /** Links a stored (pending) submission to its contest cell before it is judged: the try shows at once. */
    linkSubmission(link: {
      submissionId: string;
      contestId: string;
      participationId: string;
      label: string;
    }) {
      return db.transaction(async (tx) => {
        await tx.insert(contestSubmissions).values(link).onConflictDoNothing();
        await rescoreCell(tx, link.participationId, link.label);
      });
    },

    async insertClarification(values: {
      contestId: string;
      kind: 'clarification' | 'announcement';
      userId: string | null;
      label: string | null;
      text: string;
      broadcast: boolean;
    }): Promise<ClarificationRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(contestClarifications).values(values).returning();
        if (!row) throw new Error('insert returned no clarification');
        await notify(tx, { kind: 'clarification', contestId: row.contestId, clarificationId: row.id });
        return row;
      });
    },

    async answerClarification(
      contestId: string,
      id: string,
      answer: { text: string; broadcast: boolean },
      at: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(contestClarifications)
          .set({ answer: answer.text, broadcast: answer.broadcast, answeredAt: at })
          .where(
            and(
              eq(contestClarifications.id, id),
              eq(contestClarifications.contestId, contestId),
              eq(contestClarifications.kind, 'clarification'),
            ),
          )
          .returning({ id: contestClarifications.id });
        if (updated.length === 0) return false;
        await notify(tx, { kind: 'clarification', contestId, clarificationId: id });
        return true;
      });
    },

    async findClarification(id: string): Promise<ClarificationView | undefined> {
      const [row] = await db
        .select({ clarification: contestClarifications, user: publicUser })
        .from(contestClarifications)
        .leftJoin(users, eq(users.id, contestClarifications.userId))
        .where(eq(contestClarifications.id, id))
        .limit(1);
      return row ? { ...row.clarification, user: row.user } : undefined;
    },

    /** All of a contest's (viewer null: an admin), or the viewer's own and the broadcast ones; oldest first. */
    async clarificationsOf(contestId: string, viewerId: string | null): Promise<ClarificationView[]> {
      // In a team contest a member reads the questions of everyone now in their team.
      const askedByUs = (viewer: string) =>
        sql`${contestClarifications.userId} in (select ${teamMembers.userId} from ${teamMembers} where ${teamMembers.teamId} in (select ${contestParticipations.teamId} from ${contestParticipations} where ${contestParticipations.contestId} = ${contestId} and ${isLive} and ${participationOfUser(viewer)}))`;
      const readable =
        viewerId === null
          ? eq(contestClarifications.contestId, contestId)
          : and(
              eq(contestClarifications.contestId, contestId),
              or(
                eq(contestClarifications.broadcast, true),
                eq(contestClarifications.userId, viewerId),
                askedByUs(viewerId),
              ),
            );
      const rows = await db
        .select({ clarification: contestClarifications, user: publicUser })
        .from(contestClarifications)
        .leftJoin(users, eq(users.id, contestClarifications.userId))
        .where(readable)
        .orderBy(asc(contestClarifications.createdAt), asc(contestClarifications.id));
      return rows.map((r) => ({ ...r.clarification, user: r.user }));
    },
  };
}

export type ContestRepository = ReturnType<typeof createContestRepository>;
