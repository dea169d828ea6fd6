/**
 * The pages' words in Tamil and Hindi (page-words-ta.ts, page-words-hi.ts): each page's title,
 * description and subtitle of pages.ts, keyed by its English. The server writes them into the
 * head of a Tamil or Hindi page; the storefront names its pages and heads its listings with
 * them, loading only its page's language. Each table is a module of its own so a phone
 * downloads one.
 */
export type PageWords = Readonly<Record<string, string>>;

/** A page's text with each of its words in the table's language; English where the table has none. */
export function pageTextIn<Text extends { title: string; description: string; subtitle?: string }>(
  text: Text,
  words: PageWords | undefined,
): Text {
  if (words === undefined) return text;
  const wordFor = (english: string) =>
    Object.hasOwn(words, english) ? (words[english] ?? english) : english;
  return {
    ...text,
    title: wordFor(text.title),
    description: wordFor(text.description),
    ...(text.subtitle === undefined ? {} : { subtitle: wordFor(text.subtitle) }),
  };
}
