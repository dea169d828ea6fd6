ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "upload_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_pending_created_at_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" IN ('pending', 'paid', 'expired'));--> statement-breakpoint
-- Orders made before this column existed name their uploads in their lines' personalisations.
UPDATE "orders" SET "upload_ids" = coalesce((
  SELECT array_agg(DISTINCT lower(coalesce("customization"->>'fileId', "customization"->'file'->>'fileId'))::uuid)
  FROM "order_lines"
  WHERE "order_lines"."order_id" = "orders"."id"
    AND coalesce("customization"->>'fileId', "customization"->'file'->>'fileId') IS NOT NULL
), '{}'::uuid[]);--> statement-breakpoint
-- Orders left unpaid for more than a day before expiry existed expire now.
UPDATE "orders" SET "status" = 'expired' WHERE "status" = 'pending' AND "created_at" < now() - interval '1 day';
--> statement-breakpoint
-- Only a paid order keeps an upload for good: those kept by orders never paid go back under
-- the retention period.
UPDATE "uploads" SET "placed_at" = NULL
WHERE "placed_at" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "orders" WHERE "orders"."status" = 'paid' AND "uploads"."id" = ANY ("orders"."upload_ids"));
