import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, SESSION_REFRESH_INTERVAL_MS, type User } from '@codecourt/contracts';
import { createApiClient } from '@/lib/api-client';
import { createAuthStore, initialAuthState, type AuthStore } from '@/lib/auth-store';
import { FakeCookieDocument } from '@/testing/cookie-document';
import { sendJson, startTestServer, type Handler, type TestServer } from '@/testing/test-server';

const user: User = {
  _id: '3f1c2a9e-2b6f-4c39-9d7e-0c8f5b1a2d34',
  firstName: 'Ada',
  lastName: null,
  emailId: 'ada@example.com',
  email: 'ada@example.com',
  role: 'user',
  createdAt: '2025-01-01T00:00:00.000Z',
};

type Routes = Record<string, (res: Parameters<Handler>[1]) => void>;

let server: TestServer | undefined;
let store: AuthStore | undefined;
afterEach(async () => {
  store?.getState().stopSessionRefresh();
  await server?.close();
  server = undefined;
});

async function storeAgainst(
  routes: Routes,
  options: { refreshIntervalMs?: number; unloadTarget?: EventTarget } = {},
): Promise<AuthStore> {
  server = await startTestServer((req, res) => {
    const route = routes[`${req.method} ${req.path}`];
    if (route) route(res);
    else sendJson(res, 404, { error: 'Route not found' });
  });
  const api = createApiClient({
    baseUrl: server.baseUrl,
    navigate: () => undefined,
    currentPath: () => '/',
    cookies: () => new FakeCookieDocument(),
    retryDelayMs: 10,
  });
  store = createAuthStore({ api, ...options });
  return store;
}

