import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { contestParticipations, teamMembers } from './schema/index.js';

/**
 * Whether a participation is the user's own (issue #36): in an individual contest the one they registered,
 * in a team contest their team's, whoever of its members registered it. Every read that asks "is this user
 * taking part" goes through this one condition (the contest routes, the secrecy rule, the boards), so a
 * member never reads less than the team, nor someone who left it more.
 */
export function participationOfUser(userId: string): SQL {
  return or(
    and(isNull(contestParticipations.teamId), eq(contestParticipations.userId, userId)),
    sql`${contestParticipations.teamId} in (select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} = ${userId})`,
  ) as SQL;
}

/**
 * The registration an organiser names (issue #36): a user's, as participationOfUser reads it, or in a team
 * contest the team's by the team's own id, since a team's board row names no member. Only the organisers'
 * actions on a registration read it (move, remove, disqualify); "is this user taking part" stays
 * participationOfUser, so a team id never passes for a person.
 */
export function participationNamed(participantId: string): SQL {
  return or(participationOfUser(participantId), eq(contestParticipations.teamId, participantId)) as SQL;
}
