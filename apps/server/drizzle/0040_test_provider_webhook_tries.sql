ALTER TABLE "test_provider_records" ADD COLUMN "webhook_body" text;--> statement-breakpoint
ALTER TABLE "test_provider_records" ADD COLUMN "webhook_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_provider_records" ADD COLUMN "webhook_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_provider_records" ADD COLUMN "webhook_delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "test_provider_records_webhook_due_at_idx" ON "test_provider_records" USING btree ("webhook_due_at") WHERE "test_provider_records"."webhook_due_at" IS NOT NULL;