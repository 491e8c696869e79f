import type { ScoreboardCell, ScoreboardRow, TeamOnBoard } from '@codecourt/contracts';

/** A cell from a short note: 'ok:12/2' solved at 12 in 2 tries, 'no/3' 3 rejected tries, '?/1' one hidden try. */
export function cell(label: string, note = ''): ScoreboardCell {
  const [result = '', tries = '0'] = note.split('/');
  const attempts = Number(tries);
  if (result.startsWith('ok'))
    return {
      label,
      solved: true,
      attempts,
      pending: 0,
      minutes: Number(result.slice(3)),
      score: 1,
      first: false,
    };
  if (result === '?')
    return { label, solved: false, attempts, pending: attempts, minutes: null, score: 0, first: false };
  return { label, solved: false, attempts, pending: 0, minutes: null, score: 0, first: false };
}

/** An ICPC row: its cells decide solved and score; penalty as given. */
export function row(id: string, rank: number, penalty: number, cells: ScoreboardCell[]): ScoreboardRow {
  const solved = cells.filter((c) => c.solved).length;
  return {
    rank,
    user: { _id: id, firstName: id, lastName: null },
    solved,
    penalty,
    score: solved,
    problems: cells,
  };
}

/** A team contest's row (issue #36): the same cells and totals, carrying `team` instead of `user`. */
export function teamRow(
  team: Pick<TeamOnBoard, '_id'> & Partial<TeamOnBoard>,
  rank: number,
  penalty: number,
  cells: ScoreboardCell[],
): ScoreboardRow {
  const { user: _user, ...rest } = row(team._id, rank, penalty, cells);
  return { ...rest, team: { name: team._id, affiliation: null, country: null, ...team } };
}
