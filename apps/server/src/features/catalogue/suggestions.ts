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
import { productPath, productVariantPath, searchPath } from '@shop/shared/page-paths';
import type { CatalogueIndex } from './catalogue-index.ts';
import { correctWord, searchWords } from './search-terms.ts';

/** The words a kind of piece answers to: its label's and its own ("toe-ring": toe rings, toe, ring). */
const KINDS: readonly { itemType: ItemType; words: readonly string[] }[] = ITEM_TYPES.map((itemType) => ({
  itemType,
  words: [...new Set([...searchWords(ITEM_TYPE_LABELS[itemType]), ...itemType.split('-')])],
}));

export function suggestionsFor(index: CatalogueIndex, q: string): Suggestion[] {
  const typed = searchWords(q);
  if (typed.join('').length < MIN_SUGGESTION_LETTERS) return [];
  // A SKU typed whole: the design selling it, opened on that variant.
  const bySku = index.designOfSku(q);
  const design = bySku && index.piece(bySku.id);
  if (bySku && design) {
    return [
      {
        kind: 'piece',
        label: design.name,
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
    label: ITEM_TYPE_LABELS[kind.itemType],
    path: searchPath(kind.itemType.replaceAll('-', ' ')),
  }));

  const room = MAX_SUGGESTIONS - kinds.length;
  const pieces: Suggestion[] = [];
  if (room > 0) {
    const labels = new Set<string>();
    // A few more than there is room for: pieces of one name are offered once.
    const { pieces: found } = index.find({ words: corrected }, 'featured', { limit: room * 2, offset: 0 });
    for (const piece of found) {
      if (pieces.length === room || labels.has(piece.name)) continue;
      labels.add(piece.name);
      pieces.push({ kind: 'piece', label: piece.name, path: productPath(piece.id) });
    }
  }
  return [...kinds, ...pieces].slice(0, MAX_SUGGESTIONS);
}
