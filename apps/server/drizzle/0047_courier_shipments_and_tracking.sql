CREATE TABLE "courier_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"channel_order_id" text NOT NULL,
	"courier" text NOT NULL,
	"status" text DEFAULT 'requesting' NOT NULL,
	"weight_grams" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"breadth_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"declared_value_paise" integer NOT NULL,
	"collect_paise" integer DEFAULT 0 NOT NULL,
	"provider_order_id" text,
	"provider_shipment_id" text,
	"awb" text,
	"courier_name" text,
	"tracking_url" text,
	"pickup_requested_at" timestamp with time zone,
	"last_step" text,
	"last_step_at" timestamp with time zone,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_shipments_status_known" CHECK ("courier_shipments"."status" IN ('requesting', 'created', 'cancelled')),
	CONSTRAINT "courier_shipments_created_has_awb" CHECK ("courier_shipments"."status" <> 'created' OR "courier_shipments"."awb" IS NOT NULL),
	CONSTRAINT "courier_shipments_collect_none_yet" CHECK ("courier_shipments"."collect_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courier_tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"step" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"detail" text,
	"event_key" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_courier_shipments" (
	"channel_order_id" text PRIMARY KEY NOT NULL,
	"awb" text NOT NULL,
	"request" jsonb NOT NULL,
	"pickup_requested_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_courier_shipments_awb_unique" UNIQUE("awb")
);
--> statement-breakpoint
ALTER TABLE "courier_shipments" ADD CONSTRAINT "courier_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_shipments" ADD CONSTRAINT "courier_shipments_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_tracking_events" ADD CONSTRAINT "courier_tracking_events_shipment_id_courier_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."courier_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_shipments_channel_order_id_unique" ON "courier_shipments" USING btree ("channel_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_shipments_awb_unique" ON "courier_shipments" USING btree ("awb");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_shipments_one_live_per_order" ON "courier_shipments" USING btree ("order_id") WHERE "courier_shipments"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "courier_tracking_events_event_key_unique" ON "courier_tracking_events" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "courier_tracking_events_shipment_idx" ON "courier_tracking_events" USING btree ("shipment_id","at");