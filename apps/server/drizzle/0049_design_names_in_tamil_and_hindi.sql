-- A design's Tamil and Hindi name and description, which search also finds it by. The search
-- document is generated from them, so it is made again; its full-text index goes with it and
-- is built again on the new document.
ALTER TABLE "products" ADD COLUMN "name_ta" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ta" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_document";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" text GENERATED ALWAYS AS (lower(name || ' ' || product_category || ' ' || item_type || ' ' || people_category || ' ' || CASE people_category WHEN 'women' THEN 'female ladies womens' WHEN 'men' THEN 'male gents mens' WHEN 'kids' THEN 'children child baby' ELSE 'couple pair' END || ' ' || material || ' ' || description || ' ' || name_ta || ' ' || name_hi || ' ' || description_ta || ' ' || description_hi)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin (to_tsvector('simple', "search_document"));
