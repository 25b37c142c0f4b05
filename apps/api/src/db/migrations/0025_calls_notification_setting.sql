ALTER TABLE "profiles" ADD COLUMN "notify_calls" boolean DEFAULT true NOT NULL;
