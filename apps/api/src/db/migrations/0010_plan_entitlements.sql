CREATE TABLE "daily_swipe_usage" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"super_likes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_swipe_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "daily_swipe_usage" ADD CONSTRAINT "daily_swipe_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;