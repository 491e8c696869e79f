// Leak audit (issue #22 items 4 and 5, issue #34 item 3), generated from the route table and the database
// schema: every GET route a non-admin can reach is read by a visitor, a non-participant, a participant and
// a personal token (JSON, event streams, submission lists, problem pages, discussions, the Judge0 mount);
// every table that names a problem or a contest has a case (table-cases.ts) that puts a row of it on the
// secret problem or contest before the reads, or says why no such row can be read; and
// - before the start, a secret contest problem reads exactly as a problem that does not exist, and no
//   answer names it (the reader's own notes and drafts of it included);
// - during a freeze, a participant's accepted try reads exactly as another's wrong try (their names
//   swapped), and no "accepted" or "solved" figure anywhere moves when it is judged.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdPersonalTokenSchema } from '@codecourt/contracts';
import type { RouteDoc } from '../../docs/route-table.js';
import { ROUTE_TABLE } from '../../../route-table.js';
import { listenOnFreePort, openEventStream } from '../../../testing/event-stream-client.js';
import type { EventStream } from '../../../testing/event-stream-client.js';
import { judge0Client } from '../../../testing/judge0-client.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import { createContestApp, minutesFromNow } from './contest-app.js';
import type { ContestApp } from './contest-app.js';
import { TABLE_CASES, tablesNamingProblemsOrContests } from './table-cases.js';

/** What a route's params and query are filled with. */
/** `handle`: whose public profile is read (the participant whose try is audited). */
type Fill = {
  contestId: string;
  problemId: string;
  problemSlug: string;
  submissionId: string;
  handle: string;
};
type Read = { status: number; text: string };
type Reader = { name: string; read: (route: RouteDoc, path: string) => Promise<Read> };

const CLARIFICATION_ID = randomUUID();
const isStream = (route: RouteDoc) => route.success.contentType === 'text/event-stream';
/** Everything a non-admin can ask for with GET (streams are followed, not read once). */
const READABLE = ROUTE_TABLE.filter((r) => r.method === 'get' && r.access !== 'admin');
const keyOf = (route: RouteDoc) => `GET ${route.mount ?? '/api'}${route.path}`;
/** The operator's request counters: they move with every read, so only "names nothing" applies to them. */
const COUNTERS = 'GET /api/metrics';
/** The path params the audit fills; a route with another one has no case and fails the audit. */
const FILLED_PARAMS = new Set([
  'label',
  'file',
  'language',
  'name',
  'clarificationId',
  'slug',
  'problemId',
  'token',
  // A contest's, a problem's or a submission's id, by the route's prefix (paramValue's last lines).
  'id',
  'runId',
  'handle',
  // An OpenID Connect provider's id: none is configured here, so the sign-in routes answer 404.
  'provider',
]);
const paramsOf = (route: RouteDoc) => [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

function paramValue(route: RouteDoc, name: string, fill: Fill): string {
  if (name === 'label') return 'A';
  if (name === 'file') return 'statement.md';
  if (name === 'language') return 'python';
  if (name === 'name') return 'video.mp4';
  if (name === 'clarificationId') return CLARIFICATION_ID;
  if (name === 'slug') return fill.problemSlug;
  if (name === 'problemId') return fill.problemId;
  if (name === 'token') return fill.submissionId;
  if (name === 'handle') return fill.handle;
  if (name === 'provider') return 'campus';
  if (route.path.startsWith('/contests')) return fill.contestId;
  if (route.path.startsWith('/problem')) return fill.problemId;
  return fill.submissionId;
}

/** A user's handle, by which their public profile is read. */
async function handleOf(browser: TestBrowser): Promise<string> {
  const me = (await browser.get('/api/user/check')).body as { user: { handle?: string } };
  if (!me.user.handle) throw new Error('the signed-in user has no handle');
  return me.user.handle;
}

/** The query keys that name an object, filled so the route reaches it; `view=jury` asks for the truth. */
function queryOf(route: RouteDoc, fill: Fill): string {
  const shape = (route.query as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const values: Record<string, string> = {};
  if ('tokens' in shape) values.tokens = fill.submissionId;
  if ('fields' in shape) values.fields = '*';
  if ('view' in shape) values.view = 'jury';
  if ('problemId' in shape) values.problemId = fill.problemId;
  const query = new URLSearchParams(values).toString();
  return query ? `?${query}` : '';
}

function pathOf(route: RouteDoc, fill: Fill): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(paramValue(route, name, fill)),
  );
  return `${route.mount ?? '/api'}${path}${queryOf(route, fill)}`;
}

