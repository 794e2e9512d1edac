CREATE TABLE "off_topic_questions" (
	"day" date PRIMARY KEY NOT NULL,
	"asked" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "explanation" jsonb;--> statement-breakpoint
ALTER TABLE "training_data_suggestions" ADD COLUMN "uncovered" text;