CREATE TABLE "boosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boosts_window" CHECK ("boosts"."ends_at" > "boosts"."started_at")
);
--> statement-breakpoint
DROP INDEX "deck_candidates_page_idx";--> statement-breakpoint
ALTER TABLE "deck_candidates" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "swipes" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "boosts" ADD CONSTRAINT "boosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boosts_user_started_idx" ON "boosts" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "boosts_created_idx" ON "boosts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deck_candidates_page_idx" ON "deck_candidates" USING btree ("user_id","priority" DESC NULLS FIRST,"score" DESC NULLS FIRST,"candidate_id");