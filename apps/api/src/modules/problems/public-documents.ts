import type { Problem, ProblemListResponse } from '@codecourt/contracts';
import type { ListenToChanges } from '../../db/change-feed.js';
import { serialiseJson, type SerialisedJson } from '../../lib/send-serialised-json.js';
import { createCachedResponses } from '../../cache/cached-responses.js';
import { PROBLEM_CHANGES_CHANNEL } from './problem-changes.js';
import { toProblemJson, toProblemSummaryJson } from './problem-json.js';
import type { ProblemReader } from './visibility/problem-visibility.js';

export type PublicDocument = SerialisedJson;

export type PublicProblemDocuments = {
  /** GET /getAllProblem's answer. */
  list: () => Promise<PublicDocument>;
  /** GET /problemById/{idOrSlug}'s answer, or undefined when there is no such problem. */
  problem: (idOrSlug: string) => Promise<PublicDocument | undefined>;
  /** The list's answer if it is built and current, without waiting (the public-read lane's lookup). */
  peekList: () => PublicDocument | undefined;
  /** One problem's answer if it is built and current, without waiting. */
  peekProblem: (idOrSlug: string) => PublicDocument | undefined;
  /** Forgets every document (this process's own writes call it so their answer is read back at once). */
  invalidate: () => void;
};

const LIST_KEY = 'list';
const problemKey = (idOrSlug: string) => `problem:${idOrSlug}`;

/**
 * The problem list and each problem, serialised once and kept until a problem write is committed in any
 * process (the cache listens to the database's problem change channel). Nothing per user goes in here: which problems someone solved is its own request.
 */
export function createPublicProblemDocuments(
  /** The problems as a visitor reads them: the documents are the same for everyone. */
  problems: ProblemReader,
  listen?: ListenToChanges,
): PublicProblemDocuments {
  const { cached, peek, invalidate } = createCachedResponses({ channel: PROBLEM_CHANGES_CHANNEL, listen });

  return {
    list: () =>
      cached(LIST_KEY, async () =>
        serialiseJson(
          (await problems.listSummaries()).map(toProblemSummaryJson) satisfies ProblemListResponse,
        ),
      ),
    problem: (idOrSlug) =>
      cached(problemKey(idOrSlug), async () => {
        const view = await problems.findView(idOrSlug);
        return view ? serialiseJson(toProblemJson(view) satisfies Problem) : undefined;
      }),
    peekList: () => peek(LIST_KEY),
    peekProblem: (idOrSlug) => peek(problemKey(idOrSlug)),
    invalidate,
  };
}
