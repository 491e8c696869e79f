import type { ScoreboardRow } from '@codecourt/contracts';
import { personName } from '@/lib/person-name';

/** Whom a jury action on a board row is about: the API names a participant by their user id. */
export type JuryTarget = { userId: string; name: string; category: string | undefined };

/**
 * The target of an individual contest's row. A team's row names no member, and the API takes a member's id
 * for a team, so a team row has no target (and no actions) until the board carries one.
 */
export function juryTarget(row: ScoreboardRow): JuryTarget | undefined {
  if (!row.user || row.team) return undefined;
  return { userId: row.user._id, name: personName(row.user), category: row.category };
}
