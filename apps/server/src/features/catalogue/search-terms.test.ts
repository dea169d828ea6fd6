import { describe, expect, it } from 'vitest';
import { lettersOf } from '../../test-support/letters.ts';
import { correctWord, editDistance, searchWords, type Vocabulary } from './search-terms.ts';

const vocabulary = {
  frequency: new Map([
    ['ring', 120],
    ['rings', 4],
    ['pendant', 90],
    ['silver', 200],
    ['gold', 150],
    ['anklet', 30],
    ['kids', 60],
  ]),
};

describe('search words', () => {
  it('splits what a shopper typed into lower-case words without punctuation or accents', () => {
    expect(searchWords('  Silver RING, for Kids! ')).toEqual(['silver', 'ring', 'for', 'kids']);
    expect(searchWords('Pendánt')).toEqual(['pendant']);
  });

  it('drops one-letter words unless they are all there is', () => {
    expect(searchWords('a ring')).toEqual(['ring']);
    expect(searchWords('a')).toEqual(['a']);
  });

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('rnig', 'ring', 2)).toBe(1);
    expect(editDistance('pendent', 'pendant', 2)).toBe(1);
    expect(editDistance('anklet', 'silver', 2)).toBe(3);
  });

  it('corrects typos to the nearest catalogue word and keeps known words and prefixes', () => {
    expect(correctWord('rnig', vocabulary)).toBe('ring');
    expect(correctWord('pendent', vocabulary)).toBe('pendant');
    expect(correctWord('silvr', vocabulary)).toBe('silver');
    expect(correctWord('gold', vocabulary)).toBe('gold');
    expect(correctWord('pend', vocabulary)).toBe('pend');
    expect(correctWord('zebra', vocabulary)).toBe('zebra');
  });

  it('finds the same nearest word as comparing a typo with every word of the catalogue', () => {
    // Every word of a demo-like vocabulary, misspelt in each of the four ways a thumb does.
    const words = [
      'ring',
      'rings',
      'pendant',
      'pendants',
      'silver',
      'gold',
      'anklet',
      'anklets',
      'kids',
      'chain',
      'bracelet',
      'bangle',
      'bangles',
      'earrings',
      'jhumka',
      'kada',
      'nose',
      'pin',
      'om',
      'peacock',
      'lotus',
      'engraved',
      'name',
      'couple',
      'men',
      'women',
      'mangalsutra',
      'toe',
      'thanda',
      'malli',
      'sterling',
      'hallmarked',
    ];
    const catalogue: Vocabulary = {
      frequency: new Map(words.map((word, place) => [word, place % 5 === 0 ? 10 : (place % 3) + 1])),
    };
    const letters = 'abcdeghiklmnoprstuy';
    const typos = new Set<string>();
    for (const word of words) {
      for (let at = 0; at < word.length; at += 1) {
        typos.add(word.slice(0, at) + word.slice(at + 1));
        typos.add(
          word.slice(0, at) + word.slice(at + 1, at + 2) + word.slice(at, at + 1) + word.slice(at + 2),
        );
        for (const letter of letters) {
          typos.add(word.slice(0, at) + letter + word.slice(at + 1));
          typos.add(word.slice(0, at) + letter + word.slice(at));
        }
      }
    }
    for (const typo of typos) expect(correctWord(typo, catalogue), typo).toBe(nearestByScan(typo, catalogue));
    expect(typos.size).toBeGreaterThan(5000);
  });
});

describe('words longer than any real word', () => {
  // Filing a word under every way of deleting two of its letters grows with the cube of its
  // length: one 1,990-letter word in a description once took the shop's whole memory.
  const longWord = lettersOf(1990, 7);
  const withLongWord: Vocabulary = { frequency: new Map([...vocabulary.frequency, [longWord, 1]]) };

  it('stay out of the typo table: a typo is still corrected beside them, and their beginning kept as typed', () => {
    expect(correctWord('rnig', withLongWord)).toBe('ring');
    expect(correctWord(longWord.slice(0, 12), withLongWord)).toBe(longWord.slice(0, 12));
    expect(correctWord(longWord, withLongWord)).toBe(longWord);
  });

  it('are searched for as typed, too long to be within two edits of any catalogue word', () => {
    const typed = lettersOf(100, 7);
    expect(correctWord(typed, withLongWord)).toBe(typed);
    // 31 letters is longer than any real word: such a word is never offered for a typo.
    const glued = 'silverringengravedwithhername12';
    const catalogue: Vocabulary = { frequency: new Map([...vocabulary.frequency, [glued, 5]]) };
    expect(correctWord('silverringengravedwithhername1x', catalogue)).toBe('silverringengravedwithhername1x');
    expect(correctWord('silverringengravedwithhername', catalogue)).toBe('silverringengravedwithhername');
  });
});

/** The rule itself, word by word through the whole vocabulary. */
function nearestByScan(word: string, vocabulary: Vocabulary): string {
  if (vocabulary.frequency.has(word)) return word;
  const limit = word.length <= 4 ? 1 : 2;
  let best: { word: string; distance: number; frequency: number } | undefined;
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
