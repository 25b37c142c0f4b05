CREATE TABLE "discovery_filters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cultural" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"advanced" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discovery_filters" ADD CONSTRAINT "discovery_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;