ALTER TABLE "demo_profiles" ADD COLUMN "heritage" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "heritage" text;