import type { ScoreboardRow } from '@codecourt/contracts';
import { byRank } from '@/features/contests/lib/merge-rows';
import { rowId } from '@/features/contests/lib/row-identity';

const hasPending = (row: ScoreboardRow) => row.problems.some((cell) => cell.pending > 0);

const sameScore = (a: ScoreboardRow, b: ScoreboardRow) =>
  a.solved === b.solved && a.score === b.score && a.penalty === b.penalty;

/** Ranks rows already in order the way the API does: equally good rows share a rank (1, 2, 2, 4). */
function rerank(rows: readonly ScoreboardRow[]): ScoreboardRow[] {
  const ranked: ScoreboardRow[] = [];
  rows.forEach((row, index) => {
    const above = ranked[index - 1];
    const tie = above !== undefined && sameScore(above, row);
    ranked.push({ ...row, rank: tie ? above.rank : index + 1 });
  });
  return ranked;
}

/**
 * The ICPC resolver's replay: from the frozen board to the final one, one row at a time from the bottom
 * up. Each step takes the lowest row that still hides results, shows its final results and lets it climb
 * to its final place among the rows around it. The answer starts with the frozen board and ends with the
 * final one; rows are matched by participant.
 */
export function revealSteps(
  frozen: readonly ScoreboardRow[],
  final: readonly ScoreboardRow[],
): ScoreboardRow[][] {
  const finalOf = new Map(final.map((row) => [rowId(row), row]));
  // Where each participant ends, so rows that are equally good after a step keep the final board's order.
  const finalIndex = new Map(final.map((row, index) => [rowId(row), index]));
  const position = (row: ScoreboardRow) => finalIndex.get(rowId(row)) ?? Number.MAX_SAFE_INTEGER;
  const better = (a: ScoreboardRow, b: ScoreboardRow) =>
    b.score - a.score || b.solved - a.solved || a.penalty - b.penalty || position(a) - position(b);

  const steps: ScoreboardRow[][] = [[...frozen].sort(byRank)];
  let current = steps[0] ?? [];
  for (;;) {
    const lowest = [...current].reverse().find(hasPending);
    if (!lowest) break;
    const revealed = finalOf.get(rowId(lowest)) ?? {
      ...lowest,
      problems: lowest.problems.map((c) => ({ ...c, pending: 0 })),
    };
    const next = current.map((row) => (rowId(row) === rowId(lowest) ? revealed : row)).sort(better);
    current = rerank(next);
    steps.push(current);
  }
  const last = [...final].sort(byRank);
  if (JSON.stringify(current) !== JSON.stringify(last)) steps.push(last);
  return steps;
}
