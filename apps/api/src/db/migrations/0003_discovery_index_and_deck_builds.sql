CREATE TABLE "deck_builds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	"viewer_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deck_builds" ADD CONSTRAINT "deck_builds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_discoverable_idx" ON "profiles" USING btree ("gender","interested_in") WHERE "profiles"."show_profile" and "profiles"."onboarded_at" is not null and not "profiles"."is_demo_profile";