/**
 * pg_trgm's `word_similarity(words, name)`, which "featured" order with a search term ranks by
 * (decision 0003), computed in the process so the index orders pieces as PostgreSQL did.
 *
 * As in pg_trgm: each word (a run of letters and digits) is lower-cased and padded with two
 * spaces in front and one behind, and cut into trigrams. The similarity is the greatest, over
 * every contiguous run of the name's trigrams, of shared / (query's + run's - shared) unique
 * trigrams, found by the same single pass pg_trgm makes, in single-precision floats as
 * PostgreSQL returns them, so equal scores tie as they tied in SQL and fall to the rating.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** Every trigram ever seen gets a number, so a name's trigrams are compared as numbers. */
const trigramNumbers = new Map<string, number>();

function trigramsOf(text: string): string[] {
  const trigrams: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    const padded = `  ${word.toLowerCase()} `;
    const characters = [...padded];
    for (let i = 0; i + 3 <= characters.length; i += 1) trigrams.push(characters.slice(i, i + 3).join(''));
  }
  return trigrams;
}

/** A name's trigrams in order, numbered 0, 1, … by first appearance, with each number's trigram. */
export interface TrigramSequence {
  /** For each trigram of the text in order, its number among the text's unique trigrams. */
  readonly local: Int32Array;
  /** For each of the text's unique trigrams, its number among every trigram seen. */
  readonly global: Int32Array;
}

export function trigramSequence(text: string): TrigramSequence {
  const local: number[] = [];
  const global: number[] = [];
  const localOf = new Map<number, number>();
  for (const trigram of trigramsOf(text)) {
    let number = trigramNumbers.get(trigram);
    if (number === undefined) {
      number = trigramNumbers.size;
      trigramNumbers.set(trigram, number);
    }
    let position = localOf.get(number);
    if (position === undefined) {
      position = global.length;
      localOf.set(number, position);
      global.push(number);
    }
    local.push(position);
  }
  return { local: Int32Array.from(local), global: Int32Array.from(global) };
}

/** pg_trgm's CALCSML: shared / (len1 + len2 - shared), a float4 division. */
function similarity(count: number, uniqueInQuery: number, uniqueInRun: number): number {
  return Math.fround(count / (uniqueInQuery + uniqueInRun - count));
}

// Working space of `SimilarityQuery.to`, grown to the longest name and reused: one search
// compares its words with thousands of names.
let foundScratch = new Uint8Array(64);
let lastPositionScratch = new Int32Array(64);

/** What a search's words are compared with each name by; made once per search. */
export class SimilarityQuery {
  /** For each trigram number, 1 when the query has that trigram. */
  private readonly present: Uint8Array;
  private readonly uniqueCount: number;

  constructor(words: string) {
    const unique = new Set(trigramsOf(words));
    this.uniqueCount = unique.size;
    this.present = new Uint8Array(trigramNumbers.size);
    for (const trigram of unique) {
      const number = trigramNumbers.get(trigram);
      // A trigram no name has ever had can match none, but still counts in the query's size.
      if (number !== undefined) this.present[number] = 1;
    }
  }

  /** word_similarity(words, name), as pg_trgm's iterate_word_similarity computes it. */
  to(name: TrigramSequence): number {
    const { local, global } = name;
    if (this.uniqueCount === 0) return 0;
    if (foundScratch.length < global.length) {
      foundScratch = new Uint8Array(global.length * 2);
      lastPositionScratch = new Int32Array(global.length * 2);
    }
    const found = foundScratch;
    const lastPosition = lastPositionScratch;
    for (let j = 0; j < global.length; j += 1) {
      // A name numbered after this query was made shares none of its trigrams.
      found[j] = this.present[global[j] ?? -1] ?? 0;
      lastPosition[j] = -1;
    }
    let uniqueInRun = 0;
    let count = 0;
    let lower = -1;
    let best = 0;
    for (let i = 0; i < local.length; i += 1) {
      const trigram = local[i] ?? 0;
      if (lower >= 0 || found[trigram]) {
        if ((lastPosition[trigram] ?? -1) < 0) {
          uniqueInRun += 1;
          if (found[trigram]) count += 1;
        }
        lastPosition[trigram] = i;
      }
      if (!found[trigram]) continue;
      const upper = i;
      if (lower === -1) {
        lower = i;
        uniqueInRun = 1;
      }
      let current = similarity(count, this.uniqueCount, uniqueInRun);
      // Moving the run's start right may drop trigrams the query lacks: try every start.
      let tryCount = count;
      let tryUnique = uniqueInRun;
      const previousLower = lower;
      for (let start = lower; start <= upper; start += 1) {
        const candidate = similarity(tryCount, this.uniqueCount, tryUnique);
        if (candidate > current) {
          current = candidate;
          uniqueInRun = tryUnique;
          lower = start;
          count = tryCount;
        }
        const leaving = local[start] ?? 0;
        if (lastPosition[leaving] === start) {
          tryUnique -= 1;
          if (found[leaving]) tryCount -= 1;
        }
      }
      best = Math.max(best, current);
      for (let start = previousLower; start < lower; start += 1) {
        const leaving = local[start] ?? 0;
        if (lastPosition[leaving] === start) lastPosition[leaving] = -1;
      }
    }
    return best;
  }
}

/** word_similarity(words, text) for one pair; the index keeps each name's sequence instead. */
export function wordSimilarity(words: string, text: string): number {
  // The text's trigrams are numbered first: a query knows only trigrams seen before it.
  const sequence = trigramSequence(text);
  return new SimilarityQuery(words).to(sequence);
}
