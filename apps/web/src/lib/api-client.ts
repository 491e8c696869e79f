import ky, { HTTPError } from 'ky';
import {
  COOKIE_NAMES,
  IDEMPOTENCY_KEY_HEADER,
  PUBLIC_API_PATH_FRAGMENTS,
  REQUEST_TIMEOUT_MS,
  SERVER_ERROR_RETRIES,
  SERVER_ERROR_RETRY_DELAY_MS,
  XSRF_HEADER,
  type RefreshResponse,
} from '@codecourt/contracts';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { isNetworkError, toApiError } from '@/lib/api-error';
import { expireCookie, readCookie, type CookieDocument } from '@/lib/browser-cookies';
import { navigate as appNavigate } from '@/lib/navigation';
import {
  browserRefreshCoordination,
  createSessionRefresher,
  type RefreshCoordination,
} from '@/lib/session-refresh';

export const REFRESH_TOKEN_PATH = '/user/refresh-token';
const AUTH_PAGES: readonly string[] = [paths.auth.login.path, paths.auth.signup.path];
const ALL_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;
/** Methods a repeat cannot change the outcome of; POST and PATCH are retried only with an Idempotency-Key. */
const IDEMPOTENT_METHODS: readonly Method[] = ['get', 'put', 'delete', 'head', 'options'];

export type ApiClientOptions = {
  baseUrl: string;
  /** Where the session-expired flow sends the user; injectable so it runs outside a browser. */
  navigate: (path: string) => void;
  /** The page the browser is on: the /login and /signup pages never trigger a token refresh. */
  currentPath: () => string;
  cookies: () => CookieDocument | undefined;
  timeoutMs?: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
  /** How tabs share a refresh (Web Locks and a BroadcastChannel in the browser); none: this tab alone. */
  coordination?: RefreshCoordination;
};

export type RequestOptions = {
  json?: unknown;
  searchParams?: Record<string, string | number>;
  signal?: AbortSignal;
  /** false for calls whose 401 must never lead to /login (public figures on the landing page). */
  refreshOnUnauthorized?: boolean;
  /**
   * Sent as the Idempotency-Key header: the server answers a repeat with the first outcome, so such a POST
   * may be retried after a 5xx or a dropped connection like a GET. One fresh key per user action.
   */
  idempotencyKey?: string;
  /** 'blob' reads the answer as a file (a zip to download) instead of JSON. */
  responseType?: 'json' | 'blob';
  /** This call's own timeout, for the few that work longer than REQUEST_TIMEOUT_MS by design. */
  timeoutMs?: number;
};

type Method = (typeof ALL_METHODS)[number];

export type ApiClient = {
  request: <T>(method: Method, path: string, options?: RequestOptions) => Promise<T>;
  get: <T>(path: string, options?: RequestOptions) => Promise<T>;
  post: <T>(path: string, json?: unknown, options?: RequestOptions) => Promise<T>;
  put: <T>(path: string, json?: unknown, options?: RequestOptions) => Promise<T>;
  delete: <T>(path: string, options?: RequestOptions) => Promise<T>;
  /** Renews the session through the one shared refresh; false (and off to /login) when it has ended. */
  refreshSession: () => Promise<boolean>;
  /** The same shared refresh, for the start-up session check: false means signed out, and nobody is sent anywhere. */
  renewSession: () => Promise<boolean>;
};

