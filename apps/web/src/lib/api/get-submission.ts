import { useQuery } from '@tanstack/react-query';
import { submissionSchema, type Submission } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { requestState, type RequestState } from '@/lib/request-state';

const PENDING_POLL_MS = 1_500;

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
    // A submission still waiting for a judge is asked again until its verdict is stored.
    refetchInterval: (query) => (query.state.data?.verdict === null ? PENDING_POLL_MS : false),
  });
  return {
    state: requestState(query, enabled),
    retry: () => {
      void query.refetch();
    },
  };
}
