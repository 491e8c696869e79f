import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createdPersonalTokenSchema } from '@codecourt/contracts';
import { loggableUrl } from '../../middleware/request-logger.js';
import { startFakeOpenAi } from '../../testing/fake-openai.js';
import type { FakeOpenAi } from '../../testing/fake-openai.js';
import { newSignup } from '../../testing/fixtures.js';
import { resetTokenIn, waitForMail } from '../../testing/outbox.js';
import { TestBrowser, openBrowser } from '../../testing/test-browser.js';
import { createTestApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';

const API_KEY = 'sk-live-Never-In-Logs-0123456789abcdef';
const METRICS_TOKEN = 'metrics-Never-In-Logs-0123456789';
const admin = { email: 'secrets-admin@codecourt.test', password: 'Adm1nNeverLogged' };
let fake: FakeOpenAi;
let outboxDir: string;
let t: TestApp;
/** Every secret that crossed the API during the test: none may appear in what it logged. */
const secrets = new Set<string>([API_KEY, METRICS_TOKEN, admin.password]);

const chat = {
  messages: [{ role: 'user', parts: [{ text: 'Give me a hint please' }] }],
  title: 'Two Sum',
  description: 'Find two numbers.',
  testCases: [{ input: '1 2', output: '3', explanation: 'sum' }],
  startCode: [{ language: 'C++', initialCode: 'int f() {}' }],
};

function remember(browser: TestBrowser): void {
  for (const value of browser.cookies.values()) secrets.add(value);
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  outboxDir = await mkdtemp(path.join(tmpdir(), 'codecourt-secrets-outbox-'));
  t = await createTestApp({
    logLevel: 'trace',
    env: {
      OPENAI_API_KEY: API_KEY,
      OPENAI_BASE_URL: fake.baseUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      METRICS_TOKEN,
    },
    // Production: __Host- cookies, and the outbox (no SMTP) must not log the reset link either.
    config: { env: 'production', isProduction: true, corsOrigins: [] },
  });
  t.config.mail.outboxDir = outboxDir;
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await rm(outboxDir, { recursive: true, force: true });
});

describe('no secrets in logs', () => {
  it('when a user signs up, signs in, refreshes, resets the password, makes a token, calls Judge0 with it, asks the AI and metrics are scraped, then no secret is logged', async () => {
    const signup = newSignup({ password: 'Sign-up-Secret-1' });
    const newPassword = 'Reset-Secret-Pw-2';
    const wrongPassword = 'Wrong-Secret-Pw-3';
    secrets.add(signup.password).add(newPassword).add(wrongPassword);
    const browser = await openBrowser(t.app);

    expect((await browser.post('/api/user/register', signup)).status).toBe(201);
    remember(browser);
    expect((await browser.post('/api/user/refresh-token')).status).toBe(200);
    remember(browser);
    await browser.post('/api/user/login', { emailId: signup.emailId, password: wrongPassword });

    expect((await browser.post('/api/user/forgot-password', { emailId: signup.emailId })).status).toBe(200);
    const resetToken = resetTokenIn((await waitForMail(outboxDir, signup.emailId)).text);
    secrets.add(resetToken);
    await request(t.app).get(`/reset-password?token=${encodeURIComponent(resetToken)}`);
    const reset = await browser.post('/api/user/reset-password', { token: resetToken, newPassword });
    expect(reset.status).toBe(200);
    expect(
      (await browser.post('/api/user/login', { emailId: signup.emailId, password: newPassword })).status,
    ).toBe(200);
    remember(browser);

    const created = await browser.post('/api/tokens', { name: 'ci script' });
    expect(created.status).toBe(201);
    const { token } = createdPersonalTokenSchema.parse(created.body);
    secrets.add(token);
    const bogus = `${token.slice(0, -6)}XXXXXX`;
    secrets.add(bogus);
    expect(
      (await request(t.app).get('/api/stats/my-stats').set('Authorization', `Bearer ${token}`)).status,
    ).toBe(200);
    expect((await request(t.app).get('/judge0/languages').set('X-Auth-Token', token)).status).toBe(200);
    expect(
      (await request(t.app).post('/judge0/submissions').set('X-Auth-Token', token).send({})).status,
    ).toBe(422);
    expect((await request(t.app).get('/judge0/languages').set('X-Auth-Token', bogus)).status).toBe(401);
    expect(
      (await request(t.app).get('/api/stats/my-stats').set('Authorization', `Bearer ${bogus}`)).status,
    ).toBe(401);

    fake.behave({ kind: 'reply', pieces: ['Try a hash map.'] });
    expect((await browser.post('/api/ai/chat', chat)).status).toBe(200);
    fake.behave({ kind: 'status', status: 401 });
    expect((await browser.post('/api/ai/chat', chat)).status).toBeGreaterThanOrEqual(500);
    expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${API_KEY}`);

    expect(
      (await request(t.app).get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`)).status,
    ).toBe(200);
    await request(t.app).get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}x`);
    await new TestBrowser(t.app).post('/api/user/login', { emailId: admin.email, password: admin.password });
    expect((await browser.post('/api/user/logout')).status).toBe(200);

    const logs = t.logs();
    expect(logs).toContain('"url":"/api/user/register"');
    expect(logs).toContain('/reset-password?token=[redacted]');
    expect(logs).toContain('password reset email written to the outbox');
    expect(secrets.size).toBeGreaterThan(12);
    for (const secret of secrets) {
      expect(logs).not.toContain(secret);
      // A secret's tail (a JWT's signature, a token's random part) is as good as the whole.
      expect(logs).not.toContain(secret.slice(-16));
    }
    expect(logs).not.toMatch(/\$argon2id\$/);
    expect(logs).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\./);
  });

  it.each([
    ['/reset-password?token=abc.def', '/reset-password?token=[redacted]'],
    ['/x?a=1&api_key=k&b=2', '/x?a=1&api_key=[redacted]&b=2'],
    ['/judge0/submissions/batch?tokens=t1,t2', '/judge0/submissions/batch?tokens=t1,t2'],
    ['/api/problem/getAllProblem', '/api/problem/getAllProblem'],
  ])('when %s is logged, then it is written as %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });
});
