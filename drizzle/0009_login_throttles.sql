CREATE TABLE "login_throttles" (
	"account_key" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer NOT NULL,
	"in_flight" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_throttles_account_key_address_pk" PRIMARY KEY("account_key","address")
);
