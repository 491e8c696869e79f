import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bookmarks, problems } from '../../db/schema/index.js';
import { summaryColumns, type ProblemSummaryRow } from '../problems/repository.js';

/** Bookmarks table access; adding twice and removing what is not there change nothing. */
export function createBookmarkRepository(db: Database) {
  return {
    listOf(userId: string): Promise<ProblemSummaryRow[]> {
      return db
        .select(summaryColumns)
        .from(bookmarks)
        .innerJoin(problems, eq(problems.id, bookmarks.problemId))
        .where(eq(bookmarks.userId, userId))
        .orderBy(desc(bookmarks.createdAt), desc(bookmarks.problemId));
    },

    async add(userId: string, problemId: string): Promise<void> {
      await db.insert(bookmarks).values({ userId, problemId }).onConflictDoNothing();
    },

    async remove(userId: string, problemId: string): Promise<void> {
      await db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.problemId, problemId)));
    },
  };
}

export type BookmarkRepository = ReturnType<typeof createBookmarkRepository>;