const ok = (body: unknown) => (res: Parameters<Handler>[1]) => {
  sendJson(res, 200, body);
};
const fail =
  (status: number, body: unknown = {}) =>
  (res: Parameters<Handler>[1]) => {
    sendJson(res, status, body);
  };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('auth store', () => {
  it('when created, then nobody is signed in, nothing loads and there is no error', async () => {
    const auth = await storeAgainst({});

    const { user: current, isAuthenticated, loading, error, sessionChecked } = auth.getState();

    expect({ user: current, isAuthenticated, loading, error, sessionChecked }).toEqual(initialAuthState);
    expect(initialAuthState).toEqual({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: null,
      sessionChecked: false,
    });
  });

  it('when login is in flight, then loading is set and a previous error is cleared', async () => {
    const auth = await storeAgainst({ 'POST /user/login': ok({ user }) });
    auth.setState({ error: 'old error' });

    const pending = auth.getState().login({ emailId: user.emailId, password: 'Secret123' });

    expect(auth.getState().loading).toBe(true);
    expect(auth.getState().error).toBeNull();
    await pending;
  });

  it('when login succeeds, then the user is stored and isAuthenticated is true', async () => {
    const auth = await storeAgainst({ 'POST /user/login': ok({ user }) });

    const succeeded = await auth.getState().login({ emailId: user.emailId, password: 'Secret123' });

    expect(succeeded).toBe(true);
    expect(auth.getState()).toMatchObject({ user, isAuthenticated: true, loading: false, error: null });
  });

  it('when login fails with a server message, then the user is cleared and the error is that message', async () => {
    const auth = await storeAgainst({
      'POST /user/login': fail(401, { error: 'Invalid email or password' }),
    });
    auth.setState({ user, isAuthenticated: true });

    const succeeded = await auth.getState().login({ emailId: user.emailId, password: 'nope' });

    expect(succeeded).toBe(false);
    expect(auth.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: 'Invalid email or password',
    });
  });

  it('when register fails without a server message, then the error is "Something went wrong"', async () => {
    const auth = await storeAgainst({ 'POST /user/register': fail(400) });

    await auth.getState().register({ firstName: 'Ada', emailId: user.emailId, password: 'Secret123' });

    expect(auth.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: MESSAGES.somethingWentWrong,
    });
  });

  it('when register succeeds, then the new user is signed in', async () => {
    const auth = await storeAgainst({ 'POST /user/register': ok({ user }) });

    const succeeded = await auth
      .getState()
      .register({ firstName: 'Ada', emailId: user.emailId, password: 'Secret123' });

    expect(succeeded).toBe(true);
    expect(auth.getState()).toMatchObject({ user, isAuthenticated: true, loading: false });
  });

  it('when a session check finds no user, then the state is signed out and the check is marked done', async () => {
    const auth = await storeAgainst({ 'GET /user/check': ok({}) });

    await auth.getState().checkAuth();

    expect(auth.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: null,
      sessionChecked: true,
    });
  });

  it('when a session check gets 401, then it rejects quietly without an error message', async () => {
    const auth = await storeAgainst({
      'GET /user/check': fail(401, { error: 'Please sign in to continue' }),
    });
    auth.setState({ user, isAuthenticated: true, error: 'stale' });

    await auth.getState().checkAuth();

    expect(auth.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      loading: false,
      error: null,
      sessionChecked: true,
    });
  });

  it('when a session check fails otherwise, then the error is the server message', async () => {
    const auth = await storeAgainst({ 'GET /user/check': fail(403, { error: 'Forbidden here' }) });

    await auth.getState().checkAuth();

    expect(auth.getState()).toMatchObject({ user: null, isAuthenticated: false, error: 'Forbidden here' });
  });

  it('when a session check finds a user, then the session is refreshed on every interval', async () => {
    let refreshes = 0;
    const auth = await storeAgainst(
      {
        'GET /user/check': ok({ user }),
        'POST /user/refresh-token': (res) => {
          refreshes += 1;
          sendJson(res, 200, { success: true });
        },
      },
      { refreshIntervalMs: 40 },
    );

    await auth.getState().checkAuth();
    await sleep(150);

    expect(auth.getState()).toMatchObject({ user, isAuthenticated: true });
    expect(refreshes).toBeGreaterThanOrEqual(2);
  });

  it('when no interval is given, then the refresh runs every 2,700,000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const auth = await storeAgainst({
        'GET /user/check': ok({ user }),
        'POST /user/refresh-token': ok({ success: true }),
      });
      await auth.getState().checkAuth();

      vi.advanceTimersByTime(SESSION_REFRESH_INTERVAL_MS - 1);
      await sleep(50);
      const before = server?.hits('/user/refresh-token').length;
      vi.advanceTimersByTime(1);
      await sleep(50);

      expect(before).toBe(0);
      expect(server?.hits('/user/refresh-token')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when a periodic refresh returns no success flag, then the timer stops and the user is logged out', async () => {
    const auth = await storeAgainst(
      {
        'GET /user/check': ok({ user }),
        'POST /user/refresh-token': ok({}),
        'POST /user/logout': ok({ success: true, message: 'bye' }),
      },
      { refreshIntervalMs: 40 },
    );

    await auth.getState().checkAuth();
    await sleep(200);

    expect(auth.getState()).toMatchObject({ user: null, isAuthenticated: false, error: null });
    expect(server?.hits('/user/refresh-token')).toHaveLength(1);
    expect(server?.hits('/user/logout')).toHaveLength(1);
  });

  it('when a periodic refresh fails, then the timer stops and the user is logged out', async () => {
    const auth = await storeAgainst(
      {
        'GET /user/check': ok({ user }),
        'POST /user/refresh-token': fail(403),
        'POST /user/logout': ok({ success: true, message: 'bye' }),
      },
      { refreshIntervalMs: 40 },
    );

    await auth.getState().checkAuth();
    await sleep(200);

    expect(auth.getState().isAuthenticated).toBe(false);
    expect(server?.hits('/user/refresh-token')).toHaveLength(1);
    expect(server?.hits('/user/logout')).toHaveLength(1);
  });

  it('when the page unloads, then the refresh timer is cleared', async () => {
    const page = new EventTarget();
    const auth = await storeAgainst(
      { 'GET /user/check': ok({ user }), 'POST /user/refresh-token': ok({ success: true }) },
      { refreshIntervalMs: 40, unloadTarget: page },
    );
    await auth.getState().checkAuth();

    page.dispatchEvent(new Event('pagehide'));
    await sleep(150);

    expect(server?.hits('/user/refresh-token')).toHaveLength(0);
  });

  it('when logout succeeds, then user, flag and error are cleared', async () => {
    const auth = await storeAgainst({ 'POST /user/logout': ok({ success: true, message: 'Logged out' }) });
    auth.setState({ user, isAuthenticated: true, error: 'old' });

    await auth.getState().logout();

    expect(auth.getState()).toMatchObject({ user: null, isAuthenticated: false, error: null });
  });

  it('when logout fails, then the user is still cleared and the error is set', async () => {
    const auth = await storeAgainst({ 'POST /user/logout': fail(400, { error: 'Logout failed' }) });
    auth.setState({ user, isAuthenticated: true });

    await auth.getState().logout();

    expect(auth.getState()).toMatchObject({ user: null, isAuthenticated: false, error: 'Logout failed' });
  });
});
