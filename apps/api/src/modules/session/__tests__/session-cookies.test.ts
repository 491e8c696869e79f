import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '@codecourt/contracts';
import { newSignup } from '../../../testing/fixtures.js';
import { setCookies } from '../../../testing/set-cookie.js';
import type { SetCookie } from '../../../testing/set-cookie.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestApp } from '../../../testing/test-app.js';
import { useDevelopmentAndProductionApps } from '../../../testing/development-and-production-apps.js';

const apps = useDevelopmentAndProductionApps();

async function registerCookies(app: TestApp): Promise<Map<string, SetCookie>> {
  const res = await (await openBrowser(app.app)).post('/api/user/register', newSignup());
  expect(res.status).toBe(201);
  return setCookies(res);
}

describe('session cookies', () => {
  it('when a user signs in, then accessToken and refreshToken are httpOnly, SameSite=Lax, path / with their lifetimes', async () => {
    const cookies = await registerCookies(apps.development);

    const access = cookies.get('accessToken');
    const refresh = cookies.get('refreshToken');
    for (const cookie of [access, refresh]) {
      expect(cookie?.attributes.httponly).toBe(true);
      expect(cookie?.attributes.samesite).toBe('Lax');
      expect(cookie?.attributes.path).toBe('/');
    }
    expect(access?.attributes['max-age']).toBe(String(ACCESS_TOKEN_TTL_SECONDS));
    expect(refresh?.attributes['max-age']).toBe(String(REFRESH_TOKEN_TTL_SECONDS));
  });

  it('when not in production, then the cookies are not Secure so plain-HTTP localhost works', async () => {
    const cookies = await registerCookies(apps.development);

    expect(cookies.get('accessToken')?.attributes.secure).toBeUndefined();
    expect(cookies.get('refreshToken')?.attributes.secure).toBeUndefined();
    expect(cookies.get('XSRF-TOKEN')?.attributes.secure).toBeUndefined();
  });

  it('when in production, then every cookie, the XSRF-TOKEN one included, is Secure', async () => {
    const cookies = await registerCookies(apps.production);

    expect(cookies.get('__Host-accessToken')?.attributes.secure).toBe(true);
    expect(cookies.get('__Host-refreshToken')?.attributes.secure).toBe(true);
    expect(cookies.get('XSRF-TOKEN')?.attributes.secure).toBe(true);
  });

  it('when the XSRF-TOKEN cookie is issued, then the page can read it (not httpOnly), SameSite=Lax, path /', async () => {
    const cookies = await registerCookies(apps.development);

    const xsrf = cookies.get('XSRF-TOKEN');
    expect(xsrf?.attributes.httponly).toBeUndefined();
    expect(xsrf?.attributes.samesite).toBe('Lax');
    expect(xsrf?.attributes.path).toBe('/');
  });
});
