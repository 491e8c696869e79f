/** A participant as the board placed them: `place` is the board's shared rank (1, 1, 3 for a tie at the top). */
export type Placed = { userId: string; rating: number; place: number };

/**
 * Places for the method: tied participants share the worst place of their group (1, 1, 3 becomes
 * 2, 2, 3), as the Codeforces calculator does, so a tie never counts as better than it was.
 */
export function placesForMethod<T extends Placed>(placed: readonly T[]): Array<T & { rank: number }> {
  const sorted = [...placed].sort((a, b) => a.place - b.place);
  const lastOfPlace = new Map<number, number>();
  sorted.forEach((p, i) => lastOfPlace.set(p.place, i + 1));
  return sorted.map((p) => ({ ...p, rank: lastOfPlace.get(p.place) ?? sorted.length }));
}
