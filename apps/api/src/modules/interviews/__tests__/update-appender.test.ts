// The write-behind appender of the rooms' updates (issue #41 item 7, "Nothing lost") on a real database:
// batched multi-row INSERTs, each room's rows once and in arrival order, a failing database retried, rows
// the database refuses found alone, and the queue's limit (back-pressure).
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import { captureLogs } from '../../../testing/log-capture.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import * as Y from 'yjs';
import { INTERVIEW_DOCUMENT } from '@codecourt/contracts';
import { createInterviewRepository } from '../repository.js';
import type { InterviewRepository } from '../repository.js';
import { createRoomDocuments } from '../sync/room-documents.js';
import { APPENDER_LIMITS, createUpdateAppender } from '../sync/update-appender.js';
import type { PendingUpdate, WriteUpdates } from '../sync/update-appender.js';
import { codeOf, synced, untilDoc } from './room-clients.js';

let testApp: TestApp;
let repository: InterviewRepository;
let creator: string;

/** Fast retries: the test waits for the database, not for the production backoff. */
const LIMITS = { ...APPENDER_LIMITS, retryFirstMs: 5, retryMaxMs: 50 };

const bytes = (text: string) => new TextEncoder().encode(text);
const textOf = (update: Uint8Array) => new TextDecoder().decode(update);

async function rooms(count: number): Promise<string[]> {
  const made = [];
  for (let i = 0; i < count; i++)
    made.push(
      await repository.create({
        joinCode: `CODE${String(i)}`,
        problemId: null,
        mode: 'hosted',
        durationMinutes: 45,
        createdBy: creator,
        creatorRole: 'interviewer',
      }),
    );
  return made.map((row) => row.id);
}

/** The repository's write, counting statements and telling each failure. */
function counted(onFailure: (error: unknown) => void = () => undefined) {
  const statements: number[] = [];
  const write: WriteUpdates = async (rows) => {
    try {
      await repository.appendUpdates(rows);
      statements.push(rows.length);
    } catch (error) {
      onFailure(error);
      throw error;
    }
  };
  return { write, statements };
}

/** A write that waits for `open()` before storing, as a database that has stalled. */
function gated() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const write: WriteUpdates = async (rows: readonly PendingUpdate[]) => {
    await gate;
    await repository.appendUpdates(rows);
  };
  return { write, open };
}

const storedTexts = async (id: string) => (await repository.updatesOf(id)).map(textOf);

beforeAll(async () => {
  testApp = await createTestApp();
  repository = createInterviewRepository(testApp.database.db);
  creator = (await signedInBrowser(testApp.app)).user._id;
});

afterAll(async () => {
  await testApp.close();
});

