-- Written by hand. The lists' "contains" search matches one function of the searched columns instead of an inline
-- concatenation. PostgreSQL prices an inline concatenation and ILIKE at a few operator costs a row, so at some
-- thousands of rows it preferred scanning every row (building the text of each) to the trigram index, and a search
-- took longer at 10,000 rows than at 100,000 (decision 038). The function declares what building the text really
-- costs; being a PL/pgSQL function it is never inlined, so the planner keeps that cost, and the trigram indexes are
-- rebuilt on exactly the calls that lib/list-queries.ts writes.
CREATE OR REPLACE FUNCTION search_text(VARIADIC parts text[]) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 1000
  AS $$ BEGIN RETURN array_to_string(parts, ' ', ''); END $$;--> statement-breakpoint
DROP INDEX IF EXISTS "contact_inquiries_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "customer_feedback_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "pm_inquiries_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "product_requests_search_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_inquiries_search_trgm_idx" ON "contact_inquiries" USING gin (search_text("first_name", "last_name", "email", "phone", "company_name", "message") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_feedback_search_trgm_idx" ON "customer_feedback" USING gin (search_text("customer_name", "email", "subject", "description", "location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pm_inquiries_search_trgm_idx" ON "property_manager_inquiries" USING gin (search_text("subject", "message", "manager_name", "manager_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_requests_search_trgm_idx" ON "product_requests" USING gin (search_text("product_name", "justification", "requested_by", "product_category", "requested_by_email") gin_trgm_ops);
