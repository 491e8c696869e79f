// The y-websocket protocol's messages as the stock client reads them: a message type, then the
// y-protocols payload (sync step 1/2 and updates, awareness updates).
import type { WebSocket } from 'ws';
import * as encoding from 'lib0/encoding';
import type { Awareness } from 'y-protocols/awareness';
import { encodeAwarenessUpdate } from 'y-protocols/awareness';
import { messageYjsSyncStep1, writeUpdate } from 'y-protocols/sync';

/** y-websocket's message types (its `messageSync`, `messageAwareness`, `messageQueryAwareness`). */
export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_QUERY_AWARENESS = 3;

/** Sends when the socket is open; a closing socket's message would only be dropped. */
export function send(socket: WebSocket, message: Uint8Array): void {
  if (socket.readyState === socket.OPEN) socket.send(message);
}

function framed(type: number, write: (encoder: encoding.Encoder) => void): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  write(encoder);
  return encoding.toUint8Array(encoder);
}

/** A document update, as every other socket of the room receives it. */
export function sendSync(socket: WebSocket, update: Uint8Array): void {
  send(
    socket,
    framed(MESSAGE_SYNC, (encoder) => {
      writeUpdate(encoder, update);
    }),
  );
}

/** Sync step 1: the document's state vector, so the client answers with what the server lacks. */
export function sendSyncStep1(socket: WebSocket, stateVector: Uint8Array): void {
  send(
    socket,
    framed(MESSAGE_SYNC, (encoder) => {
      encoding.writeVarUint(encoder, messageYjsSyncStep1);
      encoding.writeVarUint8Array(encoder, stateVector);
    }),
  );
}

/** The awareness states of these clients (cursors, names); nothing when there are none. */
export function sendAwareness(socket: WebSocket, awareness: Awareness, clients: number[]): void {
  if (clients.length === 0) return;
  const update = encodeAwarenessUpdate(awareness, clients);
  send(
    socket,
    framed(MESSAGE_AWARENESS, (encoder) => {
      encoding.writeVarUint8Array(encoder, update);
    }),
  );
}
