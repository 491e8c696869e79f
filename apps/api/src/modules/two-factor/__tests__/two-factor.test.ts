import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  TWO_FACTOR_MESSAGES,
  checkResponseSchema,
  createdPersonalTokenSchema,
  twoFactorChallengeResponseSchema,
  twoFactorEnableResponseSchema,
  twoFactorSetupResponseSchema,
  userResponseSchema,
} from '@codecourt/contracts';
import { twoFactorSecrets } from '../../../db/schema/index.js';
import { newSignup } from '../../../testing/fixtures.js';
import { adminBrowser } from '../../../testing/admin-browser.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';

const ADMIN = newSignup({ emailId: 'two-factor-admin@example.com' });
const STEP_MS = 30_000;
/** The attempts the two-factor limiter allows per window in this file (the limit's own case runs last). */
const TRIES = 40;
/** Wrong codes one account may get per window, whatever the address (the cases below stay under it). */
const ACCOUNT_TRIES = 6;

let t: TestApp;
// The app's clock: a case moves it on by whole steps, so each code it computes is a new one.
let now = new Date();
const nextStep = () => {
  now = new Date(now.getTime() + STEP_MS);
};
const codeOf = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now.getTime() });

beforeAll(async () => {
  t = await createTestApp({
    env: { ADMIN_EMAIL: ADMIN.emailId, ADMIN_PASSWORD: ADMIN.password, REQUIRE_ADMIN_TWO_FACTOR: 'true' },
    config: {
      authRateLimit: { windowMs: 60_000, max: TRIES },
      accessCodeRateLimit: { windowMs: 60_000, max: ACCOUNT_TRIES },
    },
    clock: () => now,
  });
});
afterAll(async () => {
  await t.close();
});

/** A signed-in user with two-factor on: their secret, recovery codes and password. */
async function enrolledUser() {
  const { browser, user, password } = await signedInBrowser(t.app);
  const setup = twoFactorSetupResponseSchema.parse((await browser.post('/api/user/two-factor/setup')).body);
  const enabled = await browser.post('/api/user/two-factor/enable', { code: codeOf(setup.secret) });
  expect(enabled.status).toBe(200);
  nextStep();
  const { recoveryCodes } = twoFactorEnableResponseSchema.parse(enabled.body);
  return { browser, user, password, secret: setup.secret, recoveryCodes };
}

/** The first step of a sign-in of a user with two-factor on: the challenge, and a browser without a session. */
async function passwordStep(
  emailId: string,
  password: string,
): Promise<{ browser: TestBrowser; challenge: string }> {
  const browser = await openBrowser(t.app);
  const res = await browser.post('/api/user/login', { emailId, password });
  expect(res.status).toBe(200);
  expect(browser.cookie('accessToken')).toBeUndefined();
  return { browser, challenge: twoFactorChallengeResponseSchema.parse(res.body).challenge };
}

describe('two-factor enrolment', () => {
  it('when set up, then it answers a secret and its otpauth URL, and the database keeps it only encrypted', async () => {
    const { browser, user } = await signedInBrowser(t.app);

    const res = await browser.post('/api/user/two-factor/setup');

    expect(res.status).toBe(200);
    const setup = twoFactorSetupResponseSchema.parse(res.body);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toMatch(
      /^otpauth:\/\/totp\/CodeCourt:.+\?.*algorithm=SHA1.*digits=6.*period=30/,
    );
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    const [row] = await t.database.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, user._id));
    expect(row?.confirmedAt).toBeNull();
    expect(row?.secretCiphertext).not.toContain(setup.secret);
  });

  it('when the code is wrong, then it stays off; with the right one it turns on and answers 10 recovery codes', async () => {
    const { browser } = await signedInBrowser(t.app);
    const setup = twoFactorSetupResponseSchema.parse((await browser.post('/api/user/two-factor/setup')).body);
    const wrong = String((Number(codeOf(setup.secret)) + 1) % 1_000_000).padStart(6, '0');

    const refused = await browser.post('/api/user/two-factor/enable', { code: wrong });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: TWO_FACTOR_MESSAGES.wrongCode });
    expect(
      checkResponseSchema.parse((await browser.get('/api/user/check')).body).user?.twoFactorEnabled,
    ).toBe(false);

    const enabled = await browser.post('/api/user/two-factor/enable', { code: codeOf(setup.secret) });
    expect(enabled.status).toBe(200);
    const { recoveryCodes } = twoFactorEnableResponseSchema.parse(enabled.body);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(
      checkResponseSchema.parse((await browser.get('/api/user/check')).body).user?.twoFactorEnabled,
    ).toBe(true);
    nextStep();
    // Shown once, never logged (the requests themselves are).
    expect(t.logs()).toContain('/api/user/two-factor/enable');
    for (const shown of [setup.secret, ...recoveryCodes]) expect(t.logs()).not.toContain(shown);
  });
});

