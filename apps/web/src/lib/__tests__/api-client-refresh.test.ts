import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { FakeCookieDocument } from '@/testing/cookie-document';
import { sendJson, startTestServer, type Handler, type TestServer } from '@/testing/test-server';

type Harness = { api: ApiClient; server: TestServer; navigations: string[]; cookies: FakeCookieDocument };

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function harness(handler: Handler, page = '/problems'): Promise<Harness> {
  server = await startTestServer(handler);
  const navigations: string[] = [];
  const cookies = new FakeCookieDocument({ 'XSRF-TOKEN': 'x', accessToken: 'old', refreshToken: 'r' });
  const api = createApiClient({
    baseUrl: server.baseUrl,
    navigate: (path) => navigations.push(path),
    currentPath: () => page,
    cookies: () => cookies,
  });
  return { api, server, navigations, cookies };
}

/** An API whose access token is stale until /user/refresh-token is called once. */
function expiringSession(refreshStatus = 200): Handler {
  let refreshed = false;
  return (req, res) => {
    if (req.path === '/user/refresh-token') {
      refreshed = refreshStatus === 200;
      // Answer late so concurrent 401s overlap with the refresh in flight.
      setTimeout(() => {
        sendJson(
          res,
          refreshStatus,
          refreshStatus === 200 ? { success: true } : { error: 'Refresh token invalid' },
        );
      }, 50);
      return;
    }
    if (!refreshed) {
      sendJson(res, 401, { error: 'Please sign in to continue' });
      return;
    }
    sendJson(res, 200, { path: req.path });
  };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('api client session refresh', () => {
  it('when a protected call answers 401, then the token is refreshed and the call repeated', async () => {
    const { api, server, navigations } = await harness(expiringSession());

    const body = await api.get<{ path: string }>('/stats/my-stats');

    expect(body).toEqual({ path: '/stats/my-stats' });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /stats/my-stats',
      'POST /user/refresh-token',
      'GET /stats/my-stats',
    ]);
    expect(navigations).toEqual([]);
  });

  it('when three protected calls answer 401 together, then they share one refresh', async () => {
    const { api, server } = await harness(expiringSession());

    const bodies = await Promise.all([
      api.get('/stats/my-stats'),
      api.get('/bookmarks/my-bookmarks'),
      api.post('/problem/create', {}),
    ]);

    expect(bodies).toHaveLength(3);
    expect(server.hits('/user/refresh-token')).toHaveLength(1);
    expect(server.requests).toHaveLength(7);
  });

  it.each([
    '/user/check',
    '/stats/leaderboard?page=1&limit=50',
    '/contests/x',
    '/discussions/problem/p',
    '/homepage',
  ])('when the public path %s answers 401, then no refresh is attempted', async (path) => {
    const { api, server, navigations } = await harness(expiringSession());

    const error = await rejection(api.get(path));

    expect(error.status).toBe(401);
    expect(server.hits('/user/refresh-token')).toHaveLength(0);
    expect(navigations).toEqual([]);
  });

  it.each(['/login', '/signup'])('when the browser is on %s, then a 401 is not refreshed', async (page) => {
    const { api, server, navigations } = await harness(expiringSession(), page);

    const error = await rejection(api.post('/user/login', { emailId: 'a@b.co', password: 'wrong' }));

    expect(error.message).toBe('Please sign in to continue');
    expect(server.hits('/user/refresh-token')).toHaveLength(0);
    expect(navigations).toEqual([]);
  });

  it('when the refresh call itself answers 401, then both session cookies are expired and the user goes to /login', async () => {
    const { api, navigations, cookies } = await harness(expiringSession(401));

    const error = await rejection(api.get('/stats/my-stats'));

    expect(error.status).toBe(401);
    expect(navigations).toEqual(['/login']);
    expect(cookies.jar.has('accessToken')).toBe(false);
    expect(cookies.jar.has('refreshToken')).toBe(false);
    expect(cookies.jar.get('XSRF-TOKEN')).toBe('x');
  });

  it('when the refresh fails with a server error, then the user goes to /login without a repeat', async () => {
    const { api, server, navigations } = await harness(expiringSession(500));

    await rejection(api.get('/stats/my-stats'));

    expect(navigations).toEqual(['/login']);
    expect(server.hits('/stats/my-stats')).toHaveLength(1);
  });

  it('when /user/refresh-token is called directly and answers 401, then cookies are expired and the user goes to /login', async () => {
    const { api, navigations, cookies } = await harness((_req, res) => {
      sendJson(res, 401, { error: 'Session expired' });
    });

    const error = await rejection(api.post('/user/refresh-token'));

    expect(error.message).toBe('Session expired');
    expect(navigations).toEqual(['/login']);
    expect(cookies.jar.has('accessToken')).toBe(false);
  });

  it('when a call opts out of the refresh, then its 401 is returned as is', async () => {
    const { api, server, navigations } = await harness(expiringSession());

    const error = await rejection(api.get('/problem/getAllProblem', { refreshOnUnauthorized: false }));

    expect(error.status).toBe(401);
    expect(server.hits('/user/refresh-token')).toHaveLength(0);
    expect(navigations).toEqual([]);
  });
});
