ALTER TABLE "product_requests" ADD COLUMN "responded_by" varchar(120);--> statement-breakpoint
ALTER TABLE "product_requests" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_manager_inquiries" ADD COLUMN "responded_by" varchar(120);--> statement-breakpoint
ALTER TABLE "property_manager_inquiries" ADD COLUMN "responded_at" timestamp with time zone;