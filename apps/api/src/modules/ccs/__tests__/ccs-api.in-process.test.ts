// The Contest API against a real contest (real judge, PGlite): every endpoint's answer checked against the
// specification's shapes, who may read it, and the event feed read whole, from a token and as a stream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createdPersonalTokenSchema } from '@codecourt/contracts';
import type { ContestInput } from '@codecourt/contracts';
import { listenOnFreePort } from '../../../testing/event-stream-client.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import { waitFor } from '../../../testing/wait-for.js';
import { createContestApp, minutesFromNow } from '../../contests/__tests__/contest-app.js';
import type { ContestApp } from '../../contests/__tests__/contest-app.js';
import {
  ccsClarificationSchema,
  ccsJudgementSchema,
  ccsProblemSchema,
  ccsRunSchema,
  ccsSubmissionSchema,
  ccsTeamSchema,
} from '../ccs-types.js';
import { CCS_COLLECTIONS } from '../ccs-endpoints.js';
import { FEED_TYPES } from '../event-log.js';
import { SHAPE_OF_EVENT, problemsOf, problemsOfEach } from './ccs-schema.js';

type FeedLine = { type: string; id: string | null; data: unknown; token: string };

let c: ContestApp;
let server: { baseUrl: string; close: () => Promise<void> };
let adminToken: string;
let userToken: string;
let contest: { _id: string; slug: string };
let contestBody: ContestInput;
let ada: { browser: TestBrowser; id: string; firstName: string };
let bob: { browser: TestBrowser; id: string };

const tokenOf = async (browser: TestBrowser) =>
  createdPersonalTokenSchema.parse((await browser.post('/api/tokens', { name: 'icpc tools' })).body).token;
const asAdmin = (path: string) => c.admin.get(path, { headers: { Authorization: `Bearer ${adminToken}` } });
const submit = (browser: TestBrowser, label: string, code: string) =>
  browser.post(`/api/contests/${contest._id}/submit/${label}`, { code, language: 'python' });
const lines = (text: string): FeedLine[] =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as FeedLine);
const problemsOfLine = (line: FeedLine) => [
  ...problemsOf('event', line),
  ...(line.data === null ? [] : problemsOf(SHAPE_OF_EVENT[line.type] ?? 'event', line.data)),
];

beforeAll(async () => {
  c = await createContestApp();
  server = await listenOnFreePort(c.testApp.app);
  // Frozen five minutes ago: the jury's answers must still show every result. One clock reading for all
  // three times, so the duration is exactly 90 minutes however slowly the lines run.
  const now = Date.now();
  contestBody = {
    title: 'CCS Regional',
    slug: 'ccs-regional',
    format: 'icpc',
    startAt: minutesFromNow(-30, now),
    endAt: minutesFromNow(60, now),
    freezeAt: minutesFromNow(-5, now),
    problems: [
      { label: 'A', problemId: c.problemIds[0] },
      { label: 'B', problemId: c.problemIds[1] },
    ],
  };
  contest = await c.contest(contestBody);
  ada = await c.user();
  bob = await c.user();
  for (const u of [ada, bob]) await u.browser.post(`/api/contests/${contest._id}/register`, {});
  expect((await submit(ada.browser, 'A', ADD_TWO.python)).body).toMatchObject({ accepted: true });
  expect((await submit(bob.browser, 'A', 'print(0)\n')).body).toMatchObject({ accepted: false });
  const asked = await ada.browser.post(`/api/contests/${contest._id}/clarifications`, {
    label: 'A',
    text: 'May a and b be negative?',
  });
  const questionId = (asked.body as { _id: string })._id;
  await c.admin.post(`/api/contests/${contest._id}/clarifications/${questionId}/answer`, {
    text: 'Yes.',
    broadcast: true,
  });
  adminToken = await tokenOf(c.admin);
  userToken = await tokenOf(ada.browser);
  // A real judge on a shared machine: the setup judges two submissions.
}, 180_000);
afterAll(async () => {
  await server.close();
  await c.close();
});

