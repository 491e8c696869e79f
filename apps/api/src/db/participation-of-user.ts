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
