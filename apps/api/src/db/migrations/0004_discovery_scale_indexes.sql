-- Trigram indexes for search; PGlite loads the extension in db/client.ts, PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "deck_candidates_page_idx";--> statement-breakpoint
DROP INDEX "profiles_discoverable_idx";--> statement-breakpoint
CREATE INDEX "profiles_search_name_trgm_idx" ON "profiles" USING gin (coalesce("display_name", '') gin_trgm_ops) WHERE "profiles"."show_profile" and "profiles"."onboarded_at" is not null and not "profiles"."is_demo_profile";--> statement-breakpoint
CREATE INDEX "profiles_search_location_trgm_idx" ON "profiles" USING gin ("location" gin_trgm_ops) WHERE "profiles"."show_profile" and "profiles"."onboarded_at" is not null and not "profiles"."is_demo_profile";--> statement-breakpoint
CREATE INDEX "profiles_search_bio_trgm_idx" ON "profiles" USING gin ("bio" gin_trgm_ops) WHERE "profiles"."show_profile" and "profiles"."onboarded_at" is not null and not "profiles"."is_demo_profile";--> statement-breakpoint
CREATE INDEX "profiles_search_occupation_trgm_idx" ON "profiles" USING gin (coalesce("occupation", '') gin_trgm_ops) WHERE "profiles"."show_profile" and "profiles"."onboarded_at" is not null and not "profiles"."is_demo_profile";--> statement-breakpoint
CREATE INDEX "profiles_listed_idx" ON "profiles" USING btree ("created_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST) WHERE "profiles"."onboarded_at" is not null and not "profiles"."is_demo_profile" and "profiles"."show_profile";--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "deck_candidates_page_idx" ON "deck_candidates" USING btree ("user_id","score" DESC NULLS FIRST,"candidate_id");--> statement-breakpoint
CREATE INDEX "profiles_discoverable_idx" ON "profiles" USING btree ("gender","interested_in","lat_snapped","lng_snapped") WHERE "profiles"."show_profile" and "profiles"."onboarded_at" is not null and not "profiles"."is_demo_profile";