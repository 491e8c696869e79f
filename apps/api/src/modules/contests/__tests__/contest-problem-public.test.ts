// Issue #34 item 5: a contest keeps each problem public or hides it until the end (`public`); the admin's
// read says which, the write refuses anything but a boolean, and the editor learns which library problems
// are public today, so it asks "keep it public?" only for those.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import {
  CONTEST_MESSAGES as M,
  CONTEST_NEW_PROBLEM_HOURS,
  contestDetailSchema,
  contestLibraryVisibilitySchema,
} from '@codecourt/contracts';
import type { ContestInput } from '@codecourt/contracts';
import { problems } from '../../../db/schema/index.js';
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

const ADMIN = newSignup({ emailId: 'contest-public-admin@example.com' });
let database: TestDatabase;
let t: TestApp;
let admin: TestBrowser;
let library: string;
let fresh: string;

beforeAll(async () => {
  database = await createTestDatabase();
  library = (await importTestPackage(database.db, { slug: 'public-library-add' })).id;
  fresh = (await importTestPackage(database.db, { slug: 'public-fresh-add' })).id;
  // The library problem has been out longer than a new one can be.
  const old = new Date(Date.now() - (CONTEST_NEW_PROBLEM_HOURS + 1) * 60 * 60_000);
  await database.db.update(problems).set({ createdAt: old }).where(eq(problems.id, library));
  t = await createTestApp({ database, env: { ADMIN_EMAIL: ADMIN.emailId, ADMIN_PASSWORD: ADMIN.password } });
  admin = await adminBrowser(t.app, ADMIN);
});
afterAll(async () => {
  await t.close();
  await database.dispose();
});

const contestBody = (slug: string, set: ContestInput['problems']): ContestInput => ({
  title: slug,
  slug,
  format: 'icpc',
  startAt: minutesFromNow(-30),
  endAt: minutesFromNow(60),
  problems: set,
});
const flagsOf = (body: unknown) =>
  contestDetailSchema.parse(body).problems.map(({ label, public: kept }) => ({ label, public: kept }));

describe('the public flag of a contest problem', () => {
  it('when an admin writes and rewrites the flags, then the admin read returns each, left out meaning hidden', async () => {
    const created = await admin.post(
      '/api/contests',
      contestBody('public-round-trip', [
        { label: 'A', problemId: library, public: true },
        { label: 'B', problemId: fresh },
      ]),
    );
    expect(created.status).toBe(201);
    const id = contestDetailSchema.parse(created.body)._id;
    expect(flagsOf(created.body)).toEqual([
      { label: 'A', public: true },
      { label: 'B', public: false },
    ]);

    const rewritten = await admin.send('put', `/api/contests/${id}`, {
      body: contestBody('public-round-trip', [
        { label: 'A', problemId: library, public: false },
        { label: 'B', problemId: fresh, public: true },
      ]),
    });
    expect(rewritten.status).toBe(200);
    expect(flagsOf((await admin.get(`/api/contests/${id}`)).body)).toEqual([
      { label: 'A', public: false },
      { label: 'B', public: true },
    ]);

    // A participant sees the problems but not the organiser's choice.
    const { browser: learner } = await signedInBrowser(t.app);
    expect((await learner.post(`/api/contests/${id}/register`, {})).status).toBe(200);
    const seen = contestDetailSchema.parse((await learner.get(`/api/contests/${id}`)).body);
    expect(seen.problems.length).toBeGreaterThan(0);
    expect(seen.problems.every((p) => !('public' in p))).toBe(true);
    expect((await admin.send('delete', `/api/contests/${id}`)).status).toBe(200);
  });

  it('when the flag is not a boolean, then it answers 400 with the catalogue message', async () => {
    const res = await admin.post('/api/contests', {
      ...contestBody('public-invalid', []),
      problems: [{ label: 'A', problemId: library, public: 'yes' }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: M.publicInvalid });
  });

  it('when the OpenAPI document is read, then it describes the flag and its default', async () => {
    const res = await admin.get('/api/docs/openapi.json');
    const text = JSON.stringify(res.body);
    expect(text).toContain('"default":false,"description":"true: the problem stays public in the library');
    expect(text).toContain('/contests/library/problem-visibility');
  });
});

describe('which library problems are public today', () => {
  it('when a problem is old, new or held hidden by a contest, then the editor is told which are not public', async () => {
    const read = async () =>
      contestLibraryVisibilitySchema.parse(
        (await admin.get('/api/contests/library/problem-visibility')).body,
      );
    const before = await read();
    expect(before.secretProblems.map((p) => p._id)).not.toContain(library);
    expect(before.newProblemIds).toEqual([fresh]);

    const created = await admin.post(
      '/api/contests',
      contestBody('public-hides', [{ label: 'A', problemId: library, public: false }]),
    );
    const id = contestDetailSchema.parse(created.body)._id;
    // The problem list leaves a secret problem out; the editor gets it here to offer it.
    expect((await read()).secretProblems).toEqual([
      expect.objectContaining({ _id: library, slug: 'public-library-add' }),
    ]);
    expect((await admin.send('delete', `/api/contests/${id}`)).status).toBe(200);
    expect((await read()).secretProblems).toEqual([]);
  });

  it('when the database notifies late, then the instance that wrote the contest already reads the new secret set', async () => {
    // The writer answers before its own NOTIFY comes back; a feed that never delivers one is the extreme.
    const silent: TestDatabase = {
      ...database,
      listen: async (_channel, handlers) => {
        await Promise.resolve();
        handlers.onLive(true);
      },
    };
    const late = await createTestApp({
      database: silent,
      env: { ADMIN_EMAIL: ADMIN.emailId, ADMIN_PASSWORD: ADMIN.password },
    });
    const lateAdmin = await adminBrowser(late.app, ADMIN);
    const secretOf = async () =>
      contestLibraryVisibilitySchema
        .parse((await lateAdmin.get('/api/contests/library/problem-visibility')).body)
        .secretProblems.map((p) => p._id);
    const listed = async () =>
      JSON.stringify((await request(late.app).get('/api/problem/getAllProblem')).body).includes(
        'public-library-add',
      );
    expect(await secretOf()).toEqual([]);
    expect(await listed()).toBe(true);

    const created = await lateAdmin.post(
      '/api/contests',
      contestBody('public-hides-late', [{ label: 'A', problemId: library, public: false }]),
    );
    const id = contestDetailSchema.parse(created.body)._id;
    expect(await secretOf()).toEqual([library]);
    expect(await listed()).toBe(false);
    expect((await lateAdmin.send('delete', `/api/contests/${id}`)).status).toBe(200);
    expect(await secretOf()).toEqual([]);
    expect(await listed()).toBe(true);
  });

  it('when a non-admin asks, then 403', async () => {
    const { browser } = await signedInBrowser(t.app);
    expect((await browser.get('/api/contests/library/problem-visibility')).status).toBe(403);
  });
});
