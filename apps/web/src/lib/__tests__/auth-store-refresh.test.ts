import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_REFRESH_INTERVAL_MS } from '@codecourt/contracts';
import { sendJson } from '@/testing/test-server';
import { createAuthHarness, fail, ok, sleep, testUser as user } from '@/testing/auth-store-harness';

const harness = createAuthHarness();
const WAIT = { timeout: 5_000, interval: 10 };
afterEach(() => harness.stop());

describe('auth store session refresh', () => {
  it('when a session check finds a user, then the session is refreshed on every interval', async () => {
    let refreshes = 0;
    const { store: auth } = await harness.start(
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
    // Polled, not slept: on a loaded machine two 40 ms ticks can take far longer than 80 ms.
    await vi.waitFor(() => {
      expect(refreshes).toBeGreaterThanOrEqual(2);
    }, WAIT);

    expect(auth.getState()).toMatchObject({ user, isAuthenticated: true });
  });

  it('when no interval is given, then the refresh runs every 2,700,000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { store: auth, server } = await harness.start({
        'GET /user/check': ok({ user }),
        'POST /user/refresh-token': ok({ success: true }),
      });
      await auth.getState().checkAuth();

      vi.advanceTimersByTime(SESSION_REFRESH_INTERVAL_MS - 1);
      await sleep(50);
      const before = server.hits('/user/refresh-token').length;
      vi.advanceTimersByTime(1);
      await sleep(50);

      expect(before).toBe(0);
      expect(server.hits('/user/refresh-token')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when a periodic refresh returns no success flag, then the timer stops and the user is logged out', async () => {
    const { store: auth, server } = await harness.start(
      {
        'GET /user/check': ok({ user }),
        'POST /user/refresh-token': ok({}),
        'POST /user/logout': ok({ success: true, message: 'bye' }),
      },
      { refreshIntervalMs: 40 },
    );

    await auth.getState().checkAuth();
    await vi.waitFor(() => {
      expect(server.hits('/user/logout')).toHaveLength(1);
    }, WAIT);
    await sleep(150); // several more intervals: a stopped timer sends no further refresh

    expect(auth.getState()).toMatchObject({ user: null, isAuthenticated: false, error: null });
    expect(server.hits('/user/refresh-token')).toHaveLength(1);
    expect(server.hits('/user/logout')).toHaveLength(1);
  });

  it('when a periodic refresh fails, then the timer stops and the user is logged out', async () => {
    const { store: auth, server } = await harness.start(
      {
        'GET /user/check': ok({ user }),
        'POST /user/refresh-token': fail(403),
        'POST /user/logout': ok({ success: true, message: 'bye' }),
      },
      { refreshIntervalMs: 40 },
    );

    await auth.getState().checkAuth();
    await vi.waitFor(() => {
      expect(server.hits('/user/logout')).toHaveLength(1);
    }, WAIT);
    await sleep(150); // several more intervals: a stopped timer sends no further refresh

    expect(auth.getState().isAuthenticated).toBe(false);
    expect(server.hits('/user/refresh-token')).toHaveLength(1);
    expect(server.hits('/user/logout')).toHaveLength(1);
  });

  it('when the page unloads, then the refresh timer is cleared', async () => {
    const page = new EventTarget();
    const { store: auth, server } = await harness.start(
      { 'GET /user/check': ok({ user }), 'POST /user/refresh-token': ok({ success: true }) },
      { refreshIntervalMs: 40, unloadTarget: page },
    );
    await auth.getState().checkAuth();

    page.dispatchEvent(new Event('pagehide'));
    await sleep(150);

    expect(server.hits('/user/refresh-token')).toHaveLength(0);
  });
});
