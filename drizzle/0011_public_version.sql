CREATE TABLE "public_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Bumps public_version once per transaction that changed a table the public pages read. Deferred
-- to commit: the row lock on public_version is the last a transaction takes, held only while it
-- commits, so writers of different homes never wait on each other mid-transaction nor deadlock.
CREATE FUNCTION bump_public_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.restoring', true) = '1' THEN
    RETURN NULL;
  END IF;
  IF current_setting('app.public_version_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('app.public_version_bumped', 'on', true);
    INSERT INTO public_version (id, version) VALUES (1, 1)
      ON CONFLICT (id) DO UPDATE SET version = public_version.version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER public_version_bump AFTER INSERT OR UPDATE OR DELETE ON properties DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_public_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER public_version_bump AFTER INSERT OR UPDATE OR DELETE ON property_photos DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_public_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER public_version_bump AFTER INSERT OR UPDATE OR DELETE ON website_images DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_public_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER public_version_bump AFTER INSERT OR UPDATE OR DELETE ON image_usage DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_public_version();
