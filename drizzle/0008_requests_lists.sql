DROP INDEX "product_requests_status_idx";--> statement-breakpoint
DROP INDEX "pm_inquiries_status_idx";--> statement-breakpoint
CREATE INDEX "product_requests_created_id_idx" ON "product_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_requests_status_created_idx" ON "product_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pm_inquiries_created_id_idx" ON "property_manager_inquiries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pm_inquiries_status_created_idx" ON "property_manager_inquiries" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Written by hand, as in 0004: trigram indexes for the request lists' "contains" search (decision 019), on exactly
-- the expressions features/partnership/manager-requests.ts builds with searchAcross.
CREATE INDEX IF NOT EXISTS "pm_inquiries_search_trgm_idx" ON "property_manager_inquiries" USING gin ((coalesce("subject", '') || ' ' || coalesce("message", '') || ' ' || coalesce("manager_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_requests_search_trgm_idx" ON "product_requests" USING gin ((coalesce("product_name", '') || ' ' || coalesce("justification", '') || ' ' || coalesce("requested_by", '')) gin_trgm_ops);
