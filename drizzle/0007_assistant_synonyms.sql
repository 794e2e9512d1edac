CREATE TABLE "assistant_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"synonyms" jsonb NOT NULL,
	"updated_by" varchar(120),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_settings_one_row" CHECK ("assistant_settings"."id" = 1)
);
