// Issue #38, item 1: handles and public profiles, through the real app on PGlite (or CI's server).
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PUBLIC_PROFILE_MESSAGES, publicProfileSchema, userResponseSchema } from '@codecourt/contracts';
import { adminBrowser } from '../../../testing/admin-browser.js';
import { newSignup } from '../../../testing/fixtures.js';
import { judgedHistory } from '../../../testing/judged-history.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { openBrowser } from '../../../testing/test-browser.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';

const ADMIN = newSignup({ emailId: 'public-profile-admin@example.com' });
const NOT_FOUND = { error: PUBLIC_PROFILE_MESSAGES.profileNotFound };
const HOUR_MS = 60 * 60 * 1000;
const profileOf = (handle: string) => `/api/users/${handle}/profile`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN.emailId, ADMIN_PASSWORD: ADMIN.password } });
});
afterAll(async () => {
  await t.close();
});

async function register(firstName: string, lastName?: string) {
  const browser = await openBrowser(t.app);
  const res = await browser.post('/api/user/register', { ...newSignup({ firstName }), lastName });
  expect(res.status).toBe(201);
  return { browser, user: userResponseSchema.parse(res.body).user };
}

describe('handles', () => {
  it('when two users with one name sign up, then each gets a handle from the name, the second with a number', async () => {
    const first = await register('Grace', 'Hopper-Murray');
    const second = await register('Grace', 'Hopper-Murray');
    const accented = await register('Zoë', 'Ö');

    expect([first.user.handle, second.user.handle]).toEqual(['gracehopper-murray', 'gracehopper-murray2']);
    // Fewer than 3 allowed characters left: "user" goes in front.
    expect(accented.user.handle).toBe('userzo');
    expect(first.user.profilePublic).toBe(true);
  });

  it('when a handle breaks the rule or is taken in another case, then 400 or 409 with the message, and a good one is saved lower-cased', async () => {
    const { browser } = await signedInBrowser(t.app);
    const other = await register('Taken');
    const change = (handle: string) =>
      browser.send('patch', '/api/user/public-profile', { body: { handle, profilePublic: true } });

    for (const bad of ['ab', 'has space', 'a'.repeat(31), 'dot.ted']) {
      const res = await change(bad);
      expect([bad, res.status, JSON.stringify(res.body)]).toEqual([
        bad,
        400,
        expect.stringContaining(PUBLIC_PROFILE_MESSAGES.handleInvalid),
      ]);
    }
    const taken = await change(other.user.handle?.toUpperCase() ?? '');
    expect([taken.status, taken.body]).toEqual([409, { error: PUBLIC_PROFILE_MESSAGES.handleTaken }]);

    const saved = await change('  Ada_Lovelace-1 ');
    expect([saved.status, userResponseSchema.parse(saved.body).user.handle]).toEqual([200, 'ada_lovelace-1']);
    expect((await request(t.app).get(profileOf('ADA_LOVELACE-1'))).status).toBe(200);
  });

  it('when the database had users before handles, then migration 0027 gives each one, the oldest the plain name', async () => {
    const migration = readFileSync(
      new URL('../../../../drizzle/0027_public_profiles.sql', import.meta.url),
      'utf8',
    );
    // The migration runs on a copy of the users table as 0026 left it, in a schema of its own that the
    // rolled-back transaction takes away again.
    const backfilled = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`CREATE SCHEMA before_0027`);
        await tx.execute(sql`SET LOCAL search_path = before_0027, public`);
        await tx.execute(sql`CREATE TABLE users (LIKE public.users INCLUDING DEFAULTS)`);
        await tx.execute(sql`ALTER TABLE users DROP COLUMN handle, DROP COLUMN profile_public`);
        await tx.execute(sql`INSERT INTO users (first_name, last_name, email_id, password_hash, created_at)
          VALUES ('Ada', 'Lovelace', 'new@x', 'h', '2021-01-01'), ('Ada', 'Lovelace', 'old@x', 'h', '2020-01-01'),
            ('李', NULL, 'li@x', 'h', '2020-01-02')`);
        for (const statement of migration.split('--> statement-breakpoint'))
          await tx.execute(sql.raw(statement));
        await tx.execute(
          sql`INSERT INTO users (first_name, email_id, password_hash) VALUES ('Ada Lovelace', 'later@x', 'h')`,
        );
        const result = await tx.execute(
          sql`SELECT email_id, handle, profile_public FROM users ORDER BY email_id`,
        );
        throw new RolledBack(result);
      })
      .catch((error: unknown) => {
        if (error instanceof RolledBack) return error.result;
        throw error;
      });

    expect(z.object({ rows: z.array(z.unknown()) }).parse(backfilled).rows).toEqual([
      { email_id: 'later@x', handle: 'adalovelace3', profile_public: true },
      { email_id: 'li@x', handle: 'user', profile_public: true },
      { email_id: 'new@x', handle: 'adalovelace2', profile_public: true },
      { email_id: 'old@x', handle: 'adalovelace', profile_public: true },
    ]);
  });
});

