import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitResponseSchema, type Submission, type SubmitRequest } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { getSubmission } from '@/lib/api/get-submission';
import { invalidateAfterSubmit } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

const POLL_INTERVAL_MS = 1_500;
/** How long the page keeps asking after the server's own wait ran out (a long queue). */
const POLL_FOR_MS = 3 * 60_000;

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}

/** Polls the stored submission until it has a verdict; answers the latest one (maybe still pending) at the deadline. */
async function waitForVerdict(pending: Submission, signal?: AbortSignal): Promise<Submission> {
  const deadline = Date.now() + POLL_FOR_MS;
  let latest = pending;
  while (latest.verdict === null && Date.now() < deadline) {
    await delay(POLL_INTERVAL_MS, signal);
    latest = await getSubmission(pending._id, signal);
  }
  return latest;
}

/**
 * POST /submission/submit/{problemId}. The server waits for the verdict (200); when the queue is slower
 * it answers 202 with the same shape and no verdict yet, and the submission is polled until judged.
 */
export async function submitCode(
  problemId: string,
  request: SubmitRequest,
  signal?: AbortSignal,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<Submission> {
  const answer = submitResponseSchema.parse(
    await api.post<unknown>(`/submission/submit/${encodeURIComponent(problemId)}`, request, {
      signal,
      idempotencyKey,
    }),
  );
  return waitForVerdict(answer, signal);
}

type SubmitVariables = { request: SubmitRequest; signal?: AbortSignal };

/**
 * Submit as a mutation. Its answer seeds the one-submission cache (the history's detail opens without a
 * request), and once it settles, even after a failure that may have stored the submission, the history
 * and the solved list are refetched.
 */
export function useSubmitCode(problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, signal }: SubmitVariables) => submitCode(problemId, request, signal),
    onSuccess: (submission) => {
      queryClient.setQueryData(queryKeys.submission(submission._id), submission);
    },
    onSettled: () => invalidateAfterSubmit(queryClient, problemId),
  });
}
