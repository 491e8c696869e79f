// Teams (issue #36 item 1) through the real app on PGlite: create, list, join by invite code up to the
// size cap, leave or be removed, with the captaincy handed on and the last member out deleting the team.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_CODE_RATE_LIMIT,
  TEAM_MEMBERS_MAX,
  TEAM_MESSAGES,
  teamListSchema,
  teamSchema,
} from '@codecourt/contracts';
import type { Team } from '@codecourt/contracts';
import { eq } from 'drizzle-orm';
import { teams } from '../../../db/schema/index.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';

type Person = { browser: TestBrowser; id: string };

let t: TestApp;
/** people[0] creates the teams; the others join, leave or stay strangers as each case needs. */
let people: Person[];

beforeAll(async () => {
  t = await createTestApp();
  people = [];
  for (let i = 0; i <= TEAM_MEMBERS_MAX; i++) {
    const { browser, user } = await signedInBrowser(t.app);
    people.push({ browser, id: user._id });
  }
});
afterAll(async () => {
  await t.close();
});

const person = (i: number): Person => {
  const found = people[i];
  if (!found) throw new Error(`no person ${String(i)}`);
  return found;
};

async function createTeam(by: Person, body: Record<string, unknown> = {}): Promise<Team> {
  const res = await by.browser.post('/api/teams', { name: `Team ${randomUUID().slice(0, 8)}`, ...body });
  expect(res.status).toBe(201);
  return teamSchema.parse(res.body);
}

const join = (who: Person, team: Team, inviteCode = team.inviteCode) =>
  who.browser.post(`/api/teams/${team._id}/join`, { inviteCode });
const remove = (who: Person, team: Team, memberId: string) =>
  who.browser.send('delete', `/api/teams/${team._id}/members/${memberId}`);

async function mine(who: Person): Promise<Team[]> {
  const res = await who.browser.get('/api/teams/mine');
  expect(res.status).toBe(200);
  return teamListSchema.parse(res.body);
}

async function teamAs(who: Person, id: string): Promise<Team | undefined> {
  return (await mine(who)).find((team) => team._id === id);
}

