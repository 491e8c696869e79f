// The rooms' shared documents in this process (issue #41 items 2 and 7): the encoded updates
// (room-updates.ts) and awareness of each room with a socket open, read from the stored updates when its
// first socket arrives, every update relayed and queued for PostgreSQL as it arrives (written in batches by
// update-appender.ts), and dropped when its last socket leaves. With several instances, the edits of a room's sockets here reach its sockets elsewhere
// through the fan-out (room-fanout.ts).
import type { WebSocket } from 'ws';
import * as Y from 'yjs';
import {
  Awareness,
  applyAwarenessUpdate,
  encodeAwarenessUpdate,
  removeAwarenessStates,
} from 'y-protocols/awareness';
import type { Logger } from '../../../lib/logger.js';
import { toLoggableError } from '../../../lib/loggable-error.js';
import { FANOUT_KINDS } from './room-fanout.js';
import type { RoomFanout } from './room-fanout.js';
import type { RoomDocument } from './room-document.js';
import { carriesChanges, createRoomUpdates } from './room-updates.js';
import { attachConnection } from './sync-connection.js';
import { sendAwareness, sendSync } from './sync-messages.js';
import { APPENDER_LIMITS, createUpdateAppender } from './update-appender.js';
import type { AppenderLimits, WriteUpdates } from './update-appender.js';

/** Where the rooms' updates are kept: the repository's two document queries. */
export type UpdateStore = {
  appendUpdates: WriteUpdates;
  updatesOf: (interviewId: string) => Promise<Uint8Array[]>;
};

/** The origin of what another instance published: passed to this one's sockets, not stored or published again. */
const REMOTE = Symbol('another instance');
/** The origin of the server's own edits (a run's result): sent, published and stored like a client's. */
const SERVER = Symbol('the server');
/** Close code of a socket cut because this instance stops (RFC 6455 "going away"): the client reconnects. */
const GOING_AWAY = 1001;
/** How long a closed socket's client has to answer the close before the socket is cut. */
const CLOSE_WAIT_MS = 1_000;

type Held = RoomDocument & {
  /** Sockets open or about to be attached: the room is dropped when this falls to 0. */
  holders: number;
  /** Settles once the room's last update so far is stored (the appender stores in arrival order). */
  writes: Promise<void>;
};

export type RoomDocumentsOptions = {
  /** Where a room's edits also go, for the sockets of other API instances (none with a single instance). */
  fanout?: RoomFanout | undefined;
  appenderLimits?: AppenderLimits | undefined;
};

