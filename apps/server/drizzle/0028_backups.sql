CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	"size_bytes" bigint NOT NULL,
	"in_bucket" boolean DEFAULT false NOT NULL
);
