// Interview rooms (issue #41 items 1, 2 and 7) through the real app on a listening server: the REST
// routes, and the shared document driven by the stock y-websocket client from Node, one participant
// signed in by the session cookie and the other by a personal token.
import type { Express } from 'express';
import request from 'supertest';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_CODE_RATE_LIMIT,
  INTERVIEW_DOCUMENT,
  INTERVIEW_MESSAGES,
  createdPersonalTokenSchema,
  interviewListSchema,
  interviewSchema,
} from '@codecourt/contracts';
import type { Interview } from '@codecourt/contracts';
import { contestProblems, contests, interviewUpdates, problems } from '../../../db/schema/index.js';
import { closeUpgrades } from '../../../lib/upgrades.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import {
  codeOf,
  listenOn,
  roomProvider,
  sessionCookie,
  stopListening,
  synced,
  untilAwareness,
  untilDoc,
} from './room-clients.js';
import type { Listening } from './room-clients.js';

type Person = { browser: TestBrowser; id: string };

let testApp: TestApp;
let listening: Listening;
let alice: Person;
let bob: Person;
let carol: Person;
let dave: Person;
let libraryProblemId: string;
let secretProblemId: string;

async function person(app: Express): Promise<Person> {
  const { browser, user } = await signedInBrowser(app);
  return { browser, id: user._id };
}

async function addProblem(slug: string): Promise<string> {
  const [row] = await testApp.database.db
    .insert(problems)
    .values({
      slug,
      title: slug,
      description: 'x',
      difficulty: 'easy',
      tags: 'array',
      timeLimitMs: 1000,
      memoryLimitKb: 65536,
    })
    .returning({ id: problems.id });
  if (!row) throw new Error('no problem row');
  return row.id;
}

/** A raw handshake: its HTTP status and every byte that came after it (none, for a refused one). */
function handshake(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers });
    let bytes = 0;
    socket.on('message', (data: Buffer) => (bytes += data.length));
    socket.on('unexpected-response', (_req, res) => {
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, bytes });
      });
    });
    socket.on('open', () => {
      socket.close();
      resolve({ status: 101, bytes });
    });
    socket.on('error', () => undefined);
  });
}

async function createRoom(by: Person, body: object = { mode: 'hosted' }): Promise<Interview> {
  const res = await by.browser.post('/api/interviews', body);
  expect(res.status).toBe(201);
  return interviewSchema.parse(res.body);
}

beforeAll(async () => {
  testApp = await createTestApp();
  libraryProblemId = await addProblem('interview-library');
  // On a contest that has not started: secret, so it reads as a problem that does not exist.
  secretProblemId = await addProblem('interview-secret');
  const [contest] = await testApp.database.db
    .insert(contests)
    .values({
      slug: 'interview-upcoming',
      title: 'Upcoming',
      format: 'icpc',
      startAt: new Date(Date.now() + 3_600_000),
      endAt: new Date(Date.now() + 7_200_000),
      penaltyMinutes: 20,
    })
    .returning({ id: contests.id });
  if (!contest) throw new Error('no contest row');
  await testApp.database.db
    .insert(contestProblems)
    .values({ contestId: contest.id, label: 'A', problemId: secretProblemId, position: 0, points: 1 });
  listening = await listenOn(testApp.app);
  alice = await person(testApp.app);
  bob = await person(testApp.app);
  carol = await person(testApp.app);
  dave = await person(testApp.app);
});

afterAll(async () => {
  await closeUpgrades(testApp.app);
  await stopListening(listening);
  await testApp.close();
});

