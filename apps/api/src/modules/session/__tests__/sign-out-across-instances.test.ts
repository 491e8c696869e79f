import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '@codecourt/contracts';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { TestBrowser } from '../../../testing/test-browser.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { waitFor } from '../../../testing/wait-for.js';

// Two API instances on one database and no Redis: the database's change feed alone tells the other one.
let database: TestDatabase;
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  one = await createTestApp({ database });
  two = await createTestApp({ database });
});
afterAll(async () => {
  await one.close();
  await two.close();
  await database.dispose();
});

describe('a sign-in ended on another API instance', () => {
  it('when a user signs out on one instance, then the other stops accepting their access token well before its cache expires', async () => {
    const { browser } = await signedInBrowser(one.app);
    const elsewhere = new TestBrowser(two.app);
    elsewhere.cookies.set(COOKIE_NAMES.accessToken, browser.cookie(COOKIE_NAMES.accessToken) ?? '');
    // A signed-in user who is no admin gets 403 there; a refused token gets 401.
    const signedIn = async () => (await elsewhere.get('/api/user/admin-check')).status === 403;
    expect(await signedIn()).toBe(true);

    expect((await browser.post('/api/user/logout')).status).toBe(200);

    await waitFor(
      async () => ((await signedIn()) ? undefined : true),
      'the other instance to refuse the token',
      2_000,
    );
  });
});
