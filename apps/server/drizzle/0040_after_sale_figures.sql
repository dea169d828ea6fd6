ALTER TABLE "order_events" ADD COLUMN "refund_paise" integer;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "refund" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_min_order_paise" integer;--> statement-breakpoint
-- The orders priced with a coupon before its minimum was kept on them take the coupon's minimum
-- as it is now: the best the shop knows of what it was when they were priced.
UPDATE "orders" SET "coupon_min_order_paise" = "coupons"."min_order_paise"
  FROM "coupons" WHERE "orders"."coupon_id" = "coupons"."id";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_has_minimum" CHECK (("orders"."coupon_id" IS NULL) = ("orders"."coupon_min_order_paise" IS NULL) AND coalesce("orders"."coupon_min_order_paise", 0) >= 0);
