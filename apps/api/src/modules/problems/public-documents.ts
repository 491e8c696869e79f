import type { Problem, ProblemListResponse } from '@codecourt/contracts';
import type { ListenToChanges } from '../../db/change-feed.js';
import { serialiseJson, type SerialisedJson } from '../../lib/send-serialised-json.js';
import { PROBLEM_CHANGES_CHANNEL } from './problem-changes.js';
import { toProblemJson, toProblemSummaryJson } from './problem-json.js';
import type { ProblemRepository } from './repository.js';

export type PublicDocument = SerialisedJson;

export type PublicProblemDocuments = {
  /** GET /getAllProblem's answer. */
  list: () => Promise<PublicDocument>;
  /** GET /problemById/{idOrSlug}'s answer, or undefined when there is no such problem. */
  problem: (idOrSlug: string) => Promise<PublicDocument | undefined>;
  /** Forgets every document (this process's own writes call it so their answer is read back at once). */
  invalidate: () => void;
};

/**
 * The problem list and each problem, serialised once and kept until a problem write is committed.
 * Writes in any process reach every cache through the database's change channel; while that channel is
 * not live (not yet listening, or its connection lost) nothing is kept, so a missed change cannot stick.
 * Nothing per user goes in here: which problems someone solved is its own request.
 */
export function createPublicProblemDocuments(
  problems: ProblemRepository,
  listen?: ListenToChanges,
): PublicProblemDocuments {
  const cache = new Map<string, Promise<PublicDocument | undefined>>();
  // Without a channel this process is the only writer and invalidates its own cache.
  let live = !listen;
  let generation = 0;

  const invalidate = () => {
    generation += 1;
    cache.clear();
  };

  const cached = <T extends PublicDocument | undefined>(key: string, build: () => Promise<T>): Promise<T> => {
    const hit = cache.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const pending = build();
    if (!live) return pending;
    const startedAt = generation;
    cache.set(key, pending);
    pending.then(
      (document) => {
        // A miss is not kept: unknown ids must not grow the cache.
        if (!document && startedAt === generation) cache.delete(key);
      },
      () => {
        if (startedAt === generation) cache.delete(key);
      },
    );
    return pending;
  };

  if (listen) {
    void listen(PROBLEM_CHANGES_CHANNEL, {
      onChange: invalidate,
      onLive: (isLive) => {
        live = isLive;
        invalidate();
      },
    }).catch(() => undefined);
  }

  return {
    list: () =>
      cached('list', async () =>
        serialiseJson(
          (await problems.listSummaries()).map(toProblemSummaryJson) satisfies ProblemListResponse,
        ),
      ),
    problem: (idOrSlug) =>
      cached(`problem:${idOrSlug}`, async () => {
        const view = await problems.findView(idOrSlug);
        return view ? serialiseJson(toProblemJson(view) satisfies Problem) : undefined;
      }),
    invalidate,
  };
}
