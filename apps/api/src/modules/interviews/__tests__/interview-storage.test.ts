// "Nothing lost" (issue #41 item 7) through the real app and the stock y-websocket client: many rooms
// typing at once are stored once each and in order, a database that fails for a while loses nothing, and
// a room ended right after the typing has every update in its replay.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { INTERVIEW_DOCUMENT, interviewReplaySchema } from '@codecourt/contracts';
import type { InterviewReplay } from '@codecourt/contracts';
import { codeOf, untilDoc } from './room-clients.js';
import { openTestbed, roomWith } from './room-fixtures.js';
import type { Person, Testbed } from './room-fixtures.js';

let bed: Testbed;

beforeAll(async () => {
  bed = await openTestbed();
});

afterAll(async () => {
  await bed.close();
});

/** Each side types its characters one update at a time, the two sides alternating. */
function typeAlternately(sides: Y.Doc[], perSide: number): void {
  for (let i = 0; i < perSide; i++)
    for (const [n, doc] of sides.entries()) {
      const text = doc.getText(INTERVIEW_DOCUMENT.code);
      text.insert(text.length, n === 0 ? 'a' : 'b');
    }
}

async function replayOf(who: Person, roomId: string): Promise<InterviewReplay> {
  const res = await who.browser.get(`/api/interviews/${roomId}/replay`);
  expect(res.status).toBe(200);
  return interviewReplaySchema.parse(res.body);
}

/** The replay's updates decoded: each one's client and first clock, in seq order. */
function stampsOf(replay: InterviewReplay): { client: number; clock: number }[] {
  return replay.updates.map(({ update }) => {
    const [first] = Y.decodeUpdate(Buffer.from(update, 'base64')).structs;
    if (!first) throw new Error('an update without structs');
    return { client: first.id.client, clock: first.id.clock };
  });
}

async function openRoom(interviewer: Person, candidate: Person) {
  const room = await roomWith({ interviewer, candidate });
  const sides = [await bed.sideOf(room._id, interviewer), await bed.sideOf(room._id, candidate)];
  return { id: room._id, docs: sides.map((side) => side.doc) };
}

describe('interview rooms: nothing lost', () => {
  it('when many rooms type at once and end right after, then each replay holds every update once, in order', async () => {
    const { alice, bob } = await bed.cast();
    const opened = await Promise.all(Array.from({ length: 4 }, () => openRoom(alice, bob)));
    const perSide = 40;

    for (const room of opened) typeAlternately(room.docs, perSide);
    // Each side has the other's text: the server applied (and queued) every update.
    await Promise.all(
      opened.flatMap((room) =>
        room.docs.map((doc) => untilDoc(doc, () => codeOf(doc).length === 2 * perSide)),
      ),
    );
    // Ended at once: the end waits for this instance's queued updates.
    await Promise.all(
      opened.map(async (room) => {
        expect((await alice.browser.post(`/api/interviews/${room.id}/end`)).status).toBe(200);
      }),
    );

    for (const room of opened) {
      const replay = await replayOf(bob, room.id);
      // One stored update per keystroke: none missing, none twice.
      expect(replay.updates).toHaveLength(2 * perSide);
      const rebuilt = new Y.Doc();
      for (const { update } of replay.updates) Y.applyUpdate(rebuilt, Buffer.from(update, 'base64'));
      expect(codeOf(rebuilt)).toBe(codeOf(room.docs[0] ?? new Y.Doc()));
      // In seq order, each client's updates come in the order it typed them.
      const stamps = stampsOf(replay);
      for (const client of new Set(stamps.map((stamp) => stamp.client))) {
        const clocks = stamps.filter((stamp) => stamp.client === client).map((stamp) => stamp.clock);
        expect(clocks).toEqual(Array.from({ length: perSide }, (_, i) => i));
      }
    }
  });

  it('when the database refuses writes for a while, then the typing is stored once it is back', async () => {
    const { alice, bob } = await bed.cast();
    const room = await openRoom(alice, bob);
    const db = bed.testApp.database.db;

    await db.execute(sql`ALTER TABLE interview_updates RENAME TO interview_updates_away`);
    try {
      typeAlternately(room.docs, 20);
      await Promise.all(room.docs.map((doc) => untilDoc(doc, () => codeOf(doc).length === 40)));
      // Until a retry has failed, the table stays away.
      await untilLogged('interview updates not stored yet: retrying');
    } finally {
      await db.execute(sql`ALTER TABLE interview_updates_away RENAME TO interview_updates`);
    }
    expect((await alice.browser.post(`/api/interviews/${room.id}/end`)).status).toBe(200);

    const replay = await replayOf(alice, room.id);
    expect(replay.updates).toHaveLength(40);
    const rebuilt = new Y.Doc();
    for (const { update } of replay.updates) Y.applyUpdate(rebuilt, Buffer.from(update, 'base64'));
    expect(codeOf(rebuilt)).toBe(codeOf(room.docs[1] ?? new Y.Doc()));
    expect(bed.testApp.logs()).not.toContain('interview update not stored');
  });
});

/** Resolves once the app has logged `message` (checked as the event loop turns). */
async function untilLogged(message: string): Promise<void> {
  while (!bed.testApp.logs().includes(message)) await new Promise((resolve) => setTimeout(resolve, 10));
}
