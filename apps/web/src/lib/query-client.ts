import { QueryClient } from '@tanstack/react-query';
import { isServerStarting } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

/** How long a read counts as fresh: moving between pages within this reuses the answer. */
const FRESH_MS = 30_000;

/** How long reads keep waiting for an API that `pnpm dev` is still starting (a cold first start). */
export const SERVER_STARTING_WAIT = { attempts: 180, delayMs: 1_000 };

/**
 * One cache for the whole app. The HTTP client already applies the error rules (refresh on 401,
 * messages for 429 and timeouts), so queries do not retry on their own, except while the dev API is
 * still starting: they then stay loading (the app shows "Starting the server…") until it answers.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => isServerStarting(error) && failures < SERVER_STARTING_WAIT.attempts,
        retryDelay: SERVER_STARTING_WAIT.delayMs,
        staleTime: FRESH_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** A sign-out or a change of user drops what belonged to the previous one. */
export function forgetUserData(queryClient: QueryClient): void {
  for (const queryKey of [queryKeys.submissions, queryKeys.submissionAll, queryKeys.solvedProblems])
    queryClient.removeQueries({ queryKey });
}

/** After a submit: the history, the solved list, the user's progress, the ranking, review cards and plan progress may have changed. */
export function invalidateAfterSubmit(queryClient: QueryClient, problemId: string): Promise<void> {
  const changed = [
    queryKeys.submissionsOf(problemId),
    queryKeys.solvedProblems,
    queryKeys.myStats,
    queryKeys.activity,
    queryKeys.recentSubmissions,
    queryKeys.leaderboard,
    queryKeys.review,
    queryKeys.plans,
  ];
  return Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
