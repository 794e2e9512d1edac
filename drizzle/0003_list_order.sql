DROP INDEX "contact_inquiries_created_at_idx";--> statement-breakpoint
DROP INDEX "customer_feedback_created_at_idx";--> statement-breakpoint
CREATE INDEX "contact_inquiries_created_id_idx" ON "contact_inquiries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_feedback_created_id_idx" ON "customer_feedback" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);