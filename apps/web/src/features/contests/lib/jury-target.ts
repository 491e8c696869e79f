import type { ScoreboardRow } from '@codecourt/contracts';
import { personName } from '@/lib/person-name';

/**
 * Whom a jury action on a board row is about. The API names a registration by `userId`: a person's id, or in
 * a team contest the team's own id (a team's row names no member).
 */
export type JuryTarget = { userId: string; name: string; category: string | undefined };

export function juryTarget(row: ScoreboardRow): JuryTarget | undefined {
  if (row.team) return { userId: row.team._id, name: row.team.name, category: row.category };
  if (!row.user) return undefined;
  return { userId: row.user._id, name: personName(row.user), category: row.category };
}
