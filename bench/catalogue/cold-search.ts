/**
 * Cold search: every request a search the server has never been asked before, so no answer
 * cache can serve it. Each query is made for a piece of the seeded catalogue: at least one
 * word of its name misspelt (a letter swapped with its neighbour, dropped or replaced), and
 * filters of the search page it passes, chosen at random; the price bound is moved by a rupee
 * whenever a URL would repeat one already sent.
 *
 * The words come from the catalogue the benchmark seeded (the listings' product texts), not
 * from how the server searches, so the benchmark stays the same whatever search does inside.
 */
import { SORT_OPTIONS, type PeopleCategory } from '@shop/shared/catalogue';
import type { Product } from '@shop/shared/catalogue-api';

/** Misspellings are made of words at least this long: shorter ones turn into other words. */
const MIN_SOURCE_WORD_LENGTH = 4;
/** A source word is a word of at least this many product names: one shoppers would type. */
const MIN_PRODUCTS_PER_SOURCE_WORD = 5;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Lower-case words of letters, as a shopper would type them. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** A small seeded generator (mulberry32): the same queries on every run and every database. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number from 0 (included) to 1 (excluded). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  below(count: number): number {
    return Math.floor(this.next() * count);
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.below(items.length)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

/** A piece of the sample: what a shopper looking for it would type and filter by. */
interface SampledPiece {
  /** Words of its name that are also words of other names (see MIN_PRODUCTS_PER_SOURCE_WORD). */
  words: readonly string[];
  peopleCategory: PeopleCategory;
  priceRupees: number;
}

export interface CatalogueWords {
  /** Every word of the sampled products' texts: a misspelling must be none of them. */
  known: ReadonlySet<string>;
  /** The sampled pieces with at least one word to misspell. */
  pieces: readonly SampledPiece[];
  /** The highest price of the sample, in rupees. */
  topPriceRupees: number;
}

/** The words and prices of the seeded catalogue, from the products its listings answered. */
export function catalogueWords(products: readonly Product[]): CatalogueWords {
  const known = new Set<string>();
  const namesPerWord = new Map<string, number>();
  for (const product of products) {
    const texts = [
      product.name,
      product.description,
      product.category,
      product.productCategory,
      product.peopleCategory,
      product.productType,
    ];
    for (const word of texts.flatMap(wordsOf)) known.add(word);
    for (const word of new Set(wordsOf(product.name)))
      namesPerWord.set(word, (namesPerWord.get(word) ?? 0) + 1);
  }
  const isSource = (word: string) =>
    word.length >= MIN_SOURCE_WORD_LENGTH &&
    /^[a-z]+$/.test(word) &&
    (namesPerWord.get(word) ?? 0) >= MIN_PRODUCTS_PER_SOURCE_WORD;
  const pieces = products
    .map((product) => ({
      words: [...new Set(wordsOf(product.name).filter(isSource))],
      peopleCategory: product.peopleCategory,
      priceRupees: product.price,
    }))
    .filter((piece) => piece.words.length > 0);
  if (pieces.length === 0) throw new Error('the listings held no product names to make search words from');
  const topPriceRupees = Math.ceil(Math.max(...products.map((product) => product.price)));
  return { known, pieces, topPriceRupees };
}

/** One edit of `word`: two neighbouring letters swapped, a letter dropped or replaced. */
function oneEdit(word: string, random: Random): string {
  const at = random.below(word.length);
  const kind = random.below(3);
  if (kind === 0 && at < word.length - 1) {
    return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
  }
  if (kind === 1) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + random.pick([...LETTERS]) + word.slice(at + 1);
}

/**
 * A real misspelling: neither a word of the catalogue nor the start of one (search takes the
 * start of a word as a prefix, "pendan" for "pendant", which is no typo).
 */
export function isMisspelling(candidate: string, words: CatalogueWords): boolean {
  if (candidate.length < 3 || words.known.has(candidate)) return false;
  for (const word of words.known) if (word.startsWith(candidate)) return false;
  return true;
}

export interface ColdQuery {
  path: string;
  /** The misspelt words in `q`, each checked to be no catalogue word. */
  misspellings: string[];
}

/**
 * Makes the cold search paths, each different from every path it made before. One instance
 * per server: a path is new only to the server that has not been asked it.
 */
export class ColdSearchQueries {
  private readonly random: Random;
  private readonly sent = new Set<string>();
  /** Misspellings checked once, as checking a candidate reads the whole vocabulary. */
  private readonly misspellingsOf = new Map<string, string[]>();

  constructor(
    private readonly words: CatalogueWords,
    seed = 20_261_124,
  ) {
    this.random = new Random(seed);
  }

  get made(): number {
    return this.sent.size;
  }

  private misspell(word: string): string {
    let known = this.misspellingsOf.get(word);
    if (known === undefined) {
      known = [];
      this.misspellingsOf.set(word, known);
    }
    // New misspellings while there may be some left, else one already found (the rest of the
    // query and the price bounds still make the path new).
    for (let attempt = 0; attempt < 20 && known.length < 40; attempt += 1) {
      const candidate = oneEdit(word, this.random);
      if (known.includes(candidate)) break;
      if (isMisspelling(candidate, this.words)) {
        known.push(candidate);
        return candidate;
      }
    }
    if (known.length === 0) return '';
    return this.random.pick(known);
  }

  /**
   * A query for a piece of the catalogue, as a shopper who wants it might type it: one of its
   * words misspelt (alone, with another of its words, or with another misspelt), and filters
   * it passes: its people category, a price range around its price. Search may still find
   * nothing when it corrects a misspelling to another word; the check before the run counts.
   */
  private query(): { q: string; misspellings: string[]; filters: [string, string][]; maxPrice?: number } {
    const piece = this.random.pick(this.words.pieces);
    const word = this.random.pick(piece.words);
    const first = this.misspell(word);
    if (first === '') return this.query();
    const other = this.random.pick(piece.words);
    const shape = this.random.next();
    const second = other === word ? '' : shape < 0.2 ? this.misspell(other) : shape < 0.5 ? other : '';
    const misspellings = second !== '' && second !== other ? [first, second] : [first];
    const terms =
      second === ''
        ? [first]
        : this.random.pick([
            [first, second],
            [second, first],
          ]);
    const filters: [string, string][] = [];
    if (this.random.chance(0.5)) filters.push(['peopleCategory', piece.peopleCategory]);
    if (this.random.chance(0.7)) filters.push(['sortBy', this.random.pick(SORT_OPTIONS)]);
    if (this.random.chance(0.4)) {
      filters.push(['minPrice', String(Math.floor(piece.priceRupees * (0.3 + 0.7 * this.random.next())))]);
    }
    const maxPrice = this.random.chance(0.5)
      ? Math.ceil(piece.priceRupees * (1 + 2 * this.random.next()))
      : undefined;
    return { q: terms.join(' '), misspellings, filters, maxPrice };
  }

  next(): ColdQuery {
    const { q, misspellings, filters, maxPrice } = this.query();
    const page = this.random.chance(0.9) ? 1 : 2;
    const pathWith = (max: number | undefined) => {
      const parameters = new URLSearchParams([['q', q], ...filters]);
      if (max !== undefined) parameters.set('maxPrice', String(max));
      parameters.set('page', String(page));
      // The web app always sends the page size it shows.
      parameters.set('limit', '12');
      return `/api/products/search?${parameters.toString()}`;
    };
    let max = maxPrice;
    let path = pathWith(max);
    // A repeat gets a price bound one rupee higher (above every piece when it had none) until it is new.
    while (this.sent.has(path)) {
      max = (max ?? this.words.topPriceRupees) + 1;
      path = pathWith(max);
    }
    this.sent.add(path);
    return { path, misspellings };
  }
}
