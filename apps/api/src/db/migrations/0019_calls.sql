CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"caller_id" uuid NOT NULL,
	"callee_id" uuid NOT NULL,
	"media" text NOT NULL,
	"status" text NOT NULL,
	"caller_connection_id" text,
	"callee_connection_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rings_until" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" uuid,
	"caller_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"callee_seen_at" timestamp with time zone,
	CONSTRAINT "calls_not_self" CHECK ("calls"."caller_id" <> "calls"."callee_id"),
	CONSTRAINT "calls_ended_at" CHECK (("calls"."status" in ('ringing', 'active')) = ("calls"."ended_at" is null))
);
--> statement-breakpoint
CREATE TABLE "call_lines" (
	"user_id" uuid NOT NULL,
	"call_id" uuid NOT NULL,
	CONSTRAINT "call_lines_user_id_pk" PRIMARY KEY("user_id")
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_callee_id_users_id_fk" FOREIGN KEY ("callee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_lines" ADD CONSTRAINT "call_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_lines" ADD CONSTRAINT "call_lines_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calls_caller_idx" ON "calls" USING btree ("caller_id","created_at");--> statement-breakpoint
CREATE INDEX "calls_callee_idx" ON "calls" USING btree ("callee_id","created_at");--> statement-breakpoint
CREATE INDEX "calls_live_idx" ON "calls" USING btree ("status") WHERE "calls"."status" in ('ringing', 'active');--> statement-breakpoint
CREATE INDEX "call_lines_call_idx" ON "call_lines" USING btree ("call_id");
