import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_NAME_MAX_LENGTH, MESSAGES, userResponseSchema } from '@codecourt/contracts';
import { newSignup } from '../../../testing/fixtures.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const patchProfile = (browser: Awaited<ReturnType<typeof openBrowser>>, body: unknown) =>
  browser.send('patch', '/api/user/profile', { body });

describe('names', () => {
  it('when signing up with a last name, then the user has it (trimmed)', async () => {
    const browser = await openBrowser(t.app);

    const res = await browser.post('/api/user/register', { ...newSignup(), lastName: '  Lovelace ' });

    expect(res.status).toBe(201);
    expect(userResponseSchema.parse(res.body).user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('when a signed-in user changes both names, then it answers {user} and the session sees them', async () => {
    const { browser } = await signedInBrowser(t.app);

    const res = await patchProfile(browser, { firstName: ' Grace ', lastName: 'Hopper' });

    expect(res.status).toBe(200);
    expect(userResponseSchema.parse(res.body).user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    const check = userResponseSchema.parse((await browser.get('/api/user/check')).body);
    expect(check.user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('when the last name is blank, then it is cleared', async () => {
    const { browser } = await signedInBrowser(t.app);
    await patchProfile(browser, { firstName: 'Grace', lastName: 'Hopper' });

    const res = await patchProfile(browser, { firstName: 'Grace', lastName: '   ' });

    expect(userResponseSchema.parse(res.body).user.lastName).toBeNull();
  });

  it.each([
    [{ firstName: 'Al' }, MESSAGES.firstNameTooShort],
    [{}, MESSAGES.firstNameTooShort],
    [{ firstName: 'Grace', lastName: 'x'.repeat(LAST_NAME_MAX_LENGTH + 1) }, MESSAGES.lastNameTooLong],
  ])('when the body is %o, then it answers 400 with the signup rule’s message', async (body, message) => {
    const { browser } = await signedInBrowser(t.app);

    const res = await patchProfile(browser, body);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });

  it('when not signed in, then it answers 401', async () => {
    const res = await patchProfile(await openBrowser(t.app), { firstName: 'Grace' });

    expect(res.status).toBe(401);
  });
});
