import { and, eq, sql } from 'drizzle-orm';
import type { LanguageId } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { codeDrafts } from '../../db/schema/index.js';
import type { CodeDraftRow } from '../../db/schema/index.js';

type DraftKey = { userId: string; problemId: string; language: LanguageId };

/** Server-kept code drafts; keyed by the signed-in user's id, so none reaches another's draft. */
export function createDraftsRepository(db: Database) {
  return {
    async find({ userId, problemId, language }: DraftKey): Promise<CodeDraftRow | undefined> {
      const [row] = await db
        .select()
        .from(codeDrafts)
        .where(
          and(
            eq(codeDrafts.userId, userId),
            eq(codeDrafts.problemId, problemId),
            eq(codeDrafts.language, language),
          ),
        );
      return row;
    },

    async save(key: DraftKey, code: string): Promise<CodeDraftRow> {
      const [row] = await db
        .insert(codeDrafts)
        .values({ ...key, code })
        .onConflictDoUpdate({
          target: [codeDrafts.userId, codeDrafts.problemId, codeDrafts.language],
          set: { code, updatedAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('draft not stored');
      return row;
    },
  };
}

export type DraftsRepository = ReturnType<typeof createDraftsRepository>;
