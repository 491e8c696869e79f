import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import {
  CHANGE_PASSWORD_RATE_LIMIT,
  MESSAGES,
  accountMessageResponseSchema,
  createdPersonalTokenSchema,
} from '@codecourt/contracts';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { openBrowser } from '../../../testing/test-browser.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';

const NEW_PASSWORD = 'Fresh3rPassw0rd';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function login(emailId: string, password: string) {
  const browser = await openBrowser(t.app);
  const res = await browser.post('/api/user/login', { emailId, password });
  return { browser, status: res.status };
}

describe('POST /api/user/change-password', () => {
  it('when the current password is right, then the new one signs in, this sign-in stays and the others end', async () => {
    const { browser, user, password } = await signedInBrowser(t.app);
    const { browser: laptop } = await login(user.emailId, password);
    expect((await laptop.get('/api/user/check')).status).toBe(200);

    const res = await browser.post('/api/user/change-password', {
      currentPassword: password,
      newPassword: NEW_PASSWORD,
    });

    expect(res.status).toBe(200);
    expect(accountMessageResponseSchema.parse(res.body).message).toBe(MESSAGES.passwordChanged);
    expect((await browser.get('/api/user/check')).status).toBe(200);
    expect((await browser.post('/api/user/refresh-token')).status).toBe(200);
    expect((await laptop.get('/api/user/check')).status).toBe(401);
    expect((await laptop.post('/api/user/refresh-token')).status).toBe(401);
    expect((await login(user.emailId, password)).status).toBe(401);
    expect((await login(user.emailId, NEW_PASSWORD)).status).toBe(200);
  });

  it('when the password changes, then every personal access token of the user answers 401 and the message says so', async () => {
    const { browser, password } = await signedInBrowser(t.app);
    const { token } = createdPersonalTokenSchema.parse(
      (await browser.post('/api/tokens', { name: 'laptop script' })).body,
    );
    const withToken = () => request(t.app).get('/api/tokens').set('Authorization', `Bearer ${token}`);
    expect((await withToken()).status).toBe(200);

    const res = await browser.post('/api/user/change-password', {
      currentPassword: password,
      newPassword: NEW_PASSWORD,
    });

    expect(res.status).toBe(200);
    expect(accountMessageResponseSchema.parse(res.body).message).toBe(MESSAGES.passwordChanged);
    expect(MESSAGES.passwordChanged).toContain('access tokens were revoked');
    expect((await withToken()).status).toBe(401);
    expect((await browser.get('/api/tokens')).body).toEqual([]);
  });

  it('when another sign-in still holds a valid access token, then it is refused at once', async () => {
    const { browser, user, password } = await signedInBrowser(t.app);
    const { browser: phone } = await login(user.emailId, password);
    await phone.get('/api/user/check');

    await browser.post('/api/user/change-password', { currentPassword: password, newPassword: NEW_PASSWORD });
    phone.cookies.delete('refreshToken');

    expect((await phone.get('/api/user/check')).status).toBe(401);
    expect((await phone.send('patch', '/api/user/profile', { body: { firstName: 'Mallory' } })).status).toBe(
      401,
    );
  });

  it('when the current password is wrong, then it answers 400 and nothing changes', async () => {
    const { browser, user, password } = await signedInBrowser(t.app);

    const res = await browser.post('/api/user/change-password', {
      currentPassword: 'Wr0ngPassword',
      newPassword: NEW_PASSWORD,
    });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.currentPasswordIncorrect });
    expect((await login(user.emailId, password)).status).toBe(200);
  });

  it('when a field is missing or the new password breaks the signup rules, then the rule is the answer', async () => {
    const { browser, password } = await signedInBrowser(t.app);

    const missing = await browser.post('/api/user/change-password', { newPassword: NEW_PASSWORD });
    const weak = await browser.post('/api/user/change-password', {
      currentPassword: password,
      newPassword: 'password1',
    });
    const short = await browser.post('/api/user/change-password', {
      currentPassword: password,
      newPassword: 'Pa1',
    });
    const same = await browser.post('/api/user/change-password', {
      currentPassword: password,
      newPassword: password,
    });

    expect(missing.body).toEqual({ error: MESSAGES.currentPasswordRequired });
    expect(weak.body).toEqual({ error: MESSAGES.passwordComplexity });
    expect(short.body).toEqual({ error: MESSAGES.passwordTooShort });
    expect(same.status).toBe(400);
    expect(same.body).toEqual({ error: MESSAGES.newPasswordSameAsCurrent });
  });

  it('when nobody is signed in, then it answers 401', async () => {
    const res = await (
      await openBrowser(t.app)
    ).post('/api/user/change-password', {
      currentPassword: 'Whatever1',
      newPassword: NEW_PASSWORD,
    });

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.notAuthenticated });
  });

  it('when the current password is guessed too often, then it answers 429', async () => {
    const { browser } = await signedInBrowser(t.app);
    const guess = () =>
      browser.post('/api/user/change-password', { currentPassword: 'Gu3ssWork', newPassword: NEW_PASSWORD });

    for (let i = 0; i < CHANGE_PASSWORD_RATE_LIMIT.max; i++) expect((await guess()).status).toBe(400);
    const blocked = await guess();

    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: MESSAGES.tooManyRequests });
  });
});
