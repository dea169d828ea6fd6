/**
 * Which library should the catalogue's in-process search index use? Builds Orama, MiniSearch
 * and FlexSearch over the same 10,000 demo pieces (the seed command's own rows) and reports,
 * for each, the build time, the memory the index holds and the p50/p99 of typical queries:
 * word prefixes that must all match (decision 0003), alone and with the search page's
 * filters. A plain scan of the pieces answers the filters for comparison, and every library's
 * answer is checked against a brute-force scan so a fast but wrong library shows as wrong.
 *
 *   npx tsx bench/search-index/compare.ts [--products 10000] [--rounds 20]
 *
 * Figures are printed and written to bench/results/search-index-*.json; decision 0021
 * records the ones that chose the library.
 */
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { create, insert, insertMultiple, remove, search as oramaSearch, type AnyOrama } from '@orama/orama';
import { Index as FlexIndex } from 'flexsearch';
import MiniSearch from 'minisearch';
import { demoCatalogue } from '@shop/demo-catalogue/demo-catalogue';
import type { DemoProduct } from '@shop/demo-catalogue/demo-product';
import { correctWord, searchWords } from '@shop/server/features/catalogue/search-terms';
import { SEARCH_TERMS } from '../catalogue/scenarios.ts';
import { describeMachine, formatTable, saveResultFile } from '../shared/report.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '20' },
  },
});
const PRODUCTS = Number(values.products);
const ROUNDS = Number(values.rounds);

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function heapUsed(): number {
  for (let i = 0; i < 3; i += 1) collectGarbage();
  return process.memoryUsage().heapUsed;
}

// ---------------------------------------------------------------------------------------------
// The pieces, as the index sees them

const PEOPLE_SYNONYMS: Record<string, string> = {
  women: 'female ladies womens',
  men: 'male gents mens',
  kids: 'children child baby',
  couples: 'couple pair',
};

interface Piece {
  id: number;
  words: string[];
  peopleCategory: string;
  material: string;
  customizationTypes: string[];
  pricePaise: number;
  inStock: boolean;
}

/**
 * The document's words much as PostgreSQL's 'simple' configuration splits the generated
 * `search_document`: words of letters and digits, and hyphenated words both whole and in
 * parts. Close enough to compare libraries; the shop itself takes the words from PostgreSQL.
 */
function documentWords(row: DemoProduct): string[] {
  const document = [
    row.name,
    row.productCategory,
    row.itemType,
    row.peopleCategory,
    PEOPLE_SYNONYMS[row.peopleCategory],
    row.material,
    row.description,
  ]
    .join(' ')
    .toLowerCase();
  const words = new Set(document.match(/[\p{L}\p{N}]+/gu) ?? []);
  for (const compound of document.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu) ?? []) words.add(compound);
  return [...words];
}

const pieces: Piece[] = demoCatalogue(PRODUCTS).map((row, index) => ({
  id: row.id ?? index + 1,
  words: documentWords(row),
  peopleCategory: row.peopleCategory,
  material: row.material,
  customizationTypes: row.customizationTypes ?? [],
  pricePaise: row.pricePaise,
  inStock: (row.stock ?? 0) > 0,
}));

