// Team contests (issue #36 item 1) through the real app, the in-process judge and PGlite: a member registers
// the whole team, any member submits, asks and reads as it, and the board has one row for the team. The
// registration's rules (membership, the contest's team size, one registered team per user) hold from both
// sides: registering, and joining a team already registered.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTEST_MESSAGES as M,
  CONTEST_EVENTS,
  TEAM_MESSAGES,
  clarificationListResponseSchema,
  contestDetailSchema,
  contestRatingsResponseSchema,
  integrityReportListSchema,
  integrityReportResponseSchema,
  myDisqualificationResponseSchema,
  replayBoardSchema,
  virtualRunDetailSchema,
  virtualRunSchema,
  scoreboardSchema,
  teamSchema,
} from '@codecourt/contracts';
import type { Team } from '@codecourt/contracts';
import { contests } from '../../../db/schema/index.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import { waitFor } from '../../../testing/wait-for.js';
import { listenOnFreePort, openEventStream } from '../../../testing/event-stream-client.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createContestApp } from './contest-app.js';
import type { ContestApp } from './contest-app.js';

type Person = { browser: TestBrowser; id: string };

let c: ContestApp;
beforeAll(async () => {
  c = await createContestApp();
});
afterAll(async () => {
  await c.close();
});

const WRONG = 'a, b = map(int, input().split())\nprint(a - b)\n';

async function people(count: number): Promise<Person[]> {
  const made: Person[] = [];
  for (let i = 0; i < count; i++) made.push(await c.user());
  return made;
}

/** A team of these people, the first its captain. */
async function teamOf(members: Person[]): Promise<Team> {
  const [captain, ...rest] = members;
  if (!captain) throw new Error('a team needs a captain');
  const res = await captain.browser.post('/api/teams', {
    name: `Team ${randomUUID().slice(0, 8)}`,
    affiliation: 'Delft University',
    country: 'NLD',
  });
  expect(res.status).toBe(201);
  const team = teamSchema.parse(res.body);
  for (const member of rest) expect((await join(member, team)).status).toBe(200);
  return team;
}

const join = (who: Person, team: Team) =>
  who.browser.post(`/api/teams/${team._id}/join`, { inviteCode: team.inviteCode });
const register = (who: Person, contestId: string, body: Record<string, unknown>) =>
  who.browser.post(`/api/contests/${contestId}/register`, body);
const detail = async (who: Person, contestId: string) =>
  contestDetailSchema.parse((await who.browser.get(`/api/contests/${contestId}`)).body);
const board = async (who: Person, contestId: string) =>
  scoreboardSchema.parse((await who.browser.get(`/api/contests/${contestId}/scoreboard`)).body);

