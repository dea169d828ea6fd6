import { describe, expect, it } from 'vitest';
import { PAGE_WORDS_HI } from './page-words-hi.ts';
import { PAGE_WORDS_TA } from './page-words-ta.ts';
import {
  CATEGORY_PAGES,
  LISTED_PAGE_PATHS,
  PAGE_NOT_FOUND,
  PIECE_NOT_FOUND,
  PREVIEW_NOT_FOUND,
  TYPE_PAGES,
  pageMeta,
} from './pages.ts';

/** Every page pageMeta describes: the listed ones and those search engines are not told about. */
const DESCRIBED_PATHS = [
  ...LISTED_PAGE_PATHS,
  '/search',
  '/cart',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/profile',
  '/wishlist',
  '/checkout',
  '/customize/ring',
  '/orders/00000000-0000-0000-0000-000000000000',
];

/** Each English title, description and subtitle a page of the shop shows. */
function pageTexts(): string[] {
  const texts = new Set<string>();
  for (const path of DESCRIBED_PATHS) {
    const meta = pageMeta(path);
    if (!meta) throw new Error(`pages.ts describes no page at ${path}`);
    texts.add(meta.title);
    texts.add(meta.description);
  }
  for (const page of Object.values(CATEGORY_PAGES)) texts.add(page.subtitle);
  for (const kinds of Object.values(TYPE_PAGES)) {
    for (const page of Object.values(kinds)) texts.add(page.subtitle);
  }
  for (const notFound of [PAGE_NOT_FOUND, PIECE_NOT_FOUND, PREVIEW_NOT_FOUND]) {
    texts.add(notFound.title);
    texts.add(notFound.description);
  }
  return [...texts];
}

const TEXTS = pageTexts();

describe.each([
  ['Tamil', PAGE_WORDS_TA],
  ['Hindi', PAGE_WORDS_HI],
] as const)('the pages in %s', (_language, words) => {
  it('has every title, description and subtitle of the pages', () => {
    expect(TEXTS.length).toBeGreaterThan(80);
    expect(TEXTS.filter((english) => !Object.hasOwn(words, english))).toEqual([]);
  });

  it.each(TEXTS)('says "%s" in its own words', (english) => {
    const word = words[english] ?? '';
    expect(word.trim()).not.toBe('');
    expect(word).not.toBe(english);
    expect(word).toBe(word.normalize('NFC'));
    // eslint-disable-next-line no-control-regex
    expect(word).not.toMatch(/[\u0000-\u001f\u007f]/);
  });

  it('keeps no words for a text the pages no longer show', () => {
    expect(Object.keys(words).filter((english) => !TEXTS.includes(english))).toEqual([]);
  });
});
