import { useMutation, useQueryClient } from '@tanstack/react-query';
import { testUploadResponseSchema, type TestUploadResponse } from '@codecourt/contracts';
import { queryKeys } from '@/lib/query-keys';
import { rawRequest } from '@/features/admin/api/raw-request';

/** One test as its input and answer files, or a zip of `.in`/`.ans` pairs (a package's `data/`). */
export type TestFiles = { input: File; answer: File } | { zip: File };

/**
 * POST /problem-tests/{id} (multipart, admins): hidden tests as files, never inside the form's JSON.
 * The server judges every reference on its tests with these and saves them only when all pass.
 */
export async function uploadProblemTests(problemId: string, files: TestFiles): Promise<TestUploadResponse> {
  const form = new FormData();
  for (const [field, file] of Object.entries(files)) form.append(field, file);
  const response = await rawRequest(`/problem-tests/${encodeURIComponent(problemId)}`, {
    method: 'POST',
    body: form,
  });
  return testUploadResponseSchema.parse(await response.json());
}

export function useUploadProblemTests(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: TestFiles) => uploadProblemTests(problemId, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.problem(problemId) }),
  });
}
