CREATE TABLE "audit_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"ip" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tx_id" bigint
);
--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","at");--> statement-breakpoint
-- A column whose value must never reach the audit trail: password and token hashes, sealed
-- secrets, second-factor secrets. By name, so a column added later is covered without a change here.
CREATE FUNCTION audit_is_secret(col text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT col <> 'must_change_password' AND col ~ '(password|hash|secret|token|ciphertext|totp|otp|recovery)'
$$;
--> statement-breakpoint
CREATE FUNCTION audit_redact(row_values jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, CASE WHEN audit_is_secret(key) THEN '"[redacted]"'::jsonb ELSE value END), '{}'::jsonb)
  FROM jsonb_each(row_values)
$$;
--> statement-breakpoint
-- One audit row per row written, in the writer's transaction. Who and from where come from the
-- transaction's settings app.actor_id and app.ip (set by the server, src/server/db/audited-db.ts);
-- without them (jobs, scripts) the actor is null, "system". TG_ARGV[0] names the key column.
CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  key_column text := coalesce(TG_ARGV[0], 'id');
  row_id text := coalesce(new_row, old_row) ->> key_column;
  tx bigint := txid_current();
  act text := lower(TG_OP);
  changes jsonb := '{}'::jsonb;
  col text;
  earlier audit_events%ROWTYPE;
  merged jsonb;
BEGIN
  -- `npm run restore` loads rows that already have their history (src/server/ops/).
  IF current_setting('app.restoring', true) = '1' THEN
    RETURN NULL;
  END IF;
  act := CASE act WHEN 'insert' THEN 'create' ELSE act END;
  IF TG_OP = 'UPDATE' THEN
    FOR col IN SELECT jsonb_object_keys(new_row) LOOP
      -- Bookkeeping that every write or sign-in touches says nothing an admin needs.
      CONTINUE WHEN col IN ('updated_at', 'updated_by', 'version', 'last_login');
      IF new_row -> col IS DISTINCT FROM old_row -> col THEN
        changes := changes || jsonb_build_object(col, CASE WHEN audit_is_secret(col)
          THEN '{"redacted": true}'::jsonb
          ELSE jsonb_build_object('from', old_row -> col, 'to', new_row -> col) END);
      END IF;
    END LOOP;
    IF changes = '{}'::jsonb THEN RETURN NULL; END IF;
    IF TG_TABLE_NAME = 'users' AND (changes ? 'role' OR changes ? 'user_type') THEN act := 'role_change'; END IF;
  END IF;
  IF TG_TABLE_NAME IN ('agency_settings', 'messaging_settings') THEN act := 'settings_change'; END IF;

  -- A second write of one row in one transaction (a save, then its version bump) joins the first.
  IF TG_OP = 'UPDATE' THEN
    SELECT * INTO earlier FROM audit_events
      WHERE tx_id = tx AND target_type = TG_TABLE_NAME AND target_id = row_id
        AND action IN ('create', 'update', 'role_change', 'settings_change')
      ORDER BY id DESC LIMIT 1;
    IF FOUND THEN
      IF earlier.details ? 'values' THEN
        merged := jsonb_build_object('values', audit_redact(new_row));
      ELSE
        merged := earlier.details -> 'changes';
        FOR col IN SELECT jsonb_object_keys(changes) LOOP
          IF merged ? col AND NOT audit_is_secret(col) THEN
            merged := merged || jsonb_build_object(col, jsonb_build_object(
              'from', merged -> col -> 'from', 'to', changes -> col -> 'to'));
          ELSE
            merged := merged || jsonb_build_object(col, changes -> col);
          END IF;
        END LOOP;
        merged := jsonb_build_object('changes', merged);
      END IF;
      UPDATE audit_events SET details = merged,
        action = CASE WHEN act = 'role_change' AND earlier.action = 'update' THEN act ELSE earlier.action END
        WHERE id = earlier.id;
      RETURN NULL;
    END IF;
  END IF;

  INSERT INTO audit_events (actor_id, action, target_type, target_id, ip, details, tx_id)
  VALUES (
    nullif(current_setting('app.actor_id', true), '')::integer,
    act, TG_TABLE_NAME, row_id,
    nullif(current_setting('app.ip', true), ''),
    CASE WHEN TG_OP = 'UPDATE' THEN jsonb_build_object('changes', changes)
      ELSE jsonb_build_object('values', audit_redact(coalesce(new_row, old_row))) END,
    tx);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- History cannot be rewritten. The one exception is the writing transaction folding a later
-- change of one row into its own new row (above); the erasure of a person's details; and a purge
-- of rows past six years, only inside a transaction that asked for it (SET LOCAL app.audit_purge = 'on').
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.tx_id = txid_current() AND NEW.id = OLD.id AND NEW.tx_id = OLD.tx_id
     AND NEW.at = OLD.at AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id THEN
    RETURN NEW;
  END IF;
  -- Erasure of a person (UK GDPR): the details of the events about their records are replaced,
  -- nothing else about an event changes (SET LOCAL app.audit_erase = 'on', users/erase.service.ts).
  IF TG_OP = 'UPDATE' AND current_setting('app.audit_erase', true) = 'on' AND NEW.id = OLD.id
     AND NEW.at = OLD.at AND NEW.action = OLD.action AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
     AND NEW.target_type IS NOT DISTINCT FROM OLD.target_type AND NEW.target_id IS NOT DISTINCT FROM OLD.target_id
     AND NEW.ip IS NOT DISTINCT FROM OLD.ip THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' AND current_setting('app.audit_purge', true) = 'on'
     AND OLD.at < now() - interval '6 years' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
-- Every business table. Not audited: sessions and password_tokens (secrets; sign-in and
-- password changes are audited through users and explicit events), outbox (messages, with
-- links in them), rate_limits, idempotency_keys, and the jobs' own "already sent" bookkeeping
-- (rent_reminders, compliance_reminders, compliance_digests, statement_runs).
DO $$
DECLARE
  t text[];
BEGIN
  FOREACH t SLICE 1 IN ARRAY ARRAY[
    ['users', 'id'], ['properties', 'id'], ['property_photos', 'id'], ['tenants', 'id'],
    ['rent_changes', 'id'], ['communications', 'id'], ['documents', 'id'],
    ['document_services', 'id'], ['landlord_documents', 'id'], ['contractors', 'id'],
    ['contractor_certificates', 'id'], ['maintenance_requests', 'id'], ['maintenance_updates', 'id'],
    ['maintenance_photos', 'id'], ['rent_payments', 'id'], ['statement_imports', 'id'],
    ['statement_lines', 'id'], ['statement_deductions', 'id'], ['contact_messages', 'id'],
    ['website_images', 'id'], ['image_usage', 'id'], ['agency_settings', 'key'],
    ['messaging_settings', 'channel']
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row_change(%L)',
      t[1], t[2]);
  END LOOP;
END
$$;
