import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { MESSAGES } from '@codecourt/contracts';
import { newSignup } from '../../testing/fixtures.js';
import { captureLogs } from '../../testing/log-capture.js';
import { TestBrowser, openBrowser } from '../../testing/test-browser.js';
import { createTestApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { toLoggableError } from '../loggable-error.js';

const admin = { email: 'logs-admin@codecourt.test', password: 'Adm1nSecretPw' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logLevel: 'trace',
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  });
});
afterAll(async () => {
  await t.close();
});

describe('logs', () => {
  it('when users sign up, sign in, fail, refresh and sign out, then no password, token or cookie value is ever logged', async () => {
    const signup = newSignup({ password: 'Unl0ggablePassw0rd' });
    const browser = await openBrowser(t.app);
    const seen = new Set<string>([signup.password, 'Wr0ngButSecret9', admin.password]);
    const collect = () => {
      for (const value of browser.cookies.values()) seen.add(value);
    };

    await browser.post('/api/user/register', signup, { headers: { 'X-Request-Id': 'register-1' } });
    collect();
    await browser.post('/api/user/refresh-token');
    collect();
    await browser.get('/api/user/check');
    await browser.post('/api/user/logout');
    collect();
    await browser.post('/api/user/login', { emailId: signup.emailId, password: 'Wr0ngButSecret9' });
    await browser.post('/api/user/login', { emailId: signup.emailId, password: signup.password });
    collect();
    await new TestBrowser(t.app).post(
      '/api/user/login',
      { emailId: admin.email, password: admin.password },
      { xsrf: 'bogus' },
    );

    const logs = t.logs();
    expect(logs).toContain('"url":"/api/user/register"');
    expect(logs).toContain('register-1');
    expect(seen.size).toBeGreaterThan(6);
    for (const secret of seen) expect(logs).not.toContain(secret);
    expect(logs).not.toMatch(/\$argon2id\$/);
  });

  it('when a database query fails, then its logged form keeps the SQL but not the parameters', () => {
    const error = new DrizzleQueryError(
      'insert into "users" ("password_hash") values ($1)',
      ['$argon2id$secret-hash'],
      new Error('duplicate key'),
    );

    const logged = JSON.stringify(toLoggableError(error));

    expect(logged).toContain('insert into');
    expect(logged).toContain('duplicate key');
    expect(logged).not.toContain('secret-hash');
  });

  it('when something logs an object holding credentials, then pino redacts them', () => {
    const capture = captureLogs('info');

    capture.logger.info(
      { body: { password: 'P4ssword-in-body' }, user: { refreshToken: 'rt-value', accessToken: 'at-value' } },
      'oops',
    );

    expect(capture.text()).not.toMatch(/P4ssword-in-body|rt-value|at-value/);
    expect(capture.text()).toContain('[redacted]');
  });

  it('when the database fails mid-login, then the client gets a generic 500 and the log has the error but no credentials', async () => {
    const doomed = await createTestDatabase();
    const broken = await createTestApp({ database: doomed, logLevel: 'trace' });
    const browser = await openBrowser(broken.app);
    await doomed.dispose();

    const res = await browser.post('/api/user/login', {
      emailId: 'victim@example.com',
      password: 'Sup3rSecretPw',
    });

    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: MESSAGES.internalServerError });
    expect(broken.logs()).toContain('request failed');
    expect(broken.logs()).not.toContain('Sup3rSecretPw');
    expect(broken.logs()).not.toContain('victim@example.com');
  });
});
