import { describe, expect, it } from 'vitest';
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
