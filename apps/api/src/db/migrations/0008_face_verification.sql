CREATE TABLE "face_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"status" text NOT NULL,
	"score" real NOT NULL,
	"provider" text DEFAULT 'internal' NOT NULL,
	"verification_data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "face_verifications_attempt_id_unique" UNIQUE("attempt_id")
);
--> statement-breakpoint
CREATE TABLE "verification_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"steps" text[] NOT NULL,
	"frames_per_step" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"outcome" text,
	"failure_reason" text,
	"liveness_score" real,
	"similarity_score" real,
	CONSTRAINT "verification_attempts_decided" CHECK (("verification_attempts"."outcome" is null) = ("verification_attempts"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "face_verifications" ADD CONSTRAINT "face_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_verifications" ADD CONSTRAINT "face_verifications_attempt_id_verification_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."verification_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_attempts" ADD CONSTRAINT "verification_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "face_verifications_user" ON "face_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_attempts_user_started" ON "verification_attempts" USING btree ("user_id","started_at");