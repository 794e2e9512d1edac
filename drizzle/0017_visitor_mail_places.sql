CREATE TABLE "visitor_mail_places" (
	"place" integer PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone DEFAULT '-infinity' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "visitor_mail_places_taken_idx" ON "visitor_mail_places" USING btree ("taken_at");