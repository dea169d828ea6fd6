CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"placed_at" timestamp with time zone,
	CONSTRAINT "uploads_content_type_known" CHECK ("uploads"."content_type" IN ('image/jpeg', 'image/png', 'image/gif', 'application/pdf')),
	CONSTRAINT "uploads_byte_size_matches" CHECK ("uploads"."byte_size" > 0 AND "uploads"."byte_size" = octet_length("uploads"."bytes"))
);
--> statement-breakpoint
CREATE INDEX "uploads_unplaced_created_at_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."placed_at" IS NULL;