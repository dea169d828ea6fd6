/**
 * The catalogue as search and the listings read it: every piece on the storefront, held in
 * the process, answering the same filters, sorts, pages and totals as the SQL of
 * repository.ts (decision 0021). The database stays the truth; an index is one reading of
 * it and never changes once shoppers read it, except for the word index, which a small
 * change updates in the same synchronous step that makes the new index current
 * (live-index.ts), so no search ever sees half of a change.
 *
 * Words are matched by FlexSearch, which holds every beginning of every word of each
 * piece's search document ("forward" tokenizing): a query word must begin a word of the
 * document, and every query word must match. The words are PostgreSQL's own lexemes of
 * `search_document`, so hyphenated words and numbers split exactly as the full-text index
 * split them.
 */
import { Index as WordIndex } from 'flexsearch';
import { rupeesToPaise } from '@shop/shared/money';
import {
  MAX_SEARCH_TERM_LENGTH,
  type CustomizationType,
  type ItemType,
  type Material,
  type PeopleCategory,
  type SortOption,
} from '@shop/shared/catalogue';
import type { Product } from '@shop/shared/catalogue-api';
import { isSizeOption, type ProductOption } from '@shop/shared/variants';
import { toProductJson } from './product-json.ts';
import type { IndexRow, ProductFilter } from './repository.ts';
import { isVocabularyWord, type Vocabulary } from './search-terms.ts';
import { SimilarityQuery, trigramSequence, type TrigramSequence } from './word-similarity.ts';

/** One piece as the index keeps it: what the answers send and what they filter and sort by. */
export interface IndexedPiece {
  readonly id: number;
  /** The row version it was read at (repository.ts), to tell whether it changed since. */
  readonly version: string;
  readonly product: Product;
  readonly name: string;
  readonly peopleCategory: PeopleCategory;
  readonly itemType: ItemType;
  readonly productCategory: string;
  readonly material: Material;
  readonly customizationTypes: readonly CustomizationType[];
  readonly pricePaise: number;
  /** The prices of the variants its price comes from; empty for a design without options. */
  readonly variantPrices: readonly number[];
  readonly inStock: boolean;
  /** Its size option's values that can be bought, in the option's order; none without a size. */
  readonly sizesOffered: readonly string[];
  /** Those of them in stock. */
  readonly sizesInStock: readonly string[];
  /** Its variants' SKUs. */
  readonly skus: readonly string[];
  /** It has options: its page opens on a variant named in its address. */
  readonly hasOptions: boolean;
  readonly rating: number;
  readonly reviews: number;
  readonly createdMicros: number;
  /** The lexemes of its search document. */
  readonly words: readonly string[];
  readonly nameTrigrams: TrigramSequence;
}

// A catalogue repeats a few hundred words thousands of times: each is kept once.
const sharedWords = new Map<string, string>();
function shared(word: string): string {
  const known = sharedWords.get(word);
  if (known !== undefined) return known;
  sharedWords.set(word, word);
  return word;
}

export function indexedPiece(row: IndexRow): IndexedPiece {
  return {
    id: row.id,
    version: row.version,
    product: toProductJson(row),
    name: row.name,
    peopleCategory: row.peopleCategory,
    itemType: row.itemType,
    productCategory: row.productCategory,
    material: row.material,
    customizationTypes: row.customizationTypes,
    pricePaise: row.pricePaise,
    variantPrices: row.variantPrices,
    inStock: row.inStock,
    sizesOffered: sizesInOrder(row.options, row.sizesOffered),
    sizesInStock: row.sizesInStock.map(shared),
    skus: row.skus,
    hasOptions: row.options.length > 0,
    rating: row.rating,
    reviews: row.reviews,
    createdMicros: row.createdMicros,
    words: row.words.map(shared),
    // word_similarity(words, lower(name)): pg_trgm lower-cases each word itself.
    nameTrigrams: trigramSequence(row.name),
  };
}

/** `sizes` in the order of the design's size option, each kept once for the whole catalogue. */
function sizesInOrder(options: readonly ProductOption[], sizes: readonly string[]): readonly string[] {
  if (sizes.length === 0) return [];
  const option = options.find(isSizeOption);
  const place = (size: string) => option?.values.indexOf(size) ?? -1;
  return [...sizes].sort((a, b) => place(a) - place(b)).map(shared);
}

