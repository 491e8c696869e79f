import { randomInt } from 'node:crypto';

/** Draws an index below `n`: the system's random source, or a fixed one in a test. */
export type Draw = (n: number) => number;

export const systemDraw: Draw = (n) => randomInt(n);

/**
 * Two different problems for a peer room: uniformly at random from those neither user has solved, topped
 * up at random from the rest when fewer than two are left. Undefined when there are fewer than two.
 */
export function pickProblems(
  candidates: readonly string[],
  solved: ReadonlySet<string>,
  draw: Draw = systemDraw,
): [string, string] | undefined {
  const fresh = candidates.filter((id) => !solved.has(id));
  const seen = candidates.filter((id) => solved.has(id));
  const picked = [...drawSome(fresh, 2, draw), ...drawSome(seen, 2, draw)].slice(0, 2);
  const [first, second] = picked;
  return first !== undefined && second !== undefined ? [first, second] : undefined;
}

/** Up to `count` of the ids, each remaining one as likely as any other (a partial Fisher–Yates). */
function drawSome(ids: readonly string[], count: number, draw: Draw): string[] {
  const pool = [...ids];
  const out: string[] = [];
  while (out.length < count && pool.length > 0) {
    const [id] = pool.splice(draw(pool.length), 1);
    if (id !== undefined) out.push(id);
  }
  return out;
}
