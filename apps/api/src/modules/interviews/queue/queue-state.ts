import type { PeerQueueState } from '@codecourt/contracts';
import type { PeerQueueEntryRow } from '../../../db/schema/index.js';

/** The caller's state as the API answers it, from their entry and, when matched or missed, the room's deadline. */
export function queueStateOf(entry: PeerQueueEntryRow | undefined, arriveBy?: Date): PeerQueueState {
  if (!entry) return { state: 'idle' };
  const wanted = { level: entry.level, languages: entry.languages };
  switch (entry.status) {
    case 'waiting':
      return {
        state: 'waiting',
        ...wanted,
        since: entry.since.toISOString(),
        expiresAt: entry.expiresAt.toISOString(),
        partnerNoShow: entry.partnerNoShow,
      };
    case 'expired':
      return {
        state: 'expired',
        ...wanted,
        since: entry.since.toISOString(),
        expiredAt: entry.expiresAt.toISOString(),
      };
    case 'matched':
    case 'missed':
      // A room deleted since leaves nothing to arrive in: the user is simply out of the queue.
      if (!entry.roomId || !arriveBy) return { state: 'idle' };
      return { state: entry.status, ...wanted, roomId: entry.roomId, arriveBy: arriveBy.toISOString() };
  }
}
