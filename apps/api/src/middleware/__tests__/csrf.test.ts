import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@codecourt/contracts';
import { newSignup } from '../../testing/fixtures.js';
import { setCookies } from '../../testing/set-cookie.js';
import { signedInBrowser } from '../../testing/sign-in.js';
import { TestBrowser, openBrowser } from '../../testing/test-browser.js';
import { createTestApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('CSRF cookie issuing', () => {
  it.each(['/api/health', '/api/user/check'])(
    'when the first request is GET %s, then it sets the XSRF-TOKEN cookie',
    async (path) => {
      const browser = new TestBrowser(t.app);

      const res = await browser.get(path);

      const xsrf = setCookies(res).get('XSRF-TOKEN');
      expect(xsrf?.value).toMatch(/^[0-9a-f]{64}\.[0-9a-f]{64}$/);
    },
  );

  it('when the request already carries a valid token, then no new cookie is issued', async () => {
    const browser = await openBrowser(t.app);

    const res = await browser.get('/api/health');

    expect(setCookies(res).has('XSRF-TOKEN')).toBe(false);
  });

  it('when the cookie was not issued by this server, then a new one replaces it', async () => {
    const browser = new TestBrowser(t.app);
    browser.cookies.set('XSRF-TOKEN', `${'a'.repeat(64)}.${'b'.repeat(64)}`);

    const res = await browser.get('/api/health');

    expect(setCookies(res).get('XSRF-TOKEN')?.value).not.toBe(`${'a'.repeat(64)}.${'b'.repeat(64)}`);
    expect(setCookies(res).has('XSRF-TOKEN')).toBe(true);
  });
});

describe('CSRF protection of writes', () => {
  it('when a POST has no X-XSRF-TOKEN header, then it answers 403 and does nothing', async () => {
    const browser = await openBrowser(t.app);

    const res = await browser.post('/api/user/register', newSignup(), { xsrf: false });

    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: MESSAGES.invalidCsrfToken });
    expect(browser.cookie('accessToken')).toBeUndefined();
  });

  it('when the header does not match the cookie, then it answers 403', async () => {
    const browser = await openBrowser(t.app);
    const other = await openBrowser(t.app);

    const res = await browser.post(
      '/api/user/login',
      { emailId: 'a@example.com', password: 'x' },
      { xsrf: other.cookie('XSRF-TOKEN') ?? '' },
    );

    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: MESSAGES.invalidCsrfToken });
  });

  it('when the header carries the cookie’s value, then the request goes through', async () => {
    const browser = await openBrowser(t.app);

    const res = await browser.post('/api/user/register', newSignup(), {
      xsrf: browser.cookie('XSRF-TOKEN') ?? '',
    });

    expect(res.status).toBe(201);
  });

  it('when cookie and header agree but the token was forged, then it answers 403', async () => {
    const browser = new TestBrowser(t.app);
    const forged = `${'c'.repeat(64)}.${'d'.repeat(64)}`;
    browser.cookies.set('XSRF-TOKEN', forged);

    const res = await browser.post('/api/user/logout', undefined, { xsrf: forged });

    expect(res.status).toBe(403);
  });

  it.each(['put', 'patch', 'delete'] as const)(
    'when a %s has no header, then it answers 403 before routing',
    async (method) => {
      const browser = await openBrowser(t.app);

      const withoutHeader = await browser.send(method, '/api/anything', { xsrf: false });
      const withHeader = await browser.send(method, '/api/anything');

      expect(withoutHeader.status).toBe(403);
      expect(withHeader.status).toBe(404);
    },
  );

  it('when a token was issued to another sign-in, then it does not pass for this one', async () => {
    const { browser: mine } = await signedInBrowser(t.app);
    const { browser: theirs } = await signedInBrowser(t.app);
    const theirToken = theirs.cookie('XSRF-TOKEN') ?? '';
    mine.cookies.set('XSRF-TOKEN', theirToken);

    const res = await mine.post('/api/user/logout', undefined, { xsrf: theirToken });

    expect(res.status).toBe(403);
  });

  it('when the sign-in changes, then the response re-issues the cookie and the anonymous token stops working', async () => {
    const browser = await openBrowser(t.app);
    const anonymousToken = browser.cookie('XSRF-TOKEN') ?? '';

    const register = await browser.post('/api/user/register', newSignup());
    const withStale = await browser.post('/api/user/logout', undefined, { xsrf: anonymousToken });
    const withFresh = await browser.post('/api/user/logout');

    expect(setCookies(register).get('XSRF-TOKEN')?.value).not.toBe(anonymousToken);
    expect(withStale.status).toBe(403);
    expect(withFresh.status).toBe(200);
  });

  it('when a request is refused for CSRF, then its response still hands out a valid token for the retry', async () => {
    const browser = new TestBrowser(t.app);

    const refused = await browser.post('/api/user/logout', undefined, { xsrf: false });
    const retried = await browser.post('/api/user/logout');

    expect(refused.status).toBe(403);
    expect(retried.status).toBe(200);
  });
});