/** Whether two readings of a piece have the same words, so the word index needs no change. */
function sameWords(a: IndexedPiece, b: IndexedPiece): boolean {
  return a.words.length === b.words.length && a.words.every((word, i) => word === b.words[i]);
}

/** Whether a change leaves every sort order as it was. */
function sameSortKeys(a: IndexedPiece, b: IndexedPiece): boolean {
  return (
    a.name === b.name &&
    a.rating === b.rating &&
    a.reviews === b.reviews &&
    a.pricePaise === b.pricePaise &&
    a.createdMicros === b.createdMicros
  );
}

/**
 * The words the word index files, each cut to the longest search: FlexSearch files every
 * beginning of a word, which for one 1,990-letter word of a description took 3 MB. No query
 * word is longer than a query, so a cut word is found by every beginning a shopper can type.
 */
const documentOf = (piece: IndexedPiece) =>
  piece.words.map((word) => word.slice(0, MAX_SEARCH_TERM_LENGTH)).join(' ');
const splitOnSpaces = (text: string) => text.split(' ');

function newWordIndex(): WordIndex {
  // The words are already PostgreSQL's lexemes: FlexSearch must not change them.
  return new WordIndex({ tokenize: 'forward', encode: splitOnSpaces });
}

/** Pieces added to a new word index between pauses, so shoppers are answered meanwhile. */
const BUILD_BATCH = 500;
/** Up to this many pieces with new words are changed in the word index in place (a few ms each). */
const IN_PLACE_WORD_CHANGES = 20;

const yieldToShoppers = () => new Promise<void>((resolve) => setImmediate(resolve));

function byFeatured(a: IndexedPiece, b: IndexedPiece): number {
  return b.rating - a.rating || b.reviews - a.reviews || a.id - b.id;
}

export interface PiecePage {
  pieces: IndexedPiece[];
  total: number;
}

/** What an index may take over from the one it follows, when a change leaves it valid. */
interface Inherited {
  vocabulary?: Vocabulary | undefined;
  orders?: Map<SortOption, readonly number[]> | undefined;
}

export class CatalogueIndex {
  private vocabularyOfIndex: Vocabulary | undefined;
  private readonly orders: Map<SortOption, readonly number[]>;
  private readonly placesByOrder = new WeakMap<readonly number[], ReadonlyMap<number, number>>();
  private lastMatching: { query: string; ids: readonly number[] } | undefined;
  private itemTypesOfIndex: ReadonlySet<ItemType> | undefined;
  private byIdOfIndex: readonly (IndexedPiece | undefined)[] | undefined;
  private bySkuOfIndex: ReadonlyMap<string, number> | undefined;

  private constructor(
    private readonly pieces: ReadonlyMap<number, IndexedPiece>,
    private readonly wordIndex: WordIndex,
    private readonly ranks: ReadonlyMap<number, number>,
    inherited: Inherited = {},
  ) {
    this.vocabularyOfIndex = inherited.vocabulary;
    this.orders = inherited.orders ?? new Map();
  }

  /** A new index of these pieces; its word index is built in batches, pausing between them. */
  static async build(pieces: readonly IndexedPiece[], nameRanks: ReadonlyMap<number, number>) {
    const wordIndex = newWordIndex();
    for (let start = 0; start < pieces.length; start += BUILD_BATCH) {
      if (start > 0) await yieldToShoppers();
      for (const piece of pieces.slice(start, start + BUILD_BATCH))
        wordIndex.add(piece.id, documentOf(piece));
    }
    return new CatalogueIndex(new Map(pieces.map((piece) => [piece.id, piece])), wordIndex, nameRanks);
  }

  static empty(): CatalogueIndex {
    return new CatalogueIndex(new Map(), newWordIndex(), new Map());
  }

  /** Each piece's place in alphabetical order (repository.ts's readNameRanks). */
  get nameRanks(): ReadonlyMap<number, number> {
    return this.ranks;
  }

  get size(): number {
    return this.pieces.size;
  }

  piece(id: number): IndexedPiece | undefined {
    return this.pieces.get(id);
  }

  ids(): IterableIterator<number> {
    return this.pieces.keys();
  }

  /** Whether the pieces `changed` carry a new name, or any piece came or went: the names' order may have moved. */
  namesMoved(changed: readonly IndexedPiece[], removed: readonly number[]): boolean {
    return removed.length > 0 || changed.some((piece) => this.pieces.get(piece.id)?.name !== piece.name);
  }

