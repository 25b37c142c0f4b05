ALTER TABLE "messages" ADD COLUMN "call_media" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "call_outcome" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "call_seconds" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_call_fields" CHECK (("messages"."call_outcome" is null or "messages"."kind" = 'call')
        and ("messages"."call_media" is null) = ("messages"."call_outcome" is null)
        and ("messages"."call_seconds" is not null) = ("messages"."call_outcome" is not distinct from 'answered')
        and ("messages"."call_seconds" is null or "messages"."call_seconds" >= 0));