// A whole board from cached cells, as a pure function: totals, order, shared ranks and first solves.
import type { ContestFormat, PublicUser, ScoreboardRow, TeamOnBoard } from '@codecourt/contracts';
import { EMPTY_CELL, compareTotals, rowTotals, sharedRanks } from '../contest-scores/scoring.js';
import type { RowTotals, ScoredCell } from '../contest-scores/scoring.js';

export type BoardParticipant = {
  participationId: string;
  /** Who the row is: a person in an individual contest, a team in a team contest (issue #36). */
  user?: PublicUser | undefined;
  team?: TeamOnBoard | undefined;
  /** The users whose own row this is (a board's `me`); by default the row's person. */
  members?: readonly string[] | undefined;
  /** The category registered in, when the contest has categories (issue #36). */
  category?: string | undefined;
  /** By label; a problem never tried has no cell. */
  cells: ReadonlyMap<string, ScoredCell>;
};

export type BoardRow = ScoreboardRow & { participationId: string };

/** The earliest solve of each problem (epoch ms): its solvers at that instant are marked first. */
export function firstSolves(participants: BoardParticipant[], labels: string[]): Map<string, number> {
  const first = new Map<string, number>();
  for (const p of participants)
    for (const label of labels) {
      const at = p.cells.get(label)?.solvedAtMs;
      if (at == null) continue;
      const known = first.get(label);
      if (known === undefined || at < known) first.set(label, at);
    }
  return first;
}

/** A participant's cells in label order, with the totals their row is ranked by. */
export function totalled(p: BoardParticipant, labels: string[], format: ContestFormat) {
  const cells = labels.map((label) => p.cells.get(label) ?? EMPTY_CELL);
  return { p, cells, totals: rowTotals(cells, format) };
}

/** The users whose own row this participant's is. */
export const membersOf = (p: Pick<BoardParticipant, 'user' | 'members'>): readonly string[] =>
  p.members ?? (p.user ? [p.user._id] : []);

const nameOf = (p: BoardParticipant) => p.team?.name ?? p.user?.firstName ?? '';

/** Ties keep a stable order by name then id. */
export const byName = (a: BoardParticipant, b: BoardParticipant) =>
  nameOf(a).localeCompare(nameOf(b)) || a.participationId.localeCompare(b.participationId);

/** One row as the API shows it, `first` marking the cells solved at the problem's earliest solve. */
export function toBoardRow(
  { p, cells, totals }: ReturnType<typeof totalled>,
  labels: string[],
  rank: number,
  first: ReadonlyMap<string, number>,
): BoardRow {
  return {
    participationId: p.participationId,
    rank,
    ...(p.team ? { team: p.team } : p.user ? { user: p.user } : {}),
    ...(p.category === undefined ? {} : { category: p.category }),
    solved: totals.solved,
    penalty: totals.penalty,
    score: totals.score,
    problems: cells.map((cell, j) => {
      const label = labels[j] ?? '';
      return {
        label,
        solved: cell.solved,
        attempts: cell.attempts,
        pending: cell.pending,
        minutes: cell.minutes,
        score: cell.score,
        first: cell.solvedAtMs !== null && cell.solvedAtMs === first.get(label),
      };
    }),
  };
}

/** Every participant's row, best first, ranked; ties keep a stable order by name then id. */
export function buildBoardRows(
  participants: BoardParticipant[],
  labels: string[],
  format: ContestFormat,
): BoardRow[] {
  const first = firstSolves(participants, labels);
  const rows = participants.map((p) => totalled(p, labels, format));
  rows.sort((a, b) => compareTotals(a.totals, b.totals, format) || byName(a.p, b.p));
  const same = (a: { totals: RowTotals }, b: { totals: RowTotals }) =>
    compareTotals(a.totals, b.totals, format) === 0;
  const ranks = sharedRanks(rows, same);
  return rows.map((row, i) => toBoardRow(row, labels, ranks[i] ?? i + 1, first));
}
