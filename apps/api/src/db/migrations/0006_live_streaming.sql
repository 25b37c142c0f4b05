-- The placeholder live_streams table never held a row the product wrote; streaming_sessions replaces it.
DROP TABLE "live_streams";--> statement-breakpoint
CREATE TABLE "stream_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stream_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"gift_type" text,
	"gift_cost" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_messages_gift_fields" CHECK (("stream_messages"."kind" = 'gift') = ("stream_messages"."gift_type" is not null and "stream_messages"."gift_cost" is not null and "stream_messages"."gift_cost" > 0))
);
--> statement-breakpoint
CREATE TABLE "stream_viewers" (
	"stream_id" uuid NOT NULL,
	"peer_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"viewer_id" uuid NOT NULL,
	"connection_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_viewers_stream_id_peer_id_pk" PRIMARY KEY("stream_id","peer_id")
);
--> statement-breakpoint
CREATE TABLE "streaming_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"status" text DEFAULT 'live' NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"current_viewers" integer DEFAULT 0 NOT NULL,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"host_connection_id" text,
	"host_seen_at" timestamp with time zone NOT NULL,
	"thumbnail_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "streaming_sessions_title_length" CHECK (char_length("streaming_sessions"."title") between 1 and 100),
	CONSTRAINT "streaming_sessions_description_length" CHECK (char_length("streaming_sessions"."description") <= 500),
	CONSTRAINT "streaming_sessions_viewers" CHECK ("streaming_sessions"."current_viewers" >= 0 and "streaming_sessions"."peak_viewers" >= "streaming_sessions"."current_viewers"),
	CONSTRAINT "streaming_sessions_ended" CHECK (("streaming_sessions"."status" = 'ended') = ("streaming_sessions"."ended_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "stream_messages" ADD CONSTRAINT "stream_messages_stream_id_streaming_sessions_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streaming_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_messages" ADD CONSTRAINT "stream_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_viewers" ADD CONSTRAINT "stream_viewers_stream_id_streaming_sessions_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streaming_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_viewers" ADD CONSTRAINT "stream_viewers_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streaming_sessions" ADD CONSTRAINT "streaming_sessions_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stream_messages_sender_client_key" ON "stream_messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "stream_messages_stream_newest_idx" ON "stream_messages" USING btree ("stream_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "stream_viewers_stream_connection_key" ON "stream_viewers" USING btree ("stream_id","connection_id");--> statement-breakpoint
CREATE INDEX "stream_viewers_connection_idx" ON "stream_viewers" USING btree ("connection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "streaming_sessions_one_live_per_host" ON "streaming_sessions" USING btree ("host_user_id") WHERE "streaming_sessions"."status" = 'live';--> statement-breakpoint
CREATE INDEX "streaming_sessions_live_newest" ON "streaming_sessions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "streaming_sessions"."status" = 'live';--> statement-breakpoint
CREATE INDEX "streaming_sessions_host_idx" ON "streaming_sessions" USING btree ("host_user_id","created_at");