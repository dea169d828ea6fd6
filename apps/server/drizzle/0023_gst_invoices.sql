CREATE TABLE "credit_notes" (
	"refund_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_series_kind_financial_year_pk" PRIMARY KEY("kind","financial_year"),
	CONSTRAINT "document_series_kind_known" CHECK ("document_series"."kind" IN ('invoice', 'credit_note')),
	CONSTRAINT "document_series_last_number_positive" CHECK ("document_series"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_invoices_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."invoices"("order_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_order_id_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
-- Orders paid before invoices get theirs now, numbered in the order they were paid within each
-- financial year (India's time), as they would have been; an order cancelled before its
-- payment arrived sold nothing and gets none.
WITH paid AS (
	SELECT o.id, o.paid_at,
		CASE WHEN extract(month FROM o.paid_at AT TIME ZONE 'Asia/Kolkata') >= 4
			THEN extract(year FROM o.paid_at AT TIME ZONE 'Asia/Kolkata')::int
			ELSE extract(year FROM o.paid_at AT TIME ZONE 'Asia/Kolkata')::int - 1 END AS start_year
	FROM "orders" o
	WHERE o.paid_at IS NOT NULL
		AND NOT (o.status = 'cancelled' AND EXISTS (
			SELECT 1 FROM "order_events" e WHERE e.order_id = o.id AND e.status = 'cancelled' AND e.at <= o.paid_at))
), numbered AS (
	SELECT id, paid_at, start_year::text || '-' || lpad(((start_year + 1) % 100)::text, 2, '0') AS financial_year,
		row_number() OVER (PARTITION BY start_year ORDER BY paid_at, id) AS serial
	FROM paid
)
INSERT INTO "invoices" ("order_id", "number", "financial_year", "issued_at", "seller")
SELECT id, 'VT/' || financial_year || '/' || lpad(serial::text, 5, '0'), financial_year, paid_at, NULL FROM numbered;
--> statement-breakpoint
INSERT INTO "document_series" ("kind", "financial_year", "last_number")
SELECT 'invoice', financial_year, count(*) FROM "invoices" GROUP BY financial_year;
