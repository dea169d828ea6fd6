ALTER TABLE "products" ADD COLUMN "variant_prices" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes_in_stock" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes_offered" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "made_to_order_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "skus" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A design's figures as its variants make them: the price, breakup, stock and price_varies of
-- migration 0043, and what listings and search filter by (shop-tables.ts names each). A size
-- option is one whose name holds the word "size", as variants.ts's isSizeOption reads it.
CREATE FUNCTION design_variant_figures(design integer) RETURNS TABLE (
  low integer, breakup jsonb, total integer, varies boolean, prices integer[],
  in_stock text[], offered text[], days integer, skus text[]
)
LANGUAGE sql STABLE AS $$
  WITH d AS (
    SELECT p.options <> '[]'::jsonb AS has_options,
      (SELECT o.ord::integer FROM jsonb_array_elements(p.options) WITH ORDINALITY o(opt, ord)
        WHERE o.opt->>'name' ~* '\msize\M' ORDER BY o.ord LIMIT 1) AS size_at
    FROM products p WHERE p.id = design
  ), v AS (
    SELECT pv.*, (pv.stock > 0 OR pv.made_to_order_days IS NOT NULL) AS buyable,
      pv."values"[d.size_at] AS size
    FROM product_variants pv, d WHERE pv.product_id = design
  )
  SELECT
    (array_agg(v.price_paise ORDER BY v.buyable DESC, v.price_paise, v.position, v.id))[1],
    (array_agg(v.price_breakup ORDER BY v.buyable DESC, v.price_paise, v.position, v.id))[1],
    sum(v.stock)::integer,
    min(v.price_paise) <> max(v.price_paise),
    CASE
      WHEN NOT d.has_options THEN '{}'::integer[]
      WHEN bool_or(v.buyable) THEN array_agg(DISTINCT v.price_paise ORDER BY v.price_paise) FILTER (WHERE v.buyable)
      ELSE array_agg(DISTINCT v.price_paise ORDER BY v.price_paise)
    END,
    coalesce(array_agg(DISTINCT v.size ORDER BY v.size) FILTER (WHERE v.stock > 0 AND v.size IS NOT NULL), '{}'),
    coalesce(array_agg(DISTINCT v.size ORDER BY v.size) FILTER (WHERE v.buyable AND v.size IS NOT NULL), '{}'),
    CASE WHEN d.has_options THEN min(v.made_to_order_days) END,
    array_agg(v.sku ORDER BY v.position, v.id)
  FROM v, d
  GROUP BY d.has_options
$$;
--> statement-breakpoint
-- The variants' trigger of migration 0043 writes the new figures with the old ones.
CREATE OR REPLACE FUNCTION product_variants_sum_up() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  design integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  UPDATE products p
  SET price_paise = s.low, price_breakup = s.breakup, stock = s.total, price_varies = s.varies,
    variant_prices = s.prices, sizes_in_stock = s.in_stock, sizes_offered = s.offered,
    made_to_order_days = s.days, skus = s.skus
  FROM design_variant_figures(design) s
  WHERE p.id = design AND s.low IS NOT NULL
    AND (p.price_paise, p.price_breakup, p.stock, p.price_varies, p.variant_prices, p.sizes_in_stock,
      p.sizes_offered, p.made_to_order_days, p.skus)
      IS DISTINCT FROM (s.low, s.breakup, s.total, s.varies, s.prices, s.in_stock, s.offered, s.days, s.skus);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A new design's one variant gives it its SKU too.
CREATE OR REPLACE FUNCTION products_first_variant() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_variants ("product_id", "position", "sku", "values", "gram", "net_weight_mg", "pricing", "price_paise", "price_breakup", "stock")
  SELECT p.id, 0, 'P' || lpad(p.id::text, 5, '0'), '{}', p.gram, p.net_weight_mg, p.pricing, p.price_paise, p.price_breakup, p.stock
  FROM products p
  WHERE p.id = NEW.id AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id);
  UPDATE products p SET skus = s.skus
  FROM design_variant_figures(NEW.id) s
  WHERE p.id = NEW.id AND s.skus IS NOT NULL AND p.skus IS DISTINCT FROM s.skus;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
UPDATE products p
SET variant_prices = s.prices, sizes_in_stock = s.in_stock, sizes_offered = s.offered,
  made_to_order_days = s.days, skus = s.skus
FROM products d CROSS JOIN LATERAL design_variant_figures(d.id) s
WHERE p.id = d.id AND s.low IS NOT NULL;
