import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitResponseSchema, type Submission, type SubmitRequest } from '@codecourt/contracts';
import { followSubmission } from '@/features/judge-console/api/follow-submission';
import { startProgress, withTest, type LiveProgress } from '@/features/judge-console/lib/live-progress';
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

export type SubmitOptions = {
  signal?: AbortSignal;
  idempotencyKey?: string;
  /** Each state of the judging: the pending submission's test count, then each test as it finishes. */
  onProgress?: (progress: LiveProgress) => void;
  /** Where to submit: the practice submit unless a contest names its own (POST /contests/{id}/submit/{label}). */
  path?: string;
};

/**
 * POST /submission/submit/{problemId}?wait=false: the server answers 202 with the stored submission at
 * once, and its tests are followed live as they are judged; without the live stream the submission is
 * polled until judged. (A server that judged at once answers 200 with the verdict.)
 */
export async function submitCode(
  problemId: string,
  request: SubmitRequest,
  { signal, idempotencyKey = crypto.randomUUID(), onProgress, path }: SubmitOptions = {},
): Promise<Submission> {
  const answer = submitResponseSchema.parse(
    await api.post<unknown>(path ?? `/submission/submit/${encodeURIComponent(problemId)}`, request, {
      signal,
      idempotencyKey,
      searchParams: { wait: 'false' },
    }),
  );
  if (answer.verdict !== null) return answer;
  let progress = startProgress(answer);
  onProgress?.(progress);
  const judged = await followSubmission(
    answer._id,
    {
      test: (test) => {
        progress = withTest(progress, test);
        onProgress?.(progress);
      },
      hidden: (count) => {
        progress = { ...progress, hidden: count };
        onProgress?.(progress);
      },
    },
    signal,
  );
  return judged ?? waitForVerdict(answer, signal);
}

type SubmitVariables = { request: SubmitRequest } & Pick<SubmitOptions, 'signal' | 'onProgress'>;

/**
 * Submit as a mutation. Its answer seeds the one-submission cache (the history's detail opens without a
 * request), and once it settles, even after a failure that may have stored the submission, the history
 * and the solved list are refetched.
 */
export function useSubmitCode(problemId: string, path?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, ...options }: SubmitVariables) =>
      submitCode(problemId, request, { ...options, path }),
    onSuccess: (submission) => {
      queryClient.setQueryData(queryKeys.submission(submission._id), submission);
    },
    onSettled: () => invalidateAfterSubmit(queryClient, problemId),
  });
}
