// Team membership as contests read it (issue #36): who is in each team now, and whether someone is already
// in a team registered for a contest. Shared by the contest registration, the teams' joins, the boards and
// the ratings, so the rule "one registered team per user and contest" reads the same everywhere.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from './client.js';
import type { Queryable, Transaction } from './transaction.js';
import { contestParticipations, teamMembers, teams } from './schema/index.js';

/**
 * Locks the team's row for the rest of the transaction; false when there is no such team. A join, a
 * departure and a registration of the team take it, so none of them reads the members another changes.
 */
export async function lockTeam(tx: Transaction, teamId: string): Promise<boolean> {
  const [row] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
  return row !== undefined;
}

/** The members of each of these teams, by team id. */
export async function membersOfTeams(
  db: Queryable | Database,
  teamIds: readonly string[],
): Promise<Map<string, string[]>> {
  const members = new Map<string, string[]>();
  if (teamIds.length === 0) return members;
  const rows = await db
    .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
    .from(teamMembers)
    .where(inArray(teamMembers.teamId, [...teamIds]));
  for (const m of rows) members.set(m.teamId, [...(members.get(m.teamId) ?? []), m.userId]);
  return members;
}

/**
 * The team registered for any of `contestIds` that each of `userIds` is in (other than `exceptTeamId`), by
 * user id: a user is in at most one, since registering and joining refuse a second.
 */
export async function registeredTeamsOf(
  db: Queryable | Database,
  of: { contestIds: readonly string[]; userIds: readonly string[]; exceptTeamId?: string },
): Promise<Map<string, string>> {
  const teamOf = new Map<string, string>();
  if (of.contestIds.length === 0 || of.userIds.length === 0) return teamOf;
  const rows = await db
    .select({ userId: teamMembers.userId, teamId: teamMembers.teamId })
    .from(contestParticipations)
    .innerJoin(teamMembers, eq(teamMembers.teamId, contestParticipations.teamId))
    .where(
      and(
        inArray(contestParticipations.contestId, [...of.contestIds]),
        eq(contestParticipations.kind, 'live'),
        inArray(teamMembers.userId, [...of.userIds]),
        of.exceptTeamId === undefined ? undefined : ne(contestParticipations.teamId, of.exceptTeamId),
      ),
    );
  for (const row of rows) teamOf.set(row.userId, row.teamId);
  return teamOf;
}

/** Whether any of `userIds` is in a team (other than `exceptTeamId`) registered for any of `contestIds`. */
export async function inRegisteredTeam(
  db: Queryable | Database,
  of: { contestIds: readonly string[]; userIds: readonly string[]; exceptTeamId?: string },
): Promise<boolean> {
  return (await registeredTeamsOf(db, of)).size > 0;
}
