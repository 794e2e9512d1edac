CREATE TABLE "assistant_sentence_meanings" (
	"text_hash" varchar(64) PRIMARY KEY NOT NULL,
	"scale" real NOT NULL,
	"meaning" "bytea" NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
