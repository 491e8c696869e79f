import type { Express } from 'express';
import { userResponseSchema } from '@codecourt/contracts';
import type { User } from '@codecourt/contracts';
import { newSignup } from './fixtures.js';
import { openBrowser } from './test-browser.js';
import type { TestBrowser } from './test-browser.js';

/** A browser signed in as a freshly registered user. */
export async function signedInBrowser(
  app: Express | string,
): Promise<{ browser: TestBrowser; user: User; password: string }> {
  const browser = await openBrowser(app);
  const signup = newSignup();
  const res = await browser.post('/api/user/register', signup);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { browser, user: userResponseSchema.parse(res.body).user, password: signup.password };
}
