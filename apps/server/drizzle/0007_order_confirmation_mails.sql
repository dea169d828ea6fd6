ALTER TABLE "orders" ADD COLUMN "confirmation_mailed_at" timestamp with time zone;--> statement-breakpoint
-- Orders paid before this column existed had their confirmation mailed when they were paid.
UPDATE "orders" SET "confirmation_mailed_at" = "paid_at" WHERE "status" = 'paid';
