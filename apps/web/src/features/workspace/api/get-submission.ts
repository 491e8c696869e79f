import { submissionSchema, type Submission } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { useRequest, type RequestState } from '@/features/workspace/hooks/use-request';

/** GET /submission/{id}: one of the user's own submissions with its judged tests (hidden ones without data). */
export async function getSubmission(submissionId: string, signal?: AbortSignal): Promise<Submission> {
  return submissionSchema.parse(
    await api.get<unknown>(`/submission/${encodeURIComponent(submissionId)}`, { signal }),
  );
}

export function useSubmission(submissionId: string | undefined): {
  state: RequestState<Submission>;
  retry: () => void;
} {
  return useRequest(submissionId, (signal) => getSubmission(submissionId ?? '', signal));
}
