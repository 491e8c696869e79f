// One room's shared document as this process holds it: what the sockets' protocol loop (sync-connection.ts)
// and the rooms' registry (room-documents.ts) both read.
import type { WebSocket } from 'ws';
import type { Awareness } from 'y-protocols/awareness';
import type { RoomUpdates } from './room-updates.js';

export type RoomDocument = {
  readonly id: string;
  /** The document as encoded updates (room-updates.ts): the server holds no Y.Doc of it. */
  readonly updates: RoomUpdates;
  readonly awareness: Awareness;
  /** Each socket with the awareness clients it speaks for (removed when it closes). */
  readonly sockets: Map<WebSocket, Set<number>>;
  /** Set once the room ends: the document is a record from then on. */
  ended: boolean;
  /** Takes a socket's update: relayed to the room's other sockets, published and stored. Throws on bytes that are no update. */
  readonly accept: (update: Uint8Array, from: WebSocket) => void;
};