describe('teams', () => {
  it('when a user creates a team, then they are its captain and get a long URL-safe invite code', async () => {
    const captain = person(0);
    const team = await createTeam(captain, { affiliation: ' Delft University ', country: 'NLD' });

    expect(team).toMatchObject({ affiliation: 'Delft University', country: 'NLD' });
    expect(team.members).toEqual([{ userId: captain.id, firstName: 'Ada', lastName: null, role: 'captain' }]);
    // 12 random bytes in base64url: 96 bits.
    expect(team.inviteCode).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await createTeam(captain)).inviteCode).not.toBe(team.inviteCode);
    expect(await teamAs(captain, team._id)).toEqual(team);
  });

  it('when a name is taken in another case, then the second team is refused with 409', async () => {
    const name = `Kernel Panic ${randomUUID().slice(0, 6)}`;
    await createTeam(person(0), { name });

    const again = await person(1).browser.post('/api/teams', { name: `  ${name.toUpperCase()} ` });

    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: TEAM_MESSAGES.nameTaken });
  });

  it('when the country is not an alpha-3 code or the name is blank, then the team is refused with 400', async () => {
    for (const body of [
      { name: 'Lowercase country', country: 'nld' },
      { name: 'Two letters', country: 'NL' },
      { name: '   ' },
      { name: 'x'.repeat(61) },
    ]) {
      expect((await person(0).browser.post('/api/teams', body)).status).toBe(400);
    }
  });

  it('when members join with the code, then everyone sees them and a sixth is refused as the team is full', async () => {
    const team = await createTeam(person(0));
    for (let i = 1; i < TEAM_MEMBERS_MAX; i++) expect((await join(person(i), team)).status).toBe(200);

    const members = (await teamAs(person(TEAM_MEMBERS_MAX - 1), team._id))?.members ?? [];
    expect(members.map((member) => member.role)).toEqual(['captain', 'member', 'member', 'member', 'member']);
    expect(members.map((member) => member.userId)).toEqual(
      people.slice(0, TEAM_MEMBERS_MAX).map((p) => p.id),
    );
    const sixth = await join(person(TEAM_MEMBERS_MAX), team);
    expect(sixth.status).toBe(409);
    expect(sixth.body).toEqual({ error: TEAM_MESSAGES.teamFull });
    expect((await join(person(1), team)).status).toBe(409);
    expect(await teamAs(person(TEAM_MEMBERS_MAX), team._id)).toBeUndefined();
  });

  it('when the code is wrong or the team unknown, then both are the same 403 and the team is unchanged', async () => {
    const team = await createTeam(person(0));

    const wrong = await join(person(1), team, 'not-the-code');
    const unknown = await join(person(1), { ...team, _id: randomUUID() });

    expect(wrong.status).toBe(403);
    expect(unknown.status).toBe(403);
    expect(unknown.body).toEqual(wrong.body);
    expect((await teamAs(person(0), team._id))?.members).toHaveLength(1);
  });

  it('when invite codes are guessed, then the refused ones are counted per user and team until 429', async () => {
    const team = await createTeam(person(0));
    // The one refused as the sixth member: its guesses at another team are counted afresh.
    const guesser = person(TEAM_MEMBERS_MAX);
    for (let i = 0; i < ACCESS_CODE_RATE_LIMIT.max; i++)
      expect((await join(guesser, team, `guess-${String(i)}`)).status).toBe(403);

    expect((await join(guesser, team)).status).toBe(429);
  });

  it('when a stranger or a plain member removes someone else, then it is refused and nobody leaves', async () => {
    const team = await createTeam(person(0));
    await join(person(1), team);
    await join(person(2), team);

    expect((await remove(person(3), team, person(1).id)).status).toBe(403);
    expect((await remove(person(3), { ...team, _id: randomUUID() }, person(1).id)).status).toBe(403);
    expect((await remove(person(2), team, person(1).id)).status).toBe(403);
    expect((await remove(person(1), team, person(0).id)).status).toBe(403);
    expect((await teamAs(person(0), team._id))?.members).toHaveLength(3);
  });

  it('when the captain removes a member, then the member is out and no longer lists the team', async () => {
    const team = await createTeam(person(0));
    await join(person(1), team);

    expect((await remove(person(0), team, person(1).id)).status).toBe(204);

    expect(await teamAs(person(1), team._id)).toBeUndefined();
    expect((await teamAs(person(0), team._id))?.members.map((m) => m.userId)).toEqual([person(0).id]);
    expect((await remove(person(0), team, person(1).id)).status).toBe(404);
  });

  it('when the captain leaves, then the longest-standing member is captain; the last one out deletes the team', async () => {
    const team = await createTeam(person(0));
    await join(person(1), team);
    await join(person(2), team);

    expect((await remove(person(0), team, person(0).id)).status).toBe(204);
    const after = await teamAs(person(2), team._id);
    expect(after?.members.map(({ userId, role }) => ({ userId, role }))).toEqual([
      { userId: person(1).id, role: 'captain' },
      { userId: person(2).id, role: 'member' },
    ]);

    expect((await remove(person(2), team, person(2).id)).status).toBe(204);
    expect((await remove(person(1), team, person(1).id)).status).toBe(204);
    expect(await t.database.db.select().from(teams).where(eq(teams.id, team._id))).toEqual([]);
  });

  it('when the OpenAPI document is read, then it lists the team routes and the removal’s 204 has no body', async () => {
    const res = await person(0).browser.get('/api/docs/openapi.json');
    const paths = (
      res.body as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }
    ).paths;

    expect(Object.keys(paths['/teams'] ?? {})).toEqual(['post']);
    expect(paths['/teams/mine']?.get).toBeDefined();
    expect(paths['/teams/{id}/join']?.post).toBeDefined();
    expect(paths['/teams/{id}/members/{userId}']?.delete?.responses['204']).toEqual({
      description: 'The member is out',
    });
  });

  it('when a write comes without the CSRF header, then it is refused and nothing is made', async () => {
    const name = `No header ${randomUUID().slice(0, 6)}`;
    const res = await person(0).browser.send('post', '/api/teams', { body: { name }, xsrf: false });

    expect(res.status).toBe(403);
    expect((await mine(person(0))).map((team) => team.name)).not.toContain(name);
  });

  it('when signed out, then every team route answers 401', async () => {
    const browser = await openBrowser(t.app);
    const id = randomUUID();
    expect((await browser.post('/api/teams', { name: 'Nobody' })).status).toBe(401);
    expect((await browser.get('/api/teams/mine')).status).toBe(401);
    expect((await browser.post(`/api/teams/${id}/join`, { inviteCode: 'x' })).status).toBe(401);
    expect((await browser.send('delete', `/api/teams/${id}/members/${id}`)).status).toBe(401);
  });
});