describe('who may read the Contest API', () => {
  it('when an admin’s token is a Bearer token or a Basic password, then it reads; anyone else is refused', async () => {
    const basic = Buffer.from(`admin:${adminToken}`).toString('base64');
    const anonymous = await openBrowser(c.testApp.app);

    expect((await asAdmin('/api/ccs/contests')).status).toBe(200);
    expect(
      (await anonymous.get('/api/ccs/contests', { headers: { Authorization: `Basic ${basic}` } })).status,
    ).toBe(200);
    expect(
      (await anonymous.get('/api/ccs/contests', { headers: { Authorization: `Bearer ${userToken}` } }))
        .status,
    ).toBe(403);
    expect((await ada.browser.get(`/api/ccs/contests/${contest._id}/scoreboard`)).status).toBe(403);
    expect((await anonymous.get(`/api/ccs/contests/${contest._id}/event-feed`)).status).toBe(401);
    const wrongPassword = Buffer.from('admin:cc_not-a-token').toString('base64');
    expect(
      (await anonymous.get('/api/ccs/contests', { headers: { Authorization: `Basic ${wrongPassword}` } }))
        .status,
    ).toBe(401);
  });

  it('when a path under /api/ccs names no endpoint, then a non-admin is refused as on a real one and an admin gets 404', async () => {
    const anonymous = await openBrowser(c.testApp.app);
    const nowhere = `/api/ccs/contests/${contest._id}/no-such-endpoint`;
    const wrongPassword = Buffer.from('admin:cc_not-a-token').toString('base64');

    expect((await anonymous.get(nowhere)).status).toBe(401);
    expect(
      (await anonymous.get(nowhere, { headers: { Authorization: `Basic ${wrongPassword}` } })).status,
    ).toBe(401);
    expect((await ada.browser.get(nowhere)).status).toBe(403);
    expect((await asAdmin(nowhere)).status).toBe(404);
  });
});

describe('the Contest API endpoints', () => {
  it('when the API, the contests and the contest are read, then they have the published shapes', async () => {
    const api = await asAdmin('/api/ccs');
    const list = await asAdmin('/api/ccs/contests');
    const byId = await asAdmin(`/api/ccs/contests/${contest._id}`);
    const bySlug = await asAdmin(`/api/ccs/contests/${contest.slug}`);

    expect(problemsOf('api', api.body)).toEqual([]);
    expect(api.body).toMatchObject({ version: '2023-06' });
    expect(problemsOfEach('contest', list.body)).toEqual([]);
    expect(problemsOf('contest', byId.body)).toEqual([]);
    expect(byId.body).toMatchObject({ id: contest._id, name: 'CCS Regional', duration: '1:30:00.000' });
    expect(bySlug.body).toEqual(byId.body);
  });

  it.each(CCS_COLLECTIONS)('when %s are read, then each has the published shape', async (name) => {
    const res = await asAdmin(`/api/ccs/contests/${contest._id}/${name}`);

    expect(res.status).toBe(200);
    expect(problemsOfEach(SHAPE_OF_EVENT[name] ?? 'event', res.body)).toEqual([]);
  });

  it('when the contest’s objects are read, then they tell its story: two teams, an accepted and a wrong try, a question and its answer', async () => {
    const get = async <T extends z.ZodType>(name: string, schema: T) =>
      z.array(schema).parse((await asAdmin(`/api/ccs/contests/${contest._id}/${name}`)).body);
    const teams = await get('teams', ccsTeamSchema);
    const problems = await get('problems', ccsProblemSchema);
    const submissions = await get('submissions', ccsSubmissionSchema);
    const judgements = await get('judgements', ccsJudgementSchema);
    const runs = await get('runs', ccsRunSchema);
    const clarifications = await get('clarifications', ccsClarificationSchema);

    expect(teams).toHaveLength(2);
    expect(problems.map((p) => p.label)).toEqual(['A', 'B']);
    expect(submissions).toHaveLength(2);
    expect(judgements.map((j) => j.judgement_type_id).sort()).toEqual(['AC', 'WA']);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(clarifications.map((x) => x.text)).toEqual(['May a and b be negative?', 'Yes.']);
    const one = await asAdmin(`/api/ccs/contests/${contest._id}/teams/${teams[0]?.id ?? ''}`);
    expect(one.body).toEqual(teams[0]);
  });

  it('when the state and scoreboard are read during the freeze, then the jury sees the frozen result', async () => {
    const state = await asAdmin(`/api/ccs/contests/${contest._id}/state`);
    const board = await asAdmin(`/api/ccs/contests/${contest._id}/scoreboard`);
    const teams = (await asAdmin(`/api/ccs/contests/${contest._id}/teams`)).body as {
      id: string;
      name: string;
    }[];

    expect(problemsOf('state', state.body)).toEqual([]);
    expect(state.body).toMatchObject({ ended: null, finalized: null });
    expect((state.body as { frozen: string | null }).frozen).not.toBeNull();
    expect(problemsOf('scoreboard', board.body)).toEqual([]);
    const [first] = (
      board.body as { rows: { team_id: string; rank: number; score: { num_solved: number } }[] }
    ).rows;
    expect(first).toMatchObject({ rank: 1, score: { num_solved: 1 } });
    expect(teams.find((t) => t.id === first?.team_id)?.name).toContain(ada.firstName);
  });

  it('when a contest, an object or an id is not there or not an id, then 404 or 400', async () => {
    expect((await asAdmin('/api/ccs/contests/no-such-contest')).status).toBe(404);
    expect((await asAdmin(`/api/ccs/contests/${contest._id}/teams/no-such-team`)).status).toBe(404);
    expect((await asAdmin(`/api/ccs/contests/${encodeURIComponent('bad id!')}/state`)).status).toBe(400);
  });
});

