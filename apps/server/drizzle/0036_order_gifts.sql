ALTER TABLE "orders" ADD COLUMN "gift" jsonb;--> statement-breakpoint
-- A gift is a message and a wrap, as the checkout's contract (gifts.ts) sends them.
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_shape" CHECK ("orders"."gift" IS NULL OR (jsonb_typeof("orders"."gift"->'message') = 'string' AND jsonb_typeof("orders"."gift"->'wrap') = 'boolean'));
