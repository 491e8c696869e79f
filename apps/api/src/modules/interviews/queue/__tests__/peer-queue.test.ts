// Peer practice (issue #41 item 5) through the real app and database: matching on level and language,
// leaving, expiry, no-shows, the two problems and the swap at half time (time driven by the app's injected
// clock), and matching from two app instances at once never pairing a user twice.
import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  INTERVIEW_MESSAGES,
  MESSAGES,
  PEER_ARRIVAL_MINUTES,
  PEER_QUEUE_MESSAGES,
  PEER_QUEUE_WAIT_MINUTES,
  PEER_ROOM_DURATION_MINUTES,
  interviewSchema,
  notificationListResponseSchema,
  peerQueueStateSchema,
  peerRoomSchema,
} from '@codecourt/contracts';
import type { JoinPeerQueueRequest, PeerQueueState, PeerRoom } from '@codecourt/contracts';
import {
  interviewParticipants,
  peerQueueEntries,
  peerRooms,
  submissions,
} from '../../../../db/schema/index.js';
import { holdSecret, insertLibraryProblem } from '../../../../testing/library-problems.js';
import { signedInBrowser } from '../../../../testing/sign-in.js';
import { TestBrowser } from '../../../../testing/test-browser.js';
import { createTestApp } from '../../../../testing/test-app.js';
import type { TestApp } from '../../../../testing/test-app.js';

type Person = { browser: TestBrowser; id: string };

