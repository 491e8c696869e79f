import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { problems } from '../../db/schema/index.js';

const columnOf = (problemId: string, column: SQL | typeof problems.title) =>
  sql`(select ${column} from ${problems} where ${eq(problems.id, problemId)})`;

/**
 * A new submission's copy of its problem's title, difficulty and tags, read in the INSERT itself: the
 * history shows that title and the stats count that solve even after the problem is deleted.
 */
export function problemSnapshot(problemId: string) {
  return {
    problemTitle: sql`coalesce(${columnOf(problemId, problems.title)}, '')`,
    problemDifficulty: columnOf(problemId, sql`${problems.difficulty}`),
    problemTags: sql`coalesce(${columnOf(problemId, sql`${problems.tags}`)}, '')`,
  };
}
