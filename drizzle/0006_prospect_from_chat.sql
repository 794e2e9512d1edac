ALTER TABLE "crm_prospects" ADD COLUMN "chat_session_id" varchar(64);--> statement-breakpoint
CREATE INDEX "crm_prospects_chat_session_idx" ON "crm_prospects" USING btree ("chat_session_id");