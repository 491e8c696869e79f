import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  importProblemResponseSchema,
  importSlugExistsResponseSchema,
  type ImportProblemResponse,
  type ImportSlugExistsResponse,
} from '@codecourt/contracts';
import { ApiError } from '@/lib/api-error';
import { env } from '@/config/env';
import { queryKeys } from '@/lib/query-keys';
import { rawRequest } from '@/features/admin/api/raw-request';

/** POST /problem/import: a problem package zip (Kattis layout), verified like a created problem. */
export async function importProblem({
  file,
  replace = false,
}: {
  file: File;
  /** Replace the problem with the package's slug; without it the server answers 409 naming that problem. */
  replace?: boolean;
}): Promise<ImportProblemResponse> {
  const form = new FormData();
  form.append('file', file);
  const response = await rawRequest(`/problem/import${replace ? '?replace=true' : ''}`, {
    method: 'POST',
    body: form,
  });
  return importProblemResponseSchema.parse(await response.json());
}

/** The problem an import would replace, when the server asked before replacing it (409). */
export function problemToReplace(error: unknown): ImportSlugExistsResponse['existing'] | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const parsed = importSlugExistsResponseSchema.safeParse(error.data);
  return parsed.success ? parsed.data.existing : undefined;
}

export function useImportProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importProblem,
    onSuccess: (imported) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.problems });
      void queryClient.invalidateQueries({ queryKey: queryKeys.problem(imported._id) });
    },
  });
}

/** GET /problem/export/{id}: the problem as a package zip; a plain link downloads it with the session cookie. */
export const exportProblemHref = (problemId: string): string =>
  `${env.apiBaseUrl}/problem/export/${encodeURIComponent(problemId)}`;
