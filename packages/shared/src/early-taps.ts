/**
 * Taps before the app has adopted a server-rendered page (docs/architecture.md, "Taps before
 * the app"): the page's own small script keeps them, and the app calls this function of the
 * window once React has committed a part of the page, so they are replayed on the adopted
 * elements.
 */
export const EARLY_TAPS_ADOPTED = 'shopAdopted';
