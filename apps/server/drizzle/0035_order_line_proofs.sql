CREATE TABLE "order_line_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_position" integer NOT NULL,
	"version" integer NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"staff_id" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" text,
	"comment" text,
	"decided_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "order_line_proofs_version_unique" UNIQUE("order_id","line_position","version"),
	CONSTRAINT "order_line_proofs_decision_known" CHECK ("order_line_proofs"."decision" IS NULL OR "order_line_proofs"."decision" IN ('approved', 'change')),
	CONSTRAINT "order_line_proofs_decided_together" CHECK (("order_line_proofs"."decision" IS NULL) = ("order_line_proofs"."decided_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proof_waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proof_waiver_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proof_waived_by" uuid;--> statement-breakpoint
ALTER TABLE "order_line_proofs" ADD CONSTRAINT "order_line_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_proofs" ADD CONSTRAINT "order_line_proofs_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_proofs" ADD CONSTRAINT "order_line_proofs_line_fk" FOREIGN KEY ("order_id","line_position") REFERENCES "public"."order_lines"("order_id","position") ON DELETE cascade ON UPDATE no action;