import { formatPaise, paiseToRupees } from '@shop/shared/money';

export { formatPaise };

const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** A moment as a jeweller in India reads it: 24 Nov 2026, 9:05 am. */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** Rupees as an amount field shows them: 2599 or 2599.50. */
export function rupeesText(paise: number): string {
  return paise % 100 === 0 ? String(paiseToRupees(paise)) : paiseToRupees(paise).toFixed(2);
}
