// Virtual runs, replays and upsolve marks (issue #23): one file for the few reads and the one write.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  replayBoardSchema,
  upsolvedResponseSchema,
  virtualRunDetailSchema,
  virtualRunListSchema,
  virtualRunSchema,
  type ReplayBoard,
  type VirtualRunDetail,
} from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { requestState, type RequestState } from '@/lib/request-state';

/** How often a running virtual board is read again: the field moves as the run's clock passes. */
export const VIRTUAL_BOARD_REFRESH_MS = 5_000;

const base = (contestId: string) => `/contests/${encodeURIComponent(contestId)}`;
export const virtualKeys = {
  runs: (contestId: string) => ['contests', 'virtual', contestId] as const,
  run: (contestId: string, runId: string, page: number) =>
    ['contests', 'virtual', contestId, runId, page] as const,
  replay: (contestId: string, at: number) => ['contests', 'replay', contestId, at] as const,
  upsolved: (contestId: string) => ['contests', 'upsolved', contestId] as const,
};

/** POST /contests/{id}/virtual: a new run starting now. */
export function useStartVirtualRun(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => virtualRunSchema.parse(await api.post<unknown>(`${base(contestId)}/virtual`, {})),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: virtualKeys.runs(contestId) }),
  });
}

/** GET /contests/{id}/virtual: the caller's runs of the contest, newest first. */
export function useVirtualRuns(contestId: string, enabled: boolean) {
  const query = useQuery({
    queryKey: virtualKeys.runs(contestId),
    queryFn: async ({ signal }) =>
      virtualRunListSchema.parse(await api.get<unknown>(`${base(contestId)}/virtual`, { signal })),
    enabled,
  });
  return requestState(query, enabled);
}

/** GET /contests/{id}/virtual/{runId}: read again every few seconds while the run is on. */
export function useVirtualRun(
  contestId: string,
  runId: string,
  page: number,
): { state: RequestState<VirtualRunDetail>; answeredAt: number; retry: () => void } {
  const query = useQuery({
    queryKey: virtualKeys.run(contestId, runId, page),
    queryFn: async ({ signal }) =>
      virtualRunDetailSchema.parse(
        await api.get<unknown>(`${base(contestId)}/virtual/${encodeURIComponent(runId)}`, {
          signal,
          searchParams: { page },
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.run.ended ? false : VIRTUAL_BOARD_REFRESH_MS),
  });
  return {
    state: requestState(query),
    /** When the shown answer arrived: the run's clock ticks on from its elapsed second. */
    answeredAt: query.dataUpdatedAt,
    retry: () => {
      void query.refetch();
    },
  };
}

/** GET /contests/{id}/replay?at=: the field `at` seconds in (ended contests only). */
export function useReplay(
  contestId: string,
  at: number,
): { state: RequestState<ReplayBoard>; retry: () => void } {
  const query = useQuery({
    queryKey: virtualKeys.replay(contestId, at),
    queryFn: async ({ signal }) =>
      replayBoardSchema.parse(
        await api.get<unknown>(`${base(contestId)}/replay`, {
          signal,
          searchParams: { at },
          refreshOnUnauthorized: false,
        }),
      ),
    placeholderData: keepPreviousData,
  });
  return {
    state: requestState(query),
    retry: () => {
      void query.refetch();
    },
  };
}

/** GET /contests/{id}/upsolved: labels the caller solved after the end (signed in, ended contests). */
export function useUpsolved(contestId: string, enabled: boolean): ReadonlySet<string> {
  const query = useQuery({
    queryKey: virtualKeys.upsolved(contestId),
    queryFn: async ({ signal }) =>
      upsolvedResponseSchema.parse(await api.get<unknown>(`${base(contestId)}/upsolved`, { signal })),
    enabled,
  });
  return new Set(query.data?.labels ?? []);
}

/** Where a virtual run's workspace sends Run and Submit. */
export function virtualEndpoints(contestId: string, runId: string, label: string) {
  const run = `${base(contestId)}/virtual/${encodeURIComponent(runId)}`;
  return {
    run: `${run}/run/${encodeURIComponent(label)}`,
    submit: `${run}/submit/${encodeURIComponent(label)}`,
  };
}
