import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResponseSchema } from '@codecourt/contracts';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { openBrowser } from '../../../testing/test-browser.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/user/check?refresh=false', () => {
  it('when the access cookie is valid, then it answers the user', async () => {
    const { browser, user } = await signedInBrowser(t.app);

    const res = await browser.get('/api/user/check?refresh=false');

    expect(res.status).toBe(200);
    expect(checkResponseSchema.parse(res.body).user?._id).toBe(user._id);
  });

  it('when only the refresh cookie is left, then it answers renewable and leaves the refresh token alone', async () => {
    const { browser } = await signedInBrowser(t.app);
    browser.cookies.delete('accessToken');
    const refreshToken = browser.cookie('refreshToken');

    const res = await browser.get('/api/user/check?refresh=false');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ renewable: true });
    expect(browser.cookie('refreshToken')).toBe(refreshToken);
    expect((await browser.post('/api/user/refresh-token')).status).toBe(200);
  });

  it('when no session cookie is sent, then it answers no user without a 401 (the browser would log one)', async () => {
    const res = await (await openBrowser(t.app)).get('/api/user/check?refresh=false');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
  });

  it('when no session cookie is sent without refresh=false (the spec client), then it still answers 401', async () => {
    const res = await (await openBrowser(t.app)).get('/api/user/check');

    expect(res.status).toBe(401);
  });

  it('when refresh is neither true nor false, then it answers 400', async () => {
    const res = await (await openBrowser(t.app)).get('/api/user/check?refresh=maybe');

    expect(res.status).toBe(400);
  });
});
