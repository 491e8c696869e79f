import { peerHalfAt } from '@codecourt/contracts';
import type { PeerRoom } from '@codecourt/contracts';
import type { InterviewScorecardRow } from '../../../db/schema/index.js';
import { feedbackFor } from './peer-feedback.js';
import type { PeerRoomFacts } from './queue-repository.js';

export type PeerRoomPeople = { firstInterviewerId: string; firstCandidateId: string };

/**
 * The room as both peers see it at `now`: the half is computed from the start and the duration alone, so it
 * survives restarts and every instance agrees. The second half swaps the roles and takes the second problem.
 */
export function peerRoomView(
  { peer, room }: PeerRoomFacts,
  people: PeerRoomPeople,
  arrived: string[],
  visible: ReadonlySet<string>,
  feedback: { scorecards: readonly InterviewScorecardRow[]; viewerId: string },
  now: Date,
): PeerRoom {
  const half = peerHalfAt(room.startedAt, room.durationMinutes, now);
  const shown = (id: string | null) => (id !== null && visible.has(id) ? id : null);
  const problemIds: [string | null, string | null] = [
    shown(peer.firstProblemId),
    shown(peer.secondProblemId),
  ];
  const swapped = half === 'second' || half === 'over';
  const halfMs = (room.durationMinutes * 60_000) / 2;
  const start = room.startedAt?.getTime();
  const halfEndsAt =
    start === undefined || half === 'over'
      ? null
      : new Date(start + (half === 'first' ? halfMs : 2 * halfMs));
  return {
    interviewId: room.id,
    level: peer.level,
    language: peer.language,
    problemIds,
    half,
    halfEndsAt: halfEndsAt?.toISOString() ?? null,
    problemId: half === 'over' ? null : problemIds[swapped ? 1 : 0],
    interviewerId: swapped ? people.firstCandidateId : people.firstInterviewerId,
    candidateId: swapped ? people.firstInterviewerId : people.firstCandidateId,
    arriveBy: peer.arriveBy.toISOString(),
    arrived,
    cancelled: peer.cancelledAt !== null,
    ...feedbackFor(feedback.scorecards, feedback.viewerId),
  };
}
