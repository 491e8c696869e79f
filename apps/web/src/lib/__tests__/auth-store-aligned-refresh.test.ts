import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendJson } from '@/testing/test-server';
import { createAuthHarness, ok, testUser as user } from '@/testing/auth-store-harness';

const harness = createAuthHarness();
afterEach(() => harness.stop());

describe('refresh timers aligned to the clock', () => {
  it('when aligned, then the first refresh waits for the next whole multiple of the interval', async () => {
    const refreshedAt: number[] = [];
    const { store } = await harness.start(
      {
        'GET /user/check': ok({ user }),
        'POST /user/refresh-token': (res) => {
          refreshedAt.push(performance.now());
          sendJson(res, 200, { success: true });
        },
      },
      // 10.7 s on the clock and a 1 s interval: the next boundary is 300 ms away.
      { refreshIntervalMs: 1_000, alignRefreshToClock: true, clock: () => 10_700 },
    );

    const checkedAt = performance.now();
    await store.getState().checkAuth();
    await vi.waitFor(
      () => {
        expect(refreshedAt.length).toBeGreaterThanOrEqual(1);
      },
      { timeout: 5_000, interval: 10 },
    );

    expect((refreshedAt[0] ?? 0) - checkedAt).toBeGreaterThanOrEqual(290);
  });
});