describe('the event feed', () => {
  it('when it is read whole, then every line is a notification of the published shape, the contest first', async () => {
    const res = await asAdmin(`/api/ccs/contests/${contest._id}/event-feed?stream=false`);
    const feed = lines(res.text);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    expect(feed[0]).toMatchObject({ type: 'contest', id: contest._id });
    expect(new Set(feed.map((line) => line.type))).toEqual(
      // Every type but groups (none are kept) and organizations (an individual contest's people have none).
      new Set(FEED_TYPES.filter((type) => type !== 'organizations' && type !== 'groups')),
    );
    expect(feed.flatMap(problemsOfLine)).toEqual([]);
    const submitted = feed.findIndex((line) => line.type === 'submissions');
    const judged = feed.findIndex((line) => line.type === 'judgements');
    expect(submitted).toBeLessThan(judged);
  });

  it('when a client comes back with a token, then it gets what followed; with a foreign token, 400', async () => {
    const all = lines((await asAdmin(`/api/ccs/contests/${contest._id}/event-feed?stream=false`)).text);
    const third = all[2]?.token ?? '';

    const rest = lines(
      (await asAdmin(`/api/ccs/contests/${contest._id}/event-feed?stream=false&since_token=${third}`)).text,
    );
    const foreign = await asAdmin(`/api/ccs/contests/${contest._id}/event-feed?since_token=0000-1`);

    expect(rest.map((line) => line.token)).toEqual(all.slice(3).map((line) => line.token));
    expect(foreign.status).toBe(400);
  });

  it('when it is followed, then a new submission arrives as it happens and the feed ends once the contest is final', async () => {
    const res = await fetch(`${server.baseUrl}/api/ccs/contests/${contest._id}/event-feed`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array> | null)?.getReader();
    if (!reader) throw new Error('no body');
    const received: FeedLine[] = [];
    let buffer = '';
    const reading = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += new TextDecoder().decode(value);
        const cut = buffer.lastIndexOf('\n');
        if (cut < 0) continue;
        received.push(...lines(buffer.slice(0, cut)));
        buffer = buffer.slice(cut + 1);
      }
    })();
    await waitFor(
      () => Promise.resolve(received.some((line) => line.type === 'state') || undefined),
      'the first events',
    );
    const before = received.length;

    const late = (await submit(bob.browser, 'B', ADD_TWO.python)).body as { _id: string };
    await waitFor(
      () =>
        Promise.resolve(
          received.some((line) => line.type === 'judgements' && line.id === late._id) || undefined,
        ),
      'the new judgement',
    );
    // Over and never frozen: final at once, so the feed says end_of_updates and ends.
    const ended = await c.admin.send('put', `/api/contests/${contest._id}`, {
      body: { ...contestBody, endAt: minutesFromNow(-1), freezeAt: null },
    });
    expect(ended.status).toBe(200);
    await reading;

    const fresh = received.slice(before);
    expect(fresh.find((line) => line.type === 'submissions')?.id).toBe(late._id);
    const last = received.at(-1);
    expect(last?.type).toBe('state');
    expect((last?.data as { end_of_updates: string | null }).end_of_updates).not.toBeNull();
    expect(received.flatMap(problemsOfLine)).toEqual([]);
  });
});

