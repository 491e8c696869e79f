import { runResponseSchema, type RunRequest, type RunResponse } from '@codecourt/contracts';
import { api } from '@/lib/api-client';

/** POST /submission/run/{problemId}: the visible tests, or only the custom input when one is given. */
export async function runCode(
  problemId: string,
  request: RunRequest,
  signal?: AbortSignal,
): Promise<RunResponse> {
  return runResponseSchema.parse(
    await api.post<unknown>(`/submission/run/${encodeURIComponent(problemId)}`, request, { signal }),
  );
}
