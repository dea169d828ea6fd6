CREATE TABLE "reconciliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"window_from" timestamp with time zone NOT NULL,
	"window_to" timestamp with time zone NOT NULL,
	"payments_read" integer NOT NULL,
	"refunds_read" integer NOT NULL,
	"findings" jsonb NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_provider_records" (
	"id" text PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"provider_order_id" text,
	"payment_id" text,
	"receipt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_records_entity_known" CHECK ("test_provider_records"."entity" IN ('order', 'payment', 'refund'))
);
--> statement-breakpoint
ALTER TABLE "sold_out_payments" RENAME TO "unmatched_payments";--> statement-breakpoint
ALTER TABLE "unmatched_payments" DROP CONSTRAINT "sold_out_payments_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "made_at_provider" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD COLUMN "reason" text DEFAULT 'sold-out' NOT NULL;--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD COLUMN "refund_failure" text;--> statement-breakpoint
CREATE INDEX "reconciliations_ran_at_idx" ON "reconciliations" USING btree ("ran_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "test_provider_records_entity_created_at_idx" ON "test_provider_records" USING btree ("entity","created_at");--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD CONSTRAINT "unmatched_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD CONSTRAINT "unmatched_payments_provider_refund_id_unique" UNIQUE("provider_refund_id");--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD CONSTRAINT "unmatched_payments_reason_known" CHECK ("unmatched_payments"."reason" IN ('sold-out', 'no-order', 'amount-differs', 'paid-twice', 'found-by-reconciliation'));--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD CONSTRAINT "unmatched_payments_refund_status_known" CHECK ("unmatched_payments"."refund_status" IS NULL OR "unmatched_payments"."refund_status" IN ('pending', 'processed', 'failed'));--> statement-breakpoint
-- A sold-out payment already marked refunded keeps that as a processed refund.
UPDATE "unmatched_payments" SET "refund_status" = 'processed' WHERE "refunded_at" IS NOT NULL;
