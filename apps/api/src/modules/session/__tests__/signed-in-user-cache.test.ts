// Two API instances on one database: each keeps the signed-in user's row for a short while instead of
// reading it on every request, and forgets it when a change of that user is announced by any instance.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../../db/schema/index.js';
import { changeFeedCaughtUp } from '../../../testing/change-feed-caught-up.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { TestBrowser } from '../../../testing/test-browser.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { createUserRepository } from '../../user/repository.js';

let database: TestDatabase;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await createTestApp({ database });
  second = await createTestApp({ database });
});
afterAll(async () => {
  await first.close();
  await second.close();
  await database.dispose();
});

/** The same signed-in browser on both instances (one load balancer, no sticky sessions). */
async function onBoth(): Promise<{ a: TestBrowser; b: TestBrowser; id: string }> {
  const { browser: a, user } = await signedInBrowser(first.app);
  const b = new TestBrowser(second.app);
  for (const [name, value] of a.cookies) b.cookies.set(name, value);
  return { a, b, id: user._id };
}
const firstNameOf = async (browser: TestBrowser) =>
  ((await browser.get('/api/user/check')).body as { user: { firstName: string } }).user.firstName;

describe('the signed-in user of a request', () => {
  it('when the row changes with no announcement, then an instance keeps the row it read instead of reading it per request', async () => {
    const { a, id } = await onBoth();
    // The feed live and the sign-up's own announcements heard first: before, nothing is kept, and one arriving
    // after the read would rightly forget the row.
    await changeFeedCaughtUp(database);
    const before = await firstNameOf(a);

    await database.db.update(users).set({ firstName: 'Unannounced' }).where(eq(users.id, id));

    expect(await firstNameOf(a)).toBe(before);
  });

  it('when a user renames themselves on one instance, then the other answers the new name', async () => {
    const { a, b } = await onBoth();
    await firstNameOf(b);

    const renamed = await a.send('patch', '/api/user/profile', {
      body: { firstName: 'Renamed', lastName: 'Everywhere' },
    });
    expect(renamed.status).toBe(200);

    await vi.waitFor(async () => {
      expect(await firstNameOf(b)).toBe('Renamed');
    });
    expect(await firstNameOf(a)).toBe('Renamed');
  });

  it('when a user is made admin by another process, then both instances let them in as admin', async () => {
    const { a, b, id } = await onBoth();
    expect((await a.get('/api/user/admin-check')).status).toBe(403);
    expect((await b.get('/api/user/admin-check')).status).toBe(403);

    // As another process (the bootstrap of a starting instance) would: only the change feed tells these two.
    await createUserRepository(database.db).setRole(id, 'admin');

    await vi.waitFor(async () => {
      expect((await a.get('/api/user/admin-check')).status).toBe(200);
      expect((await b.get('/api/user/admin-check')).status).toBe(200);
    });
  });
});
