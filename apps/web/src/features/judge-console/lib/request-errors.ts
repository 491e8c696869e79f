import { MESSAGES } from '@codecourt/contracts';
import { ApiError } from '@/lib/api-error';

/** The server's own words: its `error` field, or the client's 429 and timeout messages. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const { data } = error;
  if (
    typeof data === 'object' &&
    data !== null &&
    'error' in data &&
    typeof data.error === 'string' &&
    data.error !== ''
  )
    return data.error;
  if (error.status === 429 || error.code === 'ECONNABORTED') return error.message;
  return undefined;
}

/** A failed run: the server's message, or 'Internal server error'. */
export function runFailureMessage(error: unknown): string {
  return serverMessage(error) ?? MESSAGES.internalServerError;
}

/**
 * A failed submit: the server's message; 'Submission failed' when it answered without one;
 * 'Internal server error' when no answer came back at all.
 */
export function submitFailureMessage(error: unknown): string {
  const message = serverMessage(error);
  if (message !== undefined) return message;
  if (error instanceof ApiError && error.status !== undefined && error.status < 500)
    return MESSAGES.submissionFailed;
  return MESSAGES.internalServerError;
}
