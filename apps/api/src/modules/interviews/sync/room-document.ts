// One room's shared document as this process holds it: what the sockets' protocol loop (sync-connection.ts)
// and the rooms' registry (room-documents.ts) both read.
import type { WebSocket } from 'ws';
import type * as Y from 'yjs';
import type { Awareness } from 'y-protocols/awareness';

export type RoomDocument = {
  readonly id: string;
  readonly doc: Y.Doc;
  readonly awareness: Awareness;
  /** Each socket with the awareness clients it speaks for (removed when it closes). */
  readonly sockets: Map<WebSocket, Set<number>>;
  /** Set once the room ends: the document is a record from then on. */
  ended: boolean;
};
