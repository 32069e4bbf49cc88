CREATE TABLE "document_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"served_at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landlord_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "landlord_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"landlord_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"title" text NOT NULL,
	"reference" text,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_type" text NOT NULL,
	"issue_date" date NOT NULL,
	"expiry_date" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_digests" (
	"landlord_id" integer NOT NULL,
	"week_of" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_digests_landlord_id_week_of_pk" PRIMARY KEY("landlord_id","week_of")
);
--> statement-breakpoint
CREATE TABLE "compliance_reminders" (
	"landlord_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"due_date" date NOT NULL,
	"step" text NOT NULL,
	"sent_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_reminders_item_key_due_date_step_pk" PRIMARY KEY("item_key","due_date","step")
);
--> statement-breakpoint
-- Combustion rooms were free text; they become chosen rooms, each with its CO alarm (the old
-- property-wide CO tick applies to every room that was listed).
ALTER TABLE "properties" ADD COLUMN "combustion_rooms_v2" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "properties" p SET "combustion_rooms_v2" = coalesce((
  SELECT jsonb_agg(jsonb_build_object(
    'room', CASE
      WHEN lower(r) LIKE '%kitchen%' THEN 'kitchen'
      WHEN lower(r) LIKE '%living%' OR lower(r) LIKE '%lounge%' OR lower(r) LIKE '%sitting%' THEN 'living_room'
      WHEN lower(r) LIKE '%dining%' THEN 'dining_room'
      WHEN lower(r) LIKE '%bed%' THEN 'bedroom'
      WHEN lower(r) LIKE '%bath%' OR lower(r) LIKE '%shower%' THEN 'bathroom'
      WHEN lower(r) LIKE '%utility%' THEN 'utility_room'
      WHEN lower(r) LIKE '%hall%' OR lower(r) LIKE '%landing%' THEN 'hallway'
      WHEN lower(r) LIKE '%boiler%' OR lower(r) LIKE '%cupboard%' THEN 'boiler_cupboard'
      WHEN lower(r) LIKE '%garage%' THEN 'garage'
      WHEN lower(r) LIKE '%loft%' OR lower(r) LIKE '%attic%' THEN 'loft'
      ELSE 'other' END,
    'hasCoAlarm', p."has_co_alarms"))
  FROM unnest(p."combustion_rooms") AS r), '[]'::jsonb);--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "combustion_rooms";--> statement-breakpoint
ALTER TABLE "properties" RENAME COLUMN "combustion_rooms_v2" TO "combustion_rooms";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "management_mode" text DEFAULT 'let_only' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "smoke_alarm_storeys" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "licensing_area" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "last_rent_increase_on" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "epc_band" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "max_occupants" integer;--> statement-breakpoint
ALTER TABLE "document_services" ADD CONSTRAINT "document_services_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_services" ADD CONSTRAINT "document_services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_services" ADD CONSTRAINT "document_services_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landlord_documents" ADD CONSTRAINT "landlord_documents_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_digests" ADD CONSTRAINT "compliance_digests_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_reminders" ADD CONSTRAINT "compliance_reminders_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_services_tenant_id_idx" ON "document_services" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_services_auto_idx" ON "document_services" USING btree ("document_id","tenant_id") WHERE "document_services"."by_user_id" is null;--> statement-breakpoint
CREATE INDEX "landlord_documents_landlord_id_idx" ON "landlord_documents" USING btree ("landlord_id");--> statement-breakpoint
CREATE INDEX "compliance_reminders_landlord_idx" ON "compliance_reminders" USING btree ("landlord_id");--> statement-breakpoint
-- A ticked smoke-alarm box meant an alarm throughout: every storey (1 when storeys was not known).
UPDATE "properties" SET "smoke_alarm_storeys" = CASE WHEN "has_smoke_alarms" THEN coalesce("storeys", 1) ELSE 0 END;--> statement-breakpoint
-- The EPC band moves onto the certificate: existing EPCs take their property's band.
UPDATE "documents" d SET "epc_band" = p."epc_band" FROM "properties" p
  WHERE d."property_id" = p."id" AND d."document_type" = 'EPC' AND d."tenant_id" IS NULL;--> statement-breakpoint
-- Rent Smart Wales documents belong to the landlord, not to one property.
INSERT INTO "landlord_documents" ("landlord_id", "document_type", "title", "storage_key", "file_name", "file_size", "file_type", "issue_date", "expiry_date", "notes", "created_at")
  SELECT p."landlord_id", d."document_type", d."title", d."storage_key", d."file_name", d."file_size", d."file_type", d."issue_date", d."expiry_date", d."notes", d."created_at"
  FROM "documents" d JOIN "properties" p ON p."id" = d."property_id"
  WHERE d."document_type" IN ('RSW_REGISTRATION', 'RSW_LICENCE');--> statement-breakpoint
DELETE FROM "documents" WHERE "document_type" IN ('RSW_REGISTRATION', 'RSW_LICENCE');
