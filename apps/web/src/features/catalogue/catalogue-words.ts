/**
 * The catalogue's shared words (packages/shared, also the server's and the back office's) as
 * the storefront's messages, so a Tamil or Hindi page names a piece's metal, purity, people
 * and stock in its language. English keeps the shared module's words: each message here is
 * the same English text.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { fewLeftNote, type Material, type PeopleCategory } from '@shop/shared/catalogue';
import type { Purity } from '@shop/shared/pricing-labels';
import type { PageWindow } from './listing-rules.ts';
import { DEFAULT_COUNTRY_OF_ORIGIN } from '@shop/shared/product-page';

/** `MATERIALS`. */
export const MATERIAL_MESSAGES: Readonly<Record<Material, MessageDescriptor>> = {
  Gold: msg`Gold`,
  Silver: msg`Silver`,
};

/** `PURITY_LABELS`. */
export const PURITY_MESSAGES: Readonly<Record<Purity, MessageDescriptor>> = {
  'gold-999': msg`24K gold (999)`,
  'gold-916': msg`22K gold (916)`,
  'gold-750': msg`18K gold (750)`,
  'gold-585': msg`14K gold (585)`,
  'silver-999': msg`Fine silver (999)`,
  'silver-925': msg`Sterling silver (925)`,
};

/** Who a piece is for, as a card's eyebrow names them. */
export const PEOPLE_MESSAGES: Readonly<Record<PeopleCategory, MessageDescriptor>> = {
  women: msg`Women`,
  men: msg`Men`,
  kids: msg`Kids`,
  couples: msg`Couples`,
};

/** A word of a table in the page's language, or the value itself where the table lacks it. */
export function wordOf(
  i18n: I18n,
  table: Readonly<Record<string, MessageDescriptor>>,
  value: string,
): string {
  const message = Object.hasOwn(table, value) ? table[value] : undefined;
  return message ? i18n._(message) : value;
}

/** `fewLeftNote` ('Only 2 left') in the page's language; undefined when it says nothing. */
export function fewLeftText(i18n: I18n, stockLeft: number | null | undefined): string | undefined {
  if (fewLeftNote(stockLeft) === undefined || typeof stockLeft !== 'number') return undefined;
  return i18n._(msg({ message: plural(stockLeft, { other: 'Only # left' }) }));
}

/** `PRODUCT_PAGE_TEXTS.countryOfOrigin`, with the shop's own country named in the page's language. */
export function countryOfOriginText(i18n: I18n, given: string): string {
  const country = given === DEFAULT_COUNTRY_OF_ORIGIN ? i18n._(msg`India`) : given;
  return i18n._(msg`Country of origin: ${country}`);
}

/** `VARIANT_TEXTS.madeToOrder`: 'Made to order: ships 5 days later'. */
export function madeToOrderText(i18n: I18n, days: number): string {
  return i18n._(
    msg({
      message: plural(days, {
        one: 'Made to order: ships # day later',
        other: 'Made to order: ships # days later',
      }),
    }),
  );
}

/** `PRODUCT_PAGE_TEXTS.reviewCount`: '(38 reviews)'. */
export function reviewCountText(i18n: I18n, count: number): string {
  return i18n._(msg({ message: plural(count, { one: '(# review)', other: '(# reviews)' }) }));
}

/** `showingText` of listing-rules.ts: 'Showing 1-12 of 30 exquisite pieces', or 'No products found'. */
export function showingMessage(i18n: I18n, { from, to }: PageWindow, total: number): string {
  return total === 0
    ? i18n._(NO_PRODUCTS_FOUND)
    : i18n._(msg`Showing ${from}-${to} of ${total} exquisite pieces`);
}

export const NO_PRODUCTS_FOUND = msg`No products found`;
