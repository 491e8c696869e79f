// A peer room's own reads and writes (issue #41 item 5): its view (halves, roles, the two problems) and
// arriving in it. The clock starts when both have arrived; past the deadline the room is cancelled.
import { INTERVIEW_MESSAGES, PEER_QUEUE_MESSAGES } from '@codecourt/contracts';
import { peerHalfAt } from '@codecourt/contracts';
import type { PeerFeedbackRequest, PeerRoom } from '@codecourt/contracts';
import type { InterviewScorecardRow, UserRow } from '../../../db/schema/index.js';
import type { Transaction } from '../../../db/transaction.js';
import { catalogueError } from '../../../lib/app-error.js';
import type { ProblemReader } from '../../problems/visibility/problem-visibility.js';
import { peerRoomView } from './peer-room-view.js';
import type { PeerRoomPeople } from './peer-room-view.js';
import type { PeerRoomFacts, QueueRepository } from './queue-repository.js';
import { settleRoom } from './room-settling.js';

const queueError = catalogueError(PEER_QUEUE_MESSAGES);
const interviewError = catalogueError(INTERVIEW_MESSAGES);

export type PeerRoomServiceDeps = {
  queue: QueueRepository;
  /** The visibility rule for the reading user (the room names its problems only where they may read them). */
  problemsOf: (user: UserRow) => ProblemReader;
  /** Matches again users a cancelled room put back in the queue. */
  rematch: (userIds: readonly string[]) => Promise<void>;
  now: () => Date;
};

type Loaded = {
  facts: PeerRoomFacts;
  people: PeerRoomPeople;
  arrived: string[];
  scorecards: InterviewScorecardRow[];
  requeued: string[];
};

export function createPeerRoomService(deps: PeerRoomServiceDeps) {
  const { queue } = deps;

  /** The room after what time decided, for one of its two peers; anyone else reads it as missing. */
  async function load(tx: Transaction, id: string, user: UserRow, now: Date): Promise<Loaded> {
    const participants = await queue.participantsOf(tx, id);
    if (!participants.some((p) => p.userId === user.id)) throw interviewError('notFound', 404);
    const requeued = await settleRoom(queue, tx, id, now);
    const facts = await queue.peerRoomOf(tx, id, true);
    const firstInterviewerId = participants.find((p) => p.role === 'interviewer')?.userId;
    const firstCandidateId = participants.find((p) => p.role === 'candidate')?.userId;
    if (!facts || !firstInterviewerId || !firstCandidateId) throw queueError('notPeerRoom', 404);
    const arrived = await queue.arrivalsOf(tx, id);
    const scorecards = await queue.scorecardsOf(tx, id);
    return { facts, people: { firstInterviewerId, firstCandidateId }, arrived, scorecards, requeued };
  }

  async function answer(loaded: Loaded, user: UserRow, now: Date): Promise<PeerRoom> {
    await deps.rematch(loaded.requeued);
    const { peer } = loaded.facts;
    const ids = [peer.firstProblemId, peer.secondProblemId].flatMap((pid) => (pid ? [pid] : []));
    const visible = new Set(await deps.problemsOf(user).keepVisible(ids, (pid) => pid));
    const feedback = { scorecards: loaded.scorecards, viewerId: user.id };
    return peerRoomView(loaded.facts, loaded.people, loaded.arrived, visible, feedback, now);
  }

  return {
    async get(id: string, user: UserRow): Promise<PeerRoom> {
      const now = deps.now();
      return answer(await queue.transaction((tx) => load(tx, id, user, now)), user, now);
    },

    /**
     * The caller is in the room: when both are, the clock starts. After the deadline, or in a room that was
     * cancelled or has ended, 409 (the cancellation itself is kept).
     */
    async arrive(id: string, user: UserRow): Promise<PeerRoom> {
      const now = deps.now();
      const loaded = await queue.transaction(async (tx) => {
        const found = await load(tx, id, user, now);
        const { room, peer } = found.facts;
        if (peer.cancelledAt || room.status !== 'waiting') return found;
        await queue.arrive(tx, id, user.id, now);
        const arrived = await queue.arrivalsOf(tx, id);
        if (arrived.length >= 2) await queue.startRoom(tx, id, now);
        return { ...found, arrived, facts: (await queue.peerRoomOf(tx, id)) ?? found.facts };
      });
      const { room, peer } = loaded.facts;
      if (peer.cancelledAt) {
        await deps.rematch(loaded.requeued);
        throw queueError('cancelled', 409);
      }
      if (room.status === 'ended') throw interviewError('ended', 409);
      return answer(loaded, user, now);
    },

    /**
     * One peer's feedback to the other, once both halves are over (or the room has ended after starting);
     * written again, it is replaced. The partner reads it once they have given theirs.
     */
    async giveFeedback(id: string, card: PeerFeedbackRequest, user: UserRow): Promise<PeerRoom> {
      const now = deps.now();
      const { loaded, refusal } = await queue.transaction(async (tx) => {
        const found = await load(tx, id, user, now);
        const { room, peer } = found.facts;
        if (peer.cancelledAt) return { loaded: found, refusal: 'cancelled' as const };
        const over = peerHalfAt(room.startedAt, room.durationMinutes, now) === 'over';
        if (!room.startedAt || (!over && room.status !== 'ended'))
          return { loaded: found, refusal: 'feedbackTooEarly' as const };
        await queue.writeFeedback(tx, id, user.id, card, now);
        return { loaded: { ...found, scorecards: await queue.scorecardsOf(tx, id) }, refusal: undefined };
      });
      if (refusal) {
        await deps.rematch(loaded.requeued);
        throw queueError(refusal, 409);
      }
      return answer(loaded, user, now);
    },
  };
}

export type PeerRoomService = ReturnType<typeof createPeerRoomService>;
