import { queryKeys } from '@/lib/query-keys';

/** The contests feature's server-state keys; `all` prefixes every one, so a write can refresh them together. */
export const contestKeys = {
  all: queryKeys.contests,
  list: ['contests', 'list'] as const,
  /** Every contest page, by id or by slug alike. */
  details: ['contests', 'detail'] as const,
  detail: (idOrSlug: string) => ['contests', 'detail', idOrSlug] as const,
  scoreboardOf: (contestId: string) => ['contests', 'scoreboard', contestId] as const,
  /** One page of a board; `category` (issue #36) filters it, none for every row. */
  scoreboard: (contestId: string, page: number, view: 'public' | 'jury', category?: string) =>
    ['contests', 'scoreboard', contestId, view, page, category ?? null] as const,
  /** Every row of the public board at once (the reveal's presenter); under scoreboardOf, so events refresh it. */
  wholeBoard: (contestId: string) => ['contests', 'scoreboard', contestId, 'public', 'whole'] as const,
  clarifications: (contestId: string) => ['contests', 'clarifications', contestId] as const,
  problem: (contestId: string, label: string) => ['contests', 'problem', contestId, label] as const,
  /** The caller's live predicted rating change (issue #23). */
  prediction: (contestId: string) => ['contests', 'prediction', contestId] as const,
};
