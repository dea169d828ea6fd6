CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_byte_size_matches" CHECK ("stored_files"."byte_size" = octet_length("stored_files"."bytes"))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "card_image" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "engraving_template_image" text;