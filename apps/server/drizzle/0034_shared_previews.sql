CREATE TABLE "previews" (
	"token" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"personalisation" jsonb NOT NULL,
	"show_picture" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "previews" ADD CONSTRAINT "previews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "previews_last_seen_idx" ON "previews" USING btree (coalesce("last_opened_at", "created_at"));