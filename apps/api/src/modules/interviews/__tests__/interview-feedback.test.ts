// Issue #41 items 4 and 6 through the real app: the interviewer's private notes (never the candidate's,
// never in the shared document), the scorecard hidden until shared, and the replay that rebuilds the
// document from its stored updates, page by page.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  INTERVIEW_DOCUMENT,
  INTERVIEW_MESSAGES,
  MESSAGES,
  interviewListSchema,
  interviewNotesSchema,
  interviewReplaySchema,
  interviewScorecardSchema,
} from '@codecourt/contracts';
import type { InterviewReplay } from '@codecourt/contracts';
import { interviewUpdates } from '../../../db/schema/index.js';
import { codeOf, untilDoc } from './room-clients.js';
import { SUM_PROGRAM, openTestbed, roomWith, runsOf, typeCode, untilRuns } from './room-fixtures.js';
import type { Person, Testbed } from './room-fixtures.js';

let bed: Testbed;

const CARD = {
  scores: { problemSolving: 3, coding: 4, communication: 2, testing: 3 },
  recommendation: 'hire',
  feedback: 'Clear code; name the edge cases aloud next time.',
};

beforeAll(async () => {
  bed = await openTestbed();
});

afterAll(() => bed.close());

describe('interview rooms: the interviewer’s notes', () => {
  it('when the interviewer keeps notes, then only they read them back and the document never holds them', async () => {
    const { alice, bob, carol, dave } = await bed.cast();
    const room = await roomWith({ interviewer: alice, candidate: bob, observer: carol });
    const url = `/api/interviews/${room._id}/notes`;
    const aliceSide = await bed.sideOf(room._id, alice);
    const bobSide = await bed.sideOf(room._id, bob);
    await typeCode(bobSide.doc, aliceSide.doc, 'print(1)\n');
    const secret = 'hesitated on the empty input';

    const empty = interviewNotesSchema.parse((await alice.browser.get(url)).body);
    const written = await alice.browser.send('put', url, { body: { text: secret } });

    expect(empty).toEqual({ text: '', updatedAt: null });
    expect(written.status).toBe(200);
    expect(interviewNotesSchema.parse((await alice.browser.get(url)).body).text).toBe(secret);
    for (const [who, status] of [
      [bob, 403],
      [carol, 403],
      [dave, 404],
    ] as const) {
      expect((await who.browser.get(url)).status).toBe(status);
      expect((await who.browser.send('put', url, { body: { text: 'mine' } })).status).toBe(status);
    }
    const tooLong = await alice.browser.send('put', url, { body: { text: 'x'.repeat(20_001) } });
    expect([tooLong.status, tooLong.body]).toEqual([400, { error: INTERVIEW_MESSAGES.notesTooLong }]);
    // PostgreSQL stores no NUL in text: refused as the client's mistake, never a 500.
    const nul = await alice.browser.send('put', url, { body: { text: 'a\u0000b' } });
    expect([nul.status, nul.body]).toEqual([400, { error: MESSAGES.nulCharacter }]);

    expect(JSON.stringify((await bob.browser.get(`/api/interviews/${room._id}`)).body)).not.toContain(secret);
    const { doc } = bobSide;
    const everything = [codeOf(doc), doc.getMap(INTERVIEW_DOCUMENT.meta).toJSON(), runsOf(doc)];
    expect(JSON.stringify(everything)).not.toContain(secret);
    const stored = await bed.testApp.database.db
      .select({ update: interviewUpdates.update })
      .from(interviewUpdates)
      .where(eq(interviewUpdates.interviewId, room._id));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => Buffer.from(row.update).toString('utf8')).join('')).not.toContain(secret);
  });
});

