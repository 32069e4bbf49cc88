CREATE TABLE "rent_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rent_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rent_reminders" (
	"payment_id" integer NOT NULL,
	"step" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_reminders_payment_id_step_pk" PRIMARY KEY("payment_id","step")
);
--> statement-breakpoint
CREATE TABLE "statement_deductions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_deductions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"filename" text NOT NULL,
	"format" text NOT NULL,
	"uploaded_by" integer,
	"matched" integer DEFAULT 0 NOT NULL,
	"review" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"payment_id" integer,
	"suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_runs" (
	"landlord_id" integer NOT NULL,
	"month" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_runs_landlord_id_month_pk" PRIMARY KEY("landlord_id","month")
);
--> statement-breakpoint
CREATE TABLE "agency_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
DROP INDEX "rent_payments_tenant_id_idx";--> statement-breakpoint
DROP INDEX "rent_payments_property_id_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "management_fee_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "payment_reference" text;--> statement-breakpoint
-- Existing tenancies get a reference now; new ones get one from the app's alphabet.
UPDATE "tenants" SET "payment_reference" = 'R' || upper(substr(md5(random()::text || "id"::text), 1, 7)) WHERE "payment_reference" IS NULL;--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "payment_reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "reminders_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_payments" ADD COLUMN "schedule_period" date;--> statement-breakpoint
ALTER TABLE "rent_payments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "rent_changes" ADD CONSTRAINT "rent_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_reminders" ADD CONSTRAINT "rent_reminders_payment_id_rent_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."rent_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_deductions" ADD CONSTRAINT "statement_deductions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_deductions" ADD CONSTRAINT "statement_deductions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_import_id_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."statement_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_payment_id_rent_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."rent_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_runs" ADD CONSTRAINT "statement_runs_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every tenancy's rent so far, from its lease start.
INSERT INTO "rent_changes" ("tenant_id", "amount", "effective_from") SELECT "id", "rent_amount", "lease_start" FROM "tenants";--> statement-breakpoint
CREATE INDEX "rent_changes_tenant_id_idx" ON "rent_changes" USING btree ("tenant_id","effective_from");--> statement-breakpoint
CREATE INDEX "statement_deductions_property_idx" ON "statement_deductions" USING btree ("property_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_fingerprint_idx" ON "statement_lines" USING btree ("property_id","fingerprint");--> statement-breakpoint
CREATE INDEX "statement_lines_review_idx" ON "statement_lines" USING btree ("property_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_payment_reference_idx" ON "tenants" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "rent_payments_open_idx" ON "rent_payments" USING btree ("status","due_date") WHERE "rent_payments"."status" <> 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "rent_payments_schedule_idx" ON "rent_payments" USING btree ("tenant_id","schedule_period") WHERE "rent_payments"."schedule_period" is not null;--> statement-breakpoint
CREATE INDEX "rent_payments_tenant_id_idx" ON "rent_payments" USING btree ("tenant_id","due_date");--> statement-breakpoint
CREATE INDEX "rent_payments_property_id_idx" ON "rent_payments" USING btree ("property_id","due_date");