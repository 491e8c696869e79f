// The rooms' documents held as encoded updates, not as Y.Docs (sync/room-updates.ts): what a server that
// only relays must still get right. Bytes that are no update are refused before they reach anyone or storage,
// an update that changes nothing is not stored, a late joiner gets the whole document from merged updates,
// and the server's own edit (a run's result) reaches everyone and is stored.
import type { AddressInfo } from 'node:net';
import * as encoding from 'lib0/encoding';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import { messageYjsUpdate } from 'y-protocols/sync';
import * as Y from 'yjs';
import { INTERVIEW_DOCUMENT } from '@codecourt/contracts';
import { captureLogs } from '../../../testing/log-capture.js';
import { createRoomDocuments } from '../sync/room-documents.js';
import type { RoomDocuments, UpdateStore } from '../sync/room-documents.js';
import { MESSAGE_SYNC } from '../sync/sync-messages.js';
import { APPENDER_LIMITS } from '../sync/update-appender.js';
import { MERGE_AFTER, carriesChanges, createRoomUpdates } from '../sync/room-updates.js';
import { codeOf, synced, untilDoc } from './room-clients.js';

const ROOM = 'room-1';
/** Fast appends: the test waits for its assertions, not for batching. */
const LIMITS = { ...APPENDER_LIMITS, gatherMs: 0, retryFirstMs: 5, retryMaxMs: 50 };

/** A store in memory: the rows appended, per room. */
function memoryStore(initial: Uint8Array[] = []) {
  const rows: Uint8Array[] = [...initial];
  const store: UpdateStore = {
    appendUpdates: (batch) => {
      for (const row of batch) rows.push(row.update);
      return Promise.resolve();
    },
    updatesOf: () => Promise.resolve([...rows]),
  };
  return { store, rows };
}

type Served = { documents: RoomDocuments; url: string; close: () => Promise<void> };
const open: Served[] = [];
const providers: WebsocketProvider[] = [];

async function serve(store: UpdateStore): Promise<Served> {
  const documents = createRoomDocuments(store, captureLogs().logger, { appenderLimits: LIMITS });
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server.on('connection', (socket) => {
    void documents.hold(ROOM).then((room) => {
      documents.attach(room, socket, false);
    });
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const served = {
    documents,
    url: `ws://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    close: async () => {
      await documents.close();
      await new Promise((resolve) => {
        server.close(resolve);
      });
    },
  };
  open.push(served);
  return served;
}

async function client(url: string): Promise<Y.Doc> {
  const provider = new WebsocketProvider(url, ROOM, new Y.Doc(), {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
  });
  providers.push(provider);
  await synced(provider);
  return provider.doc;
}

afterEach(async () => {
  for (const provider of providers.splice(0)) provider.destroy();
  for (const served of open.splice(0)) await served.close();
});

describe('a room held as encoded updates', () => {
  it('when updates are added in any order, then the merged document is the same, and an empty or broken one is told apart', () => {
    const source = new Y.Doc();
    const updates: Uint8Array[] = [];
    source.on('update', (update: Uint8Array) => updates.push(update));
    const text = source.getText(INTERVIEW_DOCUMENT.code);
    for (let i = 0; i < MERGE_AFTER * 2 + 5; i++) text.insert(text.length, String(i % 10));
    text.delete(0, 3);

    const forwards = createRoomUpdates();
    forwards.add(...updates);
    const backwards = createRoomUpdates();
    for (const update of [...updates].reverse()) backwards.add(update);
    for (const room of [forwards, backwards]) {
      const rebuilt = new Y.Doc();
      Y.applyUpdate(rebuilt, room.merged());
      expect(codeOf(rebuilt)).toBe(codeOf(source));
    }
    // What a client holding half the document lacks is exactly the other half.
    const half = new Y.Doc();
    for (const update of updates.slice(0, MERGE_AFTER)) Y.applyUpdate(half, update);
    Y.applyUpdate(half, forwards.missingFor(Y.encodeStateVector(half)));
    expect(codeOf(half)).toBe(codeOf(source));

    expect(carriesChanges(updates[0] ?? new Uint8Array())).toBe(true);
    expect(carriesChanges(Y.encodeStateAsUpdate(new Y.Doc()))).toBe(false);
    expect(() => carriesChanges(new Uint8Array([7, 200, 1]))).toThrow();
  });

  it('when a socket sends bytes that are no update, then it is cut and nothing reaches the other side or storage', async () => {
    const { store, rows } = memoryStore();
    const { url } = await serve(store);
    const reader = await client(url);

    const raw = new WebSocket(`${url}/${ROOM}`);
    await new Promise((resolve) => raw.once('open', resolve));
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    encoding.writeVarUint(encoder, messageYjsUpdate);
    encoding.writeVarUint8Array(encoder, new Uint8Array([7, 200, 1, 9]));
    const closed = new Promise<number>((resolve) => raw.once('close', resolve));
    raw.send(encoding.toUint8Array(encoder));

    expect(await closed).toBe(1003);
    const typist = await client(url);
    typist.getText(INTERVIEW_DOCUMENT.code).insert(0, 'still fine');
    await untilDoc(reader, () => codeOf(reader) === 'still fine');
    await expect.poll(() => rows.length).toBe(1);
  });

  it('when two type in turn and a third joins late, then the third gets the whole document and only real changes were stored', async () => {
    const { store, rows } = memoryStore();
    const { url } = await serve(store);
    const [ada, bob] = [await client(url), await client(url)];
    // Two clients that had nothing to send answered the server's step 1 with empty updates: none stored.
    expect(rows).toHaveLength(0);

    const count = MERGE_AFTER + 20;
    for (let i = 0; i < count; i++) {
      const typist = i % 2 === 0 ? ada : bob;
      const other = i % 2 === 0 ? bob : ada;
      const code = typist.getText(INTERVIEW_DOCUMENT.code);
      code.insert(code.length, String.fromCharCode(97 + (i % 26)));
      await untilDoc(other, () => codeOf(other).length === i + 1);
    }
    const late = await client(url);

    expect(codeOf(late)).toBe(codeOf(ada));
    expect(codeOf(bob)).toBe(codeOf(ada));
    await expect.poll(() => rows.length).toBe(count);
  });

  it('when the server edits the document, then every socket gets the change, it is stored, and a new server rebuilds it', async () => {
    const { store, rows } = memoryStore();
    const { documents, url } = await serve(store);
    const ada = await client(url);
    ada.getText(INTERVIEW_DOCUMENT.code).insert(0, 'print(1)');
    // Stored once the server has taken it.
    await expect.poll(() => rows.length).toBe(1);

    const read = await documents.edit(ROOM, (doc) => {
      doc.getMap(INTERVIEW_DOCUMENT.meta).set(INTERVIEW_DOCUMENT.language, 'python');
      return codeOf(doc);
    });

    expect(read).toBe('print(1)');
    await untilDoc(
      ada,
      () => ada.getMap(INTERVIEW_DOCUMENT.meta).get(INTERVIEW_DOCUMENT.language) === 'python',
    );
    await expect.poll(() => rows.length).toBe(2);
    const again = await serve(memoryStore(rows).store);
    const fresh = await client(again.url);
    expect(codeOf(fresh)).toBe('print(1)');
    expect(fresh.getMap(INTERVIEW_DOCUMENT.meta).get(INTERVIEW_DOCUMENT.language)).toBe('python');
  });
});
