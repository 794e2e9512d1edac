CREATE TABLE "saved_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shortcut" varchar(40) NOT NULL,
	"body" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_replies_shortcut_unique" UNIQUE("shortcut"),
	CONSTRAINT "saved_replies_shortcut_check" CHECK ("saved_replies"."shortcut" ~ '^[a-z0-9-]{2,40}$'),
	CONSTRAINT "saved_replies_body_check" CHECK (char_length("saved_replies"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "page_path" varchar(200);--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "referrer" varchar(500);--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_email_idx" ON "chat_sessions" USING btree (lower("user_email"));