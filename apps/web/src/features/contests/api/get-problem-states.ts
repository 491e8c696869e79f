import { useQueries } from '@tanstack/react-query';
import {
  submissionHistoryResponseSchema,
  type ContestProblem,
  type Participation,
} from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { problemState, type ProblemState } from '@/features/contests/lib/problem-state';

/**
 * Each contest problem's state for the signed-in participant, from their own submissions to it
 * (GET /submission/problem/{problemId}, the same cache the workspace's history uses, so a contest submit
 * refreshes it). Undefined while a problem's history loads.
 */
export function useProblemStates(
  problems: readonly ContestProblem[],
  participation: Participation | null,
): Record<string, ProblemState | undefined> {
  const enabled = participation !== null && participation.startAt !== null;
  const results = useQueries({
    queries: problems.map((problem) => ({
      queryKey: queryKeys.submissionsOf(problem.problemId),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        submissionHistoryResponseSchema.parse(
          await api.get<unknown>(`/submission/problem/${encodeURIComponent(problem.problemId)}`, { signal }),
        ),
      enabled,
    })),
  });
  return Object.fromEntries(
    problems.map((problem, index) => {
      const data = results[index]?.data;
      return [problem.label, data && participation ? problemState(data, participation) : undefined];
    }),
  );
}
