/**
 * Turns what a shopper typed into the words search looks for. Trigram matching alone misses
 * swapped letters ("rnig" shares almost no trigrams with "ring"), so each word that is not
 * in the catalogue's own vocabulary is replaced by the closest word that is, by
 * Damerau-Levenshtein distance (one edit for short words, two for longer ones).
 */

const MAX_TERMS = 8;

/** Lower-case words of letters and digits, accents removed, at most eight. */
export function searchWords(query: string): string[] {
  const words = query
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
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

function allowedEdits(word: string): number {
  return word.length <= 4 ? 1 : 2;
}

/**
 * The word to search for in place of `word`: itself when the catalogue knows it or has a
 * word starting with it (a prefix such as "pend"), else the nearest known word, else itself.
 */
export function correctWord(word: string, vocabulary: Vocabulary): string {
  if (vocabulary.frequency.has(word)) return word;
  let best: { word: string; distance: number; frequency: number } | undefined;
  const limit = allowedEdits(word);
  for (const [candidate, frequency] of vocabulary.frequency) {
    if (candidate.startsWith(word)) return word;
    const distance = editDistance(word, candidate, limit);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && frequency > best.frequency)) {
      best = { word: candidate, distance, frequency };
    }
  }
  return best?.word ?? word;
}
