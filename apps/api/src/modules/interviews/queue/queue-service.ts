// The peer queue (issue #41 item 5): join, read one's state, leave. Matching runs in one transaction that
// holds the level's advisory lock and locks the partner's row (FOR UPDATE SKIP LOCKED), so two instances
// never pair one user twice. Expiry and no-shows are applied whenever an entry is read (docs/interviews.md).
import {
  PEER_ARRIVAL_MINUTES,
  PEER_QUEUE_MESSAGES,
  PEER_QUEUE_WAIT_MINUTES,
  PEER_ROOM_DURATION_MINUTES,
  peerHalfAt,
} from '@codecourt/contracts';
import type { Difficulty, JoinPeerQueueRequest, PeerQueueState } from '@codecourt/contracts';
import type { PeerQueueEntryRow, UserRow } from '../../../db/schema/index.js';
import type { Transaction } from '../../../db/transaction.js';
import { catalogueError } from '../../../lib/app-error.js';
import type { ProblemReader } from '../../problems/visibility/problem-visibility.js';
import { newJoinCode } from '../join-code.js';
import { pickProblems, systemDraw } from './pick-problems.js';
import type { Draw } from './pick-problems.js';
import type { QueueRepository } from './queue-repository.js';
import { queueStateOf } from './queue-state.js';
import { cancelMatch, minutesAfter, settleRoom } from './room-settling.js';

const queueError = catalogueError(PEER_QUEUE_MESSAGES);

export type QueueServiceDeps = {
  queue: QueueRepository;
  /** The library as an ordinary user reads it: public problems only, whoever the user is. */
  problemsOf: (userId: string) => ProblemReader;
  now: () => Date;
  draw?: Draw | undefined;
  /** Told after a match is stored (both peers are notified: they may be elsewhere in the app). */
  onMatched?: ((match: PeerMatch) => Promise<void>) | undefined;
};

export type PeerMatch = { roomId: string; level: Difficulty; userIds: readonly [string, string] };

type Settled = { entry: PeerQueueEntryRow | undefined; arriveBy: Date | undefined; requeued: string[] };

