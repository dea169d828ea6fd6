/**
 * How long after delivery a customer may ask for pieces back. The owner sets it in the back
 * office (stored in the shop's settings under RETURN_WINDOW_SETTING); the refund policy, the
 * order page and the server's refusals all read it through `returnWindowDays`.
 */
export const RETURN_WINDOW_SETTING = 'returnWindowDays';

export const DEFAULT_RETURN_WINDOW_DAYS = 15;
export const MIN_RETURN_WINDOW_DAYS = 1;
export const MAX_RETURN_WINDOW_DAYS = 90;

/** The window the stored setting gives, or the default when it is unset or not a whole number of days. */
export function returnWindowDays(stored: unknown): number {
  return typeof stored === 'number' &&
    Number.isInteger(stored) &&
    stored >= MIN_RETURN_WINDOW_DAYS &&
    stored <= MAX_RETURN_WINDOW_DAYS
    ? stored
    : DEFAULT_RETURN_WINDOW_DAYS;
}
