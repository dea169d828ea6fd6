/**
 * Taps before the app has adopted a server-rendered page (docs/architecture.md, "Taps before
 * the app"): the page's own small script keeps them, and the app calls this function of the
 * window once React has committed a part of the page, so they are replayed on the adopted
 * elements.
 */
export const EARLY_TAPS_ADOPTED = 'shopAdopted';

/**
 * The attribute of an element that stands in for the live one the app draws in its place
 * later (a card's plain heart until the wishlist's code has come): a tap on it is kept even
 * after React has adopted it, and replayed on the element that takes its place.
 */
export const EARLY_TAPS_STAND_IN = 'data-stand-in';
