CREATE TABLE "conversations" (
	"user_a" uuid NOT NULL,
	"user_b" uuid NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"a_read_seq" integer DEFAULT 0 NOT NULL,
	"b_read_seq" integer DEFAULT 0 NOT NULL,
	"a_unread" integer DEFAULT 0 NOT NULL,
	"b_unread" integer DEFAULT 0 NOT NULL,
	"a_opened_at" timestamp with time zone,
	"b_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_user_a_user_b_pk" PRIMARY KEY("user_a","user_b"),
	CONSTRAINT "conversations_ordered" CHECK ("conversations"."user_a" < "conversations"."user_b")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_a" uuid NOT NULL,
	"user_b" uuid NOT NULL,
	"seq" integer NOT NULL,
	"sender_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"gift_type" text,
	"gift_cost" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_gift_fields" CHECK (("messages"."kind" = 'gift') = ("messages"."gift_type" is not null and "messages"."gift_cost" is not null and "messages"."gift_cost" > 0))
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_a_users_id_fk" FOREIGN KEY ("user_a") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_b_users_id_fk" FOREIGN KEY ("user_b") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_a_user_b_conversations_user_a_user_b_fk" FOREIGN KEY ("user_a","user_b") REFERENCES "public"."conversations"("user_a","user_b") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_user_b_idx" ON "conversations" USING btree ("user_b");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_conversation_seq_key" ON "messages" USING btree ("user_a","user_b","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_client_key" ON "messages" USING btree ("sender_id","client_id");