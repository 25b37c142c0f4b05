-- Rebuilding a deck wrote a thousand rows whose two foreign keys each took a key-share lock on a
-- users row: most of the build's time. The owner's cards now go with the account by trigger; a
-- deleted candidate already drops out of every page and count through the join with profiles.
ALTER TABLE "deck_candidates" DROP CONSTRAINT "deck_candidates_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "deck_candidates" DROP CONSTRAINT "deck_candidates_candidate_id_users_id_fk";--> statement-breakpoint
CREATE FUNCTION "forget_deck_of_deleted_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "deck_candidates" WHERE "user_id" = OLD."id";
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_forget_deck" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "forget_deck_of_deleted_user"();--> statement-breakpoint
DELETE FROM "deck_candidates" d WHERE NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = d."user_id");--> statement-breakpoint
-- Onboarding writes a position whole; with this the deck's "no position" arm is one index condition.
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_position_whole" CHECK (("profiles"."lat_snapped" is null) = ("profiles"."lng_snapped" is null));--> statement-breakpoint
DROP INDEX "profiles_discoverable_idx";--> statement-breakpoint
CREATE INDEX "profiles_discoverable_idx" ON "profiles" USING btree ("gender","interested_in","lat_snapped","lng_snapped","distance_miles","onboarded_at","user_id") WHERE "profiles"."show_profile" and "profiles"."onboarded_at" is not null and not "profiles"."is_demo_profile";--> statement-breakpoint
CREATE INDEX "profiles_search_order_idx" ON "profiles" USING btree ("display_name","user_id") WHERE "profiles"."show_profile" and "profiles"."onboarded_at" is not null and not "profiles"."is_demo_profile";