  /**
   * The index after a change: `changed` pieces read again (new ones among them), `removed`
   * ones gone. The word index of this index is changed in place when only a few pieces have
   * new words: the caller makes the result current in the same synchronous step, and this
   * index is no longer read. Many new words build a new word index, pausing between batches,
   * while this one still answers.
   */
  async withChanges(
    changed: readonly IndexedPiece[],
    removed: readonly number[],
    nameRanks: ReadonlyMap<number, number>,
  ): Promise<{ index: CatalogueIndex; commit(): void }> {
    const pieces = new Map(this.pieces);
    for (const id of removed) pieces.delete(id);
    for (const piece of changed) pieces.set(piece.id, piece);
    const newWords = changed.filter((piece) => {
      const before = this.pieces.get(piece.id);
      return !before || !sameWords(before, piece);
    });
    const wordsMoved = removed.length > 0 || newWords.length > 0;
    const ordersKept =
      removed.length === 0 &&
      nameRanks === this.ranks &&
      changed.every((piece) => {
        const before = this.pieces.get(piece.id);
        return before !== undefined && sameSortKeys(before, piece);
      });
    const inherited: Inherited = {
      vocabulary: wordsMoved ? undefined : this.vocabularyOfIndex,
      orders: ordersKept ? this.orders : undefined,
    };
    if (!wordsMoved || removed.length + newWords.length <= IN_PLACE_WORD_CHANGES) {
      const index = new CatalogueIndex(pieces, this.wordIndex, nameRanks, inherited);
      return {
        index,
        commit: () => {
          for (const id of removed) this.wordIndex.remove(id);
          for (const piece of newWords) this.wordIndex.update(piece.id, documentOf(piece));
        },
      };
    }
    const rebuilt = await CatalogueIndex.build([...pieces.values()], nameRanks);
    return { index: new CatalogueIndex(pieces, rebuilt.wordIndex, nameRanks, inherited), commit: () => {} };
  }

