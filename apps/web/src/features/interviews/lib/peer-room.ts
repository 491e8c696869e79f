import { peerHalfAt, type Interview, type PeerHalf, type PeerRoom } from '@codecourt/contracts';

/** Arrivals and the partner's feedback change without this user doing anything: read soon. */
const WAITING_POLL_MS = 3000;
/** While a half runs only the swap changes, and the page computes it itself. */
const RUNNING_POLL_MS = 15_000;

export function peerRoomPollMs(room: PeerRoom | undefined): number | false {
  if (!room || room.cancelled) return false;
  if (room.half === 'notStarted') return WAITING_POLL_MS;
  if (room.half === 'over') return room.feedbackReceived ? false : WAITING_POLL_MS;
  return RUNNING_POLL_MS;
}

/** The peer room at `now`: the half from the room's own clock, so the swap shows without asking the API. */
export type PeerRoomReading = {
  half: PeerHalf;
  /** 0 or 1: the problem in play (the first before the start); null after both halves. */
  problemIndex: 0 | 1 | null;
  interviewerId: string;
  candidateId: string;
  /** Until the running half ends, or until the arrival deadline before the start. */
  leftMs: number | null;
  arrived: boolean;
  partnerArrived: boolean;
};

type ClockRoom = Pick<Interview, 'startedAt' | 'durationMinutes'>;

export function readPeerRoom(peer: PeerRoom, room: ClockRoom, userId: string, now: number): PeerRoomReading {
  const started = room.startedAt === null ? null : new Date(room.startedAt);
  const half = peerHalfAt(started, room.durationMinutes, new Date(now));
  // The API names the roles of the half it computed; the first half's interviewer is the second's candidate.
  const firstInterviewer = peer.half === 'second' ? peer.candidateId : peer.interviewerId;
  const firstCandidate = peer.half === 'second' ? peer.interviewerId : peer.candidateId;
  const swapped = half === 'second' || half === 'over';
  const halfMs = (room.durationMinutes * 60_000) / 2;
  const leftMs =
    started === null
      ? Math.max(0, Date.parse(peer.arriveBy) - now)
      : half === 'over'
        ? null
        : Math.max(0, started.getTime() + (half === 'first' ? 1 : 2) * halfMs - now);
  return {
    half,
    problemIndex: half === 'over' ? null : half === 'second' ? 1 : 0,
    interviewerId: swapped ? firstCandidate : firstInterviewer,
    candidateId: swapped ? firstInterviewer : firstCandidate,
    leftMs,
    arrived: peer.arrived.includes(userId),
    partnerArrived: peer.arrived.some((id) => id !== userId),
  };
}