function isServerError(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status >= 500;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = ky.create({
    prefixUrl: options.baseUrl,
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    fetch: options.fetch,
    retry: {
      limit: SERVER_ERROR_RETRIES,
      methods: [...ALL_METHODS],
      jitter: false,
      delay: () => options.retryDelayMs ?? SERVER_ERROR_RETRY_DELAY_MS,
      // Network errors and 5xx only: timeouts, 4xx and aborts are final.
      shouldRetry: ({ error }) => isNetworkError(error) || isServerError(error),
    },
    hooks: {
      beforeRequest: [
        (request) => {
          const doc = options.cookies();
          const token = doc ? readCookie(doc, COOKIE_NAMES.xsrf) : undefined;
          if (token !== undefined) request.headers.set(XSRF_HEADER, token);
        },
      ],
    },
  });

  async function send<T>(method: Method, path: string, call: RequestOptions): Promise<T> {
    const retryable = IDEMPOTENT_METHODS.includes(method) || call.idempotencyKey !== undefined;
    const response = await http(path.replace(/^\/+/, ''), {
      method,
      json: call.json,
      searchParams: call.searchParams,
      signal: call.signal,
      ...(call.timeoutMs === undefined ? {} : { timeout: call.timeoutMs }),
      // A repeated POST could be acted on twice (a submit judged twice after a proxy's 504).
      ...(retryable ? {} : { retry: 0 }),
      ...(call.idempotencyKey === undefined
        ? {}
        : { headers: { [IDEMPOTENCY_KEY_HEADER]: call.idempotencyKey } }),
    });
    if (call.responseType === 'blob') return (await response.blob()) as T;
    return (await parseBody(response)) as T;
  }

  function expireCookies(): void {
    const doc = options.cookies();
    if (doc) {
      expireCookie(doc, COOKIE_NAMES.accessToken);
      expireCookie(doc, COOKIE_NAMES.refreshToken);
    }
  }

  function expireSession(): void {
    expireCookies();
    options.navigate(paths.auth.login.getHref());
  }

  // Every renewal (a 401's retry, the periodic timer, the start-up session check) goes through one
  // refresher: calls at once share one POST, and other tabs take this tab's outcome instead of rotating
  // the token again.
  const refresher = createSessionRefresher(
    () =>
      send<Partial<RefreshResponse> | undefined>('post', REFRESH_TOKEN_PATH, {})
        .then((body) => body?.success === true)
        .catch(async (error: unknown) => {
          if ((await toApiError(error)).status === 401) expireCookies();
          return false;
        }),
    options.coordination ?? {},
  );
  const renewSession = (): Promise<boolean> => refresher.refresh();
  const refreshSession = async (): Promise<boolean> => {
    const ok = await refresher.refresh();
    if (!ok) options.navigate(paths.auth.login.getHref());
    return ok;
  };

  function mayRefresh(path: string, call: RequestOptions): boolean {
    if (call.refreshOnUnauthorized === false) return false;
    if (PUBLIC_API_PATH_FRAGMENTS.some((fragment) => path.includes(fragment))) return false;
    return !AUTH_PAGES.includes(options.currentPath());
  }

  async function request<T>(method: Method, path: string, call: RequestOptions = {}): Promise<T> {
    try {
      return await send<T>(method, path, call);
    } catch (error) {
      const apiError = await toApiError(error);
      if (apiError.status !== 401) throw apiError;
      if (path === REFRESH_TOKEN_PATH) {
        expireSession();
        throw apiError;
      }
      if (!mayRefresh(path, call) || !(await refreshSession())) throw apiError;
      try {
        return await send<T>(method, path, call);
      } catch (repeatError) {
        throw await toApiError(repeatError);
      }
    }
  }

  return {
    request,
    get: <T>(path: string, call?: RequestOptions) => request<T>('get', path, call),
    post: <T>(path: string, json?: unknown, call?: RequestOptions) =>
      request<T>('post', path, { ...call, json }),
    put: <T>(path: string, json?: unknown, call?: RequestOptions) =>
      request<T>('put', path, { ...call, json }),
    delete: <T>(path: string, call?: RequestOptions) => request<T>('delete', path, call),
    refreshSession,
    renewSession,
  };
}

/** The app's one client: same-origin /api by default, VITE_API_BASE_URL for a separate backend host. */
export const api: ApiClient = createApiClient({
  baseUrl: env.apiBaseUrl,
  navigate: (path) => {
    appNavigate(path);
  },
  currentPath: () => globalThis.location.pathname,
  cookies: () => (typeof document === 'undefined' ? undefined : document),
  coordination: browserRefreshCoordination(),
});
