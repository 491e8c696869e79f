// The scoreboard and awards (ccs-specs 2023-06, "Scoreboard" and "Awards") from our board rows
// (contests/board-rows.ts): pass-fail for ICPC and LeetCode contests, score for IOI.
import type { ContestFormat, ContestMedals } from '@codecourt/contracts';
import { boardAwards } from '../contests/board-awards.js';
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

/** The board's awards (contests/board-awards.ts) as the Contest API's objects. */
export function toCcsAwards(
  rows: readonly BoardRow[],
  labels: readonly string[],
  contest: { over: boolean; medals: ContestMedals },
): CcsAward[] {
  return boardAwards(rows, labels, contest).map(({ id, citation, participationIds }) => ({
    id,
    citation,
    team_ids: participationIds,
  }));
}