let testApp: TestApp;
let second: TestApp;
/** The apps' clock runs with real time, moved on by the tests. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
const passMinutes = (minutes: number) => {
  offsetMs += minutes * 60_000;
};
let easyIds: string[];
let secretEasyId: string;

const addProblem = (slug: string, difficulty: 'easy' | 'medium') =>
  insertLibraryProblem(testApp.database.db, slug, difficulty);

async function person(app: Express = testApp.app): Promise<Person> {
  const { browser, user } = await signedInBrowser(app);
  return { browser, id: user._id };
}

async function join(who: Person, body: JoinPeerQueueRequest): Promise<PeerQueueState> {
  const res = await who.browser.post('/api/interviews/queue', body);
  expect(res.status).toBe(200);
  return peerQueueStateSchema.parse(res.body);
}

async function stateOf(who: Person): Promise<PeerQueueState> {
  const res = await who.browser.get('/api/interviews/queue');
  expect(res.status).toBe(200);
  return peerQueueStateSchema.parse(res.body);
}

async function peerRoom(who: Person, id: string): Promise<PeerRoom> {
  const res = await who.browser.get(`/api/interviews/${id}/peer`);
  expect(res.status).toBe(200);
  return peerRoomSchema.parse(res.body);
}

async function arrive(who: Person, id: string): Promise<PeerRoom> {
  const res = await who.browser.post(`/api/interviews/${id}/peer/arrive`);
  expect(res.status).toBe(200);
  return peerRoomSchema.parse(res.body);
}

function roomIdOf(state: PeerQueueState): string {
  if (state.state !== 'matched') throw new Error(`not matched: ${JSON.stringify(state)}`);
  return state.roomId;
}

beforeAll(async () => {
  testApp = await createTestApp({ clock });
  // A second API instance on the same database: what two replicas behind a load balancer are.
  second = await createTestApp({ clock, database: testApp.database });
  easyIds = [];
  for (const n of [1, 2, 3, 4]) easyIds.push(await addProblem(`peer-easy-${n}`, 'easy'));
  await addProblem('peer-medium-1', 'medium');
  await addProblem('peer-medium-2', 'medium');
  // Held by a contest that has not started: secret, so never a peer room's problem.
  secretEasyId = await addProblem('peer-easy-secret', 'easy');
  await holdSecret(testApp.database.db, secretEasyId, 'peer-upcoming');
});

afterEach(async () => {
  // Each test starts from an empty queue: nobody left waiting from the one before is matched in it.
  await testApp.database.db.delete(peerQueueEntries);
});

afterAll(async () => {
  await second.close();
  await testApp.close();
});

describe('peer practice queue', () => {
  it('when two users wait at one level sharing a language, then they are matched into one peer room; other levels and languages keep waiting', async () => {
    const [ann, ben, cat, dan] = [await person(), await person(), await person(), await person()];
    const annWaits = await join(ann, { level: 'easy', languages: ['python', 'cpp'] });
    expect(annWaits).toMatchObject({ state: 'waiting', level: 'easy', partnerNoShow: false });
    expect(await join(ben, { level: 'easy', languages: ['java'] })).toMatchObject({ state: 'waiting' });
    expect(await join(cat, { level: 'medium', languages: ['cpp', 'python'] })).toMatchObject({
      state: 'waiting',
    });

    const danMatched = await join(dan, { level: 'easy', languages: ['cpp', 'python'] });
    const roomId = roomIdOf(danMatched);
    expect(await stateOf(ann)).toMatchObject({ state: 'matched', roomId });
    // No match across levels or without a shared language.
    expect(await stateOf(ben)).toMatchObject({ state: 'waiting' });
    expect(await stateOf(cat)).toMatchObject({ state: 'waiting', level: 'medium' });

    const room = interviewSchema.parse((await ann.browser.get(`/api/interviews/${roomId}`)).body);
    expect(room).toMatchObject({
      mode: 'peer',
      status: 'waiting',
      durationMinutes: PEER_ROOM_DURATION_MINUTES,
    });
    // The one who waited longer interviews first.
    expect(room.participants.map((p) => [p.userId, p.role])).toEqual(
      expect.arrayContaining([
        [ann.id, 'interviewer'],
        [dan.id, 'candidate'],
      ]),
    );
    // The first language of the longer waiter's that the other offers too.
    expect((await peerRoom(dan, roomId)).language).toBe('python');
    // Both are told, wherever they are in the app: the bell names the other and opens the room.
    for (const [who, other] of [
      [ann, dan],
      [dan, ann],
    ] as const) {
      const told = notificationListResponseSchema.parse(
        (await who.browser.get('/api/notifications')).body,
      ).notifications;
      expect(told.map((n) => [n.kind, n.subject, n.href, n.actor?._id])).toEqual([
        ['peerMatched', 'easy', `/interviews/${roomId}`, other.id],
      ]);
    }
    expect(
      notificationListResponseSchema.parse((await ben.browser.get('/api/notifications')).body).notifications,
    ).toEqual([]);
    expect((await ben.browser.get(`/api/interviews/${roomId}/peer`)).status).toBe(404);

    // A room ended early takes the match with it.
    await arrive(ann, roomId);
    await arrive(dan, roomId);
    const again = await dan.browser.post('/api/interviews/queue', { level: 'easy', languages: ['cpp'] });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: PEER_QUEUE_MESSAGES.alreadyMatched });
    const leaving = await ann.browser.send('delete', '/api/interviews/queue');
    expect(leaving.status).toBe(409);
    expect(leaving.body).toEqual({ error: PEER_QUEUE_MESSAGES.inRoom });
    expect((await ann.browser.post(`/api/interviews/${roomId}/end`)).status).toBe(200);
    expect(await stateOf(ann)).toEqual({ state: 'idle' });
    expect(await stateOf(dan)).toEqual({ state: 'idle' });
  });

  it('when both arrive, then the room holds two public problems of the level and the roles swap at half time', async () => {
    const [eve, fay] = [await person(), await person()];
    // Eve has solved three of the four: the fourth, the one neither has solved, is always drawn (and the
    // secret one never, or it would be drawn beside it as unsolved too).
    for (const problemId of easyIds.slice(0, 3))
      await testApp.database.db.insert(submissions).values({
        userId: eve.id,
        problemId,
        language: 'cpp',
        code: 'x',
        verdict: 'Accepted',
        totalTestCases: 1,
      });
    await join(eve, { level: 'easy', languages: ['cpp'] });
    const roomId = roomIdOf(await join(fay, { level: 'easy', languages: ['cpp'] }));

    const before = await peerRoom(eve, roomId);
    expect(before).toMatchObject({
      half: 'notStarted',
      interviewerId: eve.id,
      candidateId: fay.id,
      cancelled: false,
    });
    expect(before.problemIds).toContain(easyIds[3]);
    expect(before.problemIds).not.toContain(secretEasyId);
    expect(new Set(before.problemIds).size).toBe(2);
    for (const id of before.problemIds) expect(easyIds).toContain(id);

    expect(await arrive(eve, roomId)).toMatchObject({ half: 'notStarted', arrived: [eve.id] });
    const first = await arrive(fay, roomId);
    expect(first).toMatchObject({
      half: 'first',
      interviewerId: eve.id,
      candidateId: fay.id,
      problemId: before.problemIds[0],
    });
    expect((await eve.browser.get(`/api/interviews/${roomId}`)).body).toMatchObject({ status: 'running' });
    expect(await stateOf(fay)).toMatchObject({ state: 'matched', roomId });

    passMinutes(PEER_ROOM_DURATION_MINUTES / 2);
    expect(await peerRoom(fay, roomId)).toMatchObject({
      half: 'second',
      interviewerId: fay.id,
      candidateId: eve.id,
      problemId: before.problemIds[1],
    });
    const card = {
      scores: { problemSolving: 3, coding: 4, communication: 2, testing: 3 },
      recommendation: 'hire',
      feedback: 'Clear plan; test the empty input.',
    };
    const early = await eve.browser.send('put', `/api/interviews/${roomId}/peer/feedback`, { body: card });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ error: PEER_QUEUE_MESSAGES.feedbackTooEarly });

    passMinutes(PEER_ROOM_DURATION_MINUTES / 2);
    expect(await peerRoom(eve, roomId)).toMatchObject({ half: 'over', problemId: null, halfEndsAt: null });

    // Both give feedback; each reads the other's once they have given their own.
    const eveGave = await eve.browser.send('put', `/api/interviews/${roomId}/peer/feedback`, { body: card });
    expect(eveGave.status).toBe(200);
    expect(peerRoomSchema.parse(eveGave.body)).toMatchObject({
      feedbackGiven: { ...card, shared: true },
      feedbackReceived: null,
    });
    expect(await peerRoom(fay, roomId)).toMatchObject({ feedbackGiven: null, feedbackReceived: null });
    const fayCard = { ...card, recommendation: 'strong-hire', feedback: 'Good questions.' };
    const fayGave = await fay.browser.send('put', `/api/interviews/${roomId}/peer/feedback`, {
      body: fayCard,
    });
    expect(peerRoomSchema.parse(fayGave.body)).toMatchObject({
      feedbackReceived: card,
      feedbackGiven: fayCard,
    });
    expect(await peerRoom(eve, roomId)).toMatchObject({ feedbackReceived: fayCard });

    // Both halves over: the match is done without anyone pressing End, so both may queue again.
    expect(await stateOf(eve)).toEqual({ state: 'idle' });
    expect(await stateOf(fay)).toEqual({ state: 'idle' });
  });

  it('when both peers take notes, then each reads only their own, and the second interviewer may end the room', async () => {
    const [gus, hal] = [await person(), await person()];
    await join(gus, { level: 'easy', languages: ['cpp'] });
    const roomId = roomIdOf(await join(hal, { level: 'easy', languages: ['cpp'] }));
    await arrive(gus, roomId);
    await arrive(hal, roomId);
    const notes = (who: typeof gus, text?: string) =>
      text === undefined
        ? who.browser.get(`/api/interviews/${roomId}/notes`)
        : who.browser.send('put', `/api/interviews/${roomId}/notes`, { body: { text } });

    expect((await notes(gus, 'Asked about duplicates first.')).status).toBe(200);
    expect((await notes(hal, 'Wrote tests before the code.')).status).toBe(200);
    expect((await notes(gus)).body).toMatchObject({ text: 'Asked about duplicates first.' });
    expect((await notes(hal)).body).toMatchObject({ text: 'Wrote tests before the code.' });

    // Hal was matched second (the stored candidate) and interviews in the second half: he may end it too.
    passMinutes(PEER_ROOM_DURATION_MINUTES / 2);
    const ended = await hal.browser.post(`/api/interviews/${roomId}/end`);
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body).toMatchObject({ status: 'ended' });
  });

  it('when a waiting user leaves, then nobody is matched with them', async () => {
    const [gil, hal] = [await person(), await person()];
    await join(gil, { level: 'medium', languages: ['cpp'] });
    const left = await gil.browser.send('delete', '/api/interviews/queue');
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ state: 'idle' });
    expect(await join(hal, { level: 'medium', languages: ['cpp'] })).toMatchObject({ state: 'waiting' });
    expect(await stateOf(gil)).toEqual({ state: 'idle' });
  });

  it('when a matched user leaves before the start, then the room is cancelled and the partner waits again in their place', async () => {
    const [ida, jon] = [await person(), await person()];
    const idaWaits = await join(ida, { level: 'easy', languages: ['go'] });
    const roomId = roomIdOf(await join(jon, { level: 'easy', languages: ['go'] }));
    expect((await jon.browser.send('delete', '/api/interviews/queue')).body).toEqual({ state: 'idle' });
    const idaState = await stateOf(ida);
    expect(idaState).toMatchObject({ state: 'waiting', partnerNoShow: true });
    if (idaWaits.state !== 'waiting' || idaState.state !== 'waiting') throw new Error('not waiting');
    expect(idaState.since).toBe(idaWaits.since);
    expect(await peerRoom(ida, roomId)).toMatchObject({ cancelled: true });
  });

  it('when nobody matches within the wait, then the entry expires and is never matched', async () => {
    const [kim, lou] = [await person(), await person()];
    await join(kim, { level: 'easy', languages: ['javascript'] });
    passMinutes(PEER_QUEUE_WAIT_MINUTES);
    expect(await stateOf(kim)).toMatchObject({ state: 'expired', level: 'easy' });
    expect(await join(lou, { level: 'easy', languages: ['javascript'] })).toMatchObject({ state: 'waiting' });
    expect(await stateOf(kim)).toMatchObject({ state: 'expired' });
    // Joining again waits again, and finds the one who came since.
    expect(roomIdOf(await join(kim, { level: 'easy', languages: ['javascript'] }))).toBeTruthy();
  });

  it('when a matched user does not arrive in time, then the room is cancelled: they missed it, the one who came is put back and matched again', async () => {
    const [max, ned, oli] = [await person(), await person(), await person()];
    await join(max, { level: 'easy', languages: ['java'] });
    const roomId = roomIdOf(await join(ned, { level: 'easy', languages: ['java'] }));
    expect(await join(oli, { level: 'easy', languages: ['java'] })).toMatchObject({ state: 'waiting' });
    await arrive(max, roomId);

    passMinutes(PEER_ARRIVAL_MINUTES);
    expect(await stateOf(ned)).toMatchObject({ state: 'missed', roomId });
    const late = await ned.browser.post(`/api/interviews/${roomId}/peer/arrive`);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: PEER_QUEUE_MESSAGES.cancelled });
    expect(await peerRoom(max, roomId)).toMatchObject({ cancelled: true, arrived: [max.id] });
    expect((await max.browser.get(`/api/interviews/${roomId}`)).body).toMatchObject({ status: 'ended' });
    // Max came, so he is matched again at once with the one who was waiting.
    const maxAgain = await stateOf(max);
    expect(maxAgain).toMatchObject({ state: 'matched' });
    expect(roomIdOf(maxAgain)).not.toBe(roomId);
    expect(await stateOf(oli)).toMatchObject({ state: 'matched', roomId: roomIdOf(maxAgain) });
    const room = interviewSchema.parse((await oli.browser.get(`/api/interviews/${roomIdOf(maxAgain)}`)).body);
    expect(room.participants.map((p) => p.userId).sort()).toEqual([max.id, oli.id].sort());
  });

  it('when neither matched user arrives in time, then both missed it and nobody is put back', async () => {
    const [quin, rae] = [await person(), await person()];
    await join(quin, { level: 'medium', languages: ['go'] });
    const roomId = roomIdOf(await join(rae, { level: 'medium', languages: ['go'] }));
    passMinutes(PEER_ARRIVAL_MINUTES);
    expect(await stateOf(quin)).toMatchObject({ state: 'missed', roomId });
    expect(await stateOf(rae)).toMatchObject({ state: 'missed', roomId });
    expect(await peerRoom(rae, roomId)).toMatchObject({ cancelled: true, arrived: [] });
    // Leaving clears the missed state; joining again waits anew.
    expect((await quin.browser.send('delete', '/api/interviews/queue')).body).toEqual({ state: 'idle' });
    expect(await join(rae, { level: 'medium', languages: ['go'] })).toMatchObject({ state: 'waiting' });
  });

  it('when many join at once through two API instances, then everyone is matched once and no user is in two rooms', async () => {
    const people: Person[] = [];
    for (let i = 0; i < 10; i++) {
      const signedIn = await person();
      if (i % 2 === 1) {
        // The same session, its requests sent to the other instance.
        const other = new TestBrowser(second.app);
        for (const [name, value] of signedIn.browser.cookies) other.cookies.set(name, value);
        people.push({ browser: other, id: signedIn.id });
      } else people.push(signedIn);
    }
    // Polls of the state run among the joins: a poll must not hide a waiting user from a matcher.
    const [answers] = await Promise.all([
      Promise.all(people.map((who) => join(who, { level: 'medium', languages: ['cpp'] }))),
      Promise.all(people.map((who) => stateOf(who))),
    ]);
    expect(answers.every((state) => ['waiting', 'matched'].includes(state.state))).toBe(true);

    const states = await Promise.all(people.map((who) => stateOf(who)));
    const roomIds = states.map(roomIdOf);
    const rooms = new Set(roomIds);
    expect(rooms.size).toBe(5);
    const seats = await testApp.database.db
      .select({ userId: interviewParticipants.userId, interviewId: interviewParticipants.interviewId })
      .from(interviewParticipants)
      .innerJoin(peerRooms, eq(peerRooms.interviewId, interviewParticipants.interviewId));
    const mine = seats.filter((seat) => rooms.has(seat.interviewId));
    expect(mine).toHaveLength(10);
    expect(new Set(mine.map((seat) => seat.userId)).size).toBe(10);
    for (const id of rooms) expect(mine.filter((seat) => seat.interviewId === id)).toHaveLength(2);
  });

  it('when the body is wrong or the level has too few public problems, then 400 and 409 say why', async () => {
    const pam = await person();
    const none = await pam.browser.post('/api/interviews/queue', { level: 'easy', languages: [] });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: PEER_QUEUE_MESSAGES.languagesRequired });
    const unknown = await pam.browser.post('/api/interviews/queue', { level: 'easy', languages: ['cobol'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: MESSAGES.unknownLanguage });
    const hard = await pam.browser.post('/api/interviews/queue', { level: 'hard', languages: ['cpp'] });
    expect(hard.status).toBe(409);
    expect(hard.body).toEqual({ error: PEER_QUEUE_MESSAGES.tooFewProblems });
    expect(await stateOf(pam)).toEqual({ state: 'idle' });
    const notMine = await pam.browser.get(`/api/interviews/${easyIds[0] ?? ''}/peer`);
    expect(notMine.status).toBe(404);
    expect(notMine.body).toEqual({ error: INTERVIEW_MESSAGES.notFound });
  });
});
