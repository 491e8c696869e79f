// Several API instances (issue #41 item 7): two apps on one database and one Redis, each participant's
// socket on a different one; Redis pub/sub carries the room's edits and cursors between them.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { INTERVIEW_DOCUMENT, interviewRunEntrySchema, interviewSchema } from '@codecourt/contracts';
import { interviewUpdates } from '../../../db/schema/index.js';
import { closeUpgrades } from '../../../lib/upgrades.js';
import { startTestRedis } from '../../../testing/redis-server.js';
import type { TestRedis } from '../../../testing/redis-server.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
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
import { runsOf, typeCode, untilRuns } from './room-fixtures.js';
import { FANOUT_KINDS, createRedisFanout } from '../sync/room-fanout.js';
import { captureLogs } from '../../../testing/log-capture.js';

type Instance = { testApp: TestApp; redis: Redis; listening: Listening };

let redisServer: TestRedis;
let database: TestDatabase;
const instances: Instance[] = [];

async function startInstance(): Promise<Instance> {
  const redis = new Redis(redisServer.url);
  const testApp = await createTestApp({ database, redis });
  return { testApp, redis, listening: await listenOn(testApp.app) };
}

beforeAll(async () => {
  redisServer = await startTestRedis({ privateServer: true });
  database = await createTestDatabase();
  instances.push(await startInstance(), await startInstance());
});

afterAll(async () => {
  for (const instance of instances) {
    await closeUpgrades(instance.testApp.app);
    await stopListening(instance.listening);
    await instance.redis.quit();
  }
  await database.dispose();
  await redisServer.stop();
});

describe('interview rooms on several API instances', () => {
  it('when a run is made on one instance, then its result reaches the socket on the other, stored once', async () => {
    const [first, second] = instances as [Instance, Instance];
    const alice = await signedInBrowser(first.testApp.app);
    const bob = await signedInBrowser(second.testApp.app);
    const room = interviewSchema.parse(
      (await alice.browser.post('/api/interviews', { mode: 'hosted' })).body,
    );
    await bob.browser.post(`/api/interviews/${room._id}/join`, { joinCode: room.joinCode });
    await alice.browser.post(`/api/interviews/${room._id}/start`);
    const aliceSide = roomProvider(first.listening.url, room._id, { Cookie: sessionCookie(alice.browser) });
    const bobSide = roomProvider(second.listening.url, room._id, { Cookie: sessionCookie(bob.browser) });
    await Promise.all([synced(aliceSide), synced(bobSide)]);
    // Typed on the second instance; once Alice has it, the first instance (which relayed it) has it too.
    await typeCode(bobSide.doc, aliceSide.doc, 'print(input())\n');

    const run = await alice.browser.post(`/api/interviews/${room._id}/run`, { input: 'across' });
    expect(interviewRunEntrySchema.parse(run.body).result.output).toBe('across\n');
    await untilRuns(bobSide.doc, 1);
    aliceSide.destroy();
    bobSide.destroy();

    expect(runsOf(bobSide.doc)).toEqual([run.body]);
    // Each instance stored only what its own side made: Bob's typing on one, the run's entry on the other.
    const stored = await database.db
      .select()
      .from(interviewUpdates)
      .where(eq(interviewUpdates.interviewId, room._id));
    const rebuilt = new Y.Doc();
    for (const { update } of stored) Y.applyUpdate(rebuilt, update);
    expect(runsOf(rebuilt)).toEqual([run.body]);
    expect(stored.filter(({ update }) => Buffer.from(update).includes('across'))).toHaveLength(1);
  });

  it('when the participants’ sockets are on different instances, then each sees the other’s text and cursor, each edit stored once', async () => {
    const [first, second] = instances as [Instance, Instance];
    const alice = await signedInBrowser(first.testApp.app);
    const bob = await signedInBrowser(second.testApp.app);
    const room = interviewSchema.parse(
      (await alice.browser.post('/api/interviews', { mode: 'hosted' })).body,
    );
    await bob.browser.post(`/api/interviews/${room._id}/join`, { joinCode: room.joinCode });
    const aliceSide = roomProvider(first.listening.url, room._id, { Cookie: sessionCookie(alice.browser) });
    const bobSide = roomProvider(second.listening.url, room._id, { Cookie: sessionCookie(bob.browser) });
    await Promise.all([synced(aliceSide), synced(bobSide)]);

    aliceSide.doc.getText(INTERVIEW_DOCUMENT.code).insert(0, 'left');
    await untilDoc(bobSide.doc, () => codeOf(bobSide.doc) === 'left');
    bobSide.doc.getText(INTERVIEW_DOCUMENT.code).insert(4, ' right');
    await untilDoc(aliceSide.doc, () => codeOf(aliceSide.doc) === 'left right');
    bobSide.awareness.setLocalStateField('user', { name: 'Bob' });
    await untilAwareness(aliceSide.awareness, (state) => 'user' in state);
    aliceSide.destroy();
    bobSide.destroy();
    for (const instance of instances) await closeUpgrades(instance.testApp.app);

    expect(
      await database.db.select().from(interviewUpdates).where(eq(interviewUpdates.interviewId, room._id)),
    ).toHaveLength(2);
  });
});

describe('interview fan-out: one pipeline a turn', () => {
  it('when many rooms publish in one turn and the instance closes at once, then the other receives each message, in order', async () => {
    const connections = [new Redis(redisServer.url), new Redis(redisServer.url)] as const;
    const [sending, receiving] = connections.map((redis) => createRedisFanout(redis, captureLogs().logger));
    if (!sending || !receiving) throw new Error('no fan-outs');
    const rooms = ['room-a', 'room-b', 'room-c'];
    const received = new Map<string, string[]>(rooms.map((room) => [room, []]));
    const expected = Array.from({ length: 100 }, (_, i) => `update ${String(i)}`);
    let allReceived: () => void = () => undefined;
    const all = new Promise<void>((resolve) => (allReceived = resolve));
    // Resolved once subscribed: a message published after reaches the listener.
    await Promise.all(
      rooms.map((room) =>
        receiving.join(room, (kind, payload) => {
          expect(kind).toBe(FANOUT_KINDS.update);
          received.get(room)?.push(Buffer.from(payload).toString('utf8'));
          if ([...received.values()].every((texts) => texts.length === expected.length)) allReceived();
        }),
      ),
    );

    for (const text of expected)
      for (const room of rooms) sending.publish(room, FANOUT_KINDS.update, Buffer.from(text));
    // Still queued for this turn's pipeline: closing sends them first.
    await sending.close();
    await connections[0].quit();
    await all;

    for (const room of rooms) expect(received.get(room)).toEqual(expected);
    await receiving.close();
    await connections[1].quit();
  });
});
