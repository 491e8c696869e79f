// A large population for the leaderboard bench, written by set-based SQL (generate_series), never row by
// row: users, problems of every difficulty, and judged submissions; the stats come from the real rebuild.
import { and, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { problems, submissions } from '../db/schema/index.js';
import { rebuildAllStats } from '../modules/stats/rebuild-stats.js';

export type LeaderboardPopulation = { users: number; problems: number; submissions: number };

export async function seedLeaderboard(
  db: Database,
  population: LeaderboardPopulation,
): Promise<{ ranked: number }> {
  await db.execute(sql`
    INSERT INTO users (first_name, last_name, email_id, password_hash)
    SELECT 'Bench', 'User ' || g, 'bench-user-' || g || '@example.com', 'not-a-hash'
    FROM generate_series(1, ${population.users}) g`);
  // Two in five easy, two in five medium, one in five hard, over the topics of the catalogue.
  await db.execute(sql`
    INSERT INTO problems (slug, title, description, difficulty, tags, time_limit_ms, memory_limit_kb)
    SELECT 'bench-problem-' || g, 'Bench Problem ' || g, 'Seeded for the leaderboard bench.',
      (CASE WHEN g % 5 < 2 THEN 'easy' WHEN g % 5 < 4 THEN 'medium' ELSE 'hard' END)::problem_difficulty,
      (ARRAY['array', 'string', 'dynamic-programming', 'graph', 'math, greedy'])[1 + g % 5], 1000, 262144
    FROM generate_series(1, ${population.problems}) g`);
  // Skewed like a real site: some users submit far more than others, early problems are tried more,
  // 45 % of submissions are accepted, spread over the last year. Seeded rows are consistent by
  // construction, so the foreign-key triggers are skipped for this one bulk statement.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql`
      INSERT INTO submissions (user_id, problem_id, language, code, status, verdict, test_cases_passed,
        total_test_cases, created_at, judged_at)
      SELECT u.ids[1 + floor(power(random(), 1.5) * u.n)::int],
        p.ids[1 + floor(power(random(), 2) * p.n)::int],
        'cpp', 'int main() {}', 'done',
        (CASE WHEN random() < 0.45 THEN 'Accepted' ELSE 'Wrong Answer' END)::verdict, 0, 20,
        now() - random() * interval '365 days', now()
      FROM generate_series(1, ${population.submissions}) g,
        (SELECT array_agg(id) AS ids, count(*)::int AS n FROM users WHERE email_id LIKE 'bench-user-%') u,
        (SELECT array_agg(id) AS ids, count(*)::int AS n FROM problems WHERE slug LIKE 'bench-problem-%') p`);
  });
  const { users } = await rebuildAllStats(db);
  await db.execute(sql`ANALYZE`);
  return { ranked: users };
}

/** Seeded problem ids, in creation order. */
export async function seededProblemIds(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: problems.id })
    .from(problems)
    .where(like(problems.slug, 'bench-problem-%'))
    .orderBy(problems.number)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A pending C++ submission, as a submit stores it before judging. */
export async function pendingSubmission(db: Database, userId: string, problemId: string): Promise<string> {
  const [row] = await db
    .insert(submissions)
    .values({ userId, problemId, language: 'cpp', code: 'int main() {}', totalTestCases: 20 })
    .returning({ id: submissions.id });
  if (!row) throw new Error('no submission');
  return row.id;
}

/** What storing an Accepted verdict costs without the stats step: the same update in its own transaction. */
export function storeAcceptedWithoutStats(db: Database, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    await tx
      .update(submissions)
      .set({ status: 'done', verdict: 'Accepted', testCasesPassed: 20, judgedAt: new Date() })
      .where(and(eq(submissions.id, id), eq(submissions.status, 'pending')))
      .returning();
  });
}
