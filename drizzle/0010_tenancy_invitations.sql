CREATE TABLE "tenancy_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenancy_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenancy_invitations" ADD CONSTRAINT "tenancy_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenancy_invitations" ADD CONSTRAINT "tenancy_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_invitations_token_hash_idx" ON "tenancy_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tenancy_invitations_tenant_id_idx" ON "tenancy_invitations" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "tenancy_invitations_user_id_idx" ON "tenancy_invitations" USING btree ("user_id","status");--> statement-breakpoint
-- Invitations to a tenancy are records of their own: who was invited, and when they answered.
CREATE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON tenancy_invitations FOR EACH ROW EXECUTE FUNCTION audit_row_change('id');
