-- A credit note may now answer a parcel returned undelivered, which has no refund: the notes
-- get an id of their own, and a refund still has at most one note.
ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_pkey";--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_one_undelivered_idx" ON "credit_notes" USING btree ("order_id") WHERE "credit_notes"."refund_id" IS NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_unique" UNIQUE("refund_id");