const frequency = new Map<string, number>();
for (const piece of pieces) {
  for (const word of piece.words)
    if (/^[a-z0-9]{2,}$/.test(word)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
}
const vocabulary = { frequency: new Map([...frequency].sort(([a], [b]) => (a < b ? -1 : 1))) };

// ---------------------------------------------------------------------------------------------
// The queries: the catalogue benchmark's search terms and three prefixes, corrected as the
// shop corrects them

const TERMS = [...SEARCH_TERMS, 'r', 'pe', 'gold'];

interface Filter {
  peopleCategory?: string;
  material?: string;
  customization?: string;
  minPricePaise?: number;
  maxPricePaise?: number;
  inStock?: boolean;
}

const FILTERS: Filter[] = [
  { peopleCategory: 'women', material: 'Silver' },
  { peopleCategory: 'men', material: 'Gold', minPricePaise: 500_000, maxPricePaise: 5_000_000 },
  { peopleCategory: 'kids', maxPricePaise: 300_000 },
  { material: 'Gold' },
  { peopleCategory: 'women', customization: 'engraving' },
  { minPricePaise: 100_000, maxPricePaise: 500_000, inStock: true },
  { material: 'Silver', customization: 'fingerprint' },
];

const QUERIES = TERMS.map((term) => searchWords(term).map((word) => correctWord(word, vocabulary)));

function passes(piece: Piece, filter: Filter): boolean {
  return (
    (filter.peopleCategory === undefined || piece.peopleCategory === filter.peopleCategory) &&
    (filter.material === undefined || piece.material === filter.material) &&
    (filter.customization === undefined || piece.customizationTypes.includes(filter.customization)) &&
    (filter.minPricePaise === undefined || piece.pricePaise >= filter.minPricePaise) &&
    (filter.maxPricePaise === undefined || piece.pricePaise <= filter.maxPricePaise) &&
    (filter.inStock === undefined || piece.inStock === filter.inStock)
  );
}

const byId = new Map(pieces.map((piece) => [piece.id, piece]));

/** The right answer, by reading every word of every piece. */
function bruteForce(words: readonly string[]): number[] {
  return pieces
    .filter((piece) => words.every((word) => piece.words.some((own) => own.startsWith(word))))
    .map((piece) => piece.id);
}

// ---------------------------------------------------------------------------------------------
// The candidates: each builds its index and answers "ids whose words begin with every word"

interface Candidate {
  name: string;
  build(): Promise<Built>;
}

/** A library's index once built. */
interface Built {
  matching(words: readonly string[]): Promise<number[]> | number[];
  /** Puts these pieces' new words in place of their old ones, as a change to a few pieces does. */
  update(changed: readonly Piece[]): Promise<void> | void;
  /** Matching pieces that pass the filter, with the library's own filtering where it has one. */
  filtered?(words: readonly string[], filter: Filter): Promise<number[]>;
}

const splitOnSpaces = (text: string) => text.split(' ');

function miniSearch(): Candidate {
  return {
    name: 'MiniSearch 7',
    async build() {
      const index = new MiniSearch<{ id: number; words: string }>({
        fields: ['words'],
        tokenize: splitOnSpaces,
        processTerm: (term) => term,
        searchOptions: { prefix: true, combineWith: 'AND' },
      });
      index.addAll(pieces.map((piece) => ({ id: piece.id, words: piece.words.join(' ') })));
      return {
        matching: (words) => index.search(words.join(' ')).map((result) => result.id as number),
        update(changed) {
          for (const piece of changed) index.replace({ id: piece.id, words: piece.words.join(' ') });
        },
      };
    },
  };
}

function flexSearch(fastupdate: boolean): Candidate {
  return {
    name: `FlexSearch 0.8${fastupdate ? ' (fastupdate)' : ''}`,
    async build() {
      const index = new FlexIndex({ tokenize: 'forward', encode: splitOnSpaces, fastupdate });
      for (const piece of pieces) index.add(piece.id, piece.words.join(' '));
      return {
        matching: (words) => index.search(words.join(' '), { limit: PRODUCTS }) as number[],
        update(changed) {
          for (const piece of changed) index.update(piece.id, piece.words.join(' '));
        },
      };
    },
  };
}

const oramaDocument = (piece: Piece) => ({
  id: String(piece.id),
  words: piece.words.join(' '),
  peopleCategory: piece.peopleCategory,
  material: piece.material,
  customizationTypes: piece.customizationTypes,
  pricePaise: piece.pricePaise,
  inStock: piece.inStock,
});

function oramaWhere(filter: Filter): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  if (filter.peopleCategory) where.peopleCategory = { eq: filter.peopleCategory };
  if (filter.material) where.material = { eq: filter.material };
  if (filter.customization) where.customizationTypes = { containsAll: [filter.customization] };
  if (filter.inStock !== undefined) where.inStock = filter.inStock;
  if (filter.minPricePaise !== undefined || filter.maxPricePaise !== undefined) {
    where.pricePaise = {
      between: [filter.minPricePaise ?? 0, filter.maxPricePaise ?? Number.MAX_SAFE_INTEGER],
    };
  }
  return where;
}

