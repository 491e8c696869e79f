import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { createAuthStore } from '@/lib/auth-store';
import { testUser } from '@/testing/auth-store-harness';
import { FakeCookieDocument } from '@/testing/cookie-document';
import { sharedBrowser } from '@/testing/shared-tabs';
import { sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import type { RefreshCoordination } from '@/lib/session-refresh';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** An API whose access cookie has expired: /user/check?refresh=false answers renewable until a refresh. */
async function expiredAccessApi(refreshStatus = 200) {
  let renewed = false;
  server = await startTestServer((req, res) => {
    if (req.path === '/user/refresh-token') {
      renewed = refreshStatus === 200;
      setTimeout(() => {
        sendJson(res, refreshStatus, renewed ? { success: true } : { error: 'Refresh token invalid' });
      }, 30);
      return;
    }
    if (req.path === '/user/check?refresh=false') {
      sendJson(res, 200, renewed ? { user: testUser } : { renewable: true });
      return;
    }
    sendJson(res, 404, { error: 'Route not found' });
  });
  return server;
}

function tab(baseUrl: string, coordination: RefreshCoordination = {}) {
  const navigations: string[] = [];
  const api = createApiClient({
    baseUrl,
    navigate: (path) => navigations.push(path),
    currentPath: () => '/',
    cookies: () => new FakeCookieDocument(),
    coordination,
  });
  const store = createAuthStore({ api, refreshIntervalMs: 60_000 });
  return { api, store, navigations };
}

describe('the start-up session check', () => {
  it('when only the refresh cookie is left, then it renews through the shared refresher and checks again', async () => {
    const api = await expiredAccessApi();
    const { store } = tab(api.baseUrl);

    await store.getState().checkAuth();

    expect(store.getState()).toMatchObject({ user: testUser, isAuthenticated: true, sessionChecked: true });
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /user/check?refresh=false',
      'POST /user/refresh-token',
      'GET /user/check?refresh=false',
    ]);
    store.getState().stopSessionRefresh();
  });

  it('when one tab checks while another tab’s timer refreshes, then the token is rotated once for both', async () => {
    const api = await expiredAccessApi();
    const browser = sharedBrowser();
    const opening = tab(api.baseUrl, browser.tab());
    const open = tab(api.baseUrl, browser.tab());

    const [, timerOutcome] = await Promise.all([
      opening.store.getState().checkAuth(),
      open.api.refreshSession(),
    ]);

    expect(timerOutcome).toBe(true);
    expect(opening.store.getState().user).toEqual(testUser);
    expect(api.hits('/user/refresh-token')).toHaveLength(1);
    opening.store.getState().stopSessionRefresh();
  });

  it('when the renewal fails, then the visitor is signed out quietly and stays on the page', async () => {
    const api = await expiredAccessApi(401);
    const { store, navigations } = tab(api.baseUrl);

    await store.getState().checkAuth();

    expect(store.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      error: null,
      sessionChecked: true,
    });
    expect(navigations).toEqual([]);
  });
});
