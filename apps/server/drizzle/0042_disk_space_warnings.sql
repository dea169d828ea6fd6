CREATE TABLE "disk_space_warnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"level" text NOT NULL,
	"free_bytes" bigint NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disk_space_warnings_level_known" CHECK ("disk_space_warnings"."level" IN ('low', 'very-low', 'full'))
);
--> statement-breakpoint
CREATE INDEX "disk_space_warnings_mailed_at_idx" ON "disk_space_warnings" USING btree ("mailed_at");