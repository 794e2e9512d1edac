ALTER TABLE "contact_inquiries" ADD COLUMN "contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "contacted_by" varchar(120);--> statement-breakpoint
CREATE INDEX "contact_inquiries_open_idx" ON "contact_inquiries" USING btree ("created_at") WHERE "contact_inquiries"."contacted_at" is null;