describe('interview rooms: the scorecard', () => {
  it('when the interviewer scores the candidate, then the candidate reads it only once shared', async () => {
    const { alice, bob, carol } = await bed.cast();
    const waiting = await roomWith({ interviewer: alice, candidate: bob }, { mode: 'hosted' }, false);
    const room = await roomWith({ interviewer: alice, candidate: bob, observer: carol });
    const url = `/api/interviews/${room._id}/scorecard`;
    const put = (who: Person, body: object, at = url) => who.browser.send('put', at, { body });

    expect((await put(alice, CARD, `/api/interviews/${waiting._id}/scorecard`)).body).toEqual({
      error: INTERVIEW_MESSAGES.notStartedYet,
    });
    expect((await alice.browser.get(url)).body).toEqual({ error: INTERVIEW_MESSAGES.noScorecard });
    const outOfRange = await put(alice, { ...CARD, scores: { ...CARD.scores, coding: 5 } });
    expect([outOfRange.status, outOfRange.body]).toEqual([400, { error: INTERVIEW_MESSAGES.scoreInvalid }]);
    expect((await put(alice, { ...CARD, recommendation: 'maybe' })).status).toBe(400);
    expect((await put(bob, CARD)).status).toBe(403);

    const kept = interviewScorecardSchema.parse((await put(alice, CARD)).body);
    expect(kept).toMatchObject({ ...CARD, shared: false, sharedAt: null });
    expect((await bob.browser.get(url)).status).toBe(404);
    expect((await carol.browser.get(url)).status).toBe(403);
    const before = interviewListSchema.parse((await bob.browser.get('/api/interviews')).body);
    expect(before.interviews.find((r) => r._id === room._id)?.feedbackShared).toBe(false);

    const shared = interviewScorecardSchema.parse((await put(alice, { ...CARD, shared: true })).body);
    expect(shared).toMatchObject({ shared: true, sharedAt: expect.any(String) as string });
    await alice.browser.post(`/api/interviews/${room._id}/end`);

    // After the end the candidate's list and the card are still theirs to read.
    const theirs = await bob.browser.get(url);
    expect(theirs.status).toBe(200);
    expect(interviewScorecardSchema.parse(theirs.body)).toEqual(shared);
    const mine = interviewListSchema.parse((await bob.browser.get('/api/interviews')).body);
    expect(mine.interviews.find((r) => r._id === room._id)).toMatchObject({
      status: 'ended',
      feedbackShared: true,
    });
    expect(mine.interviews.find((r) => r._id === waiting._id)?.feedbackShared).toBe(false);

    await put(alice, { ...CARD, shared: false });
    expect((await bob.browser.get(url)).status).toBe(404);
  });
});

/** Every page of the replay, following `nextAfter`. */
async function wholeReplay(who: Person, roomId: string, limit: number): Promise<InterviewReplay[]> {
  const pages: InterviewReplay[] = [];
  let after: number | null = 0;
  while (after !== null) {
    const res = await who.browser.get(
      `/api/interviews/${roomId}/replay?after=${String(after)}&limit=${String(limit)}`,
    );
    expect(res.status).toBe(200);
    const page = interviewReplaySchema.parse(res.body);
    pages.push(page);
    after = page.nextAfter;
  }
  return pages;
}

describe('interview rooms: the replay', () => {
  it('when the room has ended, then its stored updates rebuild the final document, runs included', async () => {
    const { alice, bob, carol, dave } = await bed.cast();
    const room = await roomWith({ interviewer: alice, candidate: bob, observer: carol }, { mode: 'hosted' });
    const replayUrl = `/api/interviews/${room._id}/replay`;
    const aliceSide = await bed.sideOf(room._id, alice);
    const bobSide = await bed.sideOf(room._id, bob);
    await typeCode(aliceSide.doc, bobSide.doc, SUM_PROGRAM);
    bobSide.doc.getText(INTERVIEW_DOCUMENT.code).insert(0, '# mine\n');
    // Relayed to Alice through the server: the server's copy has it too.
    await untilDoc(aliceSide.doc, () => codeOf(aliceSide.doc).startsWith('# mine'));
    const run = await bob.browser.post(`/api/interviews/${room._id}/run`, { input: '4 5\n' });
    expect(run.status).toBe(200);
    await untilRuns(aliceSide.doc, 1);

    expect((await bob.browser.get(replayUrl)).body).toEqual({ error: INTERVIEW_MESSAGES.notEnded });
    expect((await alice.browser.post(`/api/interviews/${room._id}/end`)).status).toBe(200);
    expect((await dave.browser.get(replayUrl)).status).toBe(404);
    expect((await bob.browser.get(`${replayUrl}?limit=0`)).status).toBe(400);

    const whole = interviewReplaySchema.parse((await carol.browser.get(replayUrl)).body);
    expect(whole).toMatchObject({
      durationMinutes: 45,
      nextAfter: null,
      startedAt: expect.any(String) as string,
    });
    const paged = await wholeReplay(bob, room._id, 2);
    expect(paged.length).toBeGreaterThan(1);
    expect(paged.flatMap((page) => page.updates)).toEqual(whole.updates);
    const seqs = whole.updates.map((u) => u.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));

    const rebuilt = new Y.Doc();
    for (const { update } of whole.updates) Y.applyUpdate(rebuilt, Buffer.from(update, 'base64'));
    expect(codeOf(rebuilt)).toBe(codeOf(aliceSide.doc));
    expect(codeOf(rebuilt)).toBe(`# mine\n${SUM_PROGRAM}`);
    expect(runsOf(rebuilt)).toEqual([run.body]);
  });
});
