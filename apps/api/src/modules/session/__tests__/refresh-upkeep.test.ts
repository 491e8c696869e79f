import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, REFRESH_REUSE_GRACE_SECONDS } from '@codecourt/contracts';
import { refreshTokens } from '../../../db/schema/index.js';
import { captureLogs } from '../../../testing/log-capture.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { scheduleRefreshTokenPruning } from '../prune-schedule.js';
import { createRefreshTokenRepository } from '../repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

describe('refresh-token upkeep', () => {
  it('when one client refreshes more often than the limit allows, then 429 with the catalogue message', async () => {
    const limited = await createTestApp({
      database: t.database,
      config: { refreshRateLimit: { windowMs: 60_000, max: 3 } },
    });
    const { browser } = await signedInBrowser(limited.app);

    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await browser.post('/api/user/refresh-token')).status);

    expect(statuses).toEqual([200, 200, 200, 429]);
    const res = await browser.post('/api/user/refresh-token');
    expect(res.body).toEqual({ error: MESSAGES.tooManyRequests });
  });

  it('when pruning, then expired, revoked and long-used rows go and the live and just-used ones stay', async () => {
    const { user } = await signedInBrowser(t.app);
    const familyId = crypto.randomUUID();
    const row = (tokenHash: string, fields: Partial<typeof refreshTokens.$inferInsert>) => ({
      userId: user._id,
      familyId,
      tokenHash,
      expiresAt: secondsAgo(-3600),
      ...fields,
    });
    await t.database.db
      .insert(refreshTokens)
      .values([
        row('live', {}),
        row('just-used', { usedAt: secondsAgo(1) }),
        row('long-used', { usedAt: secondsAgo(REFRESH_REUSE_GRACE_SECONDS + 5) }),
        row('expired', { expiresAt: secondsAgo(1) }),
        row('revoked', { revokedAt: secondsAgo(REFRESH_REUSE_GRACE_SECONDS + 5) }),
      ]);

    const deleted = await createRefreshTokenRepository(t.database.db).prune();

    const left = await t.database.db
      .select({ tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, familyId));
    expect(left.map((r) => r.tokenHash).sort()).toEqual(['just-used', 'live']);
    expect(deleted).toBeGreaterThanOrEqual(3);
  });

  it('when the server schedules pruning, then it prunes at once and stops when asked', async () => {
    const { user } = await signedInBrowser(t.app);
    const familyId = crypto.randomUUID();
    await t.database.db
      .insert(refreshTokens)
      .values({ userId: user._id, familyId, tokenHash: `stale-${familyId}`, expiresAt: secondsAgo(60) });
    const calls: number[] = [];
    const repository = createRefreshTokenRepository(t.database.db);

    const stop = scheduleRefreshTokenPruning(
      { prune: () => repository.prune().then((n) => (calls.push(n), n)) },
      captureLogs('silent').logger,
      60_000,
    );
    await expect.poll(() => calls.length).toBe(1);
    stop();

    const left = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));
    expect(left).toEqual([]);
  });

  it('when a family rotates, then its rows used before the grace window are deleted in the same step', async () => {
    const { browser, user } = await signedInBrowser(t.app);
    const first = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user._id));
    await browser.post('/api/user/refresh-token');
    await t.database.db
      .update(refreshTokens)
      .set({ usedAt: secondsAgo(REFRESH_REUSE_GRACE_SECONDS + 5) })
      .where(eq(refreshTokens.id, first[0]?.id ?? ''));

    const res = await browser.post('/api/user/refresh-token');

    expect(res.status).toBe(200);
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user._id));
    expect(rows.length).toBe(2);
    expect(rows.some((row) => row.id === first[0]?.id)).toBe(false);
  });
});
