/**
 * Turns what a shopper typed into the words search looks for. Trigram matching alone misses
 * swapped letters ("rnig" shares almost no trigrams with "ring"), so each word that is not
 * in the catalogue's own vocabulary is replaced by the closest word that is, by
 * Damerau-Levenshtein distance (one edit for short words, two for longer ones).
 */
import { searchText } from '@shop/shared/catalogue';

const MAX_TERMS = 8;

/**
 * The longest word typos are corrected to. Filing a word under its letters deleted costs the
 * cube of its length (a 400-letter word took 0.6 s, one of 1,990 letters the shop's whole
 * memory), and no real word is this long: a longer one in a description is still found by its
 * beginning, only never offered as the correction of a typo.
 */
export const MAX_CORRECTED_WORD_LETTERS = 30;

/**
 * The characters of a word: letters and digits of any script, and the marks that Tamil and
 * Devanagari write their vowel signs and viramas with, as PostgreSQL's parser keeps them in
 * one word.
 */
const WORD_CHARACTERS = '\\p{L}\\p{M}\\p{N}';
const BETWEEN_WORDS = new RegExp(`[^${WORD_CHARACTERS}]+`, 'u');
const WHOLE_WORD = new RegExp(`^[${WORD_CHARACTERS}]{2,}$`, 'u');

/**
 * Whether a word of the catalogue belongs in the vocabulary typos are corrected to: one a
 * shopper's query can contain (searchWords splits at anything else, such as a hyphen), of
 * two characters or more.
 */
export function isVocabularyWord(word: string): boolean {
  return WHOLE_WORD.test(word);
}

/** Lower-case words of letters and digits, Latin accents removed, at most eight. */
export function searchWords(query: string): string[] {
  const words = searchText(query)
    .split(BETWEEN_WORDS)
    .filter((word) => word.length > 0);
  const meaningful = words.filter((word) => word.length >= 2);
  return [...new Set(meaningful.length > 0 ? meaningful : words)].slice(0, MAX_TERMS);
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Rows of the distance table; a cell outside the table counts as too far.
  const cell = (row: readonly number[], index: number) => row[index] ?? Number.POSITIVE_INFINITY;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(cell(previous, j) + 1, cell(current, j - 1) + 1, cell(previous, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, cell(beforePrevious, j - 2) + 1);
      }
      current.push(value);
    }
    if (Math.min(...current) > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return cell(previous, b.length);
}

export interface Vocabulary {
  /** Each word of the catalogue with how many products use it. */
  readonly frequency: ReadonlyMap<string, number>;
}

const MAX_EDITS = 2;

function allowedEdits(word: string): number {
  return word.length <= 4 ? 1 : MAX_EDITS;
}

/** Every string made by deleting at most `deletions` letters of `word`, the word itself included. */
function withLettersDeleted(word: string, deletions: number): Set<string> {
  const found = new Set([word]);
  let round = [word];
  for (let step = 0; step < deletions; step += 1) {
    const next: string[] = [];
    for (const text of round) {
      for (let at = 0; at < text.length; at += 1) {
        const shorter = text.slice(0, at) + text.slice(at + 1);
        if (!found.has(shorter)) {
          found.add(shorter);
          next.push(shorter);
        }
      }
    }
    round = next;
  }
  return found;
}

/**
 * What finding the nearest word needs, made once per vocabulary. Two words within k edits
 * (insertions, deletions, substitutions, swaps of neighbours) become the same string when at
 * most k letters are deleted from each, so the catalogue's words are filed under every such
 * string (k up to 2) and a typo is compared only with the words filed under its own: the same
 * answer as comparing it with every word, without the thousands of comparisons.
 */
interface NearWords {
  /** Every beginning of every catalogue word, up to the longest word a typo can be corrected from. */
  beginnings: Set<string>;
  byDeletion: Map<string, string[]>;
  /** A word's place in the vocabulary: equally near and equally used, the first one wins. */
  place: Map<string, number>;
}

const nearWordsOf = new WeakMap<Vocabulary['frequency'], NearWords>();

function nearWords(vocabulary: Vocabulary): NearWords {
  const known = nearWordsOf.get(vocabulary.frequency);
  if (known) return known;
  const made: NearWords = { beginnings: new Set(), byDeletion: new Map(), place: new Map() };
  for (const word of vocabulary.frequency.keys()) {
    const beginningsEnd = Math.min(word.length, MAX_CORRECTED_WORD_LETTERS + MAX_EDITS);
    for (let end = 1; end <= beginningsEnd; end += 1) made.beginnings.add(word.slice(0, end));
    if (word.length > MAX_CORRECTED_WORD_LETTERS) continue;
    made.place.set(word, made.place.size);
    for (const shorter of withLettersDeleted(word, MAX_EDITS)) {
      const filed = made.byDeletion.get(shorter);
      if (filed) filed.push(word);
      else made.byDeletion.set(shorter, [word]);
    }
  }
  nearWordsOf.set(vocabulary.frequency, made);
  return made;
}

/**
 * The word to search for in place of `word`: itself when the catalogue knows it or has a
 * word starting with it (a prefix such as "pend"), else the nearest known word of at most
 * MAX_CORRECTED_WORD_LETTERS (the most used of the nearest), else itself.
 */
export function correctWord(word: string, vocabulary: Vocabulary): string {
  if (vocabulary.frequency.has(word)) return word;
  const limit = allowedEdits(word);
  // Too long to be within reach of any word a typo is corrected to: searched for as typed.
  if (word.length > MAX_CORRECTED_WORD_LETTERS + limit) return word;
  const near = nearWords(vocabulary);
  if (near.beginnings.has(word)) return word;
  let best: { word: string; distance: number; frequency: number; place: number } | undefined;
  const compared = new Set<string>();
  for (const shorter of withLettersDeleted(word, limit)) {
    for (const candidate of near.byDeletion.get(shorter) ?? []) {
      if (compared.has(candidate)) continue;
      compared.add(candidate);
      const distance = editDistance(word, candidate, limit);
      if (distance > limit) continue;
      const frequency = vocabulary.frequency.get(candidate) ?? 0;
      const place = near.place.get(candidate) ?? 0;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance &&
          (frequency > best.frequency || (frequency === best.frequency && place < best.place)))
      ) {
        best = { word: candidate, distance, frequency, place };
      }
    }
  }
  return best?.word ?? word;
}
