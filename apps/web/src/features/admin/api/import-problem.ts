import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importProblemResponseSchema, type ImportProblemResponse } from '@codecourt/contracts';
import { env } from '@/config/env';
import { queryKeys } from '@/lib/query-keys';
import { rawRequest } from '@/features/admin/api/raw-request';

/** POST /problem/import: a problem package zip (Kattis layout), verified like a created problem. */
export async function importProblem(file: File): Promise<ImportProblemResponse> {
  const form = new FormData();
  form.append('file', file);
  const response = await rawRequest('/problem/import', { method: 'POST', body: form });
  return importProblemResponseSchema.parse(await response.json());
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