  /**
   * Each word of the catalogue with the number of pieces using it, in PostgreSQL's order of
   * `ts_stat` (byte order), so a typo between two equally near words is corrected alike.
   */
  get vocabulary(): Vocabulary {
    if (!this.vocabularyOfIndex) {
      const uses = new Map<string, number>();
      for (const piece of this.pieces.values()) {
        for (const word of piece.words) if (isVocabularyWord(word)) uses.set(word, (uses.get(word) ?? 0) + 1);
      }
      this.vocabularyOfIndex = {
        frequency: new Map([...uses].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
      };
    }
    return this.vocabularyOfIndex;
  }

  /** The kinds of piece the catalogue has at least one of. */
  get itemTypes(): ReadonlySet<ItemType> {
    this.itemTypesOfIndex ??= new Set([...this.pieces.values()].map((piece) => piece.itemType));
    return this.itemTypesOfIndex;
  }

  /**
   * The design that sells the variant of this SKU (any case), with the SKU as it is written, or
   * undefined. Only something typed as one word with a digit in it can be a SKU.
   */
  designOfSku(typed: string): { id: number; sku: string } | undefined {
    const key = typed.trim().toLowerCase();
    if (!/^\S*\d\S*$/.test(key)) return undefined;
    if (!this.bySkuOfIndex) {
      const bySku = new Map<string, number>();
      for (const piece of this.pieces.values())
        for (const sku of piece.skus)
          if (!bySku.has(sku.toLowerCase())) bySku.set(sku.toLowerCase(), piece.id);
      this.bySkuOfIndex = bySku;
    }
    const id = this.bySkuOfIndex.get(key);
    const sku =
      id === undefined ? undefined : this.pieces.get(id)?.skus.find((own) => own.toLowerCase() === key);
    return id === undefined || sku === undefined ? undefined : { id, sku };
  }

  /**
   * The sizes that can be bought among the pieces of `filter` (its own size aside), those a
   * search's words find when it has words: the size filter offers them. Numbers in their
   * order, else in the order the designs name them.
   */
  sizes(filter: ProductFilter): string[] {
    const passes = filterOf({ ...filter, size: undefined, inStock: undefined });
    const words = filter.words?.length ? filter.words : undefined;
    const byId = this.byId;
    const pieces = words ? this.matching(words).map((id) => byId[id]) : this.pieces.values();
    const found = new Set<string>();
    for (const piece of pieces)
      if (piece && piece.sizesOffered.length > 0 && passes(piece))
        for (const size of piece.sizesOffered) found.add(size);
    const sizes = [...found];
    return sizes.every((size) => Number.isFinite(Number(size)))
      ? sizes.sort((a, b) => Number(a) - Number(b))
      : sizes;
  }

  /** The pieces of `filter` in `sortBy` order, one page of them, and how many there are in all. */
  find(filter: ProductFilter, sortBy: SortOption, paging: { limit: number; offset: number }): PiecePage {
    const words = filter.words?.length ? filter.words : undefined;
    const matches = words ? this.matching(words) : undefined;
    const passes = filterOf(filter);
    // A page needs its own pieces in order, not every match: the best `end` are kept as the
    // matches go by (sorting thousands of matches for twelve cost most of a search). Each
    // order is total (ties fall to the id), so the page is the one a full sort gives.
    const end = paging.offset + paging.limit;
    if (words && matches && sortBy === 'featured') {
      // With a search term, "featured" means the best match first: the closer the name is
      // to what was typed (word_similarity), the higher; among equals, the best rated.
      const relevance = new SimilarityQuery(words.join(' '));
      const best = new FirstInOrder<{ piece: IndexedPiece; similarity: number }>(
        end,
        (a, b) => b.similarity - a.similarity || byFeatured(a.piece, b.piece),
      );
      const byId = this.byId;
      for (const id of matches) {
        const piece = byId[id];
        if (piece && passes(piece)) best.offer({ piece, similarity: relevance.to(piece.nameTrigrams) });
      }
      return { pieces: best.page(paging.offset).map((entry) => entry.piece), total: best.offered };
    }
    if (matches) {
      // A search finds a few of the pieces: they are put in order themselves, rather than
      // walking the whole catalogue's order to find them.
      const place = this.places(sortBy);
      const best = new FirstInOrder<{ piece: IndexedPiece; place: number }>(end, (a, b) => a.place - b.place);
      const byId = this.byId;
      for (const id of matches) {
        const piece = byId[id];
        if (piece && passes(piece)) best.offer({ piece, place: place.get(piece.id) ?? 0 });
      }
      return { pieces: best.page(paging.offset).map((entry) => entry.piece), total: best.offered };
    }
    const page: IndexedPiece[] = [];
    let total = 0;
    for (const id of this.order(sortBy)) {
      const piece = this.pieces.get(id);
      if (!piece || !passes(piece)) continue;
      if (total >= paging.offset && page.length < paging.limit) page.push(piece);
      total += 1;
    }
    return { pieces: page, total };
  }

  /**
   * Each piece at its id: a search looks up thousands of matches, and an array finds each
   * faster than the map. Ids are the database's serial numbers, so the array has few holes.
   */
  private get byId(): readonly (IndexedPiece | undefined)[] {
    if (!this.byIdOfIndex) {
      const byId: (IndexedPiece | undefined)[] = [];
      for (const piece of this.pieces.values()) byId[piece.id] = piece;
      this.byIdOfIndex = byId;
    }
    return this.byIdOfIndex;
  }

  /** Ids of the pieces whose document has a word beginning with each of `words`. */
  /**
   * The pieces the words find. A search asks twice with the same words (its page and the sizes
   * its filter offers), so the last answer is kept: the index never changes once built.
   */
  private matching(words: readonly string[]): readonly number[] {
    const query = words.join(' ');
    if (this.lastMatching?.query !== query) {
      const ids = this.wordIndex.search(query, { limit: Math.max(1, this.pieces.size) }) as number[];
      this.lastMatching = { query, ids };
    }
    return this.lastMatching.ids;
  }

  /** Each piece's place in `sortBy` order, made once per order. */
  private places(sortBy: SortOption): ReadonlyMap<number, number> {
    const order = this.order(sortBy);
    let places = this.placesByOrder.get(order);
    if (!places) {
      places = new Map(order.map((id, place) => [id, place]));
      this.placesByOrder.set(order, places);
    }
    return places;
  }

  /** Every piece's id in `sortBy` order, sorted once per index and sort. */
  private order(sortBy: SortOption): readonly number[] {
    let order = this.orders.get(sortBy);
    if (!order) {
      const rank = (piece: IndexedPiece) => this.ranks.get(piece.id) ?? Number.MAX_SAFE_INTEGER;
      const compare = comparator(sortBy, rank);
      order = [...this.pieces.values()].sort(compare).map((piece) => piece.id);
      this.orders.set(sortBy, order);
    }
    return order;
  }
}

/** How many first items FirstInOrder keeps in order as they come: pages a shopper reaches. */
const KEEP_IN_PLACE_UP_TO = 200;

/**
 * The first `count` of the items offered, in the order of `before` (a total order), and how
 * many were offered: each item is compared with the last kept one, and only one that goes
 * before it is put in its place.
 */
class FirstInOrder<Item> {
  private readonly kept: Item[] = [];
  offered = 0;

