/**
 * What the search overlay offers while the shopper types: kinds of piece whose names begin
 * with what was typed (a search for that kind), then the pieces the search would show first
 * (their pages). Typos are corrected against the catalogue's words as search corrects them,
 * and the last word may be unfinished.
 */
import {
  ITEM_TYPE_LABELS,
  ITEM_TYPES,
  MAX_SUGGESTIONS,
  MIN_SUGGESTION_LETTERS,
  type ItemType,
} from '@shop/shared/catalogue';
import type { Suggestion } from '@shop/shared/catalogue-api';
import { ITEM_TYPE_LABELS_IN } from '@shop/shared/item-type-words';
import type { Language } from '@shop/shared/languages';
import { productPath, productVariantPath, searchPath } from '@shop/shared/page-paths';
import { nameIn } from '@shop/shared/product-words';
import type { CatalogueIndex } from './catalogue-index.ts';
import { correctWord, searchWords } from './search-terms.ts';

/** A kind of piece's label in each language: English's, else that language's own. */
function kindLabel(itemType: ItemType, language: Language): string {
  return language === 'en' ? ITEM_TYPE_LABELS[itemType] : ITEM_TYPE_LABELS_IN[language][itemType];
}

/**
 * The words a kind of piece answers to: its labels' and its own ("toe-ring": toe rings, toe,
 * ring, மெட்டிகள், बिछिया).
 */
const KINDS: readonly { itemType: ItemType; words: readonly string[] }[] = ITEM_TYPES.map((itemType) => ({
  itemType,
  words: [
    ...new Set([
      ...searchWords(ITEM_TYPE_LABELS[itemType]),
      ...searchWords(ITEM_TYPE_LABELS_IN.ta[itemType]),
      ...searchWords(ITEM_TYPE_LABELS_IN.hi[itemType]),
      ...itemType.split('-'),
    ]),
  ],
}));

export function suggestionsFor(index: CatalogueIndex, q: string, language: Language = 'en'): Suggestion[] {
  const typed = searchWords(q);
  if (typed.join('').length < MIN_SUGGESTION_LETTERS) return [];
  // A SKU typed whole: the design selling it, opened on that variant.
  const bySku = index.designOfSku(q);
  const design = bySku && index.piece(bySku.id);
  if (bySku && design) {
    return [
      {
        kind: 'piece',
        label: nameIn(design.product, language),
        path: productVariantPath(design.id, design.hasOptions ? bySku.sku : undefined),
      },
    ];
  }
  const corrected = typed.map((word) => correctWord(word, index.vocabulary));
  const begins = (kindWords: readonly string[], word: string) =>
    kindWords.some((own) => own.startsWith(word));

  const kinds: Suggestion[] = KINDS.filter(
    (kind) =>
      index.itemTypes.has(kind.itemType) &&
      typed.every((word, i) => begins(kind.words, word) || begins(kind.words, corrected[i] ?? word)),
  ).map((kind) => ({
    kind: 'category',
    label: kindLabel(kind.itemType, language),
    path: searchPath(kind.itemType.replaceAll('-', ' ')),
  }));

  const room = MAX_SUGGESTIONS - kinds.length;
  const pieces: Suggestion[] = [];
  if (room > 0) {
    const labels = new Set<string>();
    // A few more than there is room for: pieces of one name are offered once.
    const { pieces: found } = index.find({ words: corrected }, 'featured', { limit: room * 2, offset: 0 });
    for (const piece of found) {
      const label = nameIn(piece.product, language);
      if (pieces.length === room || labels.has(label)) continue;
      labels.add(label);
      pieces.push({ kind: 'piece', label, path: productPath(piece.id) });
    }
  }
  return [...kinds, ...pieces].slice(0, MAX_SUGGESTIONS);
}
