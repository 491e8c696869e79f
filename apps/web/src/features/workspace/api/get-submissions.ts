import { submissionHistoryResponseSchema, type Submission } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { useRequest, type RequestState } from '@/features/workspace/hooks/use-request';

/** GET /submission/problem/{problemId}: the signed-in user's submissions to one problem, newest first. */
export async function getSubmissions(problemId: string, signal?: AbortSignal): Promise<Submission[]> {
  return submissionHistoryResponseSchema.parse(
    await api.get<unknown>(`/submission/problem/${encodeURIComponent(problemId)}`, { signal }),
  );
}

/** Loads only for a signed-in user; `version` changes after each submit so the list catches up. */
export function useSubmissions(
  problemId: string,
  enabled: boolean,
  version: number,
): { state: RequestState<Submission[]>; retry: () => void } {
  return useRequest(enabled ? `${problemId}:${String(version)}` : undefined, (signal) =>
    getSubmissions(problemId, signal),
  );
}
