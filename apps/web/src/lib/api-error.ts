import { HTTPError, TimeoutError } from 'ky';
import { MESSAGES, retryAfterText, SERVER_STARTING_HEADER } from '@codecourt/contracts';

/** The code of an ApiError while `pnpm dev`'s API is still starting (its proxy answers 503). */
export const SERVER_STARTING = 'SERVER_STARTING';

/** What every failed API call rejects with: the message to show, the status and the body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number | undefined,
    readonly data: unknown,
    /** 'ECONNABORTED' for timeouts; 'ERR_NETWORK' when no response came back. */
    readonly code?: string,
  ) {
    super(message);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function serverErrorText(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  return typeof data.error === 'string' && data.error !== '' ? data.error : undefined;
}

/** The error catalogue in one place: 429 and timeout messages, then the server's `error` field wins. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof TimeoutError)
    return new ApiError(MESSAGES.requestTimeout, undefined, undefined, 'ECONNABORTED');
  if (!(error instanceof HTTPError))
    return new ApiError(MESSAGES.somethingWentWrong, undefined, undefined, 'ERR_NETWORK');
  const { status } = error.response;
  const data = await readBody(error.response);
  if (status === 503 && error.response.headers.has(SERVER_STARTING_HEADER))
    return new ApiError(MESSAGES.serverStarting, status, data, SERVER_STARTING);
  const fallback = status === 429 ? MESSAGES.tooManyRequests : MESSAGES.somethingWentWrong;
  const message = serverErrorText(data) ?? fallback;
  const wait = status === 429 ? retryAfterSeconds(error.response.headers.get('Retry-After')) : undefined;
  return new ApiError(wait === undefined ? message : `${message} ${retryAfterText(wait)}`, status, data);
}

/** Retry-After as seconds: a number of seconds or an HTTP date (RFC 9110); undefined when absent or unreadable. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds : undefined;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - Date.now()) / 1000);
}

/** True while the dev API is still starting: worth waiting for, not an error to show. */
export function isServerStarting(error: unknown): boolean {
  return error instanceof ApiError && error.code === SERVER_STARTING;
}

export function isNetworkError(error: unknown): boolean {
  // fetch rejects with a TypeError when no response arrives (refused, reset, DNS, offline).
  return error instanceof TypeError;
}

/** What to tell the user about a failed call: the API's message, or the generic one for anything else. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.somethingWentWrong;
}