export function createQueueService(deps: QueueServiceDeps) {
  const { queue } = deps;
  const draw = deps.draw ?? systemDraw;

  /** The ids of the public problems of the level: what a peer room may be given. */
  async function publicProblems(level: Difficulty, userId: string): Promise<string[]> {
    const summaries = await deps.problemsOf(userId).listSummaries();
    return summaries.filter((problem) => problem.difficulty === level).map((problem) => problem.id);
  }

  /** What time has decided for the entry: nothing, its expiry, or its end with its room's. */
  async function changeOf(tx: Transaction, entry: PeerQueueEntryRow | undefined, now: Date) {
    const none = { change: 'none' as const, facts: undefined };
    if (!entry) return none;
    if (entry.status === 'waiting')
      return entry.expiresAt.getTime() <= now.getTime()
        ? { change: 'expire' as const, facts: undefined }
        : none;
    if (entry.status === 'expired') return none;
    const facts = entry.roomId ? await queue.peerRoomOf(tx, entry.roomId) : undefined;
    // A match ends with its room (ended, or both halves over: nobody need press End to queue again); a room
    // deleted leaves the user out of the queue too.
    const finished =
      facts &&
      (facts.room.status === 'ended' ||
        peerHalfAt(facts.room.startedAt, facts.room.durationMinutes, now) === 'over');
    if (!facts || (entry.status === 'matched' && finished)) return { change: 'remove' as const, facts };
    return { change: 'none' as const, facts };
  }

  /**
   * The user's entry after what time has decided (expiry, a partner's no-show, the room's end). `lock`
   * holds the row to the end of the transaction (a join or a leave writes it next); a poll reads without
   * locking unless time changed the row, so a matcher running meanwhile does not pass the user over.
   */
  async function settle(tx: Transaction, userId: string, now: Date, lock = true): Promise<Settled> {
    const seen = await queue.entryOf(tx, userId);
    const requeued =
      seen?.status === 'matched' && seen.roomId ? await settleRoom(queue, tx, seen.roomId, now) : [];
    let entry = await queue.entryOf(tx, userId, lock);
    let due = await changeOf(tx, entry, now);
    if (!lock && due.change !== 'none') {
      entry = await queue.entryOf(tx, userId, true);
      due = await changeOf(tx, entry, now);
    }
    if (entry && due.change === 'expire') entry = await queue.putEntry(tx, { ...entry, status: 'expired' });
    if (entry && due.change === 'remove') {
      await queue.removeEntry(tx, userId);
      entry = undefined;
    }
    return { entry, arriveBy: due.facts?.peer.arriveBy, requeued };
  }

  /** Pairs the (locked, waiting) entry with the longest-waiting fitting partner, if there is one. */
  async function matchLocked(
    tx: Transaction,
    entry: PeerQueueEntryRow,
    candidates: string[],
    now: Date,
  ): Promise<{ entry: PeerQueueEntryRow; arriveBy?: Date; match?: PeerMatch }> {
    const partner = await queue.lockPartner(tx, entry, now);
    if (!partner) return { entry };
    const solved = await queue.solvedAmong(tx, [entry.userId, partner.userId], candidates);
    const problemIds = pickProblems(candidates, solved, draw);
    if (!problemIds) return { entry };
    const arriveBy = minutesAfter(now, PEER_ARRIVAL_MINUTES);
    const room = await queue.openPeerRoom(tx, {
      joinCode: newJoinCode(),
      level: entry.level,
      // The first language of the one who waited longer that the newcomer offers too.
      language: partner.languages.find((id) => entry.languages.includes(id)) ?? entry.languages[0] ?? 'cpp',
      problemIds,
      durationMinutes: PEER_ROOM_DURATION_MINUTES,
      // The one who waited longer interviews first.
      firstInterviewerId: partner.userId,
      firstCandidateId: entry.userId,
      arriveBy,
    });
    const matched = { status: 'matched', roomId: room.id, partnerNoShow: false } as const;
    await queue.putEntry(tx, { ...partner, ...matched });
    return {
      entry: await queue.putEntry(tx, { ...entry, ...matched }),
      arriveBy,
      match: { roomId: room.id, level: entry.level, userIds: [partner.userId, entry.userId] },
    };
  }

  /** Tells of a stored match; a notification that cannot be stored never undoes the match. */
  async function told(match: PeerMatch | undefined): Promise<void> {
    if (match) await deps.onMatched?.(match);
  }

  /**
   * Tries again to match users a cancelled room put back in the queue, each in a transaction of its own
   * (the library is read first: PGlite runs one query at a time, so nothing outside may run inside).
   */
  async function rematch(userIds: readonly string[]): Promise<void> {
    for (const userId of userIds) {
      const seen = await queue.transaction((tx) => queue.entryOf(tx, userId));
      if (seen?.status !== 'waiting') continue;
      const candidates = await publicProblems(seen.level, userId);
      const now = deps.now();
      const match = await queue.transaction(async (tx) => {
        const entry = await queue.entryOf(tx, userId, true);
        if (entry?.status !== 'waiting' || entry.level !== seen.level) return undefined;
        if (entry.expiresAt.getTime() <= now.getTime()) return undefined;
        await queue.lockLevel(tx, entry.level);
        return (await matchLocked(tx, entry, candidates, now)).match;
      });
      await told(match);
    }
  }

  return {
    async join(input: JoinPeerQueueRequest, user: UserRow): Promise<PeerQueueState> {
      const now = deps.now();
      const candidates = await publicProblems(input.level, user.id);
      if (candidates.length < 2) throw queueError('tooFewProblems', 409);
      const { state, requeued, match } = await queue.transaction(async (tx) => {
        const settled = await settle(tx, user.id, now);
        if (settled.entry?.status === 'matched') throw queueError('alreadyMatched', 409);
        const keepsPlace = settled.entry?.status === 'waiting' && settled.entry.level === input.level;
        await queue.lockLevel(tx, input.level);
        const waiting = await queue.putEntry(tx, {
          userId: user.id,
          status: 'waiting',
          level: input.level,
          languages: input.languages,
          since: keepsPlace && settled.entry ? settled.entry.since : now,
          expiresAt: minutesAfter(now, PEER_QUEUE_WAIT_MINUTES),
          roomId: null,
          partnerNoShow: false,
        });
        const matched = await matchLocked(tx, waiting, candidates, now);
        return {
          state: queueStateOf(matched.entry, matched.arriveBy),
          requeued: settled.requeued,
          match: matched.match,
        };
      });
      await told(match);
      await rematch(requeued);
      return state;
    },

    async state(user: UserRow): Promise<PeerQueueState> {
      const { entry, arriveBy, requeued } = await queue.transaction((tx) =>
        settle(tx, user.id, deps.now(), false),
      );
      if (requeued.length === 0) return queueStateOf(entry, arriveBy);
      await rematch(requeued);
      const after = await queue.transaction((tx) => settle(tx, user.id, deps.now(), false));
      return queueStateOf(after.entry, after.arriveBy);
    },

    /**
     * Out of the queue. A match whose room has not started is cancelled and the partner put back in the
     * queue in their old place; a running room is left by ending it (409 here).
     */
    async leave(user: UserRow): Promise<PeerQueueState> {
      const now = deps.now();
      const requeued = await queue.transaction(async (tx) => {
        const settled = await settle(tx, user.id, now);
        const { entry } = settled;
        if (entry?.status !== 'matched' || !entry.roomId) {
          if (entry) await queue.removeEntry(tx, user.id);
          return settled.requeued;
        }
        const facts = await queue.peerRoomOf(tx, entry.roomId, true);
        if (facts?.room.status === 'running') throw queueError('inRoom', 409);
        if (!facts) return settled.requeued;
        return [...settled.requeued, ...(await cancelMatch(queue, tx, facts, now, user.id))];
      });
      await rematch(requeued);
      return { state: 'idle' };
    },

    /** Matches again the users a cancelled room put back in the queue (the peer room's reads cancel too). */
    rematch,
  };
}

export type QueueService = ReturnType<typeof createQueueService>;