describe('interview updates: the write-behind appender', () => {
  it('when many rooms’ updates arrive at once, then each is stored once, in arrival order per room, in few statements', async () => {
    const ids = await rooms(40);
    const { write, statements } = counted();
    const appender = createUpdateAppender(write, captureLogs().logger, LIMITS);
    const appended: Promise<void>[] = [];
    // Ten turns of every room typing five updates: most arrive while a statement is in flight.
    for (let turn = 0; turn < 10; turn++) {
      for (let n = 0; n < 5; n++)
        for (const id of ids) appended.push(appender.append(id, bytes(`${id}:${String(turn * 5 + n)}`)));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(appended);

    const expected = Array.from({ length: 50 }, (_, i) => String(i));
    for (const id of ids) expect(await storedTexts(id)).toEqual(expected.map((n) => `${id}:${n}`));
    expect(statements.reduce((sum, rows) => sum + rows, 0)).toBe(2_000);
    expect(statements.length).toBeLessThan(100);
    expect(Math.max(...statements)).toBeLessThanOrEqual(LIMITS.batchRows);
    // Each row keeps the time it arrived, so the replay's clock runs with the seq.
    const [first] = ids;
    const page = await repository.updatesPage(first ?? '', 0, 100);
    const times = page.map((row) => row.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    await appender.close();
  });

  it('when updates trickle in one at a time, then a statement gathers those of its `gatherMs` window', async () => {
    const [id = ''] = await rooms(1);
    const { write, statements } = counted();
    const appender = createUpdateAppender(write, captureLogs().logger, { ...LIMITS, gatherMs: 40 });
    const appended: Promise<void>[] = [];
    const began = performance.now();
    // One update every 2 ms for 200 ms: one statement each would be about a hundred.
    for (let i = 0; i < 100; i++) {
      appended.push(appender.append(id, bytes(String(i))));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const typed = performance.now() - began;
    await Promise.all(appended);

    expect(await storedTexts(id)).toEqual(Array.from({ length: 100 }, (_, i) => String(i)));
    // A statement per 40 ms window of the typing (the timers of a loaded machine only stretch it), the last
    // window's too.
    expect(statements.length).toBeLessThanOrEqual(Math.ceil(typed / 40) + 1);
    await appender.close();
  });

  it('when the database fails the writes for a while, then they are retried and nothing is lost', async () => {
    const [id = ''] = await rooms(1);
    const db = testApp.database.db;
    let failures = 0;
    let failedTwice: () => void = () => undefined;
    const twice = new Promise<void>((resolve) => (failedTwice = resolve));
    const { write } = counted(() => {
      if (++failures === 2) failedTwice();
    });
    const logs = captureLogs();
    const appender = createUpdateAppender(write, logs.logger, LIMITS);

    // The table is away: every INSERT fails (undefined table), as a real statement would.
    await db.execute(sql`ALTER TABLE interview_updates RENAME TO interview_updates_away`);
    const appended: Promise<void>[] = [];
    try {
      for (let i = 0; i < 100; i++) appended.push(appender.append(id, bytes(String(i))));
      await twice;
      for (let i = 100; i < 200; i++) appended.push(appender.append(id, bytes(String(i))));
    } finally {
      await db.execute(sql`ALTER TABLE interview_updates_away RENAME TO interview_updates`);
    }
    await Promise.all(appended);

    expect(await storedTexts(id)).toEqual(Array.from({ length: 200 }, (_, i) => String(i)));
    expect(failures).toBeGreaterThanOrEqual(2);
    expect(logs.text()).toContain('interview updates not stored yet: retrying');
    await appender.close();
  });

  it('when the database refuses some rows themselves, then only those are rejected and the rest stored in order', async () => {
    const [id = ''] = await rooms(1);
    // No such room: the foreign key refuses these rows, however often they are tried.
    const gone = '00000000-0000-4000-8000-000000000000';
    const appender = createUpdateAppender(counted().write, captureLogs().logger, LIMITS);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => appender.append(i % 10 === 3 ? gone : id, bytes(String(i)))),
    );

    const rejected = outcomes.flatMap((outcome, i) => (outcome.status === 'rejected' ? [i] : []));
    expect(rejected).toEqual([3, 13, 23]);
    expect(await storedTexts(id)).toEqual(
      Array.from({ length: 30 }, (_, i) => String(i)).filter((_, i) => i % 10 !== 3),
    );
    await appender.close();
  });

  it('when unstored updates pass the queue limit, then it reports full until half has drained, losing none', async () => {
    const [id = ''] = await rooms(1);
    const { write, open } = gated();
    const appender = createUpdateAppender(write, captureLogs().logger, { ...LIMITS, queueRows: 10 });
    const pressure: boolean[] = [];
    appender.onPressure((full) => pressure.push(full));

    const appended = Array.from({ length: 11 }, (_, i) => appender.append(id, bytes(String(i))));
    expect([appender.full, pressure]).toEqual([true, [true]]);
    open();
    await Promise.all(appended);

    expect([appender.full, pressure]).toEqual([false, [true, false]]);
    expect(await storedTexts(id)).toHaveLength(11);
    await appender.close();
  });
});

describe('interview updates: back-pressure on the sockets', () => {
  it('when storage falls past the queue limit, then the room’s sockets stop being read until it catches up, losing nothing', async () => {
    const [id = ''] = await rooms(1);
    const { write, open } = gated();
    const documents = createRoomDocuments(
      { appendUpdates: write, updatesOf: (room) => repository.updatesOf(room) },
      captureLogs().logger,
      { appenderLimits: { ...LIMITS, queueRows: 5 } },
    );
    // Loaded before any socket, so each socket is attached before its first message can arrive.
    const loaded = await documents.hold(id);
    const serverSockets: WebSocket[] = [];
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    server.on('connection', (socket) => {
      serverSockets.push(socket);
      void documents.hold(id).then((room) => {
        documents.attach(room, socket, false);
      });
    });
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `ws://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    const options = {
      WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
      disableBc: true,
    };
    const [typist, reader] = [
      new WebsocketProvider(url, id, new Y.Doc(), options),
      new WebsocketProvider(url, id, new Y.Doc(), options),
    ];
    try {
      await Promise.all([synced(typist), synced(reader)]);
      const code = typist.doc.getText(INTERVIEW_DOCUMENT.code);
      for (const char of 'abcdef') code.insert(code.length, char);
      // The sixth update passed the limit of five unstored: every socket is paused once it is relayed.
      await untilDoc(reader.doc, () => codeOf(reader.doc) === 'abcdef');
      expect(serverSockets.map((socket) => socket.isPaused)).toEqual([true, true]);
      for (const char of 'ghij') code.insert(code.length, char);

      open();
      // Read again once storage has drained: the edits typed meanwhile arrive.
      await untilDoc(reader.doc, () => codeOf(reader.doc) === 'abcdefghij');
      expect(serverSockets.map((socket) => socket.isPaused)).toEqual([false, false]);
      await documents.end(id);
      expect(await storedTexts(id)).toHaveLength(10);
    } finally {
      typist.destroy();
      reader.destroy();
      documents.release(loaded);
      await documents.close();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    }
  });
});
