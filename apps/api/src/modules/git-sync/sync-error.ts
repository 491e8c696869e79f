import { Errors } from 'isomorphic-git';
import { MESSAGES } from '@codecourt/contracts';
import { ForbiddenTargetError } from './guarded-http.js';
import { PushRefusedError } from './push-files.js';

/** Raised when the stored token cannot be decrypted any more. */
export class TokenUnreadableError extends Error {}

const UNREACHABLE = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

/**
 * The failed sync in words the user can act on. Only these fixed messages are stored and shown, never the
 * library's text, which may quote the remote's answer or the URL it was given.
 */
export function syncErrorMessage(error: unknown): string {
  if (error instanceof TokenUnreadableError) return MESSAGES.gitSyncTokenUnreadable;
  if (error instanceof ForbiddenTargetError) return MESSAGES.gitSyncUrlForbidden;
  if (
    error instanceof PushRefusedError ||
    error instanceof Errors.PushRejectedError ||
    error instanceof Errors.GitPushError
  )
    return MESSAGES.gitSyncRejected;
  if (error instanceof Errors.HttpError) {
    const status = error.data.statusCode;
    if (status === 401 || status === 403) return MESSAGES.gitSyncAuthFailed;
    if (status === 404) return MESSAGES.gitSyncNotFound;
    return `${MESSAGES.gitSyncFailed} (HTTP ${String(status)})`;
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && UNREACHABLE.has(code)) return MESSAGES.gitSyncUnreachable;
  if (error instanceof Error && error.message === 'the remote did not answer in time')
    return MESSAGES.gitSyncUnreachable;
  return MESSAGES.gitSyncFailed;
}
