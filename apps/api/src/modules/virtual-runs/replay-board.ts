// The board at an elapsed time, as a pure function of the stored tries (issue #23 item 1): each entrant's
// tries up to `elapsedMs` after their own start, scored by contest-scores' rules with nothing hidden (the
// contest is over), then ordered and ranked like the live board.
import type { ContestFormat, PublicUser, TeamOnBoard } from '@codecourt/contracts';
import { scoreCell } from '../contest-scores/scoring.js';
import type { ScoredCell, Try } from '../contest-scores/scoring.js';
import { buildBoardRows } from '../contests/board-rows.js';
import type { BoardRow } from '../contests/board-rows.js';

/** One participant of the field, or the virtual participant: when they started and every try by label. */
export type Entrant = {
  participationId: string;
  /** The person who took part (in a team contest, the member who registered the team). */
  user: PublicUser;
  /** In a team contest (issue #36), the team the row is, and its members (left out of their own run's field). */
  team?: TeamOnBoard | undefined;
  members?: readonly string[] | undefined;
  startAt: Date;
  tries: ReadonlyMap<string, readonly Try[]>;
};

export type ReplayRules = {
  format: ContestFormat;
  penaltyMinutes: number;
  /** Problems in board order with their points. */
  problems: readonly { label: string; points: number }[];
};

const EPOCH = new Date(0);

/** One entrant's cells from the tries made at most `elapsedMs` after their start. */
export function cellsAt(entrant: Entrant, rules: ReplayRules, elapsedMs: number): Map<string, ScoredCell> {
  const start = entrant.startAt.getTime();
  const cells = new Map<string, ScoredCell>();
  for (const { label, points } of rules.problems) {
    // On one clock from everyone's start, so a first solve is the earliest in elapsed time.
    const tries = (entrant.tries.get(label) ?? [])
      .map((t) => ({ ...t, createdAt: new Date(t.createdAt.getTime() - start) }))
      .filter((t) => t.createdAt.getTime() <= elapsedMs);
    if (tries.length === 0) continue;
    const cellRules = { format: rules.format, startAt: EPOCH, points, penaltyMinutes: rules.penaltyMinutes };
    cells.set(label, scoreCell(tries, cellRules, null));
  }
  return cells;
}

/** Every entrant's row at `elapsedMs`, best first, ranked as the live board ranks. */
export function boardAt(entrants: readonly Entrant[], rules: ReplayRules, elapsedMs: number): BoardRow[] {
  const labels = rules.problems.map((p) => p.label);
  const participants = entrants.map((e) => ({
    participationId: e.participationId,
    user: e.user,
    team: e.team,
    members: e.members,
    cells: cellsAt(e, rules, elapsedMs),
  }));
  return buildBoardRows(participants, labels, rules.format);
}
