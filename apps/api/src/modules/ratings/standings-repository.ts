import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  contestParticipations,
  contestProblems,
  contestScores,
  contestSubmissions,
  users,
} from '../../db/schema/index.js';
import { membersOfTeams } from '../../db/team-membership.js';
import type { Queryable } from '../../db/transaction.js';
import type { BoardParticipant } from '../contests/board-rows.js';
import type { ScoredCell } from '../contest-scores/scoring.js';

export type Audience = 'jury' | 'public';

/**
 * A contest's standings for rating: only participants who submitted at least once (the method rates
 * those who took part, not those who registered), with their cached cells for one audience. A team's
 * members are those rated by its place (issue #36).
 */
export async function submittersOf(
  db: Queryable | Database,
  contestId: string,
  audience: Audience,
): Promise<{ labels: string[]; participants: BoardParticipant[] }> {
  const labels = (
    await db
      .select({ label: contestProblems.label })
      .from(contestProblems)
      .where(eq(contestProblems.contestId, contestId))
      .orderBy(asc(contestProblems.position))
  ).map((r) => r.label);
  const rows = await db
    .selectDistinct({
      participationId: contestParticipations.id,
      user: { _id: users.id, firstName: users.firstName, lastName: users.lastName },
      teamId: contestParticipations.teamId,
    })
    .from(contestParticipations)
    .innerJoin(users, eq(users.id, contestParticipations.userId))
    .innerJoin(contestSubmissions, eq(contestSubmissions.participationId, contestParticipations.id))
    .where(
      and(
        eq(contestParticipations.contestId, contestId),
        // A disqualified participant is not rated (modules/integrity).
        isNull(contestParticipations.disqualifiedAt),
      ),
    );
  if (rows.length === 0) return { labels, participants: [] };
  const cells = await db
    .select({
      participationId: contestScores.participationId,
      label: contestScores.label,
      jury: contestScores.jury,
      public: contestScores.public,
    })
    .from(contestScores)
    .where(
      and(
        eq(contestScores.contestId, contestId),
        inArray(
          contestScores.participationId,
          rows.map((r) => r.participationId),
        ),
      ),
    );
  const members = await membersOfTeams(
    db,
    rows.flatMap((r) => (r.teamId ? [r.teamId] : [])),
  );
  const byParticipation = new Map<string, Map<string, ScoredCell>>();
  for (const cell of cells) {
    const map = byParticipation.get(cell.participationId) ?? new Map<string, ScoredCell>();
    map.set(cell.label, cell[audience]);
    byParticipation.set(cell.participationId, map);
  }
  return {
    labels,
    participants: rows.map((r) => ({
      participationId: r.participationId,
      user: r.user,
      ...(r.teamId ? { members: members.get(r.teamId) ?? [] } : {}),
      cells: byParticipation.get(r.participationId) ?? new Map(),
    })),
  };
}
