/**
 * The shop's buttons, one look for each kind, for a `<button>` or a link that acts as one.
 * A caller adds only layout (`w-full`, `ml-auto`), never another look.
 */

/** The one action a form or a page is for. */
export const PRIMARY_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60';

/** An action beside the primary one: Cancel, Back. */
export const SECONDARY_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-brand-100 bg-white px-4 py-2.5 font-medium text-brand-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';

/** A small action among many, such as a row's or a list's in the back office. */
export const QUIET_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50';

/** An action that ends or undoes something (cancel an order, refund it), set apart in red. */
export const DANGER_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-rose-700 bg-white px-4 py-2.5 font-semibold text-rose-800 hover:bg-rose-50 disabled:cursor-not-allowed disabled:opacity-60';
