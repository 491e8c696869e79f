// Interview rooms' rows: the room, its participants (with their first names) and its document's updates.
// Plain objects out; the rules are in the service.
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { InterviewMode, InterviewRole, InterviewStatus } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { interviewParticipants, interviewUpdates, interviews, users } from '../../db/schema/index.js';
import type { InterviewRow, StoredPrivateProblem } from '../../db/schema/index.js';
import type { PendingUpdate } from './sync/update-appender.js';

export type ParticipantRow = { interviewId: string; userId: string; firstName: string; role: InterviewRole };

export type NewInterview = {
  joinCode: string;
  problemId: string | null;
  privateProblem?: StoredPrivateProblem | null | undefined;
  mode: InterviewMode;
  durationMinutes: number;
  createdBy: string;
  creatorRole: InterviewRole;
};

export function createInterviewRepository(db: Database) {
  return {
    async create(input: NewInterview): Promise<InterviewRow> {
      const { creatorRole, ...room } = input;
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(interviews).values(room).returning();
        if (!row) throw new Error('the interview insert returned no row');
        await tx
          .insert(interviewParticipants)
          .values({ interviewId: row.id, userId: input.createdBy, role: creatorRole });
        return row;
      });
    },

    async find(id: string): Promise<InterviewRow | undefined> {
      const [row] = await db.select().from(interviews).where(eq(interviews.id, id));
      return row;
    },

    /** The rooms' participants in the order they came. */
    async participantsOf(ids: readonly string[]): Promise<ParticipantRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          interviewId: interviewParticipants.interviewId,
          userId: interviewParticipants.userId,
          firstName: users.firstName,
          role: interviewParticipants.role,
        })
        .from(interviewParticipants)
        .innerJoin(users, eq(users.id, interviewParticipants.userId))
        .where(inArray(interviewParticipants.interviewId, [...ids]))
        .orderBy(asc(interviewParticipants.joinedAt), asc(interviewParticipants.userId));
    },

    async roleOf(id: string, userId: string): Promise<InterviewRole | undefined> {
      const [row] = await db
        .select({ role: interviewParticipants.role })
        .from(interviewParticipants)
        .where(and(eq(interviewParticipants.interviewId, id), eq(interviewParticipants.userId, userId)));
      return row?.role;
    },

    /** The user's rooms, newest first. */
    async listOf(userId: string, limit: number): Promise<InterviewRow[]> {
      const rows = await db
        .select({ room: interviews })
        .from(interviews)
        .innerJoin(interviewParticipants, eq(interviewParticipants.interviewId, interviews.id))
        .where(eq(interviewParticipants.userId, userId))
        .orderBy(desc(interviews.createdAt), desc(interviews.id))
        .limit(limit);
      return rows.map((row) => row.room);
    },

    /**
     * Adds the user in this role; false when the role is taken (one candidate and one interviewer per
     * room, held by a unique index, so two people joining at once cannot both get in).
     */
    async addParticipant(id: string, userId: string, role: InterviewRole): Promise<boolean> {
      try {
        await db.insert(interviewParticipants).values({ interviewId: id, userId, role });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async countIn(id: string, role: InterviewRole): Promise<number> {
      const rows = await db
        .select({ userId: interviewParticipants.userId })
        .from(interviewParticipants)
        .where(and(eq(interviewParticipants.interviewId, id), eq(interviewParticipants.role, role)));
      return rows.length;
    },

    /** Moves the room on, only from one of `from` (so a start and an end racing cannot undo each other). */
    async moveTo(
      id: string,
      from: readonly InterviewStatus[],
      to: InterviewStatus,
      at: Date,
    ): Promise<InterviewRow | undefined> {
      const [row] = await db
        .update(interviews)
        .set({ status: to, ...(to === 'running' ? { startedAt: at } : { endedAt: at }) })
        .where(and(eq(interviews.id, id), inArray(interviews.status, [...from])))
        .returning();
      return row;
    },

    /**
     * Appends rooms' document updates in one statement: the identity column numbers the rows in the order
     * given, so each room's updates keep the order they arrived in.
     */
    async appendUpdates(rows: readonly PendingUpdate[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(interviewUpdates)
        .values(rows.map(({ interviewId, update, at }) => ({ interviewId, update, at })));
    },

    /** Up to `limit` stored updates after `after` (a seq), in order, with when each was stored. */
    async updatesPage(
      id: string,
      after: number,
      limit: number,
    ): Promise<{ seq: number; at: Date; update: Uint8Array }[]> {
      return db
        .select({ seq: interviewUpdates.seq, at: interviewUpdates.at, update: interviewUpdates.update })
        .from(interviewUpdates)
        .where(and(eq(interviewUpdates.interviewId, id), gt(interviewUpdates.seq, after)))
        .orderBy(asc(interviewUpdates.seq))
        .limit(limit);
    },

    /** Every stored update of the room's document, in the order they were appended. */
    async updatesOf(id: string): Promise<Uint8Array[]> {
      const rows = await db
        .select({ update: interviewUpdates.update })
        .from(interviewUpdates)
        .where(eq(interviewUpdates.interviewId, id))
        .orderBy(asc(interviewUpdates.seq));
      return rows.map((row) => row.update);
    },
  };
}

export type InterviewRepository = ReturnType<typeof createInterviewRepository>;
