// The reads the Contest API needs beyond the contests module's repository (which it uses as it is): a
// contest's problems with their limits and test counts, its participants in registration order, its
// submissions with their judging, and the jury's score cells.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  contestParticipations,
  contestProblems,
  contestScores,
  contestSubmissions,
  problems,
  submissions,
  teams,
  users,
} from '../../db/schema/index.js';
import { membersOfTeams } from '../../db/team-membership.js';
import type { StoredCell } from '../../db/schema/index.js';
import type { ContestProblemRow, ContestSubmissionRow, ParticipantRow } from './ccs-objects.js';

/** A participant with the user who registered and, in a team contest, the team's members now. */
export type ParticipantWithUser = ParticipantRow & { userId: string; memberIds: readonly string[] };
export type CcsPersonRow = { id: string; firstName: string; lastName: string | null; email: string };
export type JuryCell = { participationId: string; label: string; jury: StoredCell };

export function createCcsRepository(db: Database) {
  const testCount = sql<number>`(select count(*)::int from test_cases t where t.problem_id = ${problems.id})`;
  return {
    problemsOf(contestId: string): Promise<ContestProblemRow[]> {
      return db
        .select({
          problemId: contestProblems.problemId,
          label: contestProblems.label,
          title: problems.title,
          points: contestProblems.points,
          timeLimitMs: problems.timeLimitMs,
          testCount,
        })
        .from(contestProblems)
        .innerJoin(problems, eq(problems.id, contestProblems.problemId))
        .where(eq(contestProblems.contestId, contestId))
        .orderBy(asc(contestProblems.position));
    },

    async participantsOf(contestId: string): Promise<ParticipantWithUser[]> {
      const rows = await db
        .select({
          participationId: contestParticipations.id,
          userId: contestParticipations.userId,
          firstName: users.firstName,
          lastName: users.lastName,
          startAt: contestParticipations.startAt,
          category: contestParticipations.category,
          teamId: contestParticipations.teamId,
          team: { name: teams.name, affiliation: teams.affiliation, country: teams.country },
        })
        .from(contestParticipations)
        .innerJoin(users, eq(users.id, contestParticipations.userId))
        .leftJoin(teams, eq(teams.id, contestParticipations.teamId))
        // Virtual runs (issue #23) are no team of the contest.
        .where(and(eq(contestParticipations.contestId, contestId), eq(contestParticipations.kind, 'live')))
        .orderBy(asc(contestParticipations.registeredAt), asc(contestParticipations.id));
      const members = await membersOfTeams(
        db,
        rows.flatMap((row) => (row.teamId ? [row.teamId] : [])),
      );
      return rows.map(({ teamId, ...row }) => ({
        ...row,
        memberIds: teamId ? (members.get(teamId) ?? []) : [row.userId],
      }));
    },

    /** These users' names and the address they sign in with (the Contest API's persons and accounts). */
    peopleOf(userIds: readonly string[]): Promise<CcsPersonRow[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.emailId })
        .from(users)
        .where(inArray(users.id, [...userIds]))
        .orderBy(asc(users.id));
    },

    /** Oldest first: the event feed appends them in this order. */
    submissionsOf(contestId: string): Promise<ContestSubmissionRow[]> {
      return db
        .select({
          id: submissions.id,
          participationId: contestSubmissions.participationId,
          problemId: submissions.problemId,
          language: submissions.language,
          status: submissions.status,
          verdict: submissions.verdict,
          tests: submissions.tests,
          runtimeMs: submissions.runtimeMs,
          score: submissions.score,
          createdAt: submissions.createdAt,
          judgedAt: submissions.judgedAt,
        })
        .from(contestSubmissions)
        .innerJoin(submissions, eq(submissions.id, contestSubmissions.submissionId))
        .where(eq(contestSubmissions.contestId, contestId))
        .orderBy(asc(submissions.createdAt), asc(submissions.id));
    },

    juryCellsOf(contestId: string): Promise<JuryCell[]> {
      return db
        .select({
          participationId: contestScores.participationId,
          label: contestScores.label,
          jury: contestScores.jury,
        })
        .from(contestScores)
        .where(eq(contestScores.contestId, contestId));
    },
  };
}

export type CcsRepository = ReturnType<typeof createCcsRepository>;
