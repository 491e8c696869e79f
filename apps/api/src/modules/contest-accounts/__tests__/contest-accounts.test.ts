// Batch accounts (issue #36 item 2) through the real app on PGlite: an admin imports a CSV, the members sign in
// with the generated passwords and are registered as teams; a second import adds nothing; a bad file is
// refused whole, line by line; and no password reaches the log.
import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTEST_ACCOUNTS_MESSAGES as M,
  CSV_MESSAGES,
  GENERATED_PASSWORD_LENGTH,
  contestDetailSchema,
  importAccountsErrorSchema,
  importAccountsResponseSchema,
  teamListSchema,
  type ImportAccountsResponse,
} from '@codecourt/contracts';
import { contestParticipations, contests, teams, users } from '../../../db/schema/index.js';
import { adminBrowser } from '../../../testing/admin-browser.js';
import { newSignup } from '../../../testing/fixtures.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';

const ADMIN = newSignup({ emailId: 'accounts-admin@example.com' });
const HOUR_MS = 3_600_000;

let t: TestApp;
let admin: TestBrowser;
/** Every password an import answered: none may be in the log. */
const passwords: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    logLevel: 'trace',
    env: { ADMIN_EMAIL: ADMIN.emailId, ADMIN_PASSWORD: ADMIN.password },
    // This file imports many times; the limit itself is in security/costly-route-limits.test.ts.
    config: { contestAccountsRateLimit: { windowMs: 60_000, max: 1_000 } },
  });
  admin = await adminBrowser(t.app, ADMIN);
});
afterAll(async () => {
  await t.close();
});

/** A contest going on now, written straight to the database: these tests need no problems. */
async function contest(teamSize: number): Promise<string> {
  const [row] = await t.database.db
    .insert(contests)
    .values({
      slug: `accounts-${randomUUID().slice(0, 8)}`,
      title: 'Regional',
      format: 'icpc',
      startAt: new Date(Date.now() - HOUR_MS),
      endAt: new Date(Date.now() + HOUR_MS),
      penaltyMinutes: 20,
      teamSize,
    })
    .returning({ id: contests.id });
  if (!row) throw new Error('no contest');
  return row.id;
}

const tag = () => randomUUID().slice(0, 8);
const importCsv = (contestId: string, csv: string, as = admin) =>
  as.post(`/api/contests/${contestId}/accounts`, { csv });

async function imported(contestId: string, csv: string): Promise<ImportAccountsResponse> {
  const res = await importCsv(contestId, csv);
  expect([res.status, res.body]).toMatchObject([201, {}]);
  const answer = importAccountsResponseSchema.parse(res.body);
  for (const account of answer.accounts) if (account.password) passwords.push(account.password);
  return answer;
}

async function signIn(email: string, password: string): Promise<TestBrowser> {
  const browser = await openBrowser(t.app);
  const res = await browser.post('/api/user/login', { emailId: email, password });
  expect(res.status).toBe(200);
  return browser;
}

async function participations(contestId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(contestParticipations)
    .where(eq(contestParticipations.contestId, contestId));
  return row?.n ?? 0;
}

