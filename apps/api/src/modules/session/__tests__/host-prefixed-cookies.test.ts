import { describe, expect, it } from 'vitest';
import { newSignup } from '../../../testing/fixtures.js';
import { isCleared, setCookies } from '../../../testing/set-cookie.js';
import type { SetCookie } from '../../../testing/set-cookie.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import type { TestApp } from '../../../testing/test-app.js';
import { useDevelopmentAndProductionApps } from '../../../testing/development-and-production-apps.js';

const apps = useDevelopmentAndProductionApps();

async function signedIn(app: TestApp): Promise<{ browser: TestBrowser; cookies: Map<string, SetCookie> }> {
  const browser = await openBrowser(app.app);
  const res = await browser.post('/api/user/register', newSignup());
  expect(res.status).toBe(201);
  return { browser, cookies: setCookies(res) };
}

/** What a browser demands of a `__Host-` cookie before it stores (or deletes) it. */
function expectHostCompatible(cookie: SetCookie | undefined): void {
  expect(cookie).toBeDefined();
  expect(cookie?.attributes.secure).toBe(true);
  expect(cookie?.attributes.path).toBe('/');
  expect(cookie?.attributes.domain).toBeUndefined();
}

describe('__Host- session cookies in production', () => {
  it('when a user signs in over HTTPS, then the session cookies are __Host-accessToken and __Host-refreshToken, httpOnly', async () => {
    const { cookies } = await signedIn(apps.production);

    for (const name of ['__Host-accessToken', '__Host-refreshToken']) {
      expectHostCompatible(cookies.get(name));
      expect(cookies.get(name)?.attributes.httponly).toBe(true);
    }
    expect(cookies.has('accessToken')).toBe(false);
    expect(cookies.has('refreshToken')).toBe(false);
  });

  it('when the XSRF-TOKEN cookie is issued in production, then it keeps the name the page reads, with __Host- compatible attributes', async () => {
    const { cookies } = await signedIn(apps.production);

    expectHostCompatible(cookies.get('XSRF-TOKEN'));
    expect(cookies.get('XSRF-TOKEN')?.attributes.httponly).toBeUndefined();
  });

  it('when a request carries the session under the unprefixed names, then production ignores it (a sibling domain could have planted it)', async () => {
    const { browser } = await signedIn(apps.production);
    const planted = await openBrowser(apps.production.app);
    planted.cookies.set('accessToken', browser.cookie('__Host-accessToken') ?? '');
    planted.cookies.set('refreshToken', browser.cookie('__Host-refreshToken') ?? '');

    const profile = await planted.send('patch', '/api/user/profile', { body: { firstName: 'Planted' } });
    const refresh = await planted.post('/api/user/refresh-token');

    expect(profile.status).toBe(401);
    expect(refresh.status).toBe(401);
    expect((await browser.get('/api/user/check')).status).toBe(200);
  });

  it('when the session is refreshed, then both __Host- cookies are replaced and the new ones sign in', async () => {
    const { browser } = await signedIn(apps.production);
    const before = browser.cookie('__Host-refreshToken');

    const res = await browser.post('/api/user/refresh-token');

    expect(res.status).toBe(200);
    const cookies = setCookies(res);
    expectHostCompatible(cookies.get('__Host-accessToken'));
    expectHostCompatible(cookies.get('__Host-refreshToken'));
    expect(browser.cookie('__Host-refreshToken')).not.toBe(before);
    expect((await browser.get('/api/user/check')).body).toHaveProperty('user');
  });

  it('when the user logs out, then the __Host- cookies are cleared with the attributes a browser needs to accept the deletion', async () => {
    const { browser } = await signedIn(apps.production);

    const res = await browser.post('/api/user/logout');

    const cookies = setCookies(res);
    for (const name of ['__Host-accessToken', '__Host-refreshToken']) {
      expect(isCleared(cookies.get(name))).toBe(true);
      expectHostCompatible(cookies.get(name));
    }
    expect(browser.cookie('__Host-accessToken')).toBeUndefined();
    expect((await browser.get('/api/user/check')).status).toBe(401);
  });

  it('when a refresh is refused (the sign-in was ended elsewhere), then the __Host- cookies are cleared', async () => {
    const { browser } = await signedIn(apps.production);
    const copy = await openBrowser(apps.production.app);
    for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
    expect((await copy.post('/api/user/logout')).status).toBe(200);

    const res = await browser.post('/api/user/refresh-token');

    expect(res.status).toBe(401);
    expect(isCleared(setCookies(res).get('__Host-refreshToken'))).toBe(true);
    expect(isCleared(setCookies(res).get('__Host-accessToken'))).toBe(true);
  });
});

describe('spec-named session cookies in development', () => {
  it('when a user signs in over plain HTTP, then the cookies are accessToken and refreshToken, not Secure', async () => {
    const { cookies } = await signedIn(apps.development);

    expect(cookies.get('accessToken')?.attributes.httponly).toBe(true);
    expect(cookies.get('refreshToken')?.attributes.httponly).toBe(true);
    expect(cookies.get('accessToken')?.attributes.secure).toBeUndefined();
    expect(cookies.has('__Host-accessToken')).toBe(false);
  });

  it('when the user refreshes and then logs out, then accessToken and refreshToken are replaced, then cleared', async () => {
    const { browser } = await signedIn(apps.development);

    const refreshed = setCookies(await browser.post('/api/user/refresh-token'));
    const loggedOut = setCookies(await browser.post('/api/user/logout'));

    expect(refreshed.get('accessToken')?.value).toBeTruthy();
    expect(refreshed.get('refreshToken')?.value).toBeTruthy();
    expect(isCleared(loggedOut.get('accessToken'))).toBe(true);
    expect(isCleared(loggedOut.get('refreshToken'))).toBe(true);
    expect(browser.cookie('refreshToken')).toBeUndefined();
  });
});
