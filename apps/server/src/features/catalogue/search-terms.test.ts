import { describe, expect, it } from 'vitest';
import { correctWord, editDistance, searchWords } from './search-terms.ts';

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
});
