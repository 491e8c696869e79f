// Issue #34 finding 6: access codes could be guessed without limit. Wrong codes are counted per user and
// contest; past the limit every attempt (the right code too) answers 429 with Retry-After, and nobody
// else's registration is touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CODE_RATE_LIMIT, CONTEST_MESSAGES, MESSAGES } from '@codecourt/contracts';
import { adminBrowser } from '../../../testing/admin-browser.js';
import { newSignup } from '../../../testing/fixtures.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { minutesFromNow } from './contest-app.js';

const ADMIN = newSignup({ emailId: 'access-code-admin@example.com' });
let database: TestDatabase;
let t: TestApp;
let admin: TestBrowser;
let problemId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  problemId = (await importTestPackage(database.db, { slug: 'access-code-add' })).id;
  t = await createTestApp({ database, env: { ADMIN_EMAIL: ADMIN.emailId, ADMIN_PASSWORD: ADMIN.password } });
  admin = await adminBrowser(t.app, ADMIN);
});
afterAll(async () => {
  await t.close();
  await database.dispose();
});

const codedContest = async (slug: string) => {
  const res = await admin.post('/api/contests', {
    title: slug,
    slug,
    format: 'icpc',
    startAt: minutesFromNow(30),
    endAt: minutesFromNow(90),
    registration: 'code',
    accessCode: 'sesame',
    problems: [{ label: 'A', problemId }],
  });
  expect(res.status).toBe(201);
  return (res.body as { _id: string })._id;
};
const register = (browser: TestBrowser, contestId: string, accessCode: string) =>
  browser.post(`/api/contests/${contestId}/register`, { accessCode });

describe('access-code attempts', () => {
  it('when a user guesses wrong codes past the limit, then 429 with Retry-After, and others register as before', async () => {
    const contestId = await codedContest('code-guessed');
    const other = await codedContest('code-other');
    const { browser: mallory } = await signedInBrowser(t.app);
    const { browser: ada } = await signedInBrowser(t.app);

    for (let i = 0; i < ACCESS_CODE_RATE_LIMIT.max; i++) {
      const wrong = await register(mallory, contestId, `guess-${String(i)}`);
      expect(wrong.status).toBe(403);
      expect(JSON.stringify(wrong.body)).toContain(CONTEST_MESSAGES.wrongAccessCode);
    }
    // One more guess, and then the right code itself: the guesser learns nothing more in this window.
    for (const code of ['guess-last', 'sesame']) {
      const limited = await register(mallory, contestId, code);
      expect(limited.status).toBe(429);
      expect(JSON.stringify(limited.body)).toContain(MESSAGES.tooManyRequests);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another user with the right code, and the same user at another contest, are not limited.
    expect((await register(ada, contestId, 'sesame')).status).toBe(200);
    expect((await register(mallory, other, 'sesame')).status).toBe(200);
  });

  it('when a user registers with the right code, then no attempt is counted against them', async () => {
    const contestId = await codedContest('code-right-first');
    const { browser: bob } = await signedInBrowser(t.app);
    for (let i = 0; i < ACCESS_CODE_RATE_LIMIT.max; i++) {
      expect((await register(bob, contestId, 'sesame')).status).toBe(200);
      expect((await bob.send('delete', `/api/contests/${contestId}/register`)).status).toBe(200);
    }
    expect((await register(bob, contestId, 'wrong')).status).toBe(403);
    expect((await register(bob, contestId, 'sesame')).status).toBe(200);
  });
});
