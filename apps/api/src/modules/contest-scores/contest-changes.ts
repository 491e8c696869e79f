import type { ScoredCell } from './scoring.js';

// The database channel of contest changes, and what its notifications carry. Every API instance listens,
// so a verdict stored by any of them updates every instance's boards and streams.
export const CONTEST_CHANGES_CHANNEL = 'codecourt_contest_changes';

/** One re-scored cell as stored, for each audience: a board applies it without reading the database. */
export type ChangedCell = { label: string; jury: ScoredCell; public: ScoredCell };

/**
 * `cells`: one participant's cells were re-scored (`cell`, when given, is the cell as committed);
 * `contest`: the contest itself changed (edit, unfreeze, registration); `clarification`: a question was
 * asked or answered, or an announcement made.
 */
export type ContestChange =
  | { kind: 'cells'; contestId: string; participationId: string; cell?: ChangedCell }
  | { kind: 'contest'; contestId: string }
  | { kind: 'clarification'; contestId: string; clarificationId: string };

export function encodeChange(change: ContestChange): string {
  return JSON.stringify(change);
}

const isScoredCell = (cell: unknown): cell is ScoredCell =>
  typeof cell === 'object' &&
  cell !== null &&
  typeof (cell as Partial<ScoredCell>).solved === 'boolean' &&
  typeof (cell as Partial<ScoredCell>).attempts === 'number';

function isChangedCell(cell: unknown): cell is ChangedCell {
  if (typeof cell !== 'object' || cell === null) return false;
  const { label, jury, public: shown } = cell as Partial<ChangedCell>;
  return typeof label === 'string' && isScoredCell(jury) && isScoredCell(shown);
}

/** A payload this module wrote, or undefined for anything else (a NOTIFY without payload, another writer). */
export function decodeChange(payload: string): ContestChange | undefined {
  try {
    const value = JSON.parse(payload) as Partial<ContestChange> | null;
    if (!value || typeof value.contestId !== 'string') return undefined;
    if (value.kind === 'cells' && typeof value.participationId === 'string') {
      const { cell } = value;
      const change = {
        kind: 'cells' as const,
        contestId: value.contestId,
        participationId: value.participationId,
      };
      return isChangedCell(cell) ? { ...change, cell } : change;
    }
    if (value.kind === 'clarification' && typeof value.clarificationId === 'string')
      return value as ContestChange;
    if (value.kind === 'contest') return { kind: 'contest', contestId: value.contestId };
    return undefined;
  } catch {
    return undefined;
  }
}
