import type { I18n, Messages } from '@lingui/core';
import type { Language } from '@shop/shared/languages';
import type { MessagePart } from '../../lingui.config.ts';

/*
 * A module loaded with the first page that needs a part's messages (lazy-with-queries.ts),
 * not with the entry: the first visit carries none of it. It imports nothing the entry has,
 * or the bundler would cut what the two share into chunks of their own, and each new chunk
 * costs the first visit.
 */

type Catalog = () => Promise<{ messages: Messages }>;

/** Each part's catalog in each language, a chunk of its own. Written out: the bundler needs each path. */
const PART_CATALOGS: Readonly<Record<MessagePart, Readonly<Record<Language, Catalog>>>> = {
  cart: {
    en: () => import('../locales/en/cart.po'),
    ta: () => import('../locales/ta/cart.po'),
    hi: () => import('../locales/hi/cart.po'),
  },
  personalisation: {
    en: () => import('../locales/en/personalisation.po'),
    ta: () => import('../locales/ta/personalisation.po'),
    hi: () => import('../locales/hi/personalisation.po'),
  },
  account: {
    en: () => import('../locales/en/account.po'),
    ta: () => import('../locales/ta/account.po'),
    hi: () => import('../locales/hi/account.po'),
  },
  footer: {
    en: () => import('../locales/en/footer.po'),
    ta: () => import('../locales/ta/footer.po'),
    hi: () => import('../locales/hi/footer.po'),
  },
  guides: {
    en: () => import('../locales/en/guides.po'),
    ta: () => import('../locales/ta/guides.po'),
    hi: () => import('../locales/hi/guides.po'),
  },
};

/**
 * The messages of the parts a page draws, in the page's language, added to its instance
 * before the page is drawn. Added in place, without Lingui's change event: nothing on the
 * screen uses them yet, and the event would draw the whole app again.
 */
export async function loadMessageParts(
  parts: readonly MessagePart[],
  language: Language,
  i18n: I18n,
): Promise<void> {
  const catalogs = await Promise.all(parts.map((part) => PART_CATALOGS[part][language]()));
  for (const { messages } of catalogs) Object.assign(i18n.messages, messages);
}
