// The scoreboard and awards (ccs-specs 2023-06, "Scoreboard" and "Awards") from our board rows
// (contests/board-rows.ts): pass-fail for ICPC and LeetCode contests, score for IOI.
import type { ContestFormat } from '@codecourt/contracts';
import type { BoardRow } from '../contests/board-rows.js';
import type { CcsAward, CcsScoreboardProblem, CcsScoreboardRow } from './ccs-types.js';

type Cell = BoardRow['problems'][number];

/** `problemOfLabel`: the problem id of each contest label. */
export function toCcsScoreboardRows(
  rows: readonly BoardRow[],
  format: ContestFormat,
  problemOfLabel: ReadonlyMap<string, string>,
): CcsScoreboardRow[] {
  const scored = format === 'ioi';
  const earned = (cell: Cell) => (scored ? cell.score > 0 : cell.solved) && cell.minutes !== null;
  return rows.map((row) => {
    const problems = row.problems.map((cell): CcsScoreboardProblem => {
      const base = {
        problem_id: problemOfLabel.get(cell.label) ?? cell.label,
        num_judged: Math.max(0, cell.attempts - cell.pending),
        num_pending: cell.pending,
      };
      const result = scored ? { score: Math.max(0, cell.score) } : { solved: cell.solved };
      return earned(cell) ? { ...base, ...result, time: cell.minutes ?? 0 } : { ...base, ...result };
    });
    const times = row.problems.filter(earned).map((cell) => cell.minutes ?? 0);
    const last = times.length > 0 ? { time: Math.max(...times) } : {};
    const score = scored
      ? { score: row.score, ...last }
      : { num_solved: row.solved, total_time: row.penalty, ...last };
    return { rank: row.rank, team_id: row.participationId, score, problems };
  });
}

/**
 * First to solve each problem (known as it happens) and, once the contest is over, the winners. The spec
 * names these award ids (`winner`, `first-to-solve-<problem id>`); a label keeps the id short.
 */
export function toCcsAwards(
  rows: readonly BoardRow[],
  labels: readonly string[],
  contestOver: boolean,
): CcsAward[] {
  const awards: CcsAward[] = [];
  if (contestOver && rows.length > 0) {
    const winners = rows.filter((row) => row.rank === 1 && (row.solved > 0 || row.score > 0));
    if (winners.length > 0)
      awards.push({
        id: 'winner',
        citation: 'Contest winner',
        team_ids: winners.map((row) => row.participationId),
      });
  }
  labels.forEach((label, j) => {
    const teams = rows.filter((row) => row.problems[j]?.first === true).map((row) => row.participationId);
    if (teams.length > 0)
      awards.push({
        id: `first-to-solve-${label}`,
        citation: `First to solve problem ${label}`,
        team_ids: teams,
      });
  });
  return awards;
}
