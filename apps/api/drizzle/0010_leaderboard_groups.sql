CREATE TABLE "leaderboard_groups" (
	"total_solved" integer NOT NULL,
	"hard_solved" integer NOT NULL,
	"medium_solved" integer NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "leaderboard_groups_total_solved_hard_solved_medium_solved_pk" PRIMARY KEY("total_solved","hard_solved","medium_solved")
);--> statement-breakpoint
-- Hand-written: triggers keep leaderboard_groups equal to a GROUP BY over user_stats. Bulk inserts and
-- deletes (the stats rebuild, cascades) are counted once per statement; an update moves a user between
-- groups only when a solved count changed. Groups are touched in key order, so no two writers deadlock.
CREATE FUNCTION leaderboard_groups_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO leaderboard_groups AS g (total_solved, hard_solved, medium_solved, users)
  SELECT total_solved, hard_solved, medium_solved, count(*)::int FROM inserted_stats
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (total_solved, hard_solved, medium_solved) DO UPDATE SET users = g.users + excluded.users;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION leaderboard_groups_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO leaderboard_groups AS g (total_solved, hard_solved, medium_solved, users)
  SELECT total_solved, hard_solved, medium_solved, -count(*)::int FROM deleted_stats
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (total_solved, hard_solved, medium_solved) DO UPDATE SET users = g.users + excluded.users;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION leaderboard_groups_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO leaderboard_groups AS g (total_solved, hard_solved, medium_solved, users)
  SELECT * FROM (VALUES
    (OLD.total_solved, OLD.hard_solved, OLD.medium_solved, -1),
    (NEW.total_solved, NEW.hard_solved, NEW.medium_solved, 1)
  ) AS moved (total_solved, hard_solved, medium_solved, users)
  ORDER BY 1, 2, 3
  ON CONFLICT (total_solved, hard_solved, medium_solved) DO UPDATE SET users = g.users + excluded.users;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER user_stats_count_inserted AFTER INSERT ON user_stats
  REFERENCING NEW TABLE AS inserted_stats FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_groups_count_inserted();--> statement-breakpoint
CREATE TRIGGER user_stats_count_deleted AFTER DELETE ON user_stats
  REFERENCING OLD TABLE AS deleted_stats FOR EACH STATEMENT EXECUTE FUNCTION leaderboard_groups_count_deleted();--> statement-breakpoint
CREATE TRIGGER user_stats_move_group AFTER UPDATE ON user_stats FOR EACH ROW
  WHEN ((OLD.total_solved, OLD.hard_solved, OLD.medium_solved) IS DISTINCT FROM (NEW.total_solved, NEW.hard_solved, NEW.medium_solved))
  EXECUTE FUNCTION leaderboard_groups_move();--> statement-breakpoint
INSERT INTO leaderboard_groups (total_solved, hard_solved, medium_solved, users)
SELECT total_solved, hard_solved, medium_solved, count(*)::int FROM user_stats GROUP BY 1, 2, 3;
