CREATE TABLE "complaint_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"staff_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_id" text NOT NULL,
	CONSTRAINT "complaint_steps_kind_known" CHECK ("complaint_steps"."kind" IN ('reply', 'resolution'))
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "complaints_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"topic" text NOT NULL,
	"description" text NOT NULL,
	"order_id" uuid,
	"order_number" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"mail_id" text NOT NULL,
	CONSTRAINT "complaints_number_unique" UNIQUE("number"),
	CONSTRAINT "complaints_topic_known" CHECK ("complaints"."topic" IN ('order', 'product', 'payment', 'delivery', 'refund', 'other')),
	CONSTRAINT "complaints_status_known" CHECK ("complaints"."status" IN ('open', 'in_progress', 'resolved')),
	CONSTRAINT "complaints_resolved_has_time" CHECK (("complaints"."status" = 'resolved') = ("complaints"."resolved_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "complaint_steps" ADD CONSTRAINT "complaint_steps_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_steps" ADD CONSTRAINT "complaint_steps_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_steps_complaint_id_at_idx" ON "complaint_steps" USING btree ("complaint_id","at");--> statement-breakpoint
CREATE INDEX "complaints_unresolved_created_at_idx" ON "complaints" USING btree ("created_at") WHERE "complaints"."status" <> 'resolved';--> statement-breakpoint
CREATE INDEX "complaints_order_id_idx" ON "complaints" USING btree ("order_id");