CREATE TABLE "receipt_vouchers" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"content" jsonb,
	"taxable_paise" integer,
	"cgst_paise" integer,
	"sgst_paise" integer,
	"igst_paise" integer,
	"round_off_paise" integer,
	"total_paise" integer,
	CONSTRAINT "receipt_vouchers_number_unique" UNIQUE("number"),
	CONSTRAINT "receipt_vouchers_frozen_whole" CHECK (num_nonnulls("receipt_vouchers"."content", "receipt_vouchers"."taxable_paise", "receipt_vouchers"."cgst_paise", "receipt_vouchers"."sgst_paise", "receipt_vouchers"."igst_paise", "receipt_vouchers"."round_off_paise", "receipt_vouchers"."total_paise") = 7 AND "receipt_vouchers"."seller" IS NOT NULL),
	CONSTRAINT "receipt_vouchers_figures_add_up" CHECK ("receipt_vouchers"."total_paise" = "receipt_vouchers"."taxable_paise" + "receipt_vouchers"."cgst_paise" + "receipt_vouchers"."sgst_paise" + "receipt_vouchers"."igst_paise" + "receipt_vouchers"."round_off_paise")
);
--> statement-breakpoint
CREATE TABLE "refund_vouchers" (
	"refund_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"content" jsonb,
	"taxable_paise" integer,
	"cgst_paise" integer,
	"sgst_paise" integer,
	"igst_paise" integer,
	"round_off_paise" integer,
	"total_paise" integer,
	CONSTRAINT "refund_vouchers_number_unique" UNIQUE("number"),
	CONSTRAINT "refund_vouchers_frozen_whole" CHECK (num_nonnulls("refund_vouchers"."content", "refund_vouchers"."taxable_paise", "refund_vouchers"."cgst_paise", "refund_vouchers"."sgst_paise", "refund_vouchers"."igst_paise", "refund_vouchers"."round_off_paise", "refund_vouchers"."total_paise") = 7 AND "refund_vouchers"."seller" IS NOT NULL),
	CONSTRAINT "refund_vouchers_figures_add_up" CHECK ("refund_vouchers"."total_paise" = "refund_vouchers"."taxable_paise" + "refund_vouchers"."cgst_paise" + "refund_vouchers"."sgst_paise" + "refund_vouchers"."igst_paise" + "refund_vouchers"."round_off_paise")
);
--> statement-breakpoint
ALTER TABLE "document_series" DROP CONSTRAINT "document_series_kind_known";--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "taxable_paise" integer;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "cgst_paise" integer;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "sgst_paise" integer;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "igst_paise" integer;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "round_off_paise" integer;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "total_paise" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "taxable_paise" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cgst_paise" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sgst_paise" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "igst_paise" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "round_off_paise" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "total_paise" integer;--> statement-breakpoint
ALTER TABLE "receipt_vouchers" ADD CONSTRAINT "receipt_vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_vouchers" ADD CONSTRAINT "refund_vouchers_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_vouchers" ADD CONSTRAINT "refund_vouchers_order_id_receipt_vouchers_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."receipt_vouchers"("order_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_vouchers_order_id_idx" ON "refund_vouchers" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_frozen_whole" CHECK (num_nonnulls("credit_notes"."content", "credit_notes"."taxable_paise", "credit_notes"."cgst_paise", "credit_notes"."sgst_paise", "credit_notes"."igst_paise", "credit_notes"."round_off_paise", "credit_notes"."total_paise") = 0 OR (num_nonnulls("credit_notes"."content", "credit_notes"."taxable_paise", "credit_notes"."cgst_paise", "credit_notes"."sgst_paise", "credit_notes"."igst_paise", "credit_notes"."round_off_paise", "credit_notes"."total_paise") = 7 AND "credit_notes"."seller" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_figures_add_up" CHECK ("credit_notes"."total_paise" = "credit_notes"."taxable_paise" + "credit_notes"."cgst_paise" + "credit_notes"."sgst_paise" + "credit_notes"."igst_paise" + "credit_notes"."round_off_paise");--> statement-breakpoint
ALTER TABLE "document_series" ADD CONSTRAINT "document_series_kind_known" CHECK ("document_series"."kind" IN ('receipt_voucher', 'invoice', 'refund_voucher', 'credit_note'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_frozen_whole" CHECK (num_nonnulls("invoices"."content", "invoices"."taxable_paise", "invoices"."cgst_paise", "invoices"."sgst_paise", "invoices"."igst_paise", "invoices"."round_off_paise", "invoices"."total_paise") = 0 OR (num_nonnulls("invoices"."content", "invoices"."taxable_paise", "invoices"."cgst_paise", "invoices"."sgst_paise", "invoices"."igst_paise", "invoices"."round_off_paise", "invoices"."total_paise") = 7 AND "invoices"."seller" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_figures_add_up" CHECK ("invoices"."total_paise" = "invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise" + "invoices"."round_off_paise");--> statement-breakpoint
-- An issued document never changes (docs/decisions/0023-receipt-at-payment-invoice-at-shipping.md):
-- once what it states is kept with it, the database refuses to change or remove it, whatever
-- code or hand asks. The tax invoices and credit notes issued before this migration state
-- nothing yet: the server freezes each as it then reads, once, at its first start after it
-- (apps/server/src/features/invoices/freeze.ts), for the seller it prints them with is
-- SHOP_LEGAL_NAME and the rest of the configuration, which no migration can read.
CREATE FUNCTION keep_issued_document() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.content IS NOT NULL THEN
    RAISE EXCEPTION '% of % was issued and never changes', OLD.number, TG_TABLE_NAME;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER receipt_vouchers_keep_issued BEFORE UPDATE OR DELETE ON receipt_vouchers
FOR EACH ROW EXECUTE FUNCTION keep_issued_document();
--> statement-breakpoint
CREATE TRIGGER invoices_keep_issued BEFORE UPDATE OR DELETE ON invoices
FOR EACH ROW EXECUTE FUNCTION keep_issued_document();
--> statement-breakpoint
CREATE TRIGGER refund_vouchers_keep_issued BEFORE UPDATE OR DELETE ON refund_vouchers
FOR EACH ROW EXECUTE FUNCTION keep_issued_document();
--> statement-breakpoint
CREATE TRIGGER credit_notes_keep_issued BEFORE UPDATE OR DELETE ON credit_notes
FOR EACH ROW EXECUTE FUNCTION keep_issued_document();
