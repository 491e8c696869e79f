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

/** The viewer's own row on a contest's board (a rowId): their team's in a team contest, else theirs. */
export function ownRowId(
  contest: Pick<ContestDetail, 'participation'>,
  userId: string | undefined,
): string | undefined {
  return contest.participation?.team?._id ?? userId;
}
