-- A change to the catalogue is announced on the channel 'catalogue_changed', so that every
-- instance of the shop empties its caches of the catalogue (src/db/catalogue-changes.ts).
-- Once per statement, and PostgreSQL sends one notification per transaction however many
-- statements repeat it: a CSV import of a thousand rows is one announcement.
-- Another table the catalogue's answers read from joins with one more trigger:
--   CREATE TRIGGER <table>_announce_catalogue_change
--   AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON <table>
--   FOR EACH STATEMENT EXECUTE FUNCTION announce_catalogue_change();
CREATE FUNCTION announce_catalogue_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_announce_catalogue_change
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION announce_catalogue_change();
