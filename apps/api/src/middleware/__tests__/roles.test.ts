import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { MESSAGES } from '@codecourt/contracts';
import { users } from '../../db/schema/index.js';
import { ACCESS_AUDIENCE, peekFamilyId } from '../../modules/session/tokens.js';
import { signedInBrowser } from '../../testing/sign-in.js';
import { TestBrowser, openBrowser } from '../../testing/test-browser.js';
import { createTestApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';
import { TEST_SECRETS } from '../../testing/test-config.js';

// Any route behind requireAuth. Not /user/check: it renews an expired access cookie from the refresh cookie.
const PROTECTED = '/api/problem/problemSolvedByUser';
const admin = { email: 'root@codecourt.test', password: 'Adm1nPassword!' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
});
afterAll(async () => {
  await t.close();
});

describe('requireAuth', () => {
  it('when there is no access cookie, then it answers 401 with the not-authenticated message', async () => {
    const browser = await openBrowser(t.app);

    const res = await browser.get(PROTECTED);

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.notAuthenticated });
  });

  it.each([
    ['not a JWT', () => Promise.resolve('garbage')],
    ['expired', (userId: string) => accessJwt(userId, TEST_SECRETS.accessSecret, -60)],
    ['signed with the refresh key', (userId: string) => accessJwt(userId, TEST_SECRETS.refreshSecret, 3600)],
  ])('when the access token is %s, then it answers 401', async (_case, makeToken) => {
    const { browser, user } = await signedInBrowser(t.app);
    browser.cookies.set('accessToken', await makeToken(user._id));

    const res = await browser.get(PROTECTED);

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.notAuthenticated });
  });

  it('when a token built like the failing ones is valid, then it passes (the cases above fail for their stated reason)', async () => {
    const { browser, user } = await signedInBrowser(t.app);
    const familyId = peekFamilyId(browser.cookie('refreshToken'));
    browser.cookies.set('accessToken', await accessJwt(user._id, TEST_SECRETS.accessSecret, 3600, familyId));

    const res = await browser.get(PROTECTED);

    expect(res.status).toBe(200);
  });

  it('when the user was deleted after signing in, then the still-valid token is refused', async () => {
    const { browser, user } = await signedInBrowser(t.app);
    await t.database.db.delete(users).where(eq(users.id, user._id));

    const res = await browser.get(PROTECTED);

    expect(res.status).toBe(401);
  });
});

describe('requireAdmin', () => {
  it('when nobody is signed in, then the admin probe answers 401', async () => {
    const res = await (await openBrowser(t.app)).get('/api/user/admin-check');

    expect(res.status).toBe(401);
  });

  it('when a regular user calls it, then it answers 403 with the forbidden message', async () => {
    const { browser } = await signedInBrowser(t.app);

    const res = await browser.get('/api/user/admin-check');

    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: MESSAGES.forbidden });
  });

  it('when the ADMIN_EMAIL account signs in, then it is an admin and the probe answers 200', async () => {
    const browser = await openBrowser(t.app);
    const login = await browser.post('/api/user/login', { emailId: admin.email, password: admin.password });

    const res = await browser.get('/api/user/admin-check');

    expect(login.status).toBe(200);
    expect((login.body as { user: { role: string } }).user.role).toBe('admin');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('when ADMIN_EMAIL names an existing account at start, then that account is promoted', async () => {
    const { browser, user } = await signedInBrowser(t.app);
    const restarted = await createTestApp({
      database: t.database,
      env: { ADMIN_EMAIL: user.emailId, ADMIN_PASSWORD: 'An0therPassword' },
    });

    const sameCookies = new TestBrowser(restarted.app);
    for (const [name, value] of browser.cookies) sameCookies.cookies.set(name, value);

    const res = await sameCookies.get('/api/user/admin-check');

    expect(res.status).toBe(200);
    await restarted.close();
  });
});

/** An access JWT for `userId`, valid for `ttlSeconds` (negative: already expired). */
/** An access JWT for `userId`; `familyId` names its sign-in (a random one by default, as the failing cases need nothing else). */
function accessJwt(
  userId: string,
  secret: string,
  ttlSeconds: number,
  familyId: string = crypto.randomUUID(),
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'admin', fid: familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt(now - 3600)
    .setExpirationTime(now + ttlSeconds)
    .sign(new TextEncoder().encode(secret));
}
