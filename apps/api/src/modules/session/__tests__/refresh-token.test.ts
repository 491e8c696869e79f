import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { MESSAGES, REFRESH_REUSE_GRACE_SECONDS, refreshResponseSchema } from '@codecourt/contracts';
import { refreshTokens } from '../../../db/schema/index.js';
import { isCleared, setCookies } from '../../../testing/set-cookie.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { TestBrowser } from '../../../testing/test-browser.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { TEST_SECRETS } from '../../../testing/test-config.js';
import { createRefreshTokenRepository, hashToken } from '../repository.js';
import { REFRESH_AUDIENCE } from '../tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/user/refresh-token', () => {
  it('when the refresh token is valid, then it answers success and replaces both session cookies', async () => {
    const { browser } = await signedInBrowser(t.app);
    const before = { access: browser.cookie('accessToken'), refresh: browser.cookie('refreshToken') };

    const res = await browser.post('/api/user/refresh-token');

    expect(res.status).toBe(200);
    expect(refreshResponseSchema.parse(res.body)).toEqual({ success: true });
    expect(browser.cookie('refreshToken')).toBeDefined();
    expect(browser.cookie('refreshToken')).not.toBe(before.refresh);
    expect(browser.cookie('accessToken')).toBeDefined();
    expect((await browser.get('/api/user/check')).status).toBe(200);
  });

  it('when a rotated token comes back after the grace window, then it no longer works', async () => {
    const { browser } = await signedInBrowser(t.app);
    const old = browser.cookie('refreshToken') ?? '';
    await browser.post('/api/user/refresh-token');
    await outliveGrace(old);

    browser.cookies.set('refreshToken', old);
    const res = await browser.post('/api/user/refresh-token');

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.sessionExpired });
  });

  it('when a rotated token is reused, then the whole family is revoked and the newest token dies too', async () => {
    const { browser: victim, user } = await signedInBrowser(t.app);
    const thief = new TestBrowser(t.app);
    for (const [name, value] of victim.cookies) thief.cookies.set(name, value);
    await victim.post('/api/user/refresh-token');
    await outliveGrace(thief.cookie('refreshToken') ?? '');

    const reuse = await thief.post('/api/user/refresh-token');
    const victimRefresh = await victim.post('/api/user/refresh-token');

    expect(reuse.status).toBe(401);
    expect(victimRefresh.status).toBe(401);
    expect(victimRefresh.body).toEqual({ error: MESSAGES.sessionExpired });
    const family = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user._id));
    expect(family.length).toBe(2);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('when one sign-in is revoked for reuse, then the same user’s other sign-ins keep working', async () => {
    const { browser, user, password } = await signedInBrowser(t.app);
    const other = await signedInBrowser(t.app).then(({ browser: b }) => b);
    await other.post('/api/user/login', { emailId: user.emailId, password });
    const first = browser.cookie('refreshToken') ?? '';
    await browser.post('/api/user/refresh-token');
    await outliveGrace(first);
    browser.cookies.set('refreshToken', first);
    await browser.post('/api/user/refresh-token');

    const res = await other.post('/api/user/refresh-token');

    expect(res.status).toBe(200);
  });

  it('when two refreshes race with the same token, then both succeed with the same successor and it keeps working', async () => {
    const { browser } = await signedInBrowser(t.app);
    const other = new TestBrowser(t.app);
    for (const [name, value] of browser.cookies) other.cookies.set(name, value);

    const results = await Promise.all([
      browser.post('/api/user/refresh-token'),
      other.post('/api/user/refresh-token'),
    ]);

    expect(results.map((res) => res.status)).toEqual([200, 200]);
    expect(browser.cookie('refreshToken')).toBeDefined();
    expect(other.cookie('refreshToken')).toBe(browser.cookie('refreshToken'));
    expect((await browser.post('/api/user/refresh-token')).status).toBe(200);
  });

  it('when a rotated token comes back within the grace window, then it answers the same successor', async () => {
    const { browser } = await signedInBrowser(t.app);
    const old = browser.cookie('refreshToken') ?? '';
    await browser.post('/api/user/refresh-token');
    const successor = browser.cookie('refreshToken');

    browser.cookies.set('refreshToken', old);
    const again = await browser.post('/api/user/refresh-token');

    expect(again.status).toBe(200);
    expect(browser.cookie('refreshToken')).toBe(successor);
    expect((await browser.get('/api/user/check')).status).toBe(200);
  });

  it('when a rotated token comes back after its row was pruned, then the family is still revoked', async () => {
    const { browser, user } = await signedInBrowser(t.app);
    const old = browser.cookie('refreshToken') ?? '';
    await browser.post('/api/user/refresh-token');
    await outliveGrace(old);
    await createRefreshTokenRepository(t.database.db).prune();

    browser.cookies.set('refreshToken', old);
    const reuse = await browser.post('/api/user/refresh-token');

    expect(reuse.status).toBe(401);
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user._id));
    expect(rows.length).toBe(1);
    expect(rows[0]?.revokedAt).not.toBeNull();
  });

  it('when there is no refresh cookie, then it answers 401 and clears the session cookies', async () => {
    const { browser } = await signedInBrowser(t.app);
    browser.cookies.delete('refreshToken');
    await browser.get('/api/user/check');

    const res = await browser.post('/api/user/refresh-token');

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.sessionExpired });
    expect(isCleared(setCookies(res).get('accessToken'))).toBe(true);
    expect(isCleared(setCookies(res).get('refreshToken'))).toBe(true);
  });

  it.each([
    ['not a token', () => Promise.resolve('garbage')],
    ['expired', () => refreshJwt(TEST_SECRETS.refreshSecret, -60)],
    ['signed with another key', () => refreshJwt('another-secret-that-is-long-enough-0123456789', 3600)],
  ])('when the refresh token is %s, then it answers 401', async (_case, makeToken) => {
    const { browser } = await signedInBrowser(t.app);
    browser.cookies.set('refreshToken', await makeToken());
    // A foreign token belongs to another sign-in, so the page first picks up that sign-in's CSRF token, as after any GET.
    await browser.get('/api/user/check');

    const res = await browser.post('/api/user/refresh-token');

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.sessionExpired });
  });

  it('when the access token was refreshed, then the page’s CSRF token keeps working for the retried request', async () => {
    const { browser } = await signedInBrowser(t.app);
    const xsrfBefore = browser.cookie('XSRF-TOKEN') ?? '';

    await browser.post('/api/user/refresh-token');
    const retried = await browser.post('/api/user/logout', undefined, { xsrf: xsrfBefore });

    expect(browser.cookie('XSRF-TOKEN')).toBeDefined();
    expect(retried.status).toBe(200);
  });
});

/** Moves the moment `token` was used back past the grace window, as if that much time had passed. */
async function outliveGrace(token: string): Promise<void> {
  await t.database.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000) })
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
}

/** A refresh JWT for a random user and family, valid for `ttlSeconds` (negative: already expired). */
function refreshJwt(secret: string, ttlSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ fid: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(crypto.randomUUID())
    .setAudience(REFRESH_AUDIENCE)
    .setJti(crypto.randomUUID())
    .setIssuedAt(now - 3600)
    .setExpirationTime(now + ttlSeconds)
    .sign(new TextEncoder().encode(secret));
}
