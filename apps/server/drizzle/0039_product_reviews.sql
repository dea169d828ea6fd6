CREATE TABLE "product_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" uuid,
	CONSTRAINT "product_reviews_product_customer_unique" UNIQUE("product_id","customer_id"),
	CONSTRAINT "product_reviews_stars_range" CHECK ("product_reviews"."stars" BETWEEN 1 AND 5),
	CONSTRAINT "product_reviews_hidden_has_reason" CHECK (("product_reviews"."hidden_at" IS NULL) = ("product_reviews"."hidden_reason" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_hidden_by_staff_members_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_product_created_at_idx" ON "product_reviews" USING btree ("product_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_reviews_created_at_idx" ON "product_reviews" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_reviews_customer_id_idx" ON "product_reviews" USING btree ("customer_id");--> statement-breakpoint
-- A piece's rating and count are its published reviews' and nothing else's: the figures the
-- products had before no buyer wrote, so they go, and this trigger alone writes them from now
-- on. Its update of the product's row gives the row a new version and announces the
-- catalogue's change (0020), so every instance's index and caches follow a written, edited,
-- hidden or removed review.
UPDATE "products" SET "rating" = 0, "reviews" = 0 WHERE "rating" <> 0 OR "reviews" <> 0;
--> statement-breakpoint
CREATE FUNCTION sum_up_product_reviews(piece integer) RETURNS void
LANGUAGE sql AS $$
  UPDATE products
  SET rating = summed.rating, reviews = summed.reviews
  FROM (
    SELECT coalesce(round(avg(stars), 1), 0)::real AS rating, count(*)::integer AS reviews
    FROM product_reviews
    WHERE product_id = piece AND hidden_at IS NULL
  ) AS summed
  WHERE products.id = piece
    AND (products.rating, products.reviews) IS DISTINCT FROM (summed.rating, summed.reviews);
$$;
--> statement-breakpoint
CREATE FUNCTION product_reviews_sum_up() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM sum_up_product_reviews(OLD.product_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM sum_up_product_reviews(NEW.product_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_reviews_sum_up
AFTER INSERT OR UPDATE OR DELETE ON product_reviews
FOR EACH ROW EXECUTE FUNCTION product_reviews_sum_up();