describe('sign-in with two-factor on', () => {
  it('when the password is right, then no session is made until the code; the right code makes one that reads /check', async () => {
    const { user, password, secret } = await enrolledUser();
    const { browser, challenge } = await passwordStep(user.emailId, password);

    const res = await browser.post('/api/user/login/two-factor', { challenge, code: codeOf(secret) });

    expect(res.status).toBe(200);
    expect(userResponseSchema.parse(res.body).user._id).toBe(user._id);
    expect(browser.cookie('accessToken')).toBeDefined();
    expect(browser.cookie('refreshToken')).toBeDefined();
    const check = await browser.get('/api/user/check');
    expect(check.status).toBe(200);
    expect(checkResponseSchema.parse(check.body).user?._id).toBe(user._id);
  });

  it('when the code is wrong, a code is replayed or a challenge is reused, then each answers 401 with its message', async () => {
    const { user, password, secret } = await enrolledUser();
    const first = await passwordStep(user.emailId, password);
    const code = codeOf(secret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const wrongAnswer = await first.browser.post('/api/user/login/two-factor', {
      challenge: first.challenge,
      code: wrong,
    });
    expect(wrongAnswer.status).toBe(401);
    expect(wrongAnswer.body).toEqual({ error: TWO_FACTOR_MESSAGES.wrongCode });
    // A wrong code leaves the challenge for another try.
    expect(
      (await first.browser.post('/api/user/login/two-factor', { challenge: first.challenge, code })).status,
    ).toBe(200);

    const reused = await first.browser.post('/api/user/login/two-factor', {
      challenge: first.challenge,
      code,
    });
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ error: TWO_FACTOR_MESSAGES.challengeExpired });

    const second = await passwordStep(user.emailId, password);
    const replayed = await second.browser.post('/api/user/login/two-factor', {
      challenge: second.challenge,
      code,
    });
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual({ error: TWO_FACTOR_MESSAGES.codeAlreadyUsed });
    expect(second.browser.cookie('accessToken')).toBeUndefined();
  });

  it('when a recovery code is used, then it signs in once and is refused the second time', async () => {
    const { user, password, recoveryCodes } = await enrolledUser();
    const [recovery] = recoveryCodes;

    const first = await passwordStep(user.emailId, password);
    const used = await first.browser.post('/api/user/login/two-factor', {
      challenge: first.challenge,
      code: recovery?.toUpperCase(),
    });
    expect(used.status).toBe(200);

    const second = await passwordStep(user.emailId, password);
    const again = await second.browser.post('/api/user/login/two-factor', {
      challenge: second.challenge,
      code: recovery,
    });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ error: TWO_FACTOR_MESSAGES.recoveryCodeUsed });
  });

  it('when the challenge is older than 5 minutes, then the right code is refused as expired', async () => {
    const { user, password, secret } = await enrolledUser();
    const { browser, challenge } = await passwordStep(user.emailId, password);
    now = new Date(now.getTime() + 5 * 60_000 + STEP_MS);

    const res = await browser.post('/api/user/login/two-factor', { challenge, code: codeOf(secret) });

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: TWO_FACTOR_MESSAGES.challengeExpired });
    expect(browser.cookie('accessToken')).toBeUndefined();
  });

  it('when the user has a personal access token, then it signs in without any code', async () => {
    const { browser } = await enrolledUser();
    const { token } = createdPersonalTokenSchema.parse(
      (await browser.post('/api/tokens', { name: 'ci' })).body,
    );

    const res = await request(t.app).get('/api/user/check').set('Authorization', `Bearer ${token}`);

    expect(res.status).toBe(200);
    expect(checkResponseSchema.parse(res.body).user?.twoFactorEnabled).toBe(true);
  });

  it('when turned off with a code, then the password alone signs in again', async () => {
    const { browser, user, password, secret } = await enrolledUser();

    const off = await browser.post('/api/user/two-factor/disable', { code: codeOf(secret) });
    expect(off.status).toBe(200);
    expect(
      await t.database.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user._id)),
    ).toEqual([]);

    const login = await (
      await openBrowser(t.app)
    ).post('/api/user/login', { emailId: user.emailId, password });
    expect(login.status).toBe(200);
    expect(userResponseSchema.parse(login.body).user.twoFactorEnabled).toBe(false);
  });
});

