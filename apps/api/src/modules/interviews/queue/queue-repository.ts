// The peer queue's rows and the peer rooms it opens. Every function takes the transaction it runs in: the
// service composes them under the locks that keep two API instances from pairing one user twice.
import { and, arrayOverlaps, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Difficulty, LanguageId, PeerFeedbackRequest } from '@codecourt/contracts';
import type { Database } from '../../../db/client.js';
import {
  interviewParticipants,
  interviewScorecards,
  interviews,
  peerArrivals,
  peerQueueEntries,
  peerRooms,
  submissions,
} from '../../../db/schema/index.js';
import type {
  InterviewParticipantRow,
  InterviewRow,
  InterviewScorecardRow,
  PeerQueueEntryRow,
  PeerRoomRow,
} from '../../../db/schema/index.js';
import type { Transaction } from '../../../db/transaction.js';

export type NewPeerRoom = {
  joinCode: string;
  level: Difficulty;
  language: LanguageId;
  problemIds: readonly [string, string];
  durationMinutes: number;
  /** Interviews in the first half, codes in the second. */
  firstInterviewerId: string;
  firstCandidateId: string;
  arriveBy: Date;
};

export type PeerRoomFacts = { peer: PeerRoomRow; room: InterviewRow };

export function createQueueRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => db.transaction(work),

    /**
     * Serialises matching within one level across every instance: with each matcher seeing every committed
     * waiting row, no two waiting users who fit are left unmatched, and no row is taken twice.
     */
    async lockLevel(tx: Transaction, level: Difficulty): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`codecourt_peer_queue:${level}`}))`);
    },

    async entryOf(tx: Transaction, userId: string, lock = false): Promise<PeerQueueEntryRow | undefined> {
      const query = tx.select().from(peerQueueEntries).where(eq(peerQueueEntries.userId, userId));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    async putEntry(tx: Transaction, row: PeerQueueEntryRow): Promise<PeerQueueEntryRow> {
      const { userId: _userId, ...rest } = row;
      const [saved] = await tx
        .insert(peerQueueEntries)
        .values(row)
        .onConflictDoUpdate({ target: peerQueueEntries.userId, set: rest })
        .returning();
      if (!saved) throw new Error('the queue upsert returned no row');
      return saved;
    },

    async removeEntry(tx: Transaction, userId: string): Promise<void> {
      await tx.delete(peerQueueEntries).where(eq(peerQueueEntries.userId, userId));
    },

    /**
     * The longest-waiting other user of the level who offers one of the languages and has not lapsed, locked;
     * a row another transaction holds is passed over rather than waited for.
     */
    async lockPartner(
      tx: Transaction,
      entry: PeerQueueEntryRow,
      now: Date,
    ): Promise<PeerQueueEntryRow | undefined> {
      const [row] = await tx
        .select()
        .from(peerQueueEntries)
        .where(
          and(
            eq(peerQueueEntries.status, 'waiting'),
            eq(peerQueueEntries.level, entry.level),
            ne(peerQueueEntries.userId, entry.userId),
            gt(peerQueueEntries.expiresAt, now),
            arrayOverlaps(peerQueueEntries.languages, entry.languages),
          ),
        )
        .orderBy(asc(peerQueueEntries.since), asc(peerQueueEntries.userId))
        .limit(1)
        .for('update', { skipLocked: true });
      return row;
    },

    /** Of these problems, the ones any of the users has an Accepted submission for. */
    async solvedAmong(tx: Transaction, userIds: string[], problemIds: string[]): Promise<Set<string>> {
      if (problemIds.length === 0) return new Set();
      const rows = await tx
        .selectDistinct({ problemId: submissions.problemId })
        .from(submissions)
        .where(
          and(
            inArray(submissions.userId, userIds),
            inArray(submissions.problemId, problemIds),
            eq(submissions.verdict, 'Accepted'),
          ),
        );
      return new Set(rows.map((row) => row.problemId));
    },

    /** The room, its two participants and its peer facts, in the caller's transaction. */
    async openPeerRoom(tx: Transaction, input: NewPeerRoom): Promise<InterviewRow> {
      const [room] = await tx
        .insert(interviews)
        .values({
          joinCode: input.joinCode,
          problemId: input.problemIds[0],
          mode: 'peer',
          durationMinutes: input.durationMinutes,
          createdBy: input.firstInterviewerId,
        })
        .returning();
      if (!room) throw new Error('the interview insert returned no row');
      await tx.insert(interviewParticipants).values([
        { interviewId: room.id, userId: input.firstInterviewerId, role: 'interviewer' },
        { interviewId: room.id, userId: input.firstCandidateId, role: 'candidate' },
      ]);
      await tx.insert(peerRooms).values({
        interviewId: room.id,
        level: input.level,
        language: input.language,
        firstProblemId: input.problemIds[0],
        secondProblemId: input.problemIds[1],
        arriveBy: input.arriveBy,
      });
      return room;
    },

    /** The peer room with its interview row; `lock` holds the peer row until the transaction ends. */
    async peerRoomOf(tx: Transaction, id: string, lock = false): Promise<PeerRoomFacts | undefined> {
      const query = tx
        .select({ peer: peerRooms, room: interviews })
        .from(peerRooms)
        .innerJoin(interviews, eq(interviews.id, peerRooms.interviewId))
        .where(eq(peerRooms.interviewId, id));
      const [row] = await (lock ? query.for('update', { of: peerRooms }) : query);
      return row;
    },

    async arrivalsOf(tx: Transaction, id: string): Promise<string[]> {
      const rows = await tx
        .select({ userId: peerArrivals.userId })
        .from(peerArrivals)
        .where(eq(peerArrivals.interviewId, id))
        .orderBy(asc(peerArrivals.at), asc(peerArrivals.userId));
      return rows.map((row) => row.userId);
    },

    async arrive(tx: Transaction, id: string, userId: string, at: Date): Promise<void> {
      await tx.insert(peerArrivals).values({ interviewId: id, userId, at }).onConflictDoNothing();
    },

    /** The clock starts once both have arrived (from `waiting` only). */
    async startRoom(tx: Transaction, id: string, at: Date): Promise<void> {
      await tx
        .update(interviews)
        .set({ status: 'running', startedAt: at })
        .where(and(eq(interviews.id, id), eq(interviews.status, 'waiting')));
    },

    /** A no-show: the room ends without ever starting. */
    async cancelRoom(tx: Transaction, id: string, at: Date): Promise<void> {
      await tx.update(peerRooms).set({ cancelledAt: at }).where(eq(peerRooms.interviewId, id));
      await tx
        .update(interviews)
        .set({ status: 'ended', endedAt: at })
        .where(and(eq(interviews.id, id), eq(interviews.status, 'waiting')));
    },

    /** The room's participants and their stored roles (the first half's). */
    async participantsOf(
      tx: Transaction,
      id: string,
    ): Promise<{ userId: string; role: InterviewParticipantRow['role'] }[]> {
      return tx
        .select({ userId: interviewParticipants.userId, role: interviewParticipants.role })
        .from(interviewParticipants)
        .where(eq(interviewParticipants.interviewId, id));
    },

    /** The room's scorecards: in a peer room, each peer's feedback to the other. */
    async scorecardsOf(tx: Transaction, id: string): Promise<InterviewScorecardRow[]> {
      return tx.select().from(interviewScorecards).where(eq(interviewScorecards.interviewId, id));
    },

    /** A peer's feedback, in the rooms' scorecard table: shared with the partner from the first write. */
    async writeFeedback(
      tx: Transaction,
      id: string,
      authorId: string,
      card: PeerFeedbackRequest,
      at: Date,
    ): Promise<void> {
      await tx
        .insert(interviewScorecards)
        .values({ interviewId: id, authorId, ...card, updatedAt: at, sharedAt: at })
        .onConflictDoUpdate({
          target: [interviewScorecards.interviewId, interviewScorecards.authorId],
          set: { ...card, updatedAt: at },
        });
    },

    /** The users matched into the room (both, whatever their state now). */
    async entriesInRoom(tx: Transaction, id: string): Promise<PeerQueueEntryRow[]> {
      return tx
        .select()
        .from(peerQueueEntries)
        .where(eq(peerQueueEntries.roomId, id))
        .orderBy(asc(peerQueueEntries.userId))
        .for('update');
    },
  };
}

export type QueueRepository = ReturnType<typeof createQueueRepository>;
