CREATE TABLE "outbox_tallies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_tallies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_status_id_idx" ON "outbox" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "outbox_channel_id_idx" ON "outbox" USING btree ("channel","id");--> statement-breakpoint
-- Each statement that adds, changes or removes outbox rows appends what it did to each channel
-- and status: -k for the rows as they were, +k as they are. Appending takes no lock another
-- writer could wait on (an upsert of shared counters would, and two transactions queueing an
-- e-mail and a text in opposite orders could deadlock on them).
CREATE FUNCTION outbox_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO outbox_tallies (channel, status, n)
      SELECT channel, status, -count(*) FROM old_rows GROUP BY channel, status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO outbox_tallies (channel, status, n)
      SELECT channel, status, count(*) FROM new_rows GROUP BY channel, status;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER outbox_tally_insert AFTER INSERT ON outbox REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION outbox_tally();
--> statement-breakpoint
CREATE TRIGGER outbox_tally_update AFTER UPDATE ON outbox REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION outbox_tally();
--> statement-breakpoint
CREATE TRIGGER outbox_tally_delete AFTER DELETE ON outbox REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION outbox_tally();
--> statement-breakpoint
-- The messages already there.
INSERT INTO outbox_tallies (channel, status, n) SELECT channel, status, count(*) FROM outbox GROUP BY channel, status;
