-- The demo catalogue put the plain piece of an engravable ring, pendant or bracelet first
-- among its pictures, and the storefront took the first picture as the engraving template.
-- The template is now a choice of its own: a catalogue seeded before keeps its templates.
UPDATE "products"
SET "engraving_template_image" = "images"[1]
WHERE "engraving_template_image" IS NULL
  AND "images"[1] LIKE '/images/catalogue/%-template-%';
