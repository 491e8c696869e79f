import { eq } from 'drizzle-orm';
import { notifyStatement } from '../../db/change-feed.js';
import type { Database } from '../../db/client.js';
import { problemVideos } from '../../db/schema/index.js';
import type { ProblemVideoRow } from '../../db/schema/index.js';
import { PROBLEM_CHANGES_CHANNEL } from '../problems/problem-changes.js';

export type NewProblemVideo = Omit<ProblemVideoRow, 'uploadedAt'>;

/** Solution videos, one per problem. Writes announce a problem change: the problem's public document shows the video. */
export function createVideoRepository(db: Database) {
  return {
    async find(problemId: string): Promise<ProblemVideoRow | undefined> {
      const [row] = await db.select().from(problemVideos).where(eq(problemVideos.problemId, problemId));
      return row;
    },

    /** Stores the problem's video, replacing the one it had; answers the new row and the replaced one. */
    save(video: NewProblemVideo): Promise<{ saved: ProblemVideoRow; replaced: ProblemVideoRow | undefined }> {
      return db.transaction(async (tx) => {
        const [replaced] = await tx
          .select()
          .from(problemVideos)
          .where(eq(problemVideos.problemId, video.problemId))
          .for('update');
        const values = { ...video, uploadedAt: new Date() };
        const [saved] = await tx
          .insert(problemVideos)
          .values(values)
          .onConflictDoUpdate({ target: problemVideos.problemId, set: values })
          .returning();
        if (!saved) throw new Error('the video row vanished while it was written');
        await tx.execute(notifyStatement(PROBLEM_CHANGES_CHANNEL));
        return { saved, replaced };
      });
    },

    remove(problemId: string): Promise<ProblemVideoRow | undefined> {
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(problemVideos)
          .where(eq(problemVideos.problemId, problemId))
          .returning();
        if (removed) await tx.execute(notifyStatement(PROBLEM_CHANGES_CHANNEL));
        return removed;
      });
    },
  };
}

export type VideoRepository = ReturnType<typeof createVideoRepository>;
