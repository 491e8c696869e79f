import { useQuery } from '@tanstack/react-query';
import { submissionSchema, type Submission } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { requestState, type RequestState } from '@/lib/request-state';

/** GET /submission/{id}: one of the user's own submissions with its judged tests (hidden ones without data). */
export async function getSubmission(submissionId: string, signal?: AbortSignal): Promise<Submission> {
  return submissionSchema.parse(
    await api.get<unknown>(`/submission/${encodeURIComponent(submissionId)}`, { signal }),
  );
}

/** One submission; shared because the submissions history opens it and a queued submit waits on it. */
export function useSubmission(submissionId: string | undefined): {
  state: RequestState<Submission>;
  retry: () => void;
} {
  const enabled = submissionId !== undefined;
  const query = useQuery({
    queryKey: queryKeys.submission(submissionId ?? ''),
    queryFn: ({ signal }) => getSubmission(submissionId ?? '', signal),
    enabled,
  });
  return {
    state: requestState(query, enabled),
    retry: () => {
      void query.refetch();
    },
  };
}
