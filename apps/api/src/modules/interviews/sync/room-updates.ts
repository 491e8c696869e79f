// A room's document as encoded Yjs updates, never as a Y.Doc: the server relays and stores its clients'
// updates and answers sync requests from them, as y-redis serves documents. A Y.Doc keeps an object per
// inserted run of characters (one per keystroke when two people type in turn), and 200 rooms of them made
// the API's heap and its major collections grow with every interview (docs/benchmarks.md); these bytes are
// a handful of buffers per room, merged now and then.
import * as Y from 'yjs';

/** Updates kept apart before they are merged into one: bounds both the array and the merging work. */
export const MERGE_AFTER = 128;

/** Whether an update carries anything (structs or deletions); throws when it is not a Yjs update. */
export function carriesChanges(update: Uint8Array): boolean {
  const { structs, ds } = Y.decodeUpdate(update);
  return structs.length > 0 || ds.clients.size > 0;
}

export function createRoomUpdates() {
  let parts: Uint8Array[] = [];

  /** Every update so far as one (merged on demand). */
  function merged(): Uint8Array {
    if (parts.length !== 1) parts = [Y.mergeUpdates(parts)];
    return parts[0] as Uint8Array;
  }

  return {
    /** Adds updates in any order: merging a CRDT's updates does not depend on it. */
    add(...updates: Uint8Array[]): void {
      parts.push(...updates);
      if (parts.length > MERGE_AFTER) merged();
    },
    merged,
    /** The state vector: sent as sync step 1, so a client answers with what the room lacks. */
    stateVector: (): Uint8Array => Y.encodeStateVectorFromUpdate(merged()),
    /** What a client with this state vector lacks: sync step 2. */
    missingFor: (stateVector: Uint8Array): Uint8Array => Y.diffUpdate(merged(), stateVector),
  };
}

export type RoomUpdates = ReturnType<typeof createRoomUpdates>;
