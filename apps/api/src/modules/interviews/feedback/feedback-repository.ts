// The interviewer's side of a room (issue #41 item 4): private notes and the scorecard, one of each per
// author. Rows out; who may read them is the services' rule.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { InterviewRecommendation, InterviewScores } from '@codecourt/contracts';
import type { Database } from '../../../db/client.js';
import { interviewNotes, interviewScorecards } from '../../../db/schema/index.js';
import type { InterviewScorecardRow } from '../../../db/schema/index.js';

export type ScorecardWrite = {
  scores: InterviewScores;
  recommendation: InterviewRecommendation;
  feedback: string;
  /** Null hides it from the candidate. */
  sharedAt: Date | null;
};

export function createFeedbackRepository(db: Database) {
  return {
    async notesOf(
      interviewId: string,
      authorId: string,
    ): Promise<{ text: string; updatedAt: Date } | undefined> {
      const [row] = await db
        .select({ text: interviewNotes.text, updatedAt: interviewNotes.updatedAt })
        .from(interviewNotes)
        .where(and(eq(interviewNotes.interviewId, interviewId), eq(interviewNotes.authorId, authorId)));
      return row;
    },

    async writeNotes(interviewId: string, authorId: string, text: string, at: Date) {
      const [row] = await db
        .insert(interviewNotes)
        .values({ interviewId, authorId, text, updatedAt: at })
        .onConflictDoUpdate({
          target: [interviewNotes.interviewId, interviewNotes.authorId],
          set: { text, updatedAt: at },
        })
        .returning({ text: interviewNotes.text, updatedAt: interviewNotes.updatedAt });
      if (!row) throw new Error('the notes upsert returned no row');
      return row;
    },

    async scorecardOf(interviewId: string, authorId: string): Promise<InterviewScorecardRow | undefined> {
      const [row] = await db
        .select()
        .from(interviewScorecards)
        .where(
          and(eq(interviewScorecards.interviewId, interviewId), eq(interviewScorecards.authorId, authorId)),
        );
      return row;
    },

    /** The room's scorecards shared with the candidate, oldest author first. */
    async sharedScorecardsOf(interviewId: string): Promise<InterviewScorecardRow[]> {
      return db
        .select()
        .from(interviewScorecards)
        .where(
          and(eq(interviewScorecards.interviewId, interviewId), isNotNull(interviewScorecards.sharedAt)),
        );
    },

    async writeScorecard(
      interviewId: string,
      authorId: string,
      card: ScorecardWrite,
      at: Date,
    ): Promise<InterviewScorecardRow> {
      const [row] = await db
        .insert(interviewScorecards)
        .values({ interviewId, authorId, ...card, updatedAt: at })
        .onConflictDoUpdate({
          target: [interviewScorecards.interviewId, interviewScorecards.authorId],
          set: { ...card, updatedAt: at },
        })
        .returning();
      if (!row) throw new Error('the scorecard upsert returned no row');
      return row;
    },

    /** Of these rooms, those with a scorecard shared with the candidate. */
    async sharedIn(ids: readonly string[]): Promise<ReadonlySet<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: interviewScorecards.interviewId })
        .from(interviewScorecards)
        .where(
          and(inArray(interviewScorecards.interviewId, [...ids]), isNotNull(interviewScorecards.sharedAt)),
        );
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
