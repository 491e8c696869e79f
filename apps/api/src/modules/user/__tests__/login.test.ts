import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, userResponseSchema } from '@codecourt/contracts';
import { newSignup } from '../../../testing/fixtures.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { openBrowser } from '../../../testing/test-browser.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';

let t: TestApp;
const account = newSignup();

beforeAll(async () => {
  t = await createTestApp();
  await (await openBrowser(t.app)).post('/api/user/register', account);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/user/login', () => {
  it('when the email and password match, then it answers the user and sets the session cookies', async () => {
    const browser = await openBrowser(t.app);

    const res = await browser.post('/api/user/login', {
      emailId: account.emailId,
      password: account.password,
    });

    expect(res.status).toBe(200);
    expect(userResponseSchema.parse(res.body).user.emailId).toBe(account.emailId);
    expect(browser.cookie('accessToken')).toBeDefined();
    expect(browser.cookie('refreshToken')).toBeDefined();
    expect((await browser.get('/api/user/check')).status).toBe(200);
  });

  it('when the email differs only in case and surrounding spaces, then it still signs in', async () => {
    const browser = await openBrowser(t.app);

    const res = await browser.post('/api/user/login', {
      emailId: `  ${account.emailId.toUpperCase()} `,
      password: account.password,
    });

    expect(res.status).toBe(200);
  });

  it('when the password is wrong, then it answers 401 with the invalid-credentials message and no session', async () => {
    const browser = await openBrowser(t.app);

    const res = await browser.post('/api/user/login', {
      emailId: account.emailId,
      password: 'Wr0ngPassword',
    });

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.invalidCredentials });
    expect(browser.cookie('accessToken')).toBeUndefined();
  });

  it('when the email is unknown, then it answers exactly like a wrong password', async () => {
    const browser = await openBrowser(t.app);

    const res = await browser.post('/api/user/login', {
      emailId: 'nobody@example.com',
      password: account.password,
    });

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.invalidCredentials });
  });

  it('when the email is unknown, then the answer takes about as long as for a wrong password', async () => {
    const browser = await openBrowser(t.app);
    // The fastest of three, so a busy machine's hiccup in one attempt does not decide.
    const fastest = async (emailId: string) => {
      const durations: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const started = performance.now();
        await browser.post('/api/user/login', { emailId, password: 'Wr0ngPassword' });
        durations.push(performance.now() - started);
      }
      return Math.min(...durations);
    };
    await fastest('warm-up@example.com');

    const known = await fastest(account.emailId);
    const unknown = await fastest('nobody-else@example.com');

    // Both run one argon2 verification; without the dummy hash the unknown email would answer in ~1 ms.
    expect(unknown).toBeGreaterThan(known / 3);
  });

  it.each([
    ['email missing', { password: 'Whatever1' }, MESSAGES.emailRequired],
    ['email blank', { emailId: '   ', password: 'Whatever1' }, MESSAGES.emailRequired],
    ['password missing', { emailId: 'someone@example.com' }, MESSAGES.passwordRequired],
    ['password empty', { emailId: 'someone@example.com', password: '' }, MESSAGES.passwordRequired],
  ])('when the %s, then it answers 400 with its message', async (_case, body, message) => {
    const browser = await openBrowser(t.app);

    const res = await browser.post('/api/user/login', body);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });
});

describe('GET /api/user/check', () => {
  it('when nobody is signed in, then it answers 401 with the not-authenticated message', async () => {
    const browser = await openBrowser(t.app);

    const res = await browser.get('/api/user/check');

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.notAuthenticated });
  });
});

describe('GET /api/user/check after the access cookie expired', () => {
  it('when the sign-in is still valid, then it renews the session and answers the user', async () => {
    const { browser, user } = await signedInBrowser(t.app);
    const oldRefresh = browser.cookie('refreshToken');
    browser.cookies.delete('accessToken');

    const res = await browser.get('/api/user/check');

    expect(res.status).toBe(200);
    expect(userResponseSchema.parse(res.body).user._id).toBe(user._id);
    expect(browser.cookie('accessToken')).toBeDefined();
    expect(browser.cookie('refreshToken')).not.toBe(oldRefresh);
    expect((await browser.post('/api/user/refresh-token')).status).toBe(200);
  });

  it('when the sign-in was revoked by logout, then it answers 401 and clears the session cookies', async () => {
    const { browser } = await signedInBrowser(t.app);
    const stale = browser.cookie('refreshToken') ?? '';
    await browser.post('/api/user/logout');
    browser.cookies.set('refreshToken', stale);

    const res = await browser.get('/api/user/check');

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.notAuthenticated });
    expect(browser.cookie('refreshToken')).toBeUndefined();
  });
});
