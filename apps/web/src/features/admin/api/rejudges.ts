import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  rejudgeApplyResponseSchema,
  rejudgeListSchema,
  rejudgePreviewSchema,
  rejudgeSchema,
} from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const keys = {
  all: ['rejudges'] as const,
  list: (contestId: string) => ['rejudges', 'list', contestId] as const,
  preview: (rejudgeId: string) => ['rejudges', 'preview', rejudgeId] as const,
};
/** A judging rejudge is asked again until every submission has its new verdict. */
const JUDGING_REFRESH_MS = 1_000;
const id = (value: string) => encodeURIComponent(value);

/** GET /rejudges/contests/{id} (admin): the contest's rejudges, newest first. */
export function useContestRejudges(contestId: string) {
  return useQuery({
    queryKey: keys.list(contestId),
    queryFn: async ({ signal }) =>
      rejudgeListSchema.parse(await api.get<unknown>(`/rejudges/contests/${id(contestId)}`, { signal })),
    refetchInterval: (query) =>
      query.state.data?.rejudges.some((r) => r.status === 'judging') ? JUDGING_REFRESH_MS : false,
  });
}

/** GET /rejudges/{id} (admin): each submission's verdict before and after. */
export function useRejudgePreview(rejudgeId: string | undefined) {
  return useQuery({
    queryKey: keys.preview(rejudgeId ?? ''),
    queryFn: async ({ signal }) =>
      rejudgePreviewSchema.parse(await api.get<unknown>(`/rejudges/${id(rejudgeId ?? '')}`, { signal })),
    enabled: rejudgeId !== undefined,
    refetchInterval: (query) => (query.state.data?.rejudge.status === 'judging' ? JUDGING_REFRESH_MS : false),
  });
}

/** Every rejudge read, and after an apply every contest read too: the board and ratings followed. */
function useRejudgeMutation<T, R>(run: (input: T) => Promise<R>, refreshContests = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.all });
      if (refreshContests) await queryClient.invalidateQueries({ queryKey: queryKeys.contests });
    },
  });
}

/** POST /rejudges/contests/{id} (admin): judges one problem's submissions again; answers it judging. */
export const useStartRejudge = (contestId: string) =>
  useRejudgeMutation(async (label: string) =>
    rejudgeSchema.parse(await api.post<unknown>(`/rejudges/contests/${id(contestId)}`, { label })),
  );

/** POST /rejudges/{id}/apply (admin): the new verdicts are stored, the board re-scores, ratings re-rate. */
export const useApplyRejudge = () =>
  useRejudgeMutation(
    async (rejudgeId: string) =>
      rejudgeApplyResponseSchema.parse(await api.post<unknown>(`/rejudges/${id(rejudgeId)}/apply`, {})),
    true,
  );

/** POST /rejudges/{id}/cancel (admin): every submission keeps its verdict. */
export const useCancelRejudge = () =>
  useRejudgeMutation(async (rejudgeId: string) =>
    rejudgeSchema.parse(await api.post<unknown>(`/rejudges/${id(rejudgeId)}/cancel`, {})),
  );
