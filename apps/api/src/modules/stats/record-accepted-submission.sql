-- The stats rule for one Accepted verdict, read beside recompute-stats.ts (the set-based reference it must
-- agree with) and called by record-judged-submission.ts. The database runs the copy in the migrations
-- (drizzle/0013_stats_changes.sql): a change here goes into a new migration as CREATE OR REPLACE, and
-- stats-rule-sql.test.ts fails until the latest migration defining the function matches this file.
-- An accepted submission's stats step in one round trip. Each statement of a plpgsql function takes a new
-- snapshot, so the "solved before?" check runs after the row lock and sees what a racing submission of the
-- same user committed meanwhile. Answers false, changing nothing, when the verdict is older than the
-- user's latest solve: the caller then recomputes that user from the submissions table.
CREATE FUNCTION record_accepted_submission(p_submission_id uuid, p_user_id uuid, p_at timestamptz)
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  stats user_stats%ROWTYPE;
  today integer := floor(extract(epoch FROM p_at) / 86400);
  last_day integer;
  streak integer;
  solved_difficulty text;
  solved_tags text;
  newly boolean;
BEGIN
  -- Creates the row if needed and locks it (the no-op update takes the row lock).
  INSERT INTO user_stats AS s (user_id) VALUES (p_user_id)
  ON CONFLICT (user_id) DO UPDATE SET user_id = excluded.user_id
  RETURNING * INTO stats;
  IF stats.last_solved_at IS NOT NULL AND p_at < stats.last_solved_at THEN
    RETURN false;
  END IF;
  last_day := floor(extract(epoch FROM stats.last_solved_at) / 86400);
  streak := CASE WHEN last_day = today THEN stats.current_streak
                 WHEN last_day = today - 1 THEN stats.current_streak + 1
                 ELSE 1 END;
  -- The problem as it is now, or (deleted meanwhile) as it was when the submission was stored; nothing
  -- when the user had solved it before.
  SELECT coalesce(p.difficulty, sub.problem_difficulty)::text, coalesce(p.tags, sub.problem_tags)
  INTO solved_difficulty, solved_tags
  FROM submissions sub LEFT JOIN problems p ON p.id = sub.problem_id
  WHERE sub.id = p_submission_id AND NOT EXISTS (
    SELECT 1 FROM submissions b
    WHERE b.user_id = sub.user_id AND b.problem_id = sub.problem_id AND b.verdict = 'Accepted' AND b.id <> sub.id
  );
  newly := solved_difficulty IS NOT NULL;
  UPDATE user_stats SET
    total_submissions = stats.total_submissions + 1,
    accepted_submissions = stats.accepted_submissions + 1,
    current_streak = streak,
    max_streak = greatest(stats.max_streak, streak),
    last_solved_at = p_at,
    total_solved = stats.total_solved + newly::int,
    easy_solved = stats.easy_solved + (newly AND solved_difficulty = 'easy')::int,
    medium_solved = stats.medium_solved + (newly AND solved_difficulty = 'medium')::int,
    hard_solved = stats.hard_solved + (newly AND solved_difficulty = 'hard')::int,
    solved_by_topic = CASE WHEN newly THEN stats.solved_by_topic || coalesce((
      SELECT jsonb_object_agg(tag, coalesce((stats.solved_by_topic ->> tag)::int, 0) + 1)
      FROM (SELECT DISTINCT btrim(t) AS tag FROM regexp_split_to_table(solved_tags, ',') AS t) split
      WHERE tag <> ''
    ), '{}'::jsonb) ELSE stats.solved_by_topic END,
    solved_reached_at = CASE WHEN newly THEN p_at ELSE stats.solved_reached_at END
  WHERE id = stats.id;
  RETURN true;
END $$;
