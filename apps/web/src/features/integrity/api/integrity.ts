import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  disqualifyResponseSchema,
  integrityPairDetailSchema,
  integrityPairSchema,
  integrityReportListSchema,
  integrityReportResponseSchema,
  integrityReportSchema,
  type DisqualifyRequest,
} from '@codecourt/contracts';
import { api } from '@/lib/api-client';

const keys = {
  all: ['integrity'] as const,
  reports: (contestId: string) => ['integrity', 'reports', contestId] as const,
  report: (id: string) => ['integrity', 'report', id] as const,
  pair: (id: string) => ['integrity', 'pair', id] as const,
};
/** A running report is asked again until it is done. */
const RUNNING_REFRESH_MS = 2_000;
const id = (value: string) => encodeURIComponent(value);

/** GET /integrity/reports?contestId= (admin): the contest's reports, newest first. */
export function useContestReports(contestId: string) {
  return useQuery({
    queryKey: keys.reports(contestId),
    queryFn: async ({ signal }) =>
      integrityReportListSchema.parse(
        await api.get<unknown>(`/integrity/reports?contestId=${id(contestId)}`, { signal }),
      ),
    refetchInterval: (query) =>
      query.state.data?.reports.some((r) => r.status === 'running') ? RUNNING_REFRESH_MS : false,
  });
}

/** GET /integrity/reports/{id} (admin): the report and its pairs. */
export function useReport(reportId: string | undefined) {
  return useQuery({
    queryKey: keys.report(reportId ?? ''),
    queryFn: async ({ signal }) =>
      integrityReportResponseSchema.parse(
        await api.get<unknown>(`/integrity/reports/${id(reportId ?? '')}`, { signal }),
      ),
    enabled: reportId !== undefined,
  });
}

/** GET /integrity/pairs/{id} (admin): both programs and their shared fragments. */
export function usePair(pairId: string | undefined) {
  return useQuery({
    queryKey: keys.pair(pairId ?? ''),
    queryFn: async ({ signal }) =>
      integrityPairDetailSchema.parse(
        await api.get<unknown>(`/integrity/pairs/${id(pairId ?? '')}`, { signal }),
      ),
    enabled: pairId !== undefined,
  });
}

function useIntegrityMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** POST /integrity/contests/{id}/reports (admin): a new report, running. */
export const useStartReport = (contestId: string) =>
  useIntegrityMutation(async () =>
    integrityReportSchema.parse(await api.post<unknown>(`/integrity/contests/${id(contestId)}/reports`, {})),
  );

/** POST /integrity/pairs/{id}/dismiss (admin). */
export const useDismissPair = () =>
  useIntegrityMutation(async (pairId: string) =>
    integrityPairSchema.parse(await api.post<unknown>(`/integrity/pairs/${id(pairId)}/dismiss`, {})),
  );

/** POST /integrity/contests/{id}/disqualifications (admin). */
export const useDisqualify = (contestId: string) =>
  useIntegrityMutation(async (request: DisqualifyRequest) =>
    disqualifyResponseSchema.parse(
      await api.post<unknown>(`/integrity/contests/${id(contestId)}/disqualifications`, request),
    ),
  );
