/**
 * The storefront's languages and their addresses (decision 0054). English keeps the
 * shop's addresses as they are; Tamil and Hindi put their code in front: `/ta/cart`,
 * `/hi/product/…`. The server reads the language from the address, and the web app gives the
 * rest of the address to its router, so a link inside a Tamil page stays in `/ta/`.
 */

export const LANGUAGES = ['en', 'ta', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in its own script, as the language switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  ta: 'தமிழ்',
  hi: 'हिन्दी',
};

/**
 * The locale of numbers, dates and `hreflang`: the language as it is written in India. In
 * ta-IN and hi-IN, `Intl` writes prices with Latin digits and Indian grouping (₹12,34,567),
 * as Indian shops print them.
 */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-IN',
  ta: 'ta-IN',
  hi: 'hi-IN',
};

/** The cookie that keeps the language a shopper chose with the switch. */
export const LANGUAGE_COOKIE = 'shop_language';

/** The line that offers a first visit the language its browser asks for, in that language. */
export const LANGUAGE_OFFERS: Readonly<Record<Exclude<Language, 'en'>, { line: string; close: string }>> = {
  ta: { line: 'இந்தப் பக்கம் தமிழில்', close: 'மூடு' },
  hi: { line: 'यह पेज हिन्दी में', close: 'बंद करें' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** What goes before a page's path in this language: '' for English, '/ta' for Tamil. */
export function languagePrefix(language: Language): string {
  return language === 'en' ? '' : `/${language}`;
}

/** The language of an address and the shop's path beneath it: `/ta/cart` is Tamil's `/cart`. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const found = /^\/(ta|hi)(?=\/|$)/.exec(pathname);
  if (!found) return { language: 'en', path: pathname };
  return { language: found[1] as Language, path: pathname.slice(found[0].length) || '/' };
}

/** The address of the shop's `path` in `language`: `/cart` in Tamil is `/ta/cart`, `/` is `/ta/`. */
export function pathInLanguage(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' ? `${languagePrefix(language)}/` : `${languagePrefix(language)}${path}`;
}

/**
 * The language an `Accept-Language` header asks for first among the shop's, or undefined
 * when it asks for none of them before English (or names none at all).
 */
export function askedLanguage(acceptLanguage: string | undefined): Language | undefined {
  if (!acceptLanguage) return undefined;
  const asked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && isLanguage(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = asked[0]?.language;
  return isLanguage(first) ? first : undefined;
}

/** The language a `Cookie` header says the shopper chose with the switch, if any. */
export function chosenLanguage(cookieHeader: string | undefined): Language | undefined {
  const value = cookieHeader
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : undefined;
}