describe('interview rooms: the REST routes', () => {
  it('when a room is opened, joined, refused to a third, started and ended, then each step answers as the issue says', async () => {
    const room = await createRoom(alice, { mode: 'hosted', problemId: libraryProblemId });
    expect(room).toMatchObject({
      problemId: libraryProblemId,
      status: 'waiting',
      durationMinutes: 45,
      participants: [{ userId: alice.id, role: 'interviewer' }],
    });
    expect(room.joinCode).toMatch(/^[0-9A-Z]{10}$/);

    const wrong = await bob.browser.post(`/api/interviews/${room._id}/join`, { joinCode: 'WRONGCODE0' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: INTERVIEW_MESSAGES.joinRefused });
    const joined = await bob.browser.post(`/api/interviews/${room._id}/join`, {
      joinCode: room.joinCode.toLowerCase(),
    });
    expect(joined.status).toBe(200);
    expect(interviewSchema.parse(joined.body).participants).toEqual([
      { userId: alice.id, firstName: 'Ada', role: 'interviewer' },
      { userId: bob.id, firstName: 'Ada', role: 'candidate' },
    ]);
    const third = await carol.browser.post(`/api/interviews/${room._id}/join`, { joinCode: room.joinCode });
    expect(third.status).toBe(403);
    expect(third.body).toEqual({ error: INTERVIEW_MESSAGES.roomFull });
    expect((await carol.browser.get(`/api/interviews/${room._id}`)).status).toBe(404);

    expect((await bob.browser.post(`/api/interviews/${room._id}/start`)).status).toBe(403);
    const started = await alice.browser.post(`/api/interviews/${room._id}/start`);
    expect(started.status).toBe(200);
    expect(interviewSchema.parse(started.body)).toMatchObject({
      status: 'running',
      startedAt: expect.any(String) as string,
    });
    expect((await alice.browser.post(`/api/interviews/${room._id}/start`)).status).toBe(409);

    const invited = await alice.browser.post(`/api/interviews/${room._id}/observers`, { userId: carol.id });
    expect(interviewSchema.parse(invited.body).participants).toContainEqual({
      userId: carol.id,
      firstName: 'Ada',
      role: 'observer',
    });
    expect((await carol.browser.get(`/api/interviews/${room._id}`)).status).toBe(200);

    const ended = await alice.browser.post(`/api/interviews/${room._id}/end`);
    expect(interviewSchema.parse(ended.body)).toMatchObject({
      status: 'ended',
      endedAt: expect.any(String) as string,
    });
    expect((await bob.browser.post(`/api/interviews/${room._id}/end`)).status).toBe(403);
  });

  it('when the interviewer invites by public handle, then that user observes; a private or unknown handle is one 404', async () => {
    const room = await createRoom(alice);
    const erin = await person(testApp.app);
    const invite = (body: object) => alice.browser.post(`/api/interviews/${room._id}/observers`, body);
    const handle = `erin-${room._id.slice(0, 8)}`;
    const publish = (profilePublic: boolean) =>
      erin.browser.send('patch', '/api/user/public-profile', { body: { handle, profilePublic } });

    expect((await publish(false)).status).toBe(200);
    const hidden = await invite({ handle });
    const unknown = await invite({ handle: 'nobody-has-this-handle' });
    // A private profile's handle answers exactly as a handle nobody has: inviting confirms no one.
    expect([hidden.status, hidden.body]).toEqual([unknown.status, unknown.body]);
    expect(hidden.body).toEqual({ error: INTERVIEW_MESSAGES.observerHandleUnknown });
    expect(hidden.status).toBe(404);

    expect((await publish(true)).status).toBe(200);
    // Handles are typed in any case and with spaces around; the profile's own is lower-case.
    const invited = await invite({ handle: `  ${handle.toUpperCase()} ` });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    expect(interviewSchema.parse(invited.body).participants).toContainEqual({
      userId: erin.id,
      firstName: 'Ada',
      role: 'observer',
    });
    expect((await invite({ handle, userId: erin.id })).status).toBe(400);
  });

  it('when join codes are guessed, then the wrong ones are counted per user and room until 429', async () => {
    const room = await createRoom(alice);
    const guess = (joinCode: string) => dave.browser.post(`/api/interviews/${room._id}/join`, { joinCode });

    for (let i = 0; i < ACCESS_CODE_RATE_LIMIT.max; i++)
      expect((await guess(`WRONG${String(i)}`)).status).toBe(403);

    expect((await guess(room.joinCode)).status).toBe(429);
  });

  it('when a room names a secret contest problem, then it is refused exactly as an unknown one', async () => {
    const secret = await alice.browser.post('/api/interviews', {
      mode: 'hosted',
      problemId: secretProblemId,
    });
    const unknown = await alice.browser.post('/api/interviews', {
      mode: 'hosted',
      problemId: '00000000-0000-4000-8000-000000000000',
    });

    expect([secret.status, secret.body]).toEqual([unknown.status, unknown.body]);
    expect(secret.status).toBe(404);
  });

  it('when a duration is out of range, then the room is refused with the catalogue message', async () => {
    const res = await alice.browser.post('/api/interviews', { mode: 'peer', durationMinutes: 10 });

    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(INTERVIEW_MESSAGES.durationInvalid);
  });

  it('when a user lists their rooms, then they are theirs, newest first', async () => {
    const older = await createRoom(dave, { mode: 'peer', durationMinutes: 15 });
    const newer = await createRoom(dave);

    const res = await dave.browser.get('/api/interviews');
    const ids = interviewListSchema.parse(res.body).interviews.map((room) => room._id);

    expect(ids).toEqual([newer._id, older._id]);
  });
});

