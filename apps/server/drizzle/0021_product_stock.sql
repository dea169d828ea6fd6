ALTER TABLE "products" ADD COLUMN "stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0);--> statement-breakpoint
-- Before counts, a piece was only in stock or not. A piece in stock starts with 10, above the
-- storefront's "few left" line, until the jeweller sets its real count (the back office's CSV
-- import does a whole catalogue at once).
UPDATE "products" SET "stock" = CASE WHEN "in_stock" THEN 10 ELSE 0 END;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "in_stock" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" drop column "in_stock";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (stock > 0) STORED NOT NULL;--> statement-breakpoint
CREATE TABLE "sold_out_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid,
	"amount_paise" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sold_out_payments" ADD CONSTRAINT "sold_out_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
