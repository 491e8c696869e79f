import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, userResponseSchema } from '@codecourt/contracts';
import { users } from '../../../db/schema/index.js';
import { newSignup } from '../../../testing/fixtures.js';
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

describe('POST /api/user/register', () => {
  it('when the signup form is valid, then it answers 201 with the user and signs them in', async () => {
    const browser = await openBrowser(t.app);
    const signup = newSignup({ firstName: '  Grace ', emailId: 'Grace.Hopper@Example.COM' });

    const res = await browser.post('/api/user/register', signup);

    expect(res.status).toBe(201);
    const { user } = userResponseSchema.parse(res.body);
    expect(user).toMatchObject({
      firstName: 'Grace',
      lastName: null,
      emailId: 'grace.hopper@example.com',
      role: 'user',
    });
    expect(user.email).toBe(user.emailId);
    expect(JSON.stringify(res.body)).not.toMatch(/hash|argon/i);
    const check = await browser.get('/api/user/check');
    expect(check.status).toBe(200);
    expect(userResponseSchema.parse(check.body).user._id).toBe(user._id);
  });

  it('when an account is created, then its password is stored only as an argon2id hash', async () => {
    const browser = await openBrowser(t.app);
    const signup = newSignup();

    await browser.post('/api/user/register', signup);

    const [row] = await t.database.db.select().from(users).where(eq(users.emailId, signup.emailId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(signup.password);
  });

  it('when the email is already registered (in any letter case), then it answers 409 with the taken message', async () => {
    const browser = await openBrowser(t.app);
    const signup = newSignup();
    await browser.post('/api/user/register', signup);

    const res = await (
      await openBrowser(t.app)
    ).post('/api/user/register', { ...signup, emailId: signup.emailId.toUpperCase() });

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: MESSAGES.emailTaken });
  });

  it.each([
    ['first name shorter than 3 characters', { firstName: 'Al' }, MESSAGES.firstNameTooShort],
    ['first name missing', { firstName: undefined }, MESSAGES.firstNameTooShort],
    ['email not an email', { emailId: 'not-an-email' }, MESSAGES.invalidEmail],
    ['email missing', { emailId: undefined }, MESSAGES.invalidEmail],
    ['password shorter than 8 characters', { password: 'Ab1' }, MESSAGES.passwordTooShort],
    ['password without an uppercase letter', { password: 'lowercase123' }, MESSAGES.passwordComplexity],
    ['password without a lowercase letter', { password: 'UPPERCASE123' }, MESSAGES.passwordComplexity],
    ['password without a digit', { password: 'NoDigitsHere' }, MESSAGES.passwordComplexity],
  ])('when the %s, then it answers 400 with the signup rule message', async (_case, change, message) => {
    const browser = await openBrowser(t.app);

    const res = await browser.post('/api/user/register', { ...newSignup(), ...change });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    expect(browser.cookie('accessToken')).toBeUndefined();
  });
});
