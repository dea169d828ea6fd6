import { splitLanguage, type Language } from '@shop/shared/languages';
import { pageTextIn, type PageWords } from '@shop/shared/page-words';
import { usePageLanguage } from './page-language.ts';

/*
 * The pages' words (packages/shared/src/page-words.ts) of the languages at hand: in the
 * browser, the page's own, loaded with the first page that names itself or heads a listing
 * with them; on the server, every language's (entry-server.tsx).
 */
const loaded: Partial<Record<Language, PageWords>> = {};

export function providePageWords(language: Language, words: PageWords): void {
  loaded[language] = words;
}

/** The page's language's words, fetched once; English is pages.ts itself. */
export async function loadPageWords(language: Language): Promise<void> {
  if (language === 'en' || loaded[language]) return;
  loaded[language] =
    language === 'ta'
      ? (await import('@shop/shared/page-words-ta')).PAGE_WORDS_TA
      : (await import('@shop/shared/page-words-hi')).PAGE_WORDS_HI;
}

/** The words of the page's language, in the browser before the page is drawn; the server has them all. */
export function loadPageWordsOfThePage(): Promise<void> {
  if (import.meta.env.SSR) return Promise.resolve();
  return loadPageWords(splitLanguage(window.location.pathname).language);
}

/** A page's text (title, description, subtitle) in a language, English where it has no words. */
export function pageTextOf<Text extends { title: string; description: string; subtitle?: string }>(
  text: Text,
  language: Language,
): Text {
  return pageTextIn(text, loaded[language]);
}

/** A page's text in the page's language. */
export function usePageText<Text extends { title: string; description: string; subtitle?: string }>(
  text: Text,
): Text {
  return pageTextOf(text, usePageLanguage());
}