  constructor(
    private readonly count: number,
    private readonly before: (a: Item, b: Item) => number,
  ) {}

  offer(item: Item): void {
    this.offered += 1;
    const { kept, count, before } = this;
    if (count <= 0) return;
    // Far into the pages, keeping each in its place costs more than one sort at the end.
    if (count > KEEP_IN_PLACE_UP_TO) {
      kept.push(item);
      return;
    }
    const last = kept[kept.length - 1];
    if (kept.length === count && last !== undefined && before(item, last) >= 0) return;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const there = kept[middle];
      if (there !== undefined && before(item, there) < 0) high = middle;
      else low = middle + 1;
    }
    kept.splice(low, 0, item);
    if (kept.length > count) kept.pop();
  }

  /** The kept items from `offset` on. */
  page(offset: number): Item[] {
    if (this.count > KEEP_IN_PLACE_UP_TO) this.kept.sort(this.before);
    return this.kept.slice(offset, this.count);
  }
}

/** The orders of repository.ts's `ordering`, ties broken by id as there. */
function comparator(
  sortBy: SortOption,
  nameRank: (piece: IndexedPiece) => number,
): (a: IndexedPiece, b: IndexedPiece) => number {
  switch (sortBy) {
    case 'alpha-asc':
      return (a, b) => nameRank(a) - nameRank(b) || a.id - b.id;
    case 'alpha-desc':
      return (a, b) => nameRank(b) - nameRank(a) || a.id - b.id;
    case 'price-asc':
      return (a, b) => a.pricePaise - b.pricePaise || a.id - b.id;
    case 'price-desc':
      return (a, b) => b.pricePaise - a.pricePaise || a.id - b.id;
    case 'newest':
      return (a, b) => b.createdMicros - a.createdMicros || b.id - a.id;
    case 'featured':
      return byFeatured;
  }
}

/** repository.ts's `conditions` but the words, which the word index answers. */
function filterOf(filter: ProductFilter): (piece: IndexedPiece) => boolean {
  const minPaise = filter.minPriceRupees === undefined ? undefined : rupeesToPaise(filter.minPriceRupees);
  const maxPaise = filter.maxPriceRupees === undefined ? undefined : rupeesToPaise(filter.maxPriceRupees);
  const priced = minPaise !== undefined || maxPaise !== undefined;
  const within = (price: number) =>
    (minPaise === undefined || price >= minPaise) && (maxPaise === undefined || price <= maxPaise);
  const { size, sku } = filter;
  const sizeIn = (piece: IndexedPiece) => {
    if (size === undefined) return filter.inStock === undefined || piece.inStock === filter.inStock;
    if (filter.inStock === true) return piece.sizesInStock.includes(size);
    if (!piece.sizesOffered.includes(size)) return false;
    return filter.inStock === undefined || !piece.sizesInStock.includes(size);
  };
  const skuKey = sku?.toLowerCase();
  return (piece) =>
    (filter.peopleCategory === undefined || piece.peopleCategory === filter.peopleCategory) &&
    (filter.itemType === undefined || piece.itemType === filter.itemType) &&
    (filter.productCategory === undefined || piece.productCategory === filter.productCategory) &&
    (filter.material === undefined || piece.material === filter.material) &&
    (filter.customization === undefined || piece.customizationTypes.includes(filter.customization)) &&
    // A design is in a price range when its price is, or any of its variants' (decision 0046).
    (!priced || within(piece.pricePaise) || piece.variantPrices.some(within)) &&
    sizeIn(piece) &&
    (skuKey === undefined || piece.skus.some((own) => own.toLowerCase() === skuKey));
}