/** Keys whose values move by themselves between two reads (clocks, process figures). */
const VOLATILE =
  /^(createdAt|updatedAt|judgedAt|lastUsedAt|startedAt|time|timestamp|uptime\w*|now|serverTime)$/;

/** JSON with its arrays in a fixed order and volatile keys dropped; other bodies as they are. */
function canonical(text: string, swaps: [string, string][] = []): string {
  let swapped = text;
  // Through placeholders, so Bob -> Dan and Dan -> Bob do not undo each other.
  swaps.forEach(([from], i) => (swapped = swapped.split(from).join(`\u0001${String(i)}\u0001`)));
  swaps.forEach(([, to], i) => (swapped = swapped.split(`\u0001${String(i)}\u0001`).join(to)));
  let json: unknown;
  try {
    json = JSON.parse(swapped);
  } catch {
    return swapped;
  }
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value))
      return value.map(walk).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => !VOLATILE.test(key))
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([key, child]) => [key, walk(child)]),
      );
    return value;
  };
  return JSON.stringify(walk(json));
}

/** The sum of every "accepted" or "solved" figure (true counts 1) in a JSON body; 0 for other bodies. */
function successFigures(text: string): number {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 0;
  }
  let sum = 0;
  const walk = (value: unknown, key = '') => {
    if (Array.isArray(value)) for (const v of value) walk(v, key);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
    else if (/accept|solved/i.test(key)) sum += typeof value === 'number' ? value : value === true ? 1 : 0;
    else if (typeof value === 'string' && value === 'Accepted') sum += 1;
  };
  walk(json);
  return sum;
}

let c: ContestApp;
let server: { baseUrl: string; close: () => Promise<void> };
let readers: Reader[];
/** Registered for every contest of the audit: the participant. */
let carol: TestBrowser;
let carolId: string;
/** Signed in, never registered: the non-participant. */
let daveId: string;

function browserReader(name: string, browser: TestBrowser, judge0: Reader['read']): Reader {
  return {
    name,
    read: async (route, path) => {
      if (route.mount === '/judge0') return judge0(route, path);
      const res = await browser.get(path);
      const text =
        res.text || (Buffer.isBuffer(res.body) ? res.body.toString('latin1') : JSON.stringify(res.body));
      return { status: res.status, text };
    },
  };
}

beforeAll(async () => {
  c = await createContestApp();
  server = await listenOnFreePort(c.testApp.app);
  const judge0 = await judge0Client(c.testApp.app);
  const judge0Read: Reader['read'] = async (_route, path) => {
    const res = await judge0.get(path);
    return { status: res.status, text: res.text };
  };
  const participant = await c.user();
  const dave = await c.user();
  [carol, carolId, daveId] = [participant.browser, participant.id, dave.id];
  const token = createdPersonalTokenSchema.parse(
    (await carol.post('/api/tokens', { name: 'leak audit' })).body,
  ).token;
  readers = [
    browserReader('visitor', await openBrowser(c.testApp.app), judge0Read),
    browserReader('non-participant', dave.browser, judge0Read),
    browserReader('participant', carol, judge0Read),
    tokenReader('personal token', token, judge0Read),
  ];
}, 180_000);
afterAll(async () => {
  await server.close();
  await c.close();
});

/** The participant's personal access token, sent as a script does: `Authorization: Bearer`, no cookie. */
function tokenReader(name: string, token: string, judge0: Reader['read']): Reader {
  return {
    name,
    read: async (route, path) => {
      if (route.mount === '/judge0') return judge0(route, path);
      const res = await request(c.testApp.app).get(path).set('Authorization', `Bearer ${token}`);
      const text =
        res.text || (Buffer.isBuffer(res.body) ? res.body.toString('latin1') : JSON.stringify(res.body));
      return { status: res.status, text };
    },
  };
}

/** Every reader's answer on every readable route (streams: the status only; their events are followed). */
async function readAll(fill: Fill): Promise<Map<string, Read>> {
  const reads = new Map<string, Read>();
  for (const route of READABLE.filter((r) => !isStream(r)))
    for (const reader of readers)
      reads.set(`${reader.name} ${keyOf(route)}`, await reader.read(route, pathOf(route, fill)));
  return reads;
}

describe('leak audit: what it covers is generated, and nothing is left without a case', () => {
  it('when the schema has a table naming a problem or a contest, then the audit has a case for it', () => {
    const tables = tablesNamingProblemsOrContests();
    const missing = tables.filter((table) => !(table in TABLE_CASES));
    const stale = Object.keys(TABLE_CASES).filter((table) => !tables.includes(table));

    expect(tables.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('when a route can be read by a non-admin, then the audit fills every param of it', () => {
    const unfilled = READABLE.flatMap((route) =>
      paramsOf(route)
        .filter((name) => !FILLED_PARAMS.has(name))
        .map((name) => `${keyOf(route)}: {${name}}`),
    );

    expect(READABLE.length).toBeGreaterThan(50);
    expect(unfilled).toEqual([]);
  });
});

describe('leak audit: every route a non-admin can read', () => {
  it('when a contest has not started, then its secret problem reads as one that does not exist and nothing names it', async () => {
    const secret = await importTestPackage(c.testApp.database.db, { slug: 'leak-secret' });
    const contest = await c.contest({
      slug: 'leak-upcoming',
      startAt: minutesFromNow(30),
      endAt: minutesFromNow(90),
      problems: [{ label: 'A', problemId: secret.id }],
    });
    await carol.post(`/api/contests/${contest._id}/register`, {});
    // A row of every table that names a problem or contest, on the secret problem and contest.
    for (const table of Object.values(TABLE_CASES))
      if (table.kind === 'seeded')
        await table.seed({
          db: c.testApp.database.db,
          problemId: secret.id,
          problemSlug: 'leak-secret',
          contestId: contest._id,
          userIds: [carolId, daveId],
        });
    const secretFill = {
      contestId: contest._id,
      problemId: secret.id,
      problemSlug: 'leak-secret',
      submissionId: randomUUID(),
      // Carol's profile: she is registered, and her rows of every table are on the secret problem.
      handle: await handleOf(carol),
    };
    const control = { ...secretFill, problemId: randomUUID(), problemSlug: 'no-such-problem' };

    const secretReads = await readAll(secretFill);
    const controlReads = await readAll(control);

    const differ: string[] = [];
    const named: string[] = [];
    for (const [key, read] of secretReads) {
      const other = controlReads.get(key) as Read;
      const asSecret = canonical(read.text, [
        [secret.id, 'PROBLEM'],
        ['leak-secret', 'SLUG'],
      ]);
      const asControl = canonical(other.text, [
        [control.problemId, 'PROBLEM'],
        ['no-such-problem', 'SLUG'],
      ]);
      const exempt = key.endsWith(COUNTERS);
      if (!exempt && (read.status !== other.status || asSecret !== asControl))
        differ.push(`${key}: ${String(read.status)} vs ${String(other.status)}`);
      if (other.text.includes(secret.id) || other.text.includes('leak-secret')) named.push(key);
    }
    expect(secretReads.size).toBeGreaterThan(READABLE.length);
    expect(differ).toEqual([]);
    expect(named).toEqual([]);
  }, 300_000);

  it('when a participant is accepted during the freeze, then every route reads as for a wrong try and no success figure moves', async () => {
    const body = {
      slug: 'leak-frozen',
      startAt: minutesFromNow(-30),
      endAt: minutesFromNow(60),
      problems: [{ label: 'A', problemId: c.problemIds[0] }],
    };
    const contest = await c.contest(body);
    const [bob, dan] = [await c.user(), await c.user()];
    for (const b of [bob.browser, dan.browser, carol])
      expect((await b.post(`/api/contests/${contest._id}/register`, {})).status).toBe(200);
    await c.admin.send('put', `/api/contests/${contest._id}`, {
      body: { ...body, title: 'Leak frozen', format: 'icpc', freezeAt: new Date().toISOString() },
    });
    const streams: { name: string; stream: EventStream }[] = [];
    for (const route of READABLE.filter(isStream))
      for (const [name, browser] of [['participant', carol] as const])
        streams.push({
          name: `${name} ${keyOf(route)}`,
          stream: await openEventStream(
            server.baseUrl,
            browser,
            pathOf(route, {
              contestId: contest._id,
              problemId: c.problemIds[0],
              problemSlug: 'contest-add-a',
              submissionId: randomUUID(),
              handle: await handleOf(carol),
            }),
          ),
        });
    const fillFor = (submissionId: string, handle: string): Fill => ({
      contestId: contest._id,
      problemId: c.problemIds[0],
      problemSlug: 'contest-add-a',
      submissionId,
      handle,
    });
    const [bobHandle, danHandle] = [await handleOf(bob.browser), await handleOf(dan.browser)];
    const submit = async (browser: TestBrowser, code: string) => {
      const res = await browser.post(`/api/contests/${contest._id}/submit/A`, { code, language: 'python' });
      return res.body as { _id: string; verdict: string };
    };

    const dans = await submit(dan.browser, 'print(0)\n');
    const beforeBob = await readAll(fillFor(randomUUID(), bobHandle));
    const bobs = await submit(bob.browser, ADD_TWO.python);
    expect([dans.verdict, bobs.verdict]).toEqual(['Wrong Answer', 'Accepted']);
    const asBob = await readAll(fillFor(bobs._id, bobHandle));
    const asDan = await readAll(fillFor(dans._id, danHandle));

    const identities = async (who: { browser: TestBrowser; id: string }, submissionId: string) => {
      const me = (await who.browser.get('/api/user/check')).body as {
        user: { firstName: string; lastName?: string; handle?: string };
      };
      const handle = me.user.handle ?? who.id;
      // When each joined differs by the milliseconds between their sign-ups: it is theirs, like their names.
      const { joinedAt } = (await who.browser.get(`/api/users/${handle}/profile`)).body as {
        joinedAt: string;
      };
      return [who.id, me.user.firstName, me.user.lastName ?? who.id, handle, joinedAt, submissionId];
    };
    const bobIds = await identities(bob, bobs._id);
    const danIds = await identities(dan, dans._id);
    const swapBobToDan = bobIds
      .map((id, i): [string, string] => [id, danIds[i] ?? ''])
      .concat(danIds.map((id, i): [string, string] => [id, bobIds[i] ?? '']));
    const asymmetric: string[] = [];
    const moved: string[] = [];
    for (const [key, read] of asBob) {
      const dansRead = asDan.get(key) as Read;
      if (
        !key.endsWith(COUNTERS) &&
        (read.status !== dansRead.status || canonical(read.text, swapBobToDan) !== canonical(dansRead.text))
      )
        asymmetric.push(`${key}: ${String(read.status)} vs ${String(dansRead.status)}`);
      const before = beforeBob.get(key) as Read;
      if (successFigures(read.text) !== successFigures(before.text)) moved.push(key);
    }
    // The streams: nothing they carried says accepted or solved (the contest had no solve before the freeze).
    for (const { stream } of streams) stream.close();
    const streamed = streams.filter(
      ({ stream }) => successFigures(JSON.stringify(stream.events.map((e) => e.data))) > 0,
    );

    expect(asBob.size).toBeGreaterThan(READABLE.length);
    expect(streams.length).toBeGreaterThan(0);
    expect(asymmetric).toEqual([]);
    expect(moved).toEqual([]);
    expect(streamed.map((s) => s.name)).toEqual([]);
    // Bob himself still reads his verdict: the audit found nothing because nothing is there, not because
    // the reads failed.
    expect((await bob.browser.get(`/api/submission/${bobs._id}`)).body).toMatchObject({
      verdict: 'Accepted',
    });
  }, 300_000);
});
