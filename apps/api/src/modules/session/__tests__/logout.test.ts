import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, logoutResponseSchema } from '@codecourt/contracts';
import { isCleared, setCookies } from '../../../testing/set-cookie.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { TestBrowser, openBrowser } from '../../../testing/test-browser.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/user/logout', () => {
  it('when signed in, then it answers success, clears the session cookies and the check fails afterwards', async () => {
    const { browser } = await signedInBrowser(t.app);

    const res = await browser.post('/api/user/logout');

    expect(res.status).toBe(200);
    expect(logoutResponseSchema.parse(res.body)).toEqual({
      success: true,
      message: MESSAGES.loggedOut,
    });
    expect(isCleared(setCookies(res).get('accessToken'))).toBe(true);
    expect(isCleared(setCookies(res).get('refreshToken'))).toBe(true);
    const check = await browser.get('/api/user/check');
    expect(check.status).toBe(401);
    expect(check.body).toEqual({ error: MESSAGES.notAuthenticated });
  });

  it('when a copy of the refresh token is presented after logout, then it is refused', async () => {
    const { browser } = await signedInBrowser(t.app);
    const copy = new TestBrowser(t.app);
    for (const [name, value] of browser.cookies) copy.cookies.set(name, value);

    await browser.post('/api/user/logout');
    const res = await copy.post('/api/user/refresh-token');

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.sessionExpired });
  });

  it('when logged out, then the old access token no longer opens protected routes', async () => {
    const { browser } = await signedInBrowser(t.app);
    const copy = new TestBrowser(t.app);
    for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
    expect(
      (await copy.send('patch', '/api/user/profile', { body: { firstName: 'Before', lastName: 'Name' } }))
        .status,
    ).toBe(200);

    await browser.post('/api/user/logout');
    const res = await copy.send('patch', '/api/user/profile', {
      body: { firstName: 'After', lastName: 'Name' },
    });

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.notAuthenticated });
  });

  it('when logged out, then the page gets a fresh CSRF token it can sign in again with', async () => {
    const { browser, user, password } = await signedInBrowser(t.app);
    const xsrfBefore = browser.cookie('XSRF-TOKEN');

    const res = await browser.post('/api/user/logout');
    const login = await browser.post('/api/user/login', { emailId: user.emailId, password });

    expect(setCookies(res).get('XSRF-TOKEN')?.value).not.toBe(xsrfBefore);
    expect(login.status).toBe(200);
  });

  it('when nobody is signed in, then logout still answers success', async () => {
    const browser = await openBrowser(t.app);

    const res = await browser.post('/api/user/logout');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MESSAGES.loggedOut });
  });
});
