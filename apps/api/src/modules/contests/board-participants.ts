// Who a board's rows are (issue #36): the person of an individual contest's participation, or the team of
// a team contest's with its members now (a member's `me` row is the team's).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { publicUserColumns } from '../../db/public-user-columns.js';
import { contestParticipations, teams, users } from '../../db/schema/index.js';
import { membersOfTeams } from '../../db/team-membership.js';
import type { BoardParticipant } from './board-rows.js';

export type Who = Pick<BoardParticipant, 'user' | 'team' | 'members' | 'category'>;

/** The live, not disqualified participations of a contest (or only these), each with who it is. */
export async function boardParticipantsOf(
  db: Database,
  contestId: string,
  participationIds?: string[],
): Promise<{ id: string; who: Who }[]> {
  const rows = await db
    .select({
      id: contestParticipations.id,
      category: contestParticipations.category,
      user: publicUserColumns,
      team: { _id: teams.id, name: teams.name, affiliation: teams.affiliation, country: teams.country },
    })
    .from(contestParticipations)
    .innerJoin(users, eq(users.id, contestParticipations.userId))
    .leftJoin(teams, eq(teams.id, contestParticipations.teamId))
    .where(
      and(
        participationIds === undefined
          ? eq(contestParticipations.contestId, contestId)
          : inArray(contestParticipations.id, participationIds),
        // A virtual run is never on the live board.
        eq(contestParticipations.kind, 'live'),
        // A disqualified participant leaves the board (modules/integrity).
        isNull(contestParticipations.disqualifiedAt),
      ),
    );
  const members = await membersOfTeams(
    db,
    rows.flatMap((row) => (row.team ? [row.team._id] : [])),
  );
  return rows.map(({ id, user, team, category }) => ({
    id,
    who: {
      ...(team ? { team, members: members.get(team._id) ?? [] } : { user }),
      ...(category === null ? {} : { category }),
    },
  }));
}
