import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import {
  MESSAGES,
  PASSWORD_RESET_TTL_SECONDS,
  accountMessageResponseSchema,
  createdPersonalTokenSchema,
} from '@codecourt/contracts';
import { readOutbox, resetTokenIn, waitForMail } from '../../../testing/outbox.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { openBrowser } from '../../../testing/test-browser.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';

const NEW_PASSWORD = 'Fresh3rPassw0rd';
const generous = { windowMs: 60_000, max: 10_000 };
let t: TestApp;
let outboxDir: string;
let now = Date.now();

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'codecourt-outbox-'));
  t = await createTestApp({
    config: {
      mail: { smtpUrl: undefined, from: 'CodeCourt <no-reply@localhost>', outboxDir },
      publicUrl: 'https://codecourt.example',
      passwordResetIpRateLimit: generous,
      passwordResetAccountRateLimit: generous,
    },
    clock: () => new Date(now),
  });
});
afterAll(async () => {
  await t.close();
  await rm(outboxDir, { recursive: true, force: true });
});

/** A signed-in user who then asked for a reset link: their browser, email, old password and the link's token. */
async function userWithResetLink() {
  const { browser, user, password } = await signedInBrowser(t.app);
  const before = (await readOutbox(outboxDir)).filter((m) => m.to[0]?.address === user.emailId).length;
  const res = await (await openBrowser(t.app)).post('/api/user/forgot-password', { emailId: user.emailId });
  expect(res.status).toBe(200);
  const mail = await waitForMail(outboxDir, user.emailId, before);
  return { browser, user, password, token: resetTokenIn(mail.text), mail };
}

async function resetWith(token: string, newPassword = NEW_PASSWORD) {
  return (await openBrowser(t.app)).post('/api/user/reset-password', { token, newPassword });
}

async function login(emailId: string, password: string) {
  return (await openBrowser(t.app)).post('/api/user/login', { emailId, password });
}

describe('POST /api/user/forgot-password', () => {
  it('when the address has an account, then a reset link to /reset-password goes to the outbox and the log', async () => {
    const { user, token, mail } = await userWithResetLink();

    expect(mail.subject).toBe('Reset your CodeCourt password');
    expect(mail.from.address).toBe('no-reply@localhost');
    expect(mail.text).toContain(
      `https://codecourt.example/reset-password?token=${encodeURIComponent(token)}`,
    );
    expect(mail.html).toContain('Choose a new password');
    expect(t.logs()).toContain(`https://codecourt.example/reset-password?token=${encodeURIComponent(token)}`);
    expect(t.logs()).toContain(user.emailId);
  });

  it('when the address has no account, then the answer is the same and no mail is written', async () => {
    const emailId = `nobody-${String(Date.now())}@example.com`;
    const known = await signedInBrowser(t.app);

    const unknownRes = await (await openBrowser(t.app)).post('/api/user/forgot-password', { emailId });
    const knownRes = await (
      await openBrowser(t.app)
    ).post('/api/user/forgot-password', {
      emailId: known.user.emailId.toUpperCase(),
    });

    expect(unknownRes.status).toBe(200);
    expect(accountMessageResponseSchema.parse(unknownRes.body)).toEqual({
      success: true,
      message: MESSAGES.resetLinkSent,
    });
    expect(knownRes.body).toEqual(unknownRes.body);
    await waitForMail(outboxDir, known.user.emailId);
    expect((await readOutbox(outboxDir)).some((m) => m.to[0]?.address === emailId)).toBe(false);
  });

  it('when the email is not an email, then it answers 400 with the signup message', async () => {
    const res = await (await openBrowser(t.app)).post('/api/user/forgot-password', { emailId: 'nope' });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.invalidEmail });
  });
});

describe('POST /api/user/reset-password', () => {
  it('when the link is fresh, then the new password signs in, the old one fails and every sign-in ends', async () => {
    const { browser, user, password, token } = await userWithResetLink();

    const res = await resetWith(token);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MESSAGES.passwordResetDone });
    expect((await login(user.emailId, password)).status).toBe(401);
    expect((await login(user.emailId, NEW_PASSWORD)).status).toBe(200);
    expect((await browser.get('/api/user/check')).status).toBe(401);
    expect((await browser.post('/api/user/refresh-token')).status).toBe(401);
  });

  it('when the password is reset, then every personal access token of the user answers 401 and the message says so', async () => {
    const { browser, token } = await userWithResetLink();
    const created = createdPersonalTokenSchema.parse(
      (await browser.post('/api/tokens', { name: 'ci script' })).body,
    );
    const withToken = () => request(t.app).get('/api/tokens').set('Authorization', `Bearer ${created.token}`);
    expect((await withToken()).status).toBe(200);

    const res = await resetWith(token);

    expect(res.status).toBe(200);
    expect(accountMessageResponseSchema.parse(res.body).message).toBe(MESSAGES.passwordResetDone);
    expect(MESSAGES.passwordResetDone).toContain('access tokens were revoked');
    expect((await withToken()).status).toBe(401);
  });

  it('when a link is used a second time, then it fails clearly and the password stays', async () => {
    const { user, token } = await userWithResetLink();
    await resetWith(token);

    const second = await resetWith(token, 'An0therPassw0rd');

    expect(second.status).toBe(400);
    expect(second.body).toEqual({ error: MESSAGES.resetLinkInvalid });
    expect((await login(user.emailId, NEW_PASSWORD)).status).toBe(200);
  });

  it('when the link is older than 30 minutes, then it has expired', async () => {
    const { user, password, token } = await userWithResetLink();
    now += PASSWORD_RESET_TTL_SECONDS * 1000 + 1_000;

    const res = await resetWith(token);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.resetLinkExpired });
    expect((await login(user.emailId, password)).status).toBe(200);
  });

  it('when the link is used just inside 30 minutes, then it still works', async () => {
    const { token } = await userWithResetLink();
    now += PASSWORD_RESET_TTL_SECONDS * 1000 - 5_000;

    expect((await resetWith(token)).status).toBe(200);
  });

  it('when a newer link was asked for, then the older one no longer works', async () => {
    const first = await userWithResetLink();
    await (await openBrowser(t.app)).post('/api/user/forgot-password', { emailId: first.user.emailId });
    const newer = resetTokenIn((await waitForMail(outboxDir, first.user.emailId, 1)).text);

    const old = await resetWith(first.token);

    expect(old.body).toEqual({ error: MESSAGES.resetLinkInvalid });
    expect((await resetWith(newer)).status).toBe(200);
  });

  it('when the token is tampered with or made up, then it is refused without changing anything', async () => {
    const { user, password, token } = await userWithResetLink();
    const [id, random, signature] = token.split('.');
    const flipped = `${String(id)}.${String(random)}.${signature?.startsWith('A') ? 'B' : 'A'}${String(signature?.slice(1))}`;

    for (const bad of [flipped, 'made-up-token', `${String(id)}.${String(random)}`]) {
      const res = await resetWith(bad);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: MESSAGES.resetLinkInvalid });
    }
    expect((await login(user.emailId, password)).status).toBe(200);
  });

  it('when the new password breaks the signup rules, then it answers the rule and the link still works', async () => {
    const { token } = await userWithResetLink();

    const weak = await resetWith(token, 'alllowercase1');
    const short = await resetWith(token, 'Ab1');

    expect(weak.body).toEqual({ error: MESSAGES.passwordComplexity });
    expect(short.body).toEqual({ error: MESSAGES.passwordTooShort });
    expect((await resetWith(token)).status).toBe(200);
  });
});
