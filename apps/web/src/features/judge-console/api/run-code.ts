import { useMutation } from '@tanstack/react-query';
import { runResponseSchema, type RunRequest, type RunResponse } from '@codecourt/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /submission/run/{problemId}: the visible tests, or only the custom input when one is given. A contest
 * passes its own `path` (POST /contests/{id}/run/{label}).
 */
export async function runCode(
  problemId: string,
  request: RunRequest,
  signal?: AbortSignal,
  idempotencyKey: string = crypto.randomUUID(),
  path?: string,
): Promise<RunResponse> {
  return runResponseSchema.parse(
    await api.post<unknown>(path ?? `/submission/run/${encodeURIComponent(problemId)}`, request, {
      signal,
      idempotencyKey,
    }),
  );
}

type RunVariables = { request: RunRequest; signal?: AbortSignal };

/** Run as a mutation: nothing is cached, a run changes no stored data. */
export function useRunCode(problemId: string, path?: string) {
  return useMutation({
    mutationFn: ({ request, signal }: RunVariables) => runCode(problemId, request, signal, undefined, path),
  });
}