export function createRoomDocuments(store: UpdateStore, logger: Logger, options: RoomDocumentsOptions = {}) {
  const { fanout } = options;
  const rooms = new Map<string, Promise<Held>>();
  const appender = createUpdateAppender(
    (rows) => store.appendUpdates(rows),
    logger,
    options.appenderLimits ?? APPENDER_LIMITS,
  );
  /** Every attached socket: paused together while the unstored updates are past the appender's limit. */
  const sockets = new Set<WebSocket>();
  // Back-pressure: a paused socket is not read, so its client's edits wait in its own buffers (and TCP's)
  // instead of this process's memory; nothing is dropped, and they arrive once storage has caught up.
  appender.onPressure((full) => {
    for (const socket of sockets) {
      if (full) socket.pause();
      else socket.resume();
    }
  });

  /**
   * Takes an update from a socket, another instance or the server itself. One that changes nothing (a
   * client's empty step 2) is neither relayed nor stored; bytes that are no update throw before anything.
   */
  function accept(room: Held, update: Uint8Array, origin: unknown): void {
    if (!carriesChanges(update)) return;
    room.updates.add(update);
    // Sent on before it is stored: a client that has it sends it back on reconnect if this process dies
    // before the append, so a keystroke survives either way, and the other side sees it sooner.
    for (const socket of room.sockets.keys()) if (socket !== origin) sendSync(socket, update);
    // Another instance's update: that instance stores it.
    if (origin === REMOTE) return;
    fanout?.publish(room.id, FANOUT_KINDS.update, update);
    room.writes = appender.append(room.id, update).catch((error: unknown) => {
      logger.error({ err: toLoggableError(error), interviewId: room.id }, 'interview update not stored');
    });
  }

  async function load(id: string): Promise<Held> {
    // The awareness needs a document only for its client id: this one stays empty.
    const awareness = new Awareness(new Y.Doc());
    // The server speaks for nobody: only the clients' cursors and names travel.
    awareness.setLocalState(null);
    const room: Held = {
      id,
      updates: createRoomUpdates(),
      awareness,
      sockets: new Map(),
      ended: false,
      holders: 0,
      writes: Promise.resolve(),
      accept: (update, from) => {
        accept(room, update, from);
      },
    };
    awareness.on(
      'update',
      (changes: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
        const changed = [...changes.added, ...changes.updated, ...changes.removed];
        const controlled = room.sockets.get(origin as WebSocket);
        if (controlled) {
          for (const client of changes.added) controlled.add(client);
          for (const client of changes.removed) controlled.delete(client);
        }
        for (const socket of room.sockets.keys()) sendAwareness(socket, awareness, changed);
        if (origin !== REMOTE)
          fanout?.publish(id, FANOUT_KINDS.awareness, encodeAwarenessUpdate(awareness, changed));
      },
    );
    // Subscribed before the stored updates are read: an update published meanwhile is in one or the other.
    await fanout?.join(id, (kind, payload) => {
      if (kind === FANOUT_KINDS.update) accept(room, payload, REMOTE);
      else if (kind === FANOUT_KINDS.awareness) applyAwarenessUpdate(awareness, payload, REMOTE);
      else room.ended = true;
    });
    try {
      room.updates.add(...(await store.updatesOf(id)));
    } catch (error) {
      fanout?.leave(id);
      throw error;
    }
    return room;
  }

  async function drop(room: Held): Promise<void> {
    rooms.delete(room.id);
    fanout?.leave(room.id);
    room.awareness.destroy();
    room.awareness.doc.destroy();
    await room.writes;
  }

  /** The room's document, loaded if needed, held for one socket until `release` or the socket closes. */
  async function hold(id: string): Promise<Held> {
    let loading = rooms.get(id);
    if (!loading) {
      loading = load(id);
      rooms.set(id, loading);
      loading.catch(() => rooms.delete(id));
    }
    const room = await loading;
    room.holders++;
    return room;
  }

  /** Gives back a hold whose socket never opened (or the server's own). */
  function release(room: RoomDocument): void {
    const held = room as Held;
    if (--held.holders === 0) void drop(held);
  }

  return {
    hold,
    release,

    /** Serves the y-websocket protocol on an open socket of a held room. */
    attach(room: RoomDocument, socket: WebSocket, readOnly: boolean): void {
      const held = room as Held;
      held.sockets.set(socket, new Set());
      sockets.add(socket);
      attachConnection(
        room,
        socket,
        () => readOnly || held.ended,
        () => {
          const controlled = held.sockets.get(socket);
          held.sockets.delete(socket);
          sockets.delete(socket);
          if (controlled && controlled.size > 0) removeAwarenessStates(held.awareness, [...controlled], null);
          if (--held.holders === 0) void drop(held);
        },
      );
      if (appender.full) socket.pause();
    },

    /**
     * Reads and changes the room's document as the server: loaded for the call if no socket holds it here,
     * into a Y.Doc of its own for the call; the change a Yjs update like any client's (every socket gets it,
     * other instances too, and it is stored: part of the replay). Resolves once the change is stored.
     */
    async edit<T>(id: string, use: (doc: Y.Doc) => T): Promise<T> {
      const room = await hold(id);
      const doc = new Y.Doc();
      try {
        Y.applyUpdate(doc, room.updates.merged());
        const changes: Uint8Array[] = [];
        doc.on('update', (update: Uint8Array) => changes.push(update));
        const result = doc.transact(() => use(doc), SERVER);
        if (changes.length > 0) accept(room, Y.mergeUpdates(changes), SERVER);
        await room.writes;
        return result;
      } finally {
        doc.destroy();
        release(room);
      }
    },

    /**
     * The room ended: its open documents stop taking edits, here and on the other instances. Resolves
     * once the edits this instance took before are stored (a replay read next has them).
     */
    async end(id: string): Promise<void> {
      fanout?.publish(id, FANOUT_KINDS.ended, new Uint8Array());
      const room = await rooms.get(id)?.catch(() => undefined);
      if (!room) return;
      room.ended = true;
      await room.writes;
    },

    /** Cuts every socket (the clients reconnect to another instance) and waits for the last appends. */
    async close(): Promise<void> {
      const open = await Promise.all([...rooms.values()].map((room) => room.catch(() => undefined)));
      for (const room of open)
        for (const socket of room?.sockets.keys() ?? []) {
          socket.close(GOING_AWAY);
          // A client that never answers the close would hold the server's close open: cut it soon.
          setTimeout(() => {
            socket.terminate();
          }, CLOSE_WAIT_MS).unref();
        }
      await appender.close();
      await fanout?.close();
    },
  };
}

export type RoomDocuments = ReturnType<typeof createRoomDocuments>;