describe('batch accounts', () => {
  it('when an admin imports teams, then each member signs in with the sheet’s password and the team is registered', async () => {
    const contestId = await contest(3);
    const id = tag();
    const csv = [
      '\uFEFFteam,affiliation,country,name1,email1,name2,email2,name3,email3',
      `"Null Pointers, ${id}","Delft University",nld,Ada Lovelace,ada-${id}@example.com,Grace Hopper,grace-${id}@example.com,,`,
      `"The ""Quoted"" ${id}",,,Alan Turing,alan-${id}@Example.com,,,,\r`,
      '',
    ].join('\n');

    const answer = await imported(contestId, csv);

    expect(answer).toMatchObject({ teams: 2, created: 3, existing: 0 });
    expect(answer.accounts.map(({ team, name, email }) => ({ team, name, email }))).toEqual([
      { team: `Null Pointers, ${id}`, name: 'Ada Lovelace', email: `ada-${id}@example.com` },
      { team: `Null Pointers, ${id}`, name: 'Grace Hopper', email: `grace-${id}@example.com` },
      { team: `The "Quoted" ${id}`, name: 'Alan Turing', email: `alan-${id}@example.com` },
    ]);
    const [ada, grace] = answer.accounts;
    expect(ada?.password).toHaveLength(GENERATED_PASSWORD_LENGTH);
    expect(new Set(answer.accounts.map((a) => a.password)).size).toBe(3);

    const asGrace = await signIn(grace?.email ?? '', grace?.password ?? '');
    const mine = teamListSchema.parse((await asGrace.get('/api/teams/mine')).body);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      name: `Null Pointers, ${id}`,
      affiliation: 'Delft University',
      country: 'NLD',
    });
    expect(mine[0]?.members.map((m) => [m.firstName, m.lastName, m.role])).toEqual([
      ['Ada', 'Lovelace', 'captain'],
      ['Grace', 'Hopper', 'member'],
    ]);
    const detail = contestDetailSchema.parse((await asGrace.get(`/api/contests/${contestId}`)).body);
    expect(detail.registered).toBe(true);
    expect(await participations(contestId)).toBe(2);
    // The hash is argon2, never the password itself.
    const [stored] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.emailId, ada?.email ?? ''));
    expect(stored?.hash).toMatch(/^\$argon2id\$/);
    expect(stored?.hash).not.toContain(ada?.password ?? '-');
  });

  it('when the same file is imported again, then nothing is added and no password is answered', async () => {
    const contestId = await contest(2);
    const id = tag();
    const csv = `team,name1,email1,name2,email2\nRepeat ${id},Edsger Dijkstra,edsger-${id}@example.com,Tony Hoare,tony-${id}@example.com\n`;
    const first = await imported(contestId, csv);

    const second = await imported(contestId, csv);

    expect(first).toMatchObject({ teams: 1, created: 2, existing: 0 });
    expect(second).toMatchObject({ teams: 1, created: 0, existing: 2 });
    expect(second.accounts.every((account) => account.password === null)).toBe(true);
    expect(await participations(contestId)).toBe(1);
    const [named] = await t.database.db
      .select({ n: count() })
      .from(teams)
      .where(eq(teams.name, `Repeat ${id}`));
    expect(named?.n).toBe(1);
  });

  it('when a member already has an account, then it is used as it is: no new password, the old one still signs in', async () => {
    const contestId = await contest(2);
    const { user, password } = await signedInBrowser(t.app);
    const id = tag();

    const answer = await imported(
      contestId,
      `team,name1,email1,name2,email2\nMixed ${id},Someone Else,${user.emailId},Barbara Liskov,barbara-${id}@example.com`,
    );

    expect(answer).toMatchObject({ created: 1, existing: 1 });
    expect(answer.accounts[0]).toMatchObject({ email: user.emailId, name: 'Ada', password: null });
    const asExisting = await signIn(user.emailId, password);
    const [team] = teamListSchema.parse((await asExisting.get('/api/teams/mine')).body);
    expect(team?.members[0]).toMatchObject({ userId: user._id, role: 'captain' });
  });

  it('when an individual contest imports name,email rows, then each person is registered on their own', async () => {
    const contestId = await contest(1);
    const id = tag();

    const answer = await imported(
      contestId,
      `Name,Email\nLi Wei,li-${id}@example.com\nMargaret Hamilton,margaret-${id}@example.com\n`,
    );

    expect(answer).toMatchObject({ teams: 0, created: 2, existing: 0 });
    expect(answer.accounts.map((a) => [a.team, a.name])).toEqual([
      [null, 'Li Wei'],
      [null, 'Margaret Hamilton'],
    ]);
    const li = answer.accounts[0];
    const asLi = await signIn(li?.email ?? '', li?.password ?? '');
    expect(contestDetailSchema.parse((await asLi.get(`/api/contests/${contestId}`)).body).registered).toBe(
      true,
    );
    const [row] = await t.database.db
      .select({ teamId: contestParticipations.teamId })
      .from(contestParticipations)
      .where(eq(contestParticipations.contestId, contestId));
    expect(row?.teamId).toBeNull();
  });

  it('when rows break the rules, then one 400 names every line and nothing is written', async () => {
    const contestId = await contest(2);
    const id = tag();
    const { browser: captain } = await signedInBrowser(t.app);
    const taken = `Taken ${id}`;
    expect((await captain.post('/api/teams', { name: taken })).status).toBe(201);
    const good = `good-${id}@example.com`;
    const csv = [
      'team,affiliation,country,name1,email1,name2,email2,name3,email3',
      `Fine ${id},,,Good Person,${good},,,,`,
      `Bad Mail ${id},,,Some One,not-an-email,,,,`,
      `Repeat Mail ${id},,,Some Two,${good.toUpperCase()},,,,`,
      `Too Big ${id},,,One Aaa,a1-${id}@example.com,Two Bbb,b1-${id}@example.com,Three Ccc,c1-${id}@example.com`,
      `Country ${id},,Netherlands,Four Ddd,d1-${id}@example.com,,,,`,
      `${taken.toUpperCase()},,,Five Eee,e1-${id}@example.com,,,,`,
      `,,,Six Fff,f1-${id}@example.com,,,,`,
    ].join('\n');

    const res = await importCsv(contestId, csv);

    expect(res.status).toBe(400);
    const body = importAccountsErrorSchema.parse(res.body);
    expect(body.error).toBe(M.invalid);
    expect(body.rows).toEqual([
      { line: 3, message: M.emailInvalid('not-an-email') },
      { line: 4, message: M.emailRepeated(good, 2) },
      { line: 5, message: M.tooManyMembers(2) },
      { line: 6, message: M.countryInvalid },
      { line: 8, message: M.teamRequired },
    ]);
    // The file's own problems come first; the database's (the taken name) once those are fixed.
    const fixed = [csv.split('\n')[0], csv.split('\n')[1], csv.split('\n')[6]].join('\n');
    const again = importAccountsErrorSchema.parse((await importCsv(contestId, fixed)).body);
    expect(again.rows).toEqual([{ line: 3, message: M.teamTaken }]);
    const written = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.emailId, [good, `e1-${id}@example.com`]));
    expect(written).toEqual([]);
    expect(await participations(contestId)).toBe(0);
  });

  it('when a member is in another team registered for the contest, then that line is refused', async () => {
    const contestId = await contest(2);
    const id = tag();
    await imported(contestId, `team,name1,email1\nFirst ${id},Ken Thompson,ken-${id}@example.com`);

    const res = await importCsv(
      contestId,
      `team,name1,email1,name2,email2\nSecond ${id},Dennis Ritchie,dennis-${id}@example.com,Ken Thompson,ken-${id}@example.com`,
    );

    expect([res.status, importAccountsErrorSchema.parse(res.body).rows]).toEqual([
      400,
      [{ line: 2, message: M.inRegisteredTeam(`ken-${id}@example.com`) }],
    ]);
    const [dennis] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.emailId, `dennis-${id}@example.com`));
    expect(dennis).toBeUndefined();
  });

  it('when a bad header, a broken quote or no rows are sent, then line 1 (or the quote’s line) says why', async () => {
    const contestId = await contest(3);

    const header = await importCsv(contestId, 'team,name1,email1,phone\nA,Bob Bobson,b@example.com,1');
    const quote = await importCsv(contestId, 'team,name1,email1\n"Open,Bob Bobson,b@example.com');
    const empty = await importCsv(contestId, 'team,name1,email1\n\n');

    expect(importAccountsErrorSchema.parse(header.body).rows).toEqual([
      { line: 1, message: M.headerUnknown('phone', true) },
    ]);
    expect(importAccountsErrorSchema.parse(quote.body).rows).toEqual([
      { line: 2, message: CSV_MESSAGES.unclosedQuote },
    ]);
    expect(importAccountsErrorSchema.parse(empty.body).rows).toEqual([{ line: 1, message: M.noRows }]);
  });

  it('when someone other than an admin imports, or the contest is unknown, then it is refused', async () => {
    const contestId = await contest(1);
    const { browser: user } = await signedInBrowser(t.app);
    const csv = `name,email\nMallory Mallet,mallory-${tag()}@example.com`;

    expect((await importCsv(contestId, csv, user)).status).toBe(403);
    expect((await importCsv(contestId, csv, await openBrowser(t.app))).status).toBe(401);
    expect((await importCsv(randomUUID(), csv)).status).toBe(404);
    expect(await participations(contestId)).toBe(0);
  });

  it('when imports answered passwords, then none of them is in the log', () => {
    expect(passwords.length).toBeGreaterThan(5);
    const logs = t.logs();
    expect(logs).toContain('/accounts');
    for (const password of passwords) expect(logs).not.toContain(password);
  });
});