describe('a team contest in the Contest API (issue #36)', () => {
  it('when teams take part, then they are the teams, their affiliations the organizations, and a member’s question is the team’s', async () => {
    const teamContest = await c.contest({ teamSize: 2 });
    const [cy, dan, eve] = [await c.user(), await c.user(), await c.user()];
    const team = async (captain: TestBrowser, name: string, affiliation?: string, country?: string) =>
      (await captain.post('/api/teams', { name, affiliation, country })).body as {
        _id: string;
        inviteCode: string;
      };
    const delft = await team(cy.browser, `Delft Ducks ${cy.id.slice(0, 6)}`, 'TU Delft', 'NLD');
    expect(
      (await dan.browser.post(`/api/teams/${delft._id}/join`, { inviteCode: delft.inviteCode })).status,
    ).toBe(200);
    const delftToo = await team(eve.browser, `Delft Geese ${eve.id.slice(0, 6)}`, 'TU Delft');
    const loners = await team(ada.browser, `Loners ${ada.id.slice(0, 6)}`);
    for (const [who, id] of [
      [cy, delft._id],
      [eve, delftToo._id],
      [ada, loners._id],
    ] as const)
      expect(
        (await who.browser.post(`/api/contests/${teamContest._id}/register`, { teamId: id })).status,
      ).toBe(200);
    // Dan did not register the team, yet his question is his team's.
    const asked = await dan.browser.post(`/api/contests/${teamContest._id}/clarifications`, {
      text: 'Is B open?',
    });
    expect(asked.status).toBe(201);

    const read = async (name: string): Promise<unknown> =>
      (await asAdmin(`/api/ccs/contests/${teamContest._id}/${name}`)).body as unknown;
    const teams = z.array(ccsTeamSchema).parse(await read('teams'));
    const organizations = await read('organizations');
    expect(problemsOfEach('organization', organizations)).toEqual([]);
    expect(problemsOfEach('team', teams)).toEqual([]);
    const orgs = organizations as { id: string; name: string; country: string | null }[];
    expect(orgs.map((o) => [o.name, o.country])).toEqual([['TU Delft', 'NLD']]);
    const named = new Map(teams.map((t) => [t.name, t]));
    expect(named.get(`Delft Ducks ${cy.id.slice(0, 6)}`)?.organization_id).toBe(orgs[0]?.id);
    expect(named.get(`Delft Geese ${eve.id.slice(0, 6)}`)?.organization_id).toBe(orgs[0]?.id);
    expect(named.get(`Loners ${ada.id.slice(0, 6)}`)?.organization_id).toBeNull();

    // Each member is a person of their team, with an account they sign in with (no password served).
    const persons = await read('persons');
    const accounts = await read('accounts');
    expect(problemsOfEach('person', persons)).toEqual([]);
    expect(problemsOfEach('account', accounts)).toEqual([]);
    const ducks = named.get(`Delft Ducks ${cy.id.slice(0, 6)}`)?.id;
    const teamOf = new Map((persons as { id: string; team_id: string }[]).map((p) => [p.id, p.team_id]));
    expect([teamOf.get(cy.id), teamOf.get(dan.id)]).toEqual([ducks, ducks]);
    expect(teamOf.get(eve.id)).toBe(named.get(`Delft Geese ${eve.id.slice(0, 6)}`)?.id);
    const danAccount = (accounts as { person_id: string; username: string; type: string }[]).find(
      (a) => a.person_id === dan.id,
    );
    expect(danAccount?.type).toBe('team');
    expect(danAccount?.username).toContain('@');
    expect(JSON.stringify(accounts)).not.toContain('password');
    expect(await read('groups')).toEqual([]);

    const clarifications = z.array(ccsClarificationSchema).parse(await read('clarifications'));
    expect(clarifications.map((q) => [q.text, q.from_team_id])).toEqual([
      ['Is B open?', named.get(`Delft Ducks ${cy.id.slice(0, 6)}`)?.id],
    ]);
  });
});
