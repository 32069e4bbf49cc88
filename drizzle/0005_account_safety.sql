ALTER TABLE "users" ADD COLUMN "password_expires_at" timestamp with time zone;--> statement-breakpoint
-- No one's username may be someone else's e-mail address, nor the other way round (compared
-- case-insensitively; each column on its own is already unique through its lower() index).
-- A cross-column rule cannot be an index, so a trigger checks it under one transaction-scoped
-- advisory lock: two accounts written at once are checked one after the other, and the second
-- sees the first. It raises unique_violation (23505), which the services already answer with 409.
CREATE FUNCTION users_names_distinct() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7246002);
  IF EXISTS (
    SELECT 1 FROM users u
    WHERE u.id <> NEW.id
      AND (lower(u.email) = lower(NEW.username) OR lower(u.username) = lower(NEW.email))
  ) THEN
    RAISE EXCEPTION 'users_names_distinct: username or e-mail address belongs to another account'
      USING ERRCODE = 'unique_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_names_distinct BEFORE INSERT OR UPDATE OF username, email ON users
  FOR EACH ROW EXECUTE FUNCTION users_names_distinct();