/**
 * Orama in one call (`threshold: 0` asks for pieces with every word), or word by word with
 * the answers intersected: the one call answers wrongly once prefixes expand to many words.
 */
function orama(mode: 'one call' | 'word by word'): Candidate {
  const schema = {
    words: 'string',
    peopleCategory: 'enum',
    material: 'enum',
    customizationTypes: 'enum[]',
    pricePaise: 'number',
    inStock: 'boolean',
  } as const;
  return {
    name: `Orama 3 (${mode})`,
    async build() {
      const index: AnyOrama = create({
        schema,
        components: {
          tokenizer: { language: 'english', normalizationCache: new Map(), tokenize: splitOnSpaces },
        },
      });
      await insertMultiple(
        index,
        pieces.map((piece) => oramaDocument(piece)),
        1000,
      );
      const ids = async (term: string, where?: Record<string, unknown>) =>
        (
          await oramaSearch(index, {
            term,
            properties: ['words'],
            threshold: 0,
            limit: PRODUCTS,
            ...(where ? { where } : {}),
          })
        ).hits.map((hit) => Number(hit.id));
      async function matchingWhere(
        words: readonly string[],
        where?: Record<string, unknown>,
      ): Promise<number[]> {
        if (mode === 'one call') return ids(words.join(' '), where);
        let found: number[] | undefined;
        for (const word of words) {
          const own = await ids(word, where);
          const before = new Set(found ?? own);
          found = own.filter((id) => before.has(id));
        }
        return found ?? [];
      }
      return {
        matching: (words) => matchingWhere(words),
        async update(changed) {
          for (const piece of changed) {
            await remove(index, String(piece.id));
            await insert(index, oramaDocument(piece));
          }
        },
        filtered: (words, filter) => matchingWhere(words, oramaWhere(filter)),
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Measuring

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

async function timings(run: () => Promise<unknown> | unknown): Promise<{ p50: number; p99: number }> {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return summarise(samples);
}

function summarise(samples: number[]): { p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

async function eachQuery(
  run: (words: readonly string[], filter: Filter | undefined) => Promise<unknown> | unknown,
  withFilters: boolean,
) {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, words] of QUERIES.entries()) {
      const filter = withFilters ? FILTERS[index % FILTERS.length] : undefined;
      const started = performance.now();
      await run(words, filter);
      samples.push(performance.now() - started);
    }
  }
  return summarise(samples);
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i]);

interface Figures {
  name: string;
  buildMs: number;
  heapMb: number;
  wordsP50: number;
  wordsP99: number;
  filteredP50: number;
  filteredP99: number;
  libraryFilterP50?: number;
  libraryFilterP99?: number;
  /** Queries whose pieces differ from the brute-force answer. */
  wrongAnswers: string[];
  /** Ten pieces given new words, as an edit in the back office does. */
  updateTenMs: number;
}

async function measure(candidate: Candidate): Promise<Figures> {
  const before = heapUsed();
  const started = performance.now();
  const built = await candidate.build();
  const buildMs = performance.now() - started;
  // The index is still referenced by `built`: what the heap grew by is what it holds.
  const heapMb = (heapUsed() - before) / 1024 / 1024;
  const wrongAnswers: string[] = [];
  for (const words of QUERIES) {
    const got = await built.matching(words);
    const want = bruteForce(words);
    if (!sameIds(got, want))
      wrongAnswers.push(`${words.join(' ')}: ${got.length} found, ${want.length} right`);
  }
  // Warm up what the engine compiles lazily before timing it.
  for (const words of QUERIES) await built.matching(words);
  const words = await eachQuery((query) => built.matching(query), false);
  // Matches from the library, filters by reading each match's own fields.
  const filtered = await eachQuery(async (query, filter) => {
    const ids = await built.matching(query);
    return ids.filter((id) => {
      const piece = byId.get(id);
      return piece !== undefined && (filter === undefined || passes(piece, filter));
    });
  }, true);
  const changed = pieces.slice(100, 110).map((piece) => ({ ...piece, words: [...piece.words, 'renamed'] }));
  const updateStarted = performance.now();
  await built.update(changed);
  const updateTenMs = performance.now() - updateStarted;
  const renamed = await built.matching(['renamed']);
  const changedIds = changed.map((piece) => piece.id);
  if (!sameIds(renamed, changedIds)) wrongAnswers.push(`renamed: ${renamed.length} found, 10 right`);
  const figures: Figures = {
    name: candidate.name,
    buildMs,
    heapMb,
    updateTenMs,
    wordsP50: words.p50,
    wordsP99: words.p99,
    filteredP50: filtered.p50,
    filteredP99: filtered.p99,
    wrongAnswers,
  };
  const ownFilters = built.filtered;
  if (ownFilters) {
    const own = await eachQuery((query, filter) => ownFilters(query, filter ?? {}), true);
    figures.libraryFilterP50 = own.p50;
    figures.libraryFilterP99 = own.p99;
  }
  return figures;
}

const startedAt = new Date();
const rssBefore = process.memoryUsage().rss;
console.log(
  `${pieces.length} pieces, ${vocabulary.frequency.size} catalogue words, ${QUERIES.length} queries × ${ROUNDS} rounds`,
);

const results: Figures[] = [];
const CANDIDATES = [
  () => orama('one call'),
  () => orama('word by word'),
  miniSearch,
  () => flexSearch(false),
  () => flexSearch(true),
];
for (const make of CANDIDATES) {
  const candidate = make();
  results.push(await measure(candidate));
  console.log(`measured ${candidate.name}`);
}

// The filters alone (no words), as the listings ask: a plain scan of the pieces.
const scan = await timings(() => {
  for (const filter of FILTERS) pieces.filter((piece) => passes(piece, filter));
});

for (const figures of results) {
  for (const wrong of figures.wrongAnswers) console.log(`${figures.name} answered wrongly: ${wrong}`);
}
const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(3));
console.log(
  `\n${formatTable(
    [
      'library',
      'build ms',
      'heap MB',
      'update 10 ms',
      'words p50',
      'words p99',
      '+filters p50',
      '+filters p99',
      'own filters p50',
      'own filters p99',
      'wrong',
    ],
    results.map((figures) => [
      figures.name,
      figures.buildMs.toFixed(0),
      figures.heapMb.toFixed(1),
      figures.updateTenMs.toFixed(1),
      ms(figures.wordsP50),
      ms(figures.wordsP99),
      ms(figures.filteredP50),
      ms(figures.filteredP99),
      ms(figures.libraryFilterP50),
      ms(figures.libraryFilterP99),
      String(figures.wrongAnswers.length),
    ]),
    [0],
  )}`,
);
console.log(
  `\nQuery times in ms. "+filters": the library's matches, then the filters read from each match;` +
    ` "own filters": the library's where clause.\nPlain scan of ${pieces.length} pieces for all ${FILTERS.length} filters: p50 ${ms(scan.p50)} ms, p99 ${ms(scan.p99)} ms.`,
);
const file = await saveResultFile('search-index', startedAt, {
  products: pieces.length,
  rounds: ROUNDS,
  queries: QUERIES,
  filters: FILTERS,
  results,
  plainScanAllFilters: scan,
  rssGrowthMb: (process.memoryUsage().rss - rssBefore) / 1024 / 1024,
  machine: describeMachine(),
});
console.log(`\nSaved ${file}`);
