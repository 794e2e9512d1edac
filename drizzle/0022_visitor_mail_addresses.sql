CREATE TABLE "visitor_mail_addresses" (
	"address" varchar(255) PRIMARY KEY NOT NULL,
	"recent" timestamp with time zone[] NOT NULL
);
--> statement-breakpoint
-- The daily cap per address goes on from the visitor mail already queued: each address's times of the last day.
INSERT INTO "visitor_mail_addresses" ("address", "recent")
SELECT lower("to_address"), array_agg("created_at" ORDER BY "created_at")
FROM "mail_outbox"
WHERE "kind" IN ('inquiry_confirmation', 'feedback_confirmation', 'chat_transcript')
	AND "created_at" > now() - interval '1 day'
GROUP BY lower("to_address");
--> statement-breakpoint
DROP INDEX "mail_outbox_recipient_idx";
