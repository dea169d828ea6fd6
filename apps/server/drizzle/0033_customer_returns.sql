CREATE TABLE "order_return_lines" (
	"return_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_return_lines_return_id_position_pk" PRIMARY KEY("return_id","position"),
	CONSTRAINT "order_return_lines_quantity_positive" CHECK ("order_return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"pickup" jsonb,
	"picked_up_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refund_id" uuid,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "order_returns_status_known" CHECK ("order_returns"."status" IN ('requested', 'approved', 'declined', 'picked_up', 'received', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "by_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_order_id_idx" ON "order_returns" USING btree ("order_id","requested_at");--> statement-breakpoint
CREATE INDEX "order_returns_status_idx" ON "order_returns" USING btree ("status");