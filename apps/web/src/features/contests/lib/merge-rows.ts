import type { Scoreboard, ScoreboardRow, ScoreboardRowsEvent } from '@codecourt/contracts';
import { rowId, rowName } from '@/features/contests/lib/row-identity';

/** The order a board is shown in: by rank, equal ranks by name (the API's own tie order). */
export function byRank(a: ScoreboardRow, b: ScoreboardRow): number {
  return a.rank - b.rank || rowName(a).localeCompare(rowName(b)) || rowId(a).localeCompare(rowId(b));
}

/**
 * One page of a board after a `rows` event: each changed row replaces the participant's old one, and the
 * page keeps the rows whose rank now falls on it (a participant who climbed from another page joins it,
 * one who dropped below leaves it); the viewer's own row (`me`) is kept up to date too. `offset` is the
 * number of rows on the pages before this one. An event that carries its `page` is this page whole.
 */
export function mergeRows(
  board: Scoreboard,
  event: ScoreboardRowsEvent,
  offset: number,
  limit: number,
): Scoreboard {
  // The viewer's own row, sent alone, is a changed row like any other.
  const changed = new Map(event.rows.map((row) => [rowId(row), row]));
  if (event.me) changed.set(rowId(event.me), event.me);
  const me = board.me && (changed.get(rowId(board.me)) ?? board.me);
  const { frozen, updatedAt, total } = event;
  if (event.page !== undefined) return { ...board, frozen, updatedAt, total, rows: event.rows, me };
  const kept = board.rows.filter((row) => !changed.has(rowId(row)));
  const all = [...kept, ...changed.values()].sort(byRank);
  const first = offset + 1;
  const last = offset + limit;
  const rows = all.filter((row) => row.rank >= first && row.rank <= last).slice(0, limit);
  // The viewer's own row follows its changes wherever it is on the board.
  return { ...board, frozen, updatedAt, total, rows, me };
}
