CREATE TABLE "location_credentials" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"password_change_required" boolean DEFAULT true NOT NULL,
	"last_login" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "location_credentials" ADD CONSTRAINT "location_credentials_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every location keeps its sign-in: the credentials move to their own table before the columns go.
INSERT INTO "location_credentials" ("location_id", "password_hash", "password_change_required", "last_login", "updated_at")
SELECT "id", "password_hash", "password_change_required", "last_login", "updated_at" FROM "locations";--> statement-breakpoint
ALTER TABLE "locations" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "locations" DROP COLUMN "password_change_required";--> statement-breakpoint
ALTER TABLE "locations" DROP COLUMN "last_login";