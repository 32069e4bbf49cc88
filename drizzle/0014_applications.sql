CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"employment_status" text NOT NULL,
	"annual_income" integer NOT NULL,
	"household_size" integer NOT NULL,
	"move_in_date" date NOT NULL,
	"has_guarantor" boolean NOT NULL,
	"message" text,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text,
	"rejection_reason" text,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" integer,
	"holding_deposit_info_amount" integer,
	"holding_deposit_info_sent_at" timestamp with time zone,
	"holding_deposit_amount" integer,
	"holding_deposit_received_on" date,
	"holding_deposit_deadline" date,
	"holding_deposit_repay_by" date,
	"holding_deposit_outcome" text,
	"holding_deposit_settled_on" date,
	"holding_deposit_reminded_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_property_id_idx" ON "applications" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_repay_by_idx" ON "applications" USING btree ("holding_deposit_repay_by");--> statement-breakpoint
-- Applications are personal data a landlord acts on: every change is in the audit trail (ADR 0016).
CREATE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON applications FOR EACH ROW EXECUTE FUNCTION audit_row_change('id');
