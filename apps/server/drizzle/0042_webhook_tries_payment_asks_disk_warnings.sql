CREATE TABLE "disk_space_warnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"level" text NOT NULL,
	"free_bytes" bigint NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disk_space_warnings_level_known" CHECK ("disk_space_warnings"."level" IN ('low', 'very-low', 'full'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_provider_records" ADD COLUMN "webhook_body" text;--> statement-breakpoint
ALTER TABLE "test_provider_records" ADD COLUMN "webhook_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_provider_records" ADD COLUMN "webhook_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_provider_records" ADD COLUMN "webhook_delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "disk_space_warnings_mailed_at_idx" ON "disk_space_warnings" USING btree ("mailed_at");--> statement-breakpoint
CREATE INDEX "test_provider_records_webhook_due_at_idx" ON "test_provider_records" USING btree ("webhook_due_at") WHERE "test_provider_records"."webhook_due_at" IS NOT NULL;