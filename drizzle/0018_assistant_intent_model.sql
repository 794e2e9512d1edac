CREATE TABLE "assistant_model" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"fingerprint" varchar(80) NOT NULL,
	"data" "bytea" NOT NULL,
	"trained_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_model_one_row" CHECK ("assistant_model"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "assistant_out_of_scope" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assistant_out_of_scope_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"text" varchar(500) NOT NULL,
	"added_by" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chatbot_training_data" ADD COLUMN "phrasings" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_out_of_scope_text_idx" ON "assistant_out_of_scope" USING btree ("text");