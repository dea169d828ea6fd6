/**
 * The channel on which the database announces a change to the catalogue: a trigger on each
 * table the catalogue's answers are read from calls `announce_catalogue_change()`
 * (drizzle/0020_catalogue_changed_signal.sql), whoever made the change, the back office, an
 * import, an order taking stock or plain SQL. Every cache of the catalogue, in every
 * instance of the shop, is emptied on it.
 */
export const CATALOGUE_CHANGED = 'catalogue_changed';
