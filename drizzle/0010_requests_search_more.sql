-- Written by hand, as in 0008: the request lists' "contains" search also reads the manager's e-mail and a product's
-- category, so their trigram indexes are rebuilt on exactly the expressions manager-requests.ts now builds.
DROP INDEX IF EXISTS "pm_inquiries_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "product_requests_search_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pm_inquiries_search_trgm_idx" ON "property_manager_inquiries" USING gin ((coalesce("subject", '') || ' ' || coalesce("message", '') || ' ' || coalesce("manager_name", '') || ' ' || coalesce("manager_email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_requests_search_trgm_idx" ON "product_requests" USING gin ((coalesce("product_name", '') || ' ' || coalesce("justification", '') || ' ' || coalesce("requested_by", '') || ' ' || coalesce("product_category", '') || ' ' || coalesce("requested_by_email", '')) gin_trgm_ops);