describe('team contests', () => {
  it('when an admin sets a team size, then the contest carries it; outside 1-5 it answers 400', async () => {
    const contest = await c.contest({ teamSize: 3 });
    const [someone] = await people(1);
    expect((await detail(someone as Person, contest._id)).teamSize).toBe(3);
    expect((await c.contest()).slug).toBeTruthy();
    const res = await c.admin.post('/api/contests', {
      title: 'Too big',
      format: 'icpc',
      teamSize: 6,
      startAt: new Date(Date.now() + 60_000).toISOString(),
      endAt: new Date(Date.now() + 3_600_000).toISOString(),
      problems: [{ label: 'A', problemId: c.problemIds[0] }],
    });
    expect([res.status, res.body]).toMatchObject([400, { error: M.teamSizeInvalid }]);
  });

  it('when three form a team and one registers it, then every member takes part, submits and asks as the team, on one board row', async () => {
    const contest = await c.contest({ teamSize: 3 });
    const [ada, bob, cy, eve] = (await people(4)) as [Person, Person, Person, Person];
    const team = await teamOf([ada, bob, cy]);

    expect((await register(ada, contest._id, { teamId: team._id })).status).toBe(200);
    // A second member registering the same team changes nothing.
    expect((await register(bob, contest._id, { teamId: team._id })).status).toBe(200);
    const onBoard = { _id: team._id, name: team.name, affiliation: 'Delft University', country: 'NLD' };
    for (const member of [ada, bob, cy]) {
      const seen = await detail(member, contest._id);
      expect([seen.registered, seen.participation?.team]).toEqual([true, onBoard]);
      // The problems are the team's to read while the contest runs: not only the one who registered.
      expect(seen.problems.map((p) => p.label)).toEqual(['A', 'B']);
    }
    expect((await detail(eve, contest._id)).registered).toBe(false);
    expect((await detail(eve, contest._id)).participants).toBe(1);

    // Two members try: one wrong, then one right; the tries and the penalty are the team's.
    const wrong = await bob.browser.post(`/api/contests/${contest._id}/submit/A`, {
      code: WRONG,
      language: 'python',
    });
    expect(wrong.status).toBe(200);
    const right = await cy.browser.post(`/api/contests/${contest._id}/submit/A`, {
      code: ADD_TWO.python,
      language: 'python',
    });
    expect(right.body).toMatchObject({ accepted: true, label: 'A' });

    const seen = await board(eve, contest._id);
    expect(seen.total).toBe(1);
    const [row] = seen.rows;
    expect(row).toMatchObject({ rank: 1, team: onBoard, solved: 1 });
    expect(row && 'user' in row).toBe(false);
    expect(row?.problems[0]).toMatchObject({ solved: true, attempts: 2, pending: 0 });
    // A member who never submitted reads the team's row as their own.
    expect((await board(ada, contest._id)).me).toMatchObject({ team: { _id: team._id }, solved: 1 });
    expect((await board(eve, contest._id)).me).toBeUndefined();

    // A question one member asks is the team's: the others read it, an outsider does not.
    const asked = await ada.browser.post(`/api/contests/${contest._id}/clarifications`, {
      label: 'A',
      text: 'May the numbers be negative?',
    });
    expect(asked.status).toBe(201);
    const questions = async (who: Person) =>
      clarificationListResponseSchema
        .parse((await who.browser.get(`/api/contests/${contest._id}/clarifications`)).body)
        .map((q) => q.text);
    expect(await questions(bob)).toEqual(['May the numbers be negative?']);
    expect(await questions(eve)).toEqual([]);
  });

  it('when a team contest is registered without a team, or an individual one with a team, then 400 says which', async () => {
    const teamContest = await c.contest({ teamSize: 2 });
    const solo = await c.contest();
    const [ada] = (await people(1)) as [Person];
    const team = await teamOf([ada]);
    expect(await register(ada, teamContest._id, {})).toMatchObject({
      status: 400,
      body: { error: M.teamRequired },
    });
    expect(await register(ada, solo._id, { teamId: team._id })).toMatchObject({
      status: 400,
      body: { error: M.teamNotAllowed },
    });
  });

  it('when a stranger, a team too large or a member of another registered team registers, then each is refused', async () => {
    const contest = await c.contest({ teamSize: 2 });
    const [ada, bob, cy, dan] = (await people(4)) as [Person, Person, Person, Person];
    const pair = await teamOf([ada, bob]);
    const trio = await teamOf([cy, dan, ada]);

    // Not a member: the same answer whether or not the team exists.
    expect(await register(cy, contest._id, { teamId: pair._id })).toMatchObject({
      status: 403,
      body: { error: M.notTeamMember },
    });
    expect(await register(cy, contest._id, { teamId: randomUUID() })).toMatchObject({
      status: 403,
      body: { error: M.notTeamMember },
    });
    expect(await register(cy, contest._id, { teamId: trio._id })).toMatchObject({
      status: 409,
      body: { error: M.teamTooLarge },
    });
    expect((await register(ada, contest._id, { teamId: pair._id })).status).toBe(200);
    // A pair fits, but Ada is in it and already registered with her first team.
    const smaller = await teamOf([cy, ada]);
    expect(await register(cy, contest._id, { teamId: smaller._id })).toMatchObject({
      status: 409,
      body: { error: M.alreadyInRegisteredTeam },
    });
  });

  it('when someone joins a registered team past the contest’s size or from another registered team, then the join is refused', async () => {
    const contest = await c.contest({ teamSize: 2 });
    const [ada, bob, cy, dan, eve] = (await people(5)) as [Person, Person, Person, Person, Person];
    const pair = await teamOf([ada, bob]);
    const other = await teamOf([cy]);
    expect((await register(ada, contest._id, { teamId: pair._id })).status).toBe(200);
    expect((await register(cy, contest._id, { teamId: other._id })).status).toBe(200);

    expect(await join(eve, pair)).toMatchObject({
      status: 409,
      body: { error: TEAM_MESSAGES.registeredTooLarge },
    });
    expect(await join(cy, pair)).toMatchObject({ status: 409 });
    // Room in Cy's team, but Ada is already in a team registered for the contest.
    expect(await join(ada, other)).toMatchObject({
      status: 409,
      body: { error: TEAM_MESSAGES.registeredTwice },
    });
    expect((await join(dan, other)).status).toBe(200);
  });

  it('when someone has registered, then the team size is locked; the last member out leaves the team on the board', async () => {
    const contest = await c.contest({ teamSize: 2 });
    const [ada] = (await people(1)) as [Person];
    const team = await teamOf([ada]);
    expect((await register(ada, contest._id, { teamId: team._id })).status).toBe(200);

    const put = await c.admin.send('put', `/api/contests/${contest._id}`, {
      body: {
        title: 'Renamed',
        slug: contest.slug,
        format: 'icpc',
        teamSize: 3,
        startAt: new Date(Date.now() - 30 * 60_000).toISOString(),
        endAt: new Date(Date.now() + 60 * 60_000).toISOString(),
        problems: [{ label: 'A', problemId: c.problemIds[0] }],
      },
    });
    expect([put.status, put.body]).toEqual([409, { error: M.teamSizeLocked }]);

    const left = await ada.browser.send('delete', `/api/teams/${team._id}/members/${ada.id}`);
    expect(left.status).toBe(204);
    expect((await board(ada, contest._id)).rows.map((r) => r.team?.name)).toEqual([team.name]);
    expect((await detail(ada, contest._id)).registered).toBe(false);
  });

  it('when a rated team contest is finalised, then each member is rated at their team’s place', async () => {
    const contest = await c.contest({ teamSize: 2, rated: true });
    const [ada, bob, cy, dan] = (await people(4)) as [Person, Person, Person, Person];
    const winners = await teamOf([ada, bob]);
    const runnersUp = await teamOf([cy, dan]);
    expect((await register(ada, contest._id, { teamId: winners._id })).status).toBe(200);
    expect((await register(dan, contest._id, { teamId: runnersUp._id })).status).toBe(200);
    const solve = (who: Person, label: string) =>
      who.browser.post(`/api/contests/${contest._id}/submit/${label}`, {
        code: ADD_TWO.python,
        language: 'python',
      });
    // Each winner solves one problem; the runners-up only one between them.
    for (const [who, label] of [
      [ada, 'A'],
      [bob, 'B'],
      [cy, 'A'],
    ] as const)
      expect((await solve(who, label)).body).toMatchObject({ accepted: true });
    await c.testApp.database.db
      .update(contests)
      .set({ endAt: new Date(Date.now() - 60_000) })
      .where(eq(contests.id, contest._id));

    expect((await c.admin.post(`/api/ratings/contests/${contest._id}/finalise`, {})).status).toBe(200);
    const rated = contestRatingsResponseSchema.parse(
      (await c.admin.get(`/api/ratings/contests/${contest._id}`)).body,
    );
    const places = new Map(rated.changes.map((change) => [change.user._id, change.rank]));
    // Teammates are entrants tied at their team's place, and the method gives a tie its worst place.
    expect(Object.fromEntries(places)).toEqual({ [ada.id]: 2, [bob.id]: 2, [cy.id]: 4, [dan.id]: 4 });
    const delta = new Map(rated.changes.map((change) => [change.user._id, change.delta]));
    expect(delta.get(ada.id)).toBeGreaterThan(0);
    expect(delta.get(dan.id)).toBeLessThan(0);
  });
});

