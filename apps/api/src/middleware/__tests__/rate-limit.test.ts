import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { MESSAGES } from '@codecourt/contracts';
import { createApp } from '../../app.js';
import { newSignup } from '../../testing/fixtures.js';
import { captureLogs } from '../../testing/log-capture.js';
import { startTestRedis } from '../../testing/redis-server.js';
import type { TestRedis } from '../../testing/redis-server.js';
import { openBrowser } from '../../testing/test-browser.js';
import { createTestApp } from '../../testing/test-app.js';
import { createTestConfig } from '../../testing/test-config.js';
import { createTestDatabase } from '../../testing/test-database.js';
import type { TestDatabase } from '../../testing/test-database.js';

const LIMIT = 3;
const smallLimit = { authRateLimit: { windowMs: 60_000, max: LIMIT } };
const wrongLogin = { emailId: 'nobody@example.com', password: 'Wr0ngPassword' };

let database: TestDatabase;
let redisServer: TestRedis;
beforeAll(async () => {
  [database, redisServer] = await Promise.all([createTestDatabase(), startTestRedis()]);
});
afterAll(async () => {
  await Promise.all([database.dispose(), redisServer.stop()]);
});

describe('login and register rate limit', () => {
  it('when one IP exceeds the login limit, then the next attempt answers 429 with the too-many-requests message', async () => {
    const { app } = await createTestApp({ database, config: smallLimit });
    const browser = await openBrowser(app);
    const statuses: number[] = [];

    for (let attempt = 0; attempt <= LIMIT; attempt++)
      statuses.push((await browser.post('/api/user/login', wrongLogin)).status);

    expect(statuses).toEqual([401, 401, 401, 429]);
    const blocked = await browser.post('/api/user/login', wrongLogin);
    expect(blocked.body).toEqual({ error: MESSAGES.tooManyRequests });
  });

  it('when one IP exceeds the register limit, then registering answers 429, invalid attempts counting too', async () => {
    const { app } = await createTestApp({ database, config: smallLimit });
    const browser = await openBrowser(app);
    const statuses: number[] = [];

    for (let attempt = 0; attempt < LIMIT; attempt++)
      statuses.push((await browser.post('/api/user/register', { firstName: 'x' })).status);
    const res = await browser.post('/api/user/register', newSignup());

    expect(statuses).toEqual([400, 400, 400]);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: MESSAGES.tooManyRequests });
  });

  it('when TRUST_PROXY is set, then clients behind the proxy are counted by their own address', async () => {
    const { app } = await createTestApp({ database, config: { ...smallLimit, trustProxy: 1 } });
    const browser = await openBrowser(app);
    const from = (ip: string) =>
      browser.post('/api/user/login', wrongLogin, { headers: { 'X-Forwarded-For': ip } });

    for (let attempt = 0; attempt < LIMIT; attempt++) await from('203.0.113.7');
    const sameClient = await from('203.0.113.7');
    const otherClient = await from('198.51.100.9');

    expect(sameClient.status).toBe(429);
    expect(otherClient.status).toBe(401);
  });

  it('when TRUST_PROXY is off, then a forged X-Forwarded-For does not escape the limit', async () => {
    const { app } = await createTestApp({ database, config: smallLimit });
    const browser = await openBrowser(app);

    for (let attempt = 0; attempt < LIMIT; attempt++) {
      await browser.post('/api/user/login', wrongLogin, {
        headers: { 'X-Forwarded-For': `198.51.100.${attempt}` },
      });
    }
    const res = await browser.post('/api/user/login', wrongLogin, {
      headers: { 'X-Forwarded-For': '198.51.100.200' },
    });

    expect(res.status).toBe(429);
  });

  it('when REDIS_URL is set, then the count is shared by every API instance using that Redis', async () => {
    const redis = new Redis(redisServer.url);
    const prefix = `codecourt-test:${randomUUID()}:`;
    const config = createTestConfig(smallLimit);
    const instance = () =>
      createApp({
        config,
        db: database.db,
        logger: captureLogs('silent').logger,
        redis,
        rateLimitPrefix: prefix,
      });
    const first = await openBrowser(instance());
    const second = await openBrowser(instance());

    for (let attempt = 0; attempt < LIMIT - 1; attempt++) await first.post('/api/user/login', wrongLogin);
    const lastAllowed = await second.post('/api/user/login', wrongLogin);
    const blocked = await second.post('/api/user/login', wrongLogin);
    await redis.quit();

    expect(lastAllowed.status).toBe(401);
    expect(blocked.status).toBe(429);
  });
});
