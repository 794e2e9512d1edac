ALTER TABLE "chat_messages" ADD COLUMN "helpful" boolean;--> statement-breakpoint
ALTER TABLE "training_data_suggestions" ADD COLUMN "source" varchar(20) DEFAULT 'feedback' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_data_suggestions" ADD COLUMN "asked_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_data_suggestions" ADD COLUMN "question_key" varchar(300);--> statement-breakpoint
ALTER TABLE "training_data_suggestions" ADD COLUMN "session_id" varchar(64);--> statement-breakpoint
ALTER TABLE "training_data_suggestions" ADD COLUMN "candidates" jsonb;--> statement-breakpoint
ALTER TABLE "training_data_suggestions" ADD COLUMN "last_asked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "suggestion_pending_question_idx" ON "training_data_suggestions" USING btree ("question_key") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "training_data_suggestions" ADD CONSTRAINT "suggestion_source_check" CHECK ("training_data_suggestions"."source" in ('chat', 'feedback', 'admin'));