describe('interview rooms: the shared document over y-websocket', () => {
  it('when a room has ended, then its participants still read the document but their edits are dropped', async () => {
    const room = await createRoom(alice);
    await bob.browser.post(`/api/interviews/${room._id}/join`, { joinCode: room.joinCode });
    const aliceSide = roomProvider(listening.url, room._id, { Cookie: sessionCookie(alice.browser) });
    await synced(aliceSide);
    aliceSide.doc.getText(INTERVIEW_DOCUMENT.code).insert(0, 'final answer');
    await alice.browser.post(`/api/interviews/${room._id}/end`);
    const bobSide = roomProvider(listening.url, room._id, { Cookie: sessionCookie(bob.browser) });
    await untilDoc(bobSide.doc, () => codeOf(bobSide.doc) === 'final answer');

    bobSide.doc.getText(INTERVIEW_DOCUMENT.code).insert(0, 'too late: ');
    // Bob's socket is read in order: once his later awareness reaches Alice, his edit was dealt with.
    bobSide.awareness.setLocalStateField('typed', true);
    await untilAwareness(aliceSide.awareness, (state) => state.typed === true);

    expect(codeOf(aliceSide.doc)).toBe('final answer');
    aliceSide.destroy();
    bobSide.destroy();
  });

  it('when two participants type, then each sees the other’s text, offline edits merge, strangers get no byte, and a new app rebuilds it', async () => {
    const room = await createRoom(alice);
    await bob.browser.post(`/api/interviews/${room._id}/join`, { joinCode: room.joinCode });
    const created = await bob.browser.post('/api/tokens', { name: 'interview script' });
    const bobToken = createdPersonalTokenSchema.parse(created.body).token;
    const asAlice = { Cookie: sessionCookie(alice.browser) };
    const asBob = { Authorization: `Bearer ${bobToken}` };
    const byToken = await request(testApp.app).get(`/api/interviews/${room._id}`).set(asBob);
    expect([byToken.status, interviewSchema.parse(byToken.body)._id]).toEqual([200, room._id]);
    const syncUrl = `${listening.url}/api/interviews/${room._id}/sync`;

    // Refused before the document: a stranger, nobody, and the cookie from another site's page.
    expect(await handshake(syncUrl, { Cookie: sessionCookie(dave.browser) })).toEqual({
      status: 404,
      bytes: 0,
    });
    expect(await handshake(syncUrl, {})).toEqual({ status: 401, bytes: 0 });
    expect(await handshake(syncUrl, { ...asAlice, Origin: 'https://evil.example' })).toEqual({
      status: 403,
      bytes: 0,
    });

    const aliceSide = roomProvider(listening.url, room._id, asAlice);
    const bobSide = roomProvider(listening.url, room._id, asBob);
    await Promise.all([synced(aliceSide), synced(bobSide)]);
    aliceSide.doc.getText(INTERVIEW_DOCUMENT.code).insert(0, 'def solve():\n');
    aliceSide.doc.getMap(INTERVIEW_DOCUMENT.meta).set(INTERVIEW_DOCUMENT.language, 'python');
    await untilDoc(bobSide.doc, () => codeOf(bobSide.doc) === 'def solve():\n');
    expect(bobSide.doc.getMap(INTERVIEW_DOCUMENT.meta).get(INTERVIEW_DOCUMENT.language)).toBe('python');

    // Bob drops off and types; Alice types meanwhile; both edits are in both documents after he is back.
    bobSide.disconnect();
    bobSide.doc.getText(INTERVIEW_DOCUMENT.code).insert(13, '    return 42\n');
    aliceSide.doc.getText(INTERVIEW_DOCUMENT.code).insert(0, '# two sum\n');
    bobSide.connect();
    const merged = '# two sum\ndef solve():\n    return 42\n';
    await Promise.all([
      untilDoc(aliceSide.doc, () => codeOf(aliceSide.doc) === merged),
      untilDoc(bobSide.doc, () => codeOf(bobSide.doc) === merged),
    ]);
    aliceSide.destroy();
    bobSide.destroy();

    // Every update is in PostgreSQL: a new app on the same database rebuilds the text from them.
    await closeUpgrades(testApp.app);
    await stopListening(listening);
    const stored = await testApp.database.db.select().from(interviewUpdates);
    expect(stored.length).toBeGreaterThanOrEqual(4);
    const restarted = await createTestApp({ database: testApp.database });
    const again = await listenOn(restarted.app);
    try {
      const reader = roomProvider(again.url, room._id, asBob);
      await synced(reader);
      await untilDoc(reader.doc, () => codeOf(reader.doc) === merged);
      expect(reader.doc.getMap(INTERVIEW_DOCUMENT.meta).get(INTERVIEW_DOCUMENT.language)).toBe('python');
      reader.destroy();
    } finally {
      await closeUpgrades(restarted.app);
      await stopListening(again);
    }
    listening = await listenOn(testApp.app);
  });
});
