-- Entries written before a deleted account's erasure reached the audit log still hold what the
-- customer wrote or was written: the e-mail and the reply of a message that is gone, and the
-- staff's notes on an order that is gone or erased. They now read as the erasure leaves them
-- (AUDIT_ERASED_VALUE in packages/shared/src/staff.ts).
UPDATE "audit_entries" SET "after" = jsonb_set("after", '{to}', to_jsonb('removed when the customer deleted their account'::text))
WHERE "subject_type" = 'message' AND jsonb_typeof("after" #> '{to}') = 'string'
  AND NOT EXISTS (SELECT 1 FROM "contact_messages" WHERE "contact_messages"."id"::text = "audit_entries"."subject_id");
--> statement-breakpoint
UPDATE "audit_entries" SET "after" = jsonb_set("after", '{reply}', to_jsonb('removed when the customer deleted their account'::text))
WHERE "subject_type" = 'message' AND jsonb_typeof("after" #> '{reply}') = 'string'
  AND NOT EXISTS (SELECT 1 FROM "contact_messages" WHERE "contact_messages"."id"::text = "audit_entries"."subject_id");
--> statement-breakpoint
UPDATE "audit_entries" SET "after" = jsonb_set("after", '{reason}', to_jsonb('removed when the customer deleted their account'::text))
WHERE "subject_type" = 'order' AND jsonb_typeof("after" #> '{reason}') = 'string'
  AND NOT EXISTS (SELECT 1 FROM "orders" WHERE "orders"."id"::text = "audit_entries"."subject_id" AND "orders"."customer_erased_at" IS NULL);
--> statement-breakpoint
UPDATE "audit_entries" SET "after" = jsonb_set("after", '{refund,reason}', to_jsonb('removed when the customer deleted their account'::text))
WHERE "subject_type" = 'order' AND jsonb_typeof("after" #> '{refund,reason}') = 'string'
  AND NOT EXISTS (SELECT 1 FROM "orders" WHERE "orders"."id"::text = "audit_entries"."subject_id" AND "orders"."customer_erased_at" IS NULL);
