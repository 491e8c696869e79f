// Teams' rows: the team, its members (with their names), and the two changes that must hold together
// under the team's row lock (a join against the size cap, a departure with its captain hand-over).
// Plain objects out; the rules are in the service.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { TeamRole } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { contestParticipations, contests, teamMembers, teams, users } from '../../db/schema/index.js';
import type { TeamRow } from '../../db/schema/index.js';
import { inRegisteredTeam, lockTeam } from '../../db/team-membership.js';

export type MemberRow = {
  teamId: string;
  userId: string;
  firstName: string;
  lastName: string | null;
  role: TeamRole;
};

export type NewTeam = {
  name: string;
  affiliation: string | null;
  country: string | null;
  inviteCode: string;
  captainId: string;
};

export type JoinOutcome = 'joined' | 'gone' | 'member' | 'full' | 'registeredTooLarge' | 'registeredTwice';
export type RemoveOutcome = 'removed' | 'notMember';

export function createTeamRepository(db: Database) {
  return {
    /** The new team with its captain, or undefined when the name is taken (in any case). */
    async create(input: NewTeam): Promise<TeamRow | undefined> {
      const { captainId, ...team } = input;
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(teams).values(team).returning();
          if (!row) throw new Error('the team insert returned no row');
          await tx.insert(teamMembers).values({ teamId: row.id, userId: captainId, role: 'captain' });
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async find(id: string): Promise<TeamRow | undefined> {
      const [row] = await db.select().from(teams).where(eq(teams.id, id));
      return row;
    },

    /** The teams' members: captain first ('captain' sorts before 'member' in the enum), then as they came. */
    async membersOf(ids: readonly string[]): Promise<MemberRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          teamId: teamMembers.teamId,
          userId: teamMembers.userId,
          firstName: users.firstName,
          lastName: users.lastName,
          role: teamMembers.role,
        })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(inArray(teamMembers.teamId, [...ids]))
        .orderBy(asc(teamMembers.role), asc(teamMembers.joinedAt), asc(teamMembers.userId));
    },

    async roleOf(teamId: string, userId: string): Promise<TeamRole | undefined> {
      const [row] = await db
        .select({ role: teamMembers.role })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
      return row?.role;
    },

    /** The user's teams, oldest first. */
    async teamsOf(userId: string): Promise<TeamRow[]> {
      const rows = await db
        .select({ team: teams })
        .from(teams)
        .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
        .where(eq(teamMembers.userId, userId))
        .orderBy(asc(teams.createdAt), asc(teams.id));
      return rows.map((row) => row.team);
    },

    /** Adds the user as a member unless the team already holds `max` (counted under the team's lock). */
    join(teamId: string, userId: string, max: number): Promise<JoinOutcome> {
      return db.transaction(async (tx) => {
        if (!(await lockTeam(tx, teamId))) return 'gone';
        const members = await tx
          .select({ userId: teamMembers.userId })
          .from(teamMembers)
          .where(eq(teamMembers.teamId, teamId));
        if (members.some((member) => member.userId === userId)) return 'member';
        if (members.length >= max) return 'full';
        // A registration for a contest not over yet holds (issue #36): the team stays within its size, and
        // nobody ends up in two teams registered for it.
        const registered = await tx
          .select({ contestId: contests.id, teamSize: contests.teamSize })
          .from(contestParticipations)
          .innerJoin(contests, eq(contests.id, contestParticipations.contestId))
          .where(
            and(
              eq(contestParticipations.teamId, teamId),
              eq(contestParticipations.kind, 'live'),
              sql`${contests.endAt} > now()`,
            ),
          );
        if (registered.some((contest) => members.length + 1 > contest.teamSize)) return 'registeredTooLarge';
        const twice = await inRegisteredTeam(tx, {
          contestIds: registered.map((contest) => contest.contestId),
          userIds: [userId],
        });
        if (twice) return 'registeredTwice';
        await tx.insert(teamMembers).values({ teamId, userId, role: 'member' });
        return 'joined';
      });
    },

    /**
     * Takes the user out of the team under its lock: the last one out deletes the team (unless it ever
     * registered for a contest), and a captain
     * leaving hands the captaincy to the longest-standing member left.
     */
    remove(teamId: string, userId: string): Promise<RemoveOutcome> {
      return db.transaction(async (tx) => {
        if (!(await lockTeam(tx, teamId))) return 'notMember';
        const [gone] = await tx
          .delete(teamMembers)
          .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
          .returning({ role: teamMembers.role });
        if (!gone) return 'notMember';
        const [left] = await tx
          .select({ n: count() })
          .from(teamMembers)
          .where(eq(teamMembers.teamId, teamId));
        const [registeredOnce] = await tx
          .select({ id: contestParticipations.id })
          .from(contestParticipations)
          .where(eq(contestParticipations.teamId, teamId))
          .limit(1);
        // A team that took part in a contest stays, even empty: its board rows and tries are its own.
        if ((!left || left.n === 0) && !registeredOnce) {
          await tx.delete(teams).where(eq(teams.id, teamId));
        } else if (gone.role === 'captain') {
          const [next] = await tx
            .select({ userId: teamMembers.userId })
            .from(teamMembers)
            .where(eq(teamMembers.teamId, teamId))
            .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.userId))
            .limit(1);
          if (next)
            await tx
              .update(teamMembers)
              .set({ role: 'captain' })
              .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, next.userId)));
        }
        return 'removed';
      });
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
