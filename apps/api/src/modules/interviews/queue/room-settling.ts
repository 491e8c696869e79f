// What time decides for a matched pair: past the room's arrival deadline without both in it, the room is
// cancelled; whoever arrived goes back to the queue in their old place, whoever did not is `missed`.
import { PEER_QUEUE_WAIT_MINUTES } from '@codecourt/contracts';
import type { Transaction } from '../../../db/transaction.js';
import type { PeerRoomFacts, QueueRepository } from './queue-repository.js';

export const minutesAfter = (at: Date, minutes: number): Date => new Date(at.getTime() + minutes * 60_000);

/**
 * Cancels the room (locked by the caller) and settles its two entries. `leaver` left the queue on purpose:
 * their entry goes and their partner is put back, arrived or not. Returns the users put back in the queue.
 */
export async function cancelMatch(
  queue: QueueRepository,
  tx: Transaction,
  facts: PeerRoomFacts,
  now: Date,
  leaver?: string,
): Promise<string[]> {
  const id = facts.room.id;
  const arrived = new Set(await queue.arrivalsOf(tx, id));
  await queue.cancelRoom(tx, id, now);
  const requeued: string[] = [];
  for (const entry of await queue.entriesInRoom(tx, id)) {
    if (entry.status !== 'matched') continue;
    if (entry.userId === leaver) {
      await queue.removeEntry(tx, entry.userId);
    } else if (leaver !== undefined || arrived.has(entry.userId)) {
      await queue.putEntry(tx, {
        ...entry,
        status: 'waiting',
        roomId: null,
        expiresAt: minutesAfter(now, PEER_QUEUE_WAIT_MINUTES),
        partnerNoShow: true,
      });
      requeued.push(entry.userId);
    } else {
      await queue.putEntry(tx, { ...entry, status: 'missed' });
    }
  }
  return requeued;
}

/** Cancels the room when its arrival deadline has passed with someone missing; the users put back. */
export async function settleRoom(
  queue: QueueRepository,
  tx: Transaction,
  roomId: string,
  now: Date,
): Promise<string[]> {
  const facts = await queue.peerRoomOf(tx, roomId, true);
  if (!facts || facts.peer.cancelledAt || facts.room.status !== 'waiting') return [];
  if (now.getTime() < facts.peer.arriveBy.getTime()) return [];
  return cancelMatch(queue, tx, facts, now);
}
