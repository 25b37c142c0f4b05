CREATE TABLE "safety_signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contact_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"place" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_sanctions" (
	"stream_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_sanctions_stream_id_user_id_kind_pk" PRIMARY KEY("stream_id","user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "streaming_sessions" ADD COLUMN "slow_mode_seconds" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stream_messages" ADD COLUMN IF NOT EXISTS "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "safety_signals" ADD CONSTRAINT "safety_signals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_shares" ADD CONSTRAINT "contact_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_sanctions" ADD CONSTRAINT "stream_sanctions_stream_id_streaming_sessions_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streaming_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_sanctions" ADD CONSTRAINT "stream_sanctions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_signals_open_idx" ON "safety_signals" USING btree ("created_at","id") WHERE "safety_signals"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "safety_signals_user_idx" ON "safety_signals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_shares_user_idx" ON "contact_shares" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "streaming_sessions" ADD CONSTRAINT "streaming_sessions_slow_mode" CHECK ("streaming_sessions"."slow_mode_seconds" between 0 and 300);
