/** The cart's buttons, one look for each kind. */
export const PRIMARY_BUTTON =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-stone-500';

export const SECONDARY_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-brand-100 bg-white px-4 py-2.5 font-medium text-brand-900 hover:bg-brand-50';

export const QUIET_BUTTON =
  'inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900';
