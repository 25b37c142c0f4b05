ALTER TABLE "conversations" ADD COLUMN "opened_by" uuid;--> statement-breakpoint
ALTER TABLE "streaming_sessions" ADD COLUMN "premium" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;