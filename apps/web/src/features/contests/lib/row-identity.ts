import type { ContestDetail, ScoreboardRow } from '@codecourt/contracts';

type Participant = Pick<ScoreboardRow, 'team' | 'user'>;

/**
 * Who a board row stands for: its team in a team contest, its user otherwise (issue #36). Every place
 * that keys, merges or compares rows goes through here, so a team row is never told apart by a member.
 */
export function rowId(row: Participant): string {
  // The contract gives every row one of the two; '' only keeps the type total.
  return row.team?._id ?? row.user?._id ?? '';
}

/** The name a row is sorted by among equal ranks: the team's, else the person's first name. */
export function rowName(row: Participant): string {
  return row.team?.name ?? row.user?.firstName ?? '';
}

/** How a row is called out loud (the reveal's next cell): the team's name, or the person's full name. */
export function rowFullName(row: Participant): string {
  return row.team?.name ?? [row.user?.firstName, row.user?.lastName].filter(Boolean).join(' ');
}

/** The name of the row a reveal's next cell is in, when that row is among `rows`. */
export function nextRowName(
  rows: readonly ScoreboardRow[],
  next: { rowId: string } | null | undefined,
): string | undefined {
  const row = next ? rows.find((r) => rowId(r) === next.rowId) : undefined;
  return row && rowFullName(row);
}

/** The viewer's own row on a contest's board (a rowId): their team's in a team contest, else theirs. */
export function ownRowId(
  contest: Pick<ContestDetail, 'participation'>,
  userId: string | undefined,
): string | undefined {
  return contest.participation?.team?._id ?? userId;
}
