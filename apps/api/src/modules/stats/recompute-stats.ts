import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/transaction.js';
import { UNCOUNTED_VERDICT } from './counted-verdict.js';

/**
 * Writes the stats of one user (or of everyone) from the submissions table in one set-based statement:
 * the reference the incremental updates must agree with. Streaks are runs of consecutive UTC days
 * (gaps-and-islands: day minus its row number is constant along a run).
 */
export async function recomputeStats(db: Queryable, userId?: string): Promise<void> {
  const ofUser = userId === undefined ? sql`` : sql`AND s.user_id = ${userId}`;
  await db.execute(sql`
    WITH judged AS (
      SELECT s.user_id, s.problem_id, s.verdict, s.created_at,
        s.problem_difficulty::text AS kept_difficulty, s.problem_tags AS kept_tags
      FROM submissions s
      WHERE s.status = 'done' AND s.verdict IS NOT NULL AND s.verdict <> ${UNCOUNTED_VERDICT} ${ofUser}
    ),
    totals AS (
      SELECT user_id,
        count(*)::int AS total_submissions,
        (count(*) FILTER (WHERE verdict = 'Accepted'))::int AS accepted_submissions,
        max(created_at) FILTER (WHERE verdict = 'Accepted') AS last_solved_at
      FROM judged GROUP BY user_id
    ),
    firsts AS (
      SELECT user_id, problem_id, min(created_at) AS first_at,
        min(kept_difficulty) AS kept_difficulty, min(kept_tags) AS kept_tags
      FROM judged WHERE verdict = 'Accepted' GROUP BY user_id, problem_id
    ),
    -- A deleted problem's solves still count, with the difficulty and tags it had when submitted.
    solves AS (
      SELECT f.user_id, f.problem_id, f.first_at,
        coalesce(p.difficulty::text, f.kept_difficulty) AS difficulty,
        coalesce(p.tags, f.kept_tags) AS tags
      FROM firsts f LEFT JOIN problems p ON p.id = f.problem_id
    ),
    solved AS (
      SELECT user_id,
        count(*)::int AS total_solved,
        (count(*) FILTER (WHERE difficulty = 'easy'))::int AS easy_solved,
        (count(*) FILTER (WHERE difficulty = 'medium'))::int AS medium_solved,
        (count(*) FILTER (WHERE difficulty = 'hard'))::int AS hard_solved,
        max(first_at) AS solved_reached_at
      FROM solves WHERE difficulty IS NOT NULL
      GROUP BY user_id
    ),
    problem_tags AS (
      SELECT DISTINCT s.user_id, s.problem_id, btrim(t.tag) AS tag
      FROM solves s
      CROSS JOIN LATERAL regexp_split_to_table(s.tags, ',') AS t(tag)
      WHERE s.difficulty IS NOT NULL
    ),
    topics AS (
      SELECT user_id, jsonb_object_agg(tag, solved) AS solved_by_topic
      FROM (
        SELECT user_id, tag, count(*)::int AS solved FROM problem_tags WHERE tag <> '' GROUP BY user_id, tag
      ) counted
      GROUP BY user_id
    ),
    days AS (
      SELECT DISTINCT user_id, (created_at AT TIME ZONE 'UTC')::date AS day
      FROM judged WHERE verdict = 'Accepted'
    ),
    islands AS (
      SELECT user_id, day, day - (row_number() OVER (PARTITION BY user_id ORDER BY day))::int AS island
      FROM days
    ),
    runs AS (
      SELECT user_id, count(*)::int AS length, max(day) AS last_day FROM islands GROUP BY user_id, island
    ),
    streaks AS (
      SELECT user_id, max(length) AS max_streak, (array_agg(length ORDER BY last_day DESC))[1] AS current_streak
      FROM runs GROUP BY user_id
    )
    INSERT INTO user_stats (
      user_id, total_submissions, accepted_submissions, total_solved, easy_solved, medium_solved,
      hard_solved, solved_by_topic, current_streak, max_streak, last_solved_at, solved_reached_at
    )
    SELECT t.user_id, t.total_submissions, t.accepted_submissions,
      coalesce(s.total_solved, 0), coalesce(s.easy_solved, 0), coalesce(s.medium_solved, 0),
      coalesce(s.hard_solved, 0), coalesce(tp.solved_by_topic, '{}'::jsonb),
      coalesce(st.current_streak, 0), coalesce(st.max_streak, 0), t.last_solved_at, s.solved_reached_at
    FROM totals t
    LEFT JOIN solved s USING (user_id)
    LEFT JOIN topics tp USING (user_id)
    LEFT JOIN streaks st USING (user_id)
    ON CONFLICT (user_id) DO UPDATE SET
      total_submissions = excluded.total_submissions,
      accepted_submissions = excluded.accepted_submissions,
      total_solved = excluded.total_solved,
      easy_solved = excluded.easy_solved,
      medium_solved = excluded.medium_solved,
      hard_solved = excluded.hard_solved,
      solved_by_topic = excluded.solved_by_topic,
      current_streak = excluded.current_streak,
      max_streak = excluded.max_streak,
      last_solved_at = excluded.last_solved_at,
      solved_reached_at = excluded.solved_reached_at
  `);
}