describe('REQUIRE_ADMIN_TWO_FACTOR', () => {
  it('when an admin has no second factor, then admin routes answer 403 until they enrol', async () => {
    const admin = await adminBrowser(t.app, ADMIN);
    const check = checkResponseSchema.parse((await admin.get('/api/user/check')).body);
    expect(check.user?.twoFactorRequired).toBe(true);

    const refused = await admin.get('/api/user/admin-check');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: TWO_FACTOR_MESSAGES.adminNeedsTwoFactor });

    const setup = twoFactorSetupResponseSchema.parse((await admin.post('/api/user/two-factor/setup')).body);
    expect((await admin.post('/api/user/two-factor/enable', { code: codeOf(setup.secret) })).status).toBe(
      200,
    );
    nextStep();
    expect((await admin.get('/api/user/admin-check')).status).toBe(200);
    expect(
      checkResponseSchema.parse((await admin.get('/api/user/check')).body).user?.twoFactorRequired,
    ).toBeUndefined();
  });

  it('when a user is no admin, then the policy changes nothing for them', async () => {
    const { browser } = await signedInBrowser(t.app);
    const res = await browser.get('/api/user/admin-check');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: MESSAGES.forbidden });
  });
});

// Last: they spend the limiters' windows.
describe('the second step’s rate limit', () => {
  it('when wrong codes come over fresh challenges, then the account answers 429 and another account does not', async () => {
    const victim = await enrolledUser();
    const statuses: number[] = [];
    // A new sign-in each time, as from a new address: the count follows the account, not the challenge.
    for (let i = 0; i <= ACCOUNT_TRIES; i += 1) {
      const { browser, challenge } = await passwordStep(victim.user.emailId, victim.password);
      statuses.push((await browser.post('/api/user/login/two-factor', { challenge, code: '000000' })).status);
    }
    const { browser, challenge } = await passwordStep(victim.user.emailId, victim.password);
    const rightCode = await browser.post('/api/user/login/two-factor', {
      challenge,
      code: codeOf(victim.secret),
    });
    const other = await enrolledUser();
    const otherStep = await passwordStep(other.user.emailId, other.password);
    const otherWrong = await otherStep.browser.post('/api/user/login/two-factor', {
      challenge: otherStep.challenge,
      code: '000000',
    });

    expect(statuses.slice(0, ACCOUNT_TRIES)).toEqual(Array<number>(ACCOUNT_TRIES).fill(401));
    expect(statuses.at(-1)).toBe(429);
    expect(rightCode.status).toBe(429);
    expect(otherWrong.status).toBe(401);
  });

  it('when codes are tried again and again, then the limiter answers 429', async () => {
    const { user, password } = await enrolledUser();
    const { browser, challenge } = await passwordStep(user.emailId, password);

    const statuses: number[] = [];
    for (let i = 0; i <= TRIES; i += 1)
      statuses.push((await browser.post('/api/user/login/two-factor', { challenge, code: '000000' })).status);

    expect(statuses).toContain(401);
    expect(statuses.at(-1)).toBe(429);
  });
});