describe('awards on the board', () => {
  it('when a contest with medals ends and is unfrozen, then the board gives medals by place and lists the awards', async () => {
    const now = Date.now();
    const rules = {
      title: `Medals ${randomUUID().slice(0, 6)}`,
      format: 'icpc' as const,
      teamSize: 2,
      startAt: new Date(now - 30 * 60_000).toISOString(),
      freezeAt: new Date(now - 5 * 60_000).toISOString(),
      endAt: new Date(now + 60 * 60_000).toISOString(),
      medals: { gold: 1, silver: 1, bronze: 1 },
      problems: [
        { label: 'A', problemId: c.problemIds[0] },
        { label: 'B', problemId: c.problemIds[1] },
      ],
    };
    const contest = await c.contest(rules);
    const [ada, bob, cy] = (await people(3)) as [Person, Person, Person];
    const [first, second, third] = [await teamOf([ada]), await teamOf([bob]), await teamOf([cy])];
    for (const [who, team] of [
      [ada, first],
      [bob, second],
      [cy, third],
    ] as const)
      expect((await register(who, contest._id, { teamId: team._id })).status).toBe(200);
    const send = (who: Person, label: string, code: string) =>
      who.browser.post(`/api/contests/${contest._id}/submit/${label}`, { code, language: 'python' });
    for (const [who, label, code] of [
      [ada, 'A', ADD_TWO.python],
      [ada, 'B', ADD_TWO.python],
      [bob, 'A', ADD_TWO.python],
      [cy, 'A', WRONG],
    ] as const)
      expect((await send(who, label, code)).status).toBe(200);

    const during = await board(cy, contest._id);
    expect(during.rows.some((row) => row.medal)).toBe(false);
    expect(during.awards?.map((a) => a.id)).toEqual([]);
    // The organiser ends it now (as every change to a contest, every board hears of it).
    const ended = await c.admin.send('put', `/api/contests/${contest._id}`, {
      body: { ...rules, slug: contest.slug, endAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(ended.status).toBe(200);
    // Over but still frozen: the public board does not tell the places yet; the jury's does.
    const frozen = await board(cy, contest._id);
    expect([frozen.frozen, frozen.rows.some((row) => row.medal)]).toEqual([true, false]);
    const jury = scoreboardSchema.parse(
      (await c.admin.get(`/api/contests/${contest._id}/scoreboard?view=jury`)).body,
    );
    expect(jury.rows.map((row) => [row.team?._id, row.medal])).toEqual([
      [first._id, 'gold'],
      [second._id, 'silver'],
      [third._id, undefined],
    ]);

    expect((await c.admin.post(`/api/contests/${contest._id}/unfreeze`, {})).status).toBe(200);
    const final = await board(cy, contest._id);
    expect(final.rows.map((row) => row.medal)).toEqual(['gold', 'silver', undefined]);
    const awards = new Map(final.awards?.map((a) => [a.id, a.holders]));
    expect(Object.fromEntries(awards)).toEqual({
      winner: [first._id],
      'gold-medal': [first._id],
      'silver-medal': [second._id],
      'first-to-solve-A': [first._id],
      'first-to-solve-B': [first._id],
    });
  });
});

describe('integrity in a team contest', () => {
  const program = (name: string) =>
    readFileSync(new URL(`../../integrity/__tests__/fixtures/${name}`, import.meta.url), 'utf8');

  it('when teammates share a program, then it is no pair; a copy across teams is, and disqualifying a member takes the team off', async () => {
    const contest = await c.contest({ teamSize: 2 });
    const [ada, bob, cy, dan] = (await people(4)) as [Person, Person, Person, Person];
    const pair = await teamOf([ada, bob]);
    const [loner, copier] = [await teamOf([cy]), await teamOf([dan])];
    for (const [who, team] of [
      [ada, pair],
      [cy, loner],
      [dan, copier],
    ] as const)
      expect((await register(who, contest._id, { teamId: team._id })).status).toBe(200);
    const send = (who: Person, name: string) =>
      who.browser.post(`/api/contests/${contest._id}/submit/A`, { code: program(name), language: 'python' });
    // Ada drafts, Bob hands in the team's program; Dan copies it; Cy writes his own.
    for (const [who, name] of [
      [ada, 'islands-original.py'],
      [bob, 'islands-planted.py'],
      [cy, 'islands-independent.py'],
      [dan, 'islands-original.py'],
    ] as const)
      expect((await send(who, name)).status).toBe(200);
    await c.testApp.database.db
      .update(contests)
      .set({ endAt: new Date(Date.now() - 60_000) })
      .where(eq(contests.id, contest._id));

    expect((await c.admin.post(`/api/integrity/contests/${contest._id}/reports`, {})).status).toBe(202);
    const done = await waitFor(async () => {
      const list = integrityReportListSchema.parse(
        (await c.admin.get(`/api/integrity/reports?contestId=${contest._id}`)).body,
      );
      const [latest] = list.reports;
      return latest?.status === 'done' ? latest : undefined;
    }, 'the report');
    const report = integrityReportResponseSchema.parse(
      (await c.admin.get(`/api/integrity/reports/${done._id}`)).body,
    );
    // Ada's draft and Bob's program are one team's: only the team's last try is compared, with Dan's.
    expect(report.pairs.map((p) => [p.left.user?._id, p.right.user?._id].sort())).toEqual([
      [bob.id, dan.id].sort(),
    ]);

    const disqualified = await c.admin.post(`/api/integrity/contests/${contest._id}/disqualifications`, {
      userId: ada.id,
      reason: 'Shared code with another team',
    });
    expect(disqualified.status).toBe(200);
    expect((await board(cy, contest._id)).rows.map((row) => row.team?._id).sort()).toEqual(
      [loner._id, copier._id].sort(),
    );
    const told = myDisqualificationResponseSchema.parse(
      (await bob.browser.get(`/api/integrity/contests/${contest._id}/disqualification`)).body,
    );
    expect(told.disqualification?.reason).toBe('Shared code with another team');
  });
});

describe('a team on the live stream', () => {
  it('when a teammate’s question is answered privately, then every member’s stream gets the answer and an outsider’s does not', async () => {
    const server = await listenOnFreePort(c.testApp.app);
    const contest = await c.contest({ teamSize: 2 });
    const [ada, bob, eve] = (await people(3)) as [Person, Person, Person];
    const [ours, theirs] = [await teamOf([ada, bob]), await teamOf([eve])];
    expect((await register(ada, contest._id, { teamId: ours._id })).status).toBe(200);
    expect((await register(eve, contest._id, { teamId: theirs._id })).status).toBe(200);
    const events = `/api/contests/${contest._id}/scoreboard/events`;
    const [bobs, eves, jurys] = [
      await openEventStream(server.baseUrl, bob.browser, events),
      await openEventStream(server.baseUrl, eve.browser, events),
      await openEventStream(server.baseUrl, c.admin, events),
    ];
    try {
      const asked = await ada.browser.post(`/api/contests/${contest._id}/clarifications`, {
        text: 'Is n > 0?',
      });
      // Each change of a clarification sends it as it then is: the question's change, heard after the answer,
      // would send Bob the answer a second time. The jury hears of the question, so once the jury's stream has
      // it unanswered, its change was heard before the answer.
      await waitFor(
        () =>
          Promise.resolve(
            jurys.events.some(
              (e) =>
                e.event === CONTEST_EVENTS.clarification && (e.data as { answer: unknown }).answer === null,
            ) || undefined,
          ),
        'the question on the jury’s stream',
      );
      const answered = await c.admin.post(
        `/api/contests/${contest._id}/clarifications/${(asked.body as { _id: string })._id}/answer`,
        { text: 'Yes.', broadcast: false },
      );
      expect(answered.status).toBe(200);
      const heard = (stream: typeof bobs) =>
        stream.events.filter((e) => e.event === CONTEST_EVENTS.clarification).map((e) => e.data);
      await waitFor(
        () => Promise.resolve(heard(bobs).length > 0 ? true : undefined),
        'the answer on Bob’s stream',
      );
      expect(heard(bobs)).toMatchObject([{ text: 'Is n > 0?', answer: 'Yes.' }]);
      // An announcement after it: once Eve has that, she would have had the answer too.
      await c.admin.post(`/api/contests/${contest._id}/announcements`, { text: 'Ten minutes left' });
      await waitFor(
        () =>
          Promise.resolve(
            eves.events.some((e) => e.event === CONTEST_EVENTS.announcement) ? true : undefined,
          ),
        'the announcement on Eve’s stream',
      );
      expect(heard(eves)).toEqual([]);
    } finally {
      bobs.close();
      eves.close();
      jurys.close();
      await server.close();
    }
  });
});

describe('a team contest after its end', () => {
  it('when it is replayed or run virtually, then the field is its teams, and a member races the others, not their own team', async () => {
    const now = Date.now();
    const contest = await c.contest({
      teamSize: 2,
      startAt: new Date(now - 60 * 60_000).toISOString(),
      endAt: new Date(now + 60 * 60_000).toISOString(),
    });
    const [ada, bob, cy] = (await people(3)) as [Person, Person, Person];
    const [ours, theirs] = [await teamOf([ada, bob]), await teamOf([cy])];
    expect((await register(ada, contest._id, { teamId: ours._id })).status).toBe(200);
    expect((await register(cy, contest._id, { teamId: theirs._id })).status).toBe(200);
    const solved = await bob.browser.post(`/api/contests/${contest._id}/submit/A`, {
      code: ADD_TWO.python,
      language: 'python',
    });
    expect(solved.body).toMatchObject({ accepted: true });
    // It ends right after that try.
    await c.testApp.database.db
      .update(contests)
      .set({ endAt: new Date() })
      .where(eq(contests.id, contest._id));

    const replay = replayBoardSchema.parse(
      (await cy.browser.get(`/api/contests/${contest._id}/replay?at=7200`)).body,
    );
    expect(replay.rows.map((row) => [row.team?.name, row.solved])).toEqual([
      [ours.name, 1],
      [theirs.name, 0],
    ]);

    const started = await bob.browser.post(`/api/contests/${contest._id}/virtual`, {});
    expect(started.status).toBe(201);
    const run = virtualRunSchema.parse(started.body);
    const detail = virtualRunDetailSchema.parse(
      (await bob.browser.get(`/api/contests/${contest._id}/virtual/${run._id}`)).body,
    );
    // Bob's team is left out: he races the other team, as himself.
    expect(detail.board.rows.map((row) => row.team?.name ?? row.user?._id).sort()).toEqual(
      [theirs.name, bob.id].sort(),
    );
  });
});
