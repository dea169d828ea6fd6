import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Language } from '@shop/shared/languages';

/**
 * The storefront's messages, through Lingui (decision 0052). Each page loads its language's
 * catalog, a chunk of its own, before the app starts (main.tsx, `loadMessages`), English as
 * Tamil and Hindi, so a phone gets the messages of its page's language and of no other. The
 * messages of the cart, the personalisation and the account come with the pages that draw them
 * (message-parts.ts, decision 0055). The server's render has every catalog (entry-server.tsx).
 */
export const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

/** A Lingui instance of its own for a language: each render on the server gets its own language's. */
export function i18nFor(language: Language, messages: Messages): I18n {
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

/** The page's instance, once made: the parts' messages join it (message-parts.ts). */
let pageI18n: I18n = i18n;
export const currentI18n = (): I18n => pageI18n;

/** The catalog of a page's language, loaded on its own. */
export async function loadMessages(language: Language): Promise<I18n> {
  if (language === 'en') {
    i18n.load('en', (await import('../locales/en/messages.po')).messages);
    return i18n;
  }
  const { messages } =
    language === 'ta' ? await import('../locales/ta/messages.po') : await import('../locales/hi/messages.po');
  pageI18n = i18nFor(language, messages);
  return pageI18n;
}

/** Every catalog of a language in one: the server's render and the tests draw any page. */
export function allMessagesOf(catalogs: readonly Messages[]): Messages {
  return Object.assign({}, ...catalogs) as Messages;
}
