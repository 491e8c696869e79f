import {
  SUBMISSION_MESSAGES,
  submitPendingResponseSchema,
  submitResponseSchema,
  type SubmitRequest,
} from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { getSubmission } from '@/lib/api/get-submission';
import {
  outcomeFromSubmission,
  outcomeFromSubmitResponse,
  type SubmitOutcome,
} from '@/features/judge-console/lib/submit-outcome';

export type SubmitAnswer =
  { status: 'judged'; outcome: SubmitOutcome } | { status: 'pending'; message: string };

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

async function waitForVerdict(
  submissionId: string,
  message: string,
  signal?: AbortSignal,
): Promise<SubmitAnswer> {
  const deadline = Date.now() + POLL_FOR_MS;
  while (Date.now() < deadline) {
    await delay(POLL_INTERVAL_MS, signal);
    const outcome = outcomeFromSubmission(await getSubmission(submissionId, signal));
    if (outcome) return { status: 'judged', outcome };
  }
  return { status: 'pending', message };
}

/**
 * POST /submission/submit/{problemId}. The server waits for the verdict; when the queue is slower
 * it answers 202 with the stored submission, which is then polled until judged.
 */
export async function submitCode(
  problemId: string,
  request: SubmitRequest,
  signal?: AbortSignal,
): Promise<SubmitAnswer> {
  const body = await api.post<unknown>(`/submission/submit/${encodeURIComponent(problemId)}`, request, {
    signal,
  });
  const pending = submitPendingResponseSchema.safeParse(body);
  if (pending.success)
    return waitForVerdict(
      pending.data.submissionId,
      pending.data.message || SUBMISSION_MESSAGES.stillJudging,
      signal,
    );
  return { status: 'judged', outcome: outcomeFromSubmitResponse(submitResponseSchema.parse(body)) };
}
