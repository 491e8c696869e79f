// One socket's side of the y-websocket protocol, as @y/websocket-server's utils run it: the server opens
// with sync step 1 and the room's awareness; a client's step 1 is answered with step 2 (what it lacks,
// so a client back from offline gets the edits it missed while its own arrive as its step 2), its step 2
// and updates are taken by the room (relayed and stored), and awareness updates are applied and passed on.
// Both answers are worked out from the room's encoded updates (room-updates.ts), not from a Y.Doc.
import type { WebSocket } from 'ws';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { applyAwarenessUpdate } from 'y-protocols/awareness';
import { messageYjsSyncStep1, messageYjsSyncStep2 } from 'y-protocols/sync';
import type { RoomDocument } from './room-document.js';
import {
  MESSAGE_AWARENESS,
  MESSAGE_QUERY_AWARENESS,
  MESSAGE_SYNC,
  send,
  sendAwareness,
  sendSyncStep1,
} from './sync-messages.js';

/** A socket that answers no ping for this long is dead (a laptop closed mid-interview): it is cut. */
export const PING_INTERVAL_MS = 30_000;
/** Close code for a message that is not the protocol (RFC 6455 "unsupported data"). */
const UNSUPPORTED_DATA = 1003;

function bytesOf(data: Buffer | ArrayBuffer | Buffer[]): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? new Uint8Array(data) : data;
}

/** Answers one message; a reply is sent when the message asked for one. */
function receive(room: RoomDocument, socket: WebSocket, message: Uint8Array, readOnly: boolean): void {
  const decoder = decoding.createDecoder(message);
  const type = decoding.readVarUint(decoder);
  if (type === MESSAGE_SYNC) {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    const step = decoding.readVarUint(decoder);
    if (step === messageYjsSyncStep1) {
      const missing = room.updates.missingFor(decoding.readVarUint8Array(decoder));
      encoding.writeVarUint(encoder, messageYjsSyncStep2);
      encoding.writeVarUint8Array(encoder, missing);
    }
    // Step 2 and updates carry one update alike; a read-only socket's are dropped (it is still sent everything).
    else if (!readOnly) room.accept(decoding.readVarUint8Array(decoder), socket);
    if (encoding.length(encoder) > 1) send(socket, encoding.toUint8Array(encoder));
  } else if (type === MESSAGE_AWARENESS) {
    applyAwarenessUpdate(room.awareness, decoding.readVarUint8Array(decoder), socket);
  } else if (type === MESSAGE_QUERY_AWARENESS) {
    sendAwareness(socket, room.awareness, [...room.awareness.getStates().keys()]);
  }
}

/**
 * Serves the protocol on `socket` until it closes; `readOnly` is asked on every message (a room that ends
 * turns its sockets read-only), `onClose` runs once.
 */
export function attachConnection(
  room: RoomDocument,
  socket: WebSocket,
  readOnly: () => boolean,
  onClose: () => void,
): void {
  let alive = true;
  const ping = setInterval(() => {
    // A paused socket (storage catching up: room-documents.ts) is not read, so its pongs wait unread too.
    if (socket.isPaused) return;
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
  }, PING_INTERVAL_MS);
  socket.on('pong', () => {
    alive = true;
  });
  socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
    try {
      receive(room, socket, bytesOf(data), readOnly());
    } catch {
      socket.close(UNSUPPORTED_DATA);
    }
  });
  socket.once('close', () => {
    clearInterval(ping);
    onClose();
  });
  sendSyncStep1(socket, room.updates.stateVector());
  sendAwareness(socket, room.awareness, [...room.awareness.getStates().keys()]);
}
