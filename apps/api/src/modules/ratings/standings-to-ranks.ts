/** A participant's final standing as the board orders it: more score first, then less penalty. */
export type Standing = { userId: string; score: number; penalty: number; rating: number };

/**
 * Places for the method: tied participants (same score and penalty) share the worst place of their
 * group, as the Codeforces calculator does, so a tie never looks better than it was.
 */
export function standingsToRanks(standings: readonly Standing[]): Array<Standing & { rank: number }> {
  const sorted = [...standings].sort((a, b) => b.score - a.score || a.penalty - b.penalty);
  const key = (s: Standing) => `${s.score}/${s.penalty}`;
  const lastPlace = new Map<string, number>();
  sorted.forEach((s, i) => lastPlace.set(key(s), i + 1));
  return sorted.map((s) => ({ ...s, rank: lastPlace.get(key(s)) ?? sorted.length }));
}
