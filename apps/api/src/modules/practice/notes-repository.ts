import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { NOTES_LIST_MAX } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { problemNotes, problems } from '../../db/schema/index.js';
import type { ProblemNoteRow } from '../../db/schema/index.js';

export type NoteListRow = ProblemNoteRow & { problemSlug: string; problemTitle: string };

/** LIKE's wildcards in a user's search are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Notes table access; every read and write is keyed by the signed-in user's id, so none reaches another's note. */
export function createNotesRepository(db: Database) {
  return {
    async find(userId: string, problemId: string): Promise<ProblemNoteRow | undefined> {
      const [row] = await db
        .select()
        .from(problemNotes)
        .where(and(eq(problemNotes.userId, userId), eq(problemNotes.problemId, problemId)));
      return row;
    },

    async save(userId: string, problemId: string, content: string): Promise<ProblemNoteRow> {
      const [row] = await db
        .insert(problemNotes)
        .values({ userId, problemId, content })
        .onConflictDoUpdate({
          target: [problemNotes.userId, problemNotes.problemId],
          set: { content, updatedAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('note not stored');
      return row;
    },

    async remove(userId: string, problemId: string): Promise<void> {
      await db
        .delete(problemNotes)
        .where(and(eq(problemNotes.userId, userId), eq(problemNotes.problemId, problemId)));
    },

    /** The user's notes, newest first; `q` matches the note or the problem's title, case-insensitively. */
    list(userId: string, q: string | undefined): Promise<NoteListRow[]> {
      const search = q
        ? or(ilike(problemNotes.content, likePattern(q)), ilike(problems.title, likePattern(q)))
        : undefined;
      return db
        .select({
          userId: problemNotes.userId,
          problemId: problemNotes.problemId,
          content: problemNotes.content,
          updatedAt: problemNotes.updatedAt,
          problemSlug: problems.slug,
          problemTitle: problems.title,
        })
        .from(problemNotes)
        .innerJoin(problems, eq(problems.id, problemNotes.problemId))
        .where(and(eq(problemNotes.userId, userId), search))
        .orderBy(desc(problemNotes.updatedAt))
        .limit(NOTES_LIST_MAX);
    },
  };
}

export type NotesRepository = ReturnType<typeof createNotesRepository>;
