import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/** How long a read counts as fresh: moving between pages within this reuses the answer. */
const FRESH_MS = 30_000;

/**
 * One cache for the whole app. The HTTP client already applies the error rules (refresh on 401,
 * messages for 429 and timeouts), so queries do not retry on their own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: FRESH_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** A sign-out or a change of user drops what belonged to the previous one. */
export function forgetUserData(queryClient: QueryClient): void {
  for (const queryKey of [queryKeys.submissions, queryKeys.submissionAll, queryKeys.solvedProblems])
    queryClient.removeQueries({ queryKey });
}

/** After a submit: the history, the solved list, the user's progress and the ranking may all have changed. */
export function invalidateAfterSubmit(queryClient: QueryClient, problemId: string): Promise<void> {
  const changed = [
    queryKeys.submissionsOf(problemId),
    queryKeys.solvedProblems,
    queryKeys.myStats,
    queryKeys.activity,
    queryKeys.recentSubmissions,
    queryKeys.leaderboard,
  ];
  return Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