class RolledBack extends Error {
  constructor(readonly result: unknown) {
    super('rolled back');
  }
}

describe('GET /api/users/{handle}/profile', () => {
  it('when a profile is private, then others get the unknown handle’s 404 and the owner still sees it', async () => {
    const owner = await signedInBrowser(t.app);
    const other = await signedInBrowser(t.app);
    const handle = owner.user.handle ?? '';
    const hide = await owner.browser.send('patch', '/api/user/public-profile', {
      body: { handle, profilePublic: false },
    });
    expect(hide.status).toBe(200);

    const unknown = await request(t.app).get(profileOf('no-such-handle'));
    const visitor = await request(t.app).get(profileOf(handle));
    const signedIn = await other.browser.get(profileOf(handle));
    const own = await owner.browser.get(profileOf(handle));

    expect([unknown.status, unknown.body]).toEqual([404, NOT_FOUND]);
    expect([visitor.status, visitor.body]).toEqual([404, NOT_FOUND]);
    expect([signedIn.status, signedIn.body]).toEqual([404, NOT_FOUND]);
    expect([own.status, publicProfileSchema.parse(own.body).handle]).toEqual([200, handle]);

    await owner.browser.send('patch', '/api/user/public-profile', { body: { handle, profilePublic: true } });
    expect((await request(t.app).get(profileOf(handle))).status).toBe(200);
  });

  it('when a solved problem is held secret by a contest, then the profile never lists it, and never shows an email or code', async () => {
    const history = judgedHistory(t.database.db);
    const { user } = await register('Solver', 'One');
    const open = await history.problem('easy');
    const secret = await history.problem('hard');
    await history.judged(user._id, open, 'Accepted', new Date(Date.now() - 2 * HOUR_MS));
    await history.judged(user._id, secret, 'Accepted', new Date(Date.now() - HOUR_MS));
    const admin = await adminBrowser(t.app, ADMIN);
    const contest = await admin.post('/api/contests', {
      title: 'Holds a solved problem',
      format: 'icpc',
      startAt: new Date(Date.now() + HOUR_MS).toISOString(),
      endAt: new Date(Date.now() + 3 * HOUR_MS).toISOString(),
      problems: [{ label: 'A', problemId: secret }],
    });
    expect(contest.status).toBe(201);

    const res = await request(t.app).get(profileOf(user.handle ?? ''));
    const profile = publicProfileSchema.strict().parse(res.body);

    expect(profile.recentAccepted.map((row) => row.problemId)).toEqual([open]);
    expect(profile).toMatchObject({
      handle: 'solverone',
      firstName: 'Solver',
      lastName: 'One',
      solved: { easy: 1, medium: 0, hard: 1, total: 2 },
      rating: { current: null, history: [] },
      contests: [],
      badges: [expect.objectContaining({ name: 'First Solve' })],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/"code"|"email|@example\.com|"_id":"[^"]*"?,"firstName/);
    expect(JSON.stringify(res.body)).not.toContain(user._id);
  });
});
