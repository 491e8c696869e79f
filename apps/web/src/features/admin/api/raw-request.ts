import { COOKIE_NAMES, MESSAGES, XSRF_HEADER } from '@codecourt/contracts';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-error';
import { readCookie } from '@/lib/browser-cookies';

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let data: unknown = text;
  try {
    data = JSON.parse(text) as unknown;
  } catch {
    // Not JSON (a proxy's page): the status alone explains it.
  }
  const message =
    typeof data === 'object' && data !== null && 'error' in data && typeof data.error === 'string'
      ? data.error
      : MESSAGES.somethingWentWrong;
  return new ApiError(message, response.status, data);
}

/**
 * A request whose body or answer the JSON client cannot carry (a multipart upload, an event stream),
 * with the same session cookies and anti-forgery header; a failure rejects with an ApiError as it does.
 */
export async function rawRequest(path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = readCookie(document, COOKIE_NAMES.xsrf);
  if (token !== undefined) headers.set(XSRF_HEADER, token);
  const response = await fetch(`${env.apiBaseUrl}${path}`, {
    ...init,
    headers,
    credentials: 'include',
  }).catch(() => {
    throw new ApiError(MESSAGES.somethingWentWrong, undefined, undefined, 'ERR_NETWORK');
  });
  if (!response.ok) throw await errorOf(response);
  return response;
}
