CREATE TABLE "pending_signups" (
	"email" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"location" text NOT NULL,
	"bio" text NOT NULL,
	"biometric_consent" boolean NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_codes" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
