// The field of `pnpm bench contest`: the submitters signed up and registered over HTTP (in a team contest,
// issue #36, their teams formed as members would: create, join, register), everyone else written straight
// to the database (argon2 per user would take minutes and measure nothing of contests), and whose a board
// row is.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../apps/api/src/db/client.js';
import { contestParticipations, teamMembers, teams, users } from '../../apps/api/src/db/schema/index.js';
import { ApiClient } from './api-client.js';

/**
 * One signed-in member who submits, the participant (their team) whose board row they move, and the API
 * instance their client talks to.
 */
export type Submitter = { client: ApiClient; userId: string; participantId: string; apiUrl: string };

type Window = { startAt: Date | null; endAt: Date | null };

const expectStatus = (what: string, status: number, wanted: number, body: unknown) => {
  if (status !== wanted) throw new Error(`${what} answered ${String(status)}: ${JSON.stringify(body)}`);
};

async function signedUp(apiUrl: string): Promise<{ client: ApiClient; userId: string; apiUrl: string }> {
  const client = new ApiClient(apiUrl);
  await client.signUp();
  const me = await client.request('GET', '/api/user/check');
  return { client, userId: (me.body as { user: { _id: string } }).user._id, apiUrl };
}

/** Registers for the contest as `client`: itself, or with `teamId` the team (every member with it). */
async function register(client: ApiClient, contestId: string, body: { teamId?: string }): Promise<void> {
  const reg = await client.request('POST', `/api/contests/${contestId}/register`, body);
  expectStatus('POST /api/contests/{id}/register', reg.status, 200, reg.body);
}

/** The instance a submitter (or team) `i` talks to: spread evenly, as a load balancer would. */
const instanceOf = (apiUrls: readonly string[], i: number): string => apiUrls[i % apiUrls.length] ?? '';

/** `count` signed-up users, each registered for the individual contest. */
export async function registerIndividualsOverHttp(
  apiUrls: readonly string[],
  contestId: string,
  count: number,
): Promise<Submitter[]> {
  const submitters: Submitter[] = [];
  for (let i = 0; i < count; i++) {
    const member = await signedUp(instanceOf(apiUrls, i));
    await register(member.client, contestId, {});
    submitters.push({ ...member, participantId: member.userId });
  }
  return submitters;
}

/**
 * `count` teams of `size` signed-up members: the first creates the team, the others join with its invite
 * code, and the last registers it (any member may). Every member submits, so a row moves on the verdicts
 * of several members.
 */
export async function formTeamsOverHttp(
  apiUrls: readonly string[],
  contestId: string,
  count: number,
  size: number,
): Promise<Submitter[]> {
  const submitters: Submitter[] = [];
  for (let t = 0; t < count; t++) {
    const members = [];
    for (let m = 0; m < size; m++) members.push(await signedUp(instanceOf(apiUrls, t)));
    const [captain, ...others] = members;
    if (!captain) throw new Error('a team needs a member');
    const created = await captain.client.request('POST', '/api/teams', {
      name: `Bench HTTP team ${String(t)}`,
    });
    expectStatus('POST /api/teams', created.status, 201, created.body);
    const team = created.body as { _id: string; inviteCode: string };
    for (const member of others) {
      const joined = await member.client.request('POST', `/api/teams/${team._id}/join`, {
        inviteCode: team.inviteCode,
      });
      expectStatus('POST /api/teams/{id}/join', joined.status, 200, joined.body);
    }
    await register((members.at(-1) ?? captain).client, contestId, { teamId: team._id });
    for (const member of members) submitters.push({ ...member, participantId: team._id });
  }
  return submitters;
}

/** `count` registered users, in batches of 500: a user and a participation each. */
export async function seedIndividuals(db: Database, contestId: string, window: Window, count: number) {
  for (let done = 0; done < count; done += 500) {
    const ids = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(500, count - done) }, (_, i) => ({
          firstName: `Bench ${String(done + i)}`,
          emailId: `bench-contest-${String(done + i)}@example.com`,
          passwordHash: 'not-a-hash',
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(contestParticipations)
      .values(ids.map(({ id }) => ({ contestId, userId: id, ...window })));
  }
}

/** `count` registered teams of `size` users each, in batches: teams, members and one participation per team. */
export async function seedTeams(
  db: Database,
  contestId: string,
  window: Window,
  count: number,
  size: number,
): Promise<void> {
  const batchTeams = 300;
  for (let done = 0; done < count; done += batchTeams) {
    const n = Math.min(batchTeams, count - done);
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: n * size }, (_, i) => ({
          firstName: `Bench ${String(done * size + i)}`,
          emailId: `bench-team-member-${String(done * size + i)}@example.com`,
          passwordHash: 'not-a-hash',
        })),
      )
      .returning({ id: users.id });
    const made = await db
      .insert(teams)
      .values(
        Array.from({ length: n }, (_, i) => ({
          name: `Bench team ${String(done + i)}`,
          inviteCode: randomBytes(12).toString('base64url'),
        })),
      )
      .returning({ id: teams.id });
    const memberOf = (t: number, m: number) => {
      const person = people[t * size + m];
      if (!person) throw new Error('a seeded member is missing');
      return person.id;
    };
    await db.insert(teamMembers).values(
      made.flatMap(({ id }, t) =>
        Array.from({ length: size }, (_, m) => ({
          teamId: id,
          userId: memberOf(t, m),
          role: m === 0 ? ('captain' as const) : ('member' as const),
        })),
      ),
    );
    await db
      .insert(contestParticipations)
      .values(made.map(({ id }, t) => ({ contestId, teamId: id, userId: memberOf(t, 0), ...window })));
  }
}

type Row = { user?: { _id: string }; team?: { _id: string } };

/**
 * Whose row this is: the team's id in a team contest, the user's otherwise. A row of the other kind fails
 * the bench: a team contest's board showing people would be the bug this run is there to catch.
 */
export function rowParticipant(row: Row, teamContest: boolean): string {
  const id = teamContest ? row.team?._id : row.user?._id;
  if (!id || (teamContest && row.user))
    throw new Error(
      `a ${teamContest ? 'team' : 'individual'} contest's board row is not a ${teamContest ? 'team' : 'user'}: ${JSON.stringify(row)}`,
    );
  return id;
}

export type FieldShape = {
  /** 1: an individual contest; more: a team contest of teams this size. */
  teamSize: number;
  /** Rows on the board: users, or teams. */
  participants: number;
  /** Users who submit; in a team contest rounded up to whole teams, every member submitting. */
  submitters: number;
};

/** Registers the whole field of a running contest; answers who submits, spread over `apiUrls`. */
export async function registerField(
  db: Database,
  apiUrls: readonly string[],
  contest: { id: string } & Window,
  shape: FieldShape,
): Promise<Submitter[]> {
  const window = { startAt: contest.startAt, endAt: contest.endAt };
  if (shape.teamSize <= 1) {
    const submitters = await registerIndividualsOverHttp(apiUrls, contest.id, shape.submitters);
    await seedIndividuals(db, contest.id, window, shape.participants - submitters.length);
    return submitters;
  }
  const formed = Math.ceil(shape.submitters / shape.teamSize);
  const submitters = await formTeamsOverHttp(apiUrls, contest.id, formed, shape.teamSize);
  await seedTeams(db, contest.id, window, shape.participants - formed, shape.teamSize);
  return submitters;
}
