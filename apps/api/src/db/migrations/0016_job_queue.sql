CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"queue" text DEFAULT 'main' NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('queued', 'running', 'dead'))
);
--> statement-breakpoint
CREATE TABLE "periodic_jobs" (
	"queue" text DEFAULT 'main' NOT NULL,
	"name" text NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "periodic_jobs_queue_name_pk" PRIMARY KEY("queue","name")
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("queue","run_after") WHERE "jobs"."state" <> 'dead';--> statement-breakpoint
CREATE INDEX "jobs_dead_idx" ON "jobs" USING btree ("queue","created_at") WHERE "jobs"."state" = 'dead';