-- Partly hand-written (issue #38, public profiles). The handle a user is created without is derived from
-- the name: lower-cased, every character outside [a-z0-9_-] dropped, "user" in front when fewer than 3 are
-- left, a number from 2 up appended on a clash. The advisory lock makes two sign-ups with one name (and a
-- handle chosen in Settings, which takes the same lock) pick one after the other.
CREATE FUNCTION default_user_handle(p_first_name text, p_last_name text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  base text := left(regexp_replace(lower(p_first_name || coalesce(p_last_name, '')), '[^a-z0-9_-]', '', 'g'), 30);
  candidate text;
  n integer := 1;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('codecourt_user_handles'));
  IF length(base) < 3 THEN base := left('user' || base, 30); END IF;
  candidate := base;
  WHILE EXISTS (SELECT 1 FROM users WHERE handle = candidate) LOOP
    n := n + 1;
    candidate := left(base, 30 - length(n::text)) || n::text;
  END LOOP;
  RETURN candidate;
END $$;--> statement-breakpoint
CREATE FUNCTION users_default_handle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.handle IS NULL THEN
    NEW.handle := default_user_handle(NEW.first_name, NEW.last_name);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "handle" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Existing users, oldest first: the earliest of two with one name keeps the plain handle.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id, first_name, last_name FROM users ORDER BY created_at, id LOOP
    UPDATE users SET handle = default_user_handle(r.first_name, r.last_name) WHERE id = r.id;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "handle" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_handle_unique" UNIQUE("handle");--> statement-breakpoint
CREATE TRIGGER users_default_handle BEFORE INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION users_default_handle();
