import type { ProblemStatsResponse } from '@codecourt/contracts';
import type { SerialisedJson } from '../../lib/send-serialised-json.js';
import { serialiseJson } from '../../lib/send-serialised-json.js';
import type { ProblemRepository } from './repository.js';

/** How long one computation of the figures is served: a verdict shows in the list within this time. */
export const PROBLEM_STATS_TTL_MS = 10_000;

/**
 * Acceptance and solved counts change with every verdict, so they are not part of the problem list's
 * document (kept until a problem write); they are their own small answer, recomputed by one grouped
 * query at most once per PROBLEM_STATS_TTL_MS, and merged into the list by the client.
 */
export function createProblemStats(
  problems: Pick<ProblemRepository, 'stats'>,
  now: () => number = Date.now,
): () => Promise<SerialisedJson> {
  let cached: { at: number; document: Promise<SerialisedJson> } | undefined;
  return () => {
    if (cached && now() - cached.at < PROBLEM_STATS_TTL_MS) return cached.document;
    const document = problems.stats().then((rows) => serialiseJson(rows satisfies ProblemStatsResponse));
    cached = { at: now(), document };
    document.catch(() => {
      cached = undefined;
    });
    return document;
  };
}
