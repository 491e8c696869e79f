import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userStats } from '../../db/schema/index.js';
import { recomputeStats } from './recompute-stats.js';

/**
 * Replaces every user's stats with figures recomputed from the submissions table. The table lock makes
 * verdicts stored meanwhile wait and then apply on top of the rebuilt rows, so none is lost or counted twice.
 */
export async function rebuildAllStats(db: Database): Promise<{ users: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE user_stats IN EXCLUSIVE MODE`);
    await tx.delete(userStats);
    await recomputeStats(tx);
    const [row] = await tx.select({ users: sql<number>`count(*)::int` }).from(userStats);
    return { users: row?.users ?? 0 };
  });
}
