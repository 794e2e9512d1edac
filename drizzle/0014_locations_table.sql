-- Written by hand. The partner location's table is named for what it holds (a location, with its portal
-- credentials among its columns), as the code names it; the rows, ids and every reference stay as they are.
ALTER TABLE "location_credentials" RENAME TO "locations";
--> statement-breakpoint
ALTER SEQUENCE "location_credentials_id_seq" RENAME TO "locations_id_seq";
--> statement-breakpoint
ALTER TABLE "locations" RENAME CONSTRAINT "location_credentials_pkey" TO "locations_pkey";
--> statement-breakpoint
ALTER TABLE "locations" RENAME CONSTRAINT "location_credentials_location_code_unique" TO "locations_location_code_unique";
--> statement-breakpoint
ALTER TABLE "branding_assets" RENAME CONSTRAINT "branding_assets_location_id_location_credentials_id_fk" TO "branding_assets_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "installation_timeline" RENAME CONSTRAINT "installation_timeline_location_id_location_credentials_id_fk" TO "installation_timeline_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "partnership_decisions" RENAME CONSTRAINT "partnership_decisions_location_id_location_credentials_id_fk" TO "partnership_decisions_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "partnership_feedback" RENAME CONSTRAINT "partnership_feedback_location_id_location_credentials_id_fk" TO "partnership_feedback_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "partnership_milestones" RENAME CONSTRAINT "partnership_milestones_location_id_location_credentials_id_fk" TO "partnership_milestones_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "product_requests" RENAME CONSTRAINT "product_requests_location_id_location_credentials_id_fk" TO "product_requests_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "product_restocks" RENAME CONSTRAINT "product_restocks_location_id_location_credentials_id_fk" TO "product_restocks_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "property_manager_inquiries" RENAME CONSTRAINT "property_manager_inquiries_location_id_location_credentials_id_fk" TO "property_manager_inquiries_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "crm_prospects" RENAME CONSTRAINT "crm_prospects_property_manager_id_location_credentials_id_fk" TO "crm_prospects_property_manager_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "client_reviews" RENAME CONSTRAINT "client_reviews_location_id_location_credentials_id_fk" TO "client_reviews_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "user_sessions" RENAME CONSTRAINT "user_sessions_location_id_location_credentials_id_fk" TO "user_sessions_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "users" RENAME CONSTRAINT "users_location_id_location_credentials_id_fk" TO "users_location_id_locations_id_fk";
