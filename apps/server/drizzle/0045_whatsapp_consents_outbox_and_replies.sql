CREATE TABLE "whatsapp_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text,
	CONSTRAINT "whatsapp_consents_source_known" CHECK ("whatsapp_consents"."source" IN ('checkout', 'profile')),
	CONSTRAINT "whatsapp_consents_withdrawal_whole" CHECK (("whatsapp_consents"."withdrawn_at" IS NULL) = ("whatsapp_consents"."withdrawn_by" IS NULL) AND coalesce("whatsapp_consents"."withdrawn_by", 'profile') IN ('profile', 'stop'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_incoming" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_message_id" text NOT NULL,
	"from" text NOT NULL,
	"user_id" uuid,
	"text" text NOT NULL,
	"button_payload" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "whatsapp_incoming_provider_id_unique" UNIQUE("provider_message_id")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_key" text NOT NULL,
	"order_id" uuid,
	"user_id" uuid,
	"template" text,
	"category" text,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"text" text NOT NULL,
	"proof_id" uuid,
	"to" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "whatsapp_messages_event_key_unique" UNIQUE("event_key"),
	CONSTRAINT "whatsapp_messages_provider_id_unique" UNIQUE("provider_message_id"),
	CONSTRAINT "whatsapp_messages_status_known" CHECK ("whatsapp_messages"."status" IN ('queued', 'sent', 'delivered', 'read', 'failed')),
	CONSTRAINT "whatsapp_messages_failure_when_failed" CHECK (("whatsapp_messages"."failure" IS NULL) = ("whatsapp_messages"."status" <> 'failed'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_pending_changes" (
	"phone" text PRIMARY KEY NOT NULL,
	"proof_id" uuid NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_test_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"phone" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_consents" ADD CONSTRAINT "whatsapp_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_incoming" ADD CONSTRAINT "whatsapp_incoming_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_consents_one_standing" ON "whatsapp_consents" USING btree ("user_id") WHERE "whatsapp_consents"."withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "whatsapp_consents_phone_idx" ON "whatsapp_consents" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "whatsapp_incoming_from_idx" ON "whatsapp_incoming" USING btree ("from","received_at");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_due_idx" ON "whatsapp_messages" USING btree ("next_attempt_at") WHERE "whatsapp_messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "whatsapp_messages_order_idx" ON "whatsapp_messages" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_to_idx" ON "whatsapp_messages" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_test_messages_phone_idx" ON "whatsapp_test_messages" USING btree ("phone","created_at");