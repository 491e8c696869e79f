// The database channel of contest changes, and what its notifications carry. Every API instance listens,
// so a verdict stored by any of them updates every instance's boards and streams.
export const CONTEST_CHANGES_CHANNEL = 'codecourt_contest_changes';

/**
 * `cells`: one participant's cells were re-scored; `contest`: the contest itself changed (edit, unfreeze,
 * registration); `clarification`: a question was asked or answered, or an announcement made.
 */
export type ContestChange =
  | { kind: 'cells'; contestId: string; participationId: string }
  | { kind: 'contest'; contestId: string }
  | { kind: 'clarification'; contestId: string; clarificationId: string };

export function encodeChange(change: ContestChange): string {
  return JSON.stringify(change);
}

/** A payload this module wrote, or undefined for anything else (a NOTIFY without payload, another writer). */
export function decodeChange(payload: string): ContestChange | undefined {
  try {
    const value = JSON.parse(payload) as Partial<ContestChange> | null;
    if (!value || typeof value.contestId !== 'string') return undefined;
    if (value.kind === 'cells' && typeof value.participationId === 'string') return value as ContestChange;
    if (value.kind === 'clarification' && typeof value.clarificationId === 'string')
      return value as ContestChange;
    if (value.kind === 'contest') return { kind: 'contest', contestId: value.contestId };
    return undefined;
  } catch {
    return undefined;
  }
}
