// The awards of a board (issue #36, as the ICPC Contest API names them): first to solve each problem as it
// happens; once the contest is over, the winners and the medals. One reading for the contest's own board and
// for the Contest API's `awards` endpoint (ccs/ccs-standings.ts).
import { CONTEST_MEDALS } from '@codecourt/contracts';
import type { ContestMedal, ContestMedals } from '@codecourt/contracts';
import type { BoardRow } from './board-rows.js';

export type RowAward = { id: string; citation: string; participationIds: string[] };

const CITATIONS: Record<ContestMedal, string> = {
  gold: 'Gold medal',
  silver: 'Silver medal',
  bronze: 'Bronze medal',
};

/** Only a row that achieved something is placed for an award. */
const earned = (row: Pick<BoardRow, 'solved' | 'score'>) => row.solved > 0 || row.score > 0;

/**
 * The medal of a row's place: within the first `gold` places gold, the next `silver` places silver, then
 * `bronze`. By rank, so a tie at a boundary shares the better medal (the ICPC's rule, and DOMjudge's).
 */
export function medalOf(row: Pick<BoardRow, 'rank' | 'solved' | 'score'>, medals: ContestMedals) {
  if (!earned(row)) return undefined;
  let last = 0;
  for (const medal of CONTEST_MEDALS) {
    last += medals[medal];
    if (row.rank <= last) return medal;
  }
  return undefined;
}

/**
 * How many places an award may go to by rank (every row `boardAwards` may place is within them, or a first
 * solver): none before the end, then the winners' and the medals'.
 */
export const awardPlaces = (over: boolean, medals: ContestMedals): number =>
  over
    ? Math.max(
        1,
        CONTEST_MEDALS.reduce((places, medal) => places + medals[medal], 0),
      )
    : 0;

/** `over`: the contest has ended and the board hides nothing, so places are final. */
export function boardAwards(
  rows: readonly BoardRow[],
  labels: readonly string[],
  { over, medals }: { over: boolean; medals: ContestMedals },
): RowAward[] {
  const awards: RowAward[] = [];
  if (over) {
    const winners = rows.filter((row) => row.rank === 1 && earned(row));
    if (winners.length > 0)
      awards.push({
        id: 'winner',
        citation: 'Contest winner',
        participationIds: winners.map((row) => row.participationId),
      });
    for (const medal of CONTEST_MEDALS) {
      const holders = rows.filter((row) => medalOf(row, medals) === medal);
      if (holders.length > 0)
        awards.push({
          id: `${medal}-medal`,
          citation: CITATIONS[medal],
          participationIds: holders.map((row) => row.participationId),
        });
    }
  }
  labels.forEach((label, j) => {
    const firsts = rows.filter((row) => row.problems[j]?.first === true);
    if (firsts.length > 0)
      awards.push({
        id: `first-to-solve-${label}`,
        citation: `First to solve problem ${label}`,
        participationIds: firsts.map((row) => row.participationId),
      });
  });
  return awards;
}
