import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import {
  MESSAGES,
  PERSONAL_TOKENS_PER_USER_MAX,
  createdPersonalTokenSchema,
  personalTokenListResponseSchema,
  userResponseSchema,
} from '@codecourt/contracts';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { personalTokens } from '../../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const createToken = async (browser: TestBrowser, name = 'ci script') => {
  const res = await browser.post('/api/tokens', { name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return createdPersonalTokenSchema.parse(res.body);
};

/** A script's request: the token alone, no cookie, no XSRF header. */
const withToken = (token: string) => ({
  get: (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${token}`),
  patch: (path: string, body: object) =>
    request(t.app).patch(path).set('Authorization', `Bearer ${token}`).send(body),
  post: (path: string, body: object) =>
    request(t.app).post(path).set('Authorization', `Bearer ${token}`).send(body),
  delete: (path: string) => request(t.app).delete(path).set('Authorization', `Bearer ${token}`),
});

describe('personal access tokens', () => {
  it('when a signed-in user creates a token, then it answers 201 with a cc_ secret of 32 random bytes, shown once', async () => {
    const { browser } = await signedInBrowser(t.app);

    const created = await createToken(browser, '  deploy bot  ');

    expect(created.name).toBe('deploy bot');
    expect(created.token).toMatch(/^cc_[A-Za-z0-9_-]{43}$/);
    expect(Number.isNaN(Date.parse(created.createdAt))).toBe(false);
    const list = await browser.get('/api/tokens');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { _id: created._id, name: 'deploy bot', createdAt: created.createdAt, lastUsedAt: null },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.token);
  });

  it('when a token is stored, then the database holds its sha256, never the secret', async () => {
    const { browser } = await signedInBrowser(t.app);
    const created = await createToken(browser);

    const rows = await t.database.db.select().from(personalTokens);

    expect(JSON.stringify(rows)).not.toContain(created.token);
    const sha256 = createHash('sha256').update(created.token).digest('hex');
    expect(rows.find((row) => row.id === created._id)?.tokenHash).toBe(sha256);
  });

  it('when a script sends the token as a bearer header, then it is signed in as the owner with no cookie and no XSRF header, and lastUsedAt is recorded', async () => {
    const { browser, user } = await signedInBrowser(t.app);
    const { token } = await createToken(browser);

    const check = await withToken(token).get('/api/user/check');
    const rename = await withToken(token).patch('/api/user/profile', { firstName: 'Scripted' });

    expect(check.status).toBe(200);
    expect(userResponseSchema.parse(check.body).user._id).toBe(user._id);
    expect(rename.status, JSON.stringify(rename.body)).toBe(200);
    expect(userResponseSchema.parse(rename.body).user.firstName).toBe('Scripted');
    const [listed] = personalTokenListResponseSchema.parse((await browser.get('/api/tokens')).body);
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it('when a request carries both another user’s session cookie and a token, then the token decides who it is', async () => {
    const owner = await signedInBrowser(t.app);
    const other = await signedInBrowser(t.app);
    const { token } = await createToken(owner.browser);

    const res = await other.browser.get('/api/user/check', {
      headers: { Authorization: `Bearer ${token}` },
    });

    expect(userResponseSchema.parse(res.body).user._id).toBe(owner.user._id);
  });

  it('when a token is revoked, then requests carrying it answer 401 and it leaves the list', async () => {
    const { browser } = await signedInBrowser(t.app);
    const created = await createToken(browser);
    expect((await withToken(created.token).get('/api/user/check')).status).toBe(200);

    const revoked = await browser.send('delete', `/api/tokens/${created._id}`);

    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ _id: created._id, revoked: true });
    const after = await withToken(created.token).get('/api/user/check');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: MESSAGES.invalidAccessToken });
    expect((await browser.get('/api/tokens')).body).toEqual([]);
  });

  it('when a bearer token is unknown or malformed, then the request answers 401 with the token message', async () => {
    const unknown = await withToken('cc_' + 'A'.repeat(43)).get('/api/user/check');
    const junk = await withToken('not-a-token').get('/api/stats/leaderboard');

    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ error: MESSAGES.invalidAccessToken });
    expect(junk.status).toBe(401);
  });

  it('when a token is used to create another token, then it is refused with 403, but it may list and revoke itself', async () => {
    const { browser } = await signedInBrowser(t.app);
    const created = await createToken(browser);

    const mint = await withToken(created.token).post('/api/tokens', { name: 'sneaky' });
    const list = await withToken(created.token).get('/api/tokens');
    const revoke = await withToken(created.token).delete(`/api/tokens/${created._id}`);

    expect(mint.status).toBe(403);
    expect(mint.body).toEqual({ error: MESSAGES.tokensNeedSession });
    expect(list.status).toBe(200);
    expect(revoke.status).toBe(200);
    expect((await withToken(created.token).get('/api/tokens')).status).toBe(401);
  });

  it('when a user holds the most tokens allowed, then creating one more answers 409 with the limit message', async () => {
    const { browser } = await signedInBrowser(t.app);
    await Promise.all(
      Array.from({ length: PERSONAL_TOKENS_PER_USER_MAX }, (_, i) => createToken(browser, `token ${i}`)),
    );

    const res = await browser.post('/api/tokens', { name: 'one too many' });

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: MESSAGES.tokenLimitReached });
    expect((await browser.get('/api/tokens')).body).toHaveLength(PERSONAL_TOKENS_PER_USER_MAX);
  });

  it('when the name is blank or too long, then creating answers 400 with the field message', async () => {
    const { browser } = await signedInBrowser(t.app);

    const blank = await browser.post('/api/tokens', { name: '   ' });
    const missing = await browser.post('/api/tokens', {});
    const long = await browser.post('/api/tokens', { name: 'x'.repeat(101) });

    expect(blank.body).toEqual({ error: MESSAGES.tokenNameRequired });
    expect(missing.body).toEqual({ error: MESSAGES.tokenNameRequired });
    expect([blank.status, missing.status, long.status]).toEqual([400, 400, 400]);
    expect(long.body).toEqual({ error: MESSAGES.tokenNameTooLong });
  });

  it('when another user’s token is listed or revoked, then it is not shown and revoking answers 404 (it keeps working)', async () => {
    const owner = await signedInBrowser(t.app);
    const other = await signedInBrowser(t.app);
    const created = await createToken(owner.browser);

    const list = await other.browser.get('/api/tokens');
    const revoke = await other.browser.send('delete', `/api/tokens/${created._id}`);
    const notAnId = await other.browser.send('delete', '/api/tokens/not-an-id');

    expect(list.body).toEqual([]);
    expect(revoke.status).toBe(404);
    expect(revoke.body).toEqual({ error: MESSAGES.tokenNotFound });
    expect(notAnId.status).toBe(404);
    expect((await withToken(created.token).get('/api/user/check')).status).toBe(200);
  });

  it('when signed out, then the token routes answer 401', async () => {
    const res = await request(t.app).get('/api/tokens');

    expect(res.status).toBe(401);
  });
});

describe('per-token rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { personalTokenRateLimit: { windowMs: 60_000, max: 3 } } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('when one user’s tokens together pass the limit, then each answers 429 with Retry-After while another user’s token still works', async () => {
    // The limit is the owner's, across all their tokens: minting more tokens buys no more requests.
    const { browser } = await signedInBrowser(limited.app);
    const busy = (await createToken(browser)).token;
    const sibling = (await createToken(browser)).token;
    const other = (await createToken((await signedInBrowser(limited.app)).browser)).token;
    const call = (token: string) =>
      request(limited.app).get('/api/user/check').set('Authorization', `Bearer ${token}`);

    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(busy)).status);
    const refused = await call(sibling);

    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: MESSAGES.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(other)).status).toBe(200);
  });
});
