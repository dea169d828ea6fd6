import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './catalogue.ts';
import {
  CategoryParamsSchema,
  SearchQuerySchema,
  SuggestionsQuerySchema,
  TypeListingQuerySchema,
} from './catalogue-api.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('search query rules', () => {
  it('fills in the spec’s defaults: first page of 12, featured', () => {
    expect(SearchQuerySchema.parse({})).toEqual({ q: '', page: 1, limit: 12, sortBy: 'featured' });
  });

  it('understands the words shoppers and old links use for people', () => {
    expect(SearchQuerySchema.parse({ peopleCategory: 'Female' }).peopleCategory).toBe('women');
    expect(SearchQuerySchema.parse({ peopleCategory: 'male' }).peopleCategory).toBe('men');
    expect(SearchQuerySchema.parse({ peopleCategory: 'Kids' }).peopleCategory).toBe('kids');
    expect(SearchQuerySchema.parse({ peopleCategory: 'all' }).peopleCategory).toBeUndefined();
    expect(CategoryParamsSchema.parse({ peopleCategory: 'womens' }).peopleCategory).toBe('women');
  });

  it('matches choices without regard to case and gives them their canonical spelling', () => {
    const query = SearchQuerySchema.parse({
      productType: 'GOLD',
      customOption: 'Combined',
      sortBy: 'Price-Asc',
    });
    expect(query).toMatchObject({ productType: 'Gold', customOption: 'combined', sortBy: 'price-asc' });
  });

  it('cuts a large page size down to the most it sends', () => {
    expect(SearchQuerySchema.parse({ limit: '5000' }).limit).toBe(100);
  });

  it('explains each wrong value in words', () => {
    expect(messages(SearchQuerySchema.safeParse({ page: '1e3' }))).toEqual([
      'page must be a whole number from 1 to 100000',
    ]);
    expect(messages(TypeListingQuerySchema.safeParse({ minPrice: '900', maxPrice: '100' }))).toEqual([
      'minPrice must not be more than maxPrice',
    ]);
    expect(messages(TypeListingQuerySchema.safeParse({ customizationType: 'laser' }))).toEqual([
      'customizationType must be one of: all, engraving, fingerprint, image, combined',
    ]);
  });
});

describe('the length of a search', () => {
  it('is counted after each symbol is written out in letters, as search reads it', () => {
    // ㎉ is read as "kcal": 99 of them and a letter are 100 characters typed, 397 written out.
    const kcal = `${'\u3389'.repeat(99)}a`;
    const tooLong = [
      `q must be at most 100 characters once each symbol is written out in letters (㎉ is "kcal")`,
    ];
    expect(messages(SuggestionsQuerySchema.safeParse({ q: kcal }))).toEqual(tooLong);
    expect(messages(SearchQuerySchema.safeParse({ q: kcal }))).toEqual(tooLong);
    expect(messages(SearchQuerySchema.safeParse({ q: 'r'.repeat(101) }))).toEqual([
      'q must be at most 100 characters',
    ]);
  });

  it('lets a shopper type a full hundred letters, accented ones too', () => {
    expect(SearchQuerySchema.parse({ q: 'r'.repeat(100) }).q).toHaveLength(100);
    // An accent is dropped before search reads the word, so "é" counts once.
    expect(SuggestionsQuerySchema.parse({ q: 'é'.repeat(100) }).q).toHaveLength(100);
  });
});

describe('image srcset', () => {
  it('offers every width the shop draws for its own images', () => {
    expect(imageSrcSet('/images/catalogue/v1/ring-gold-1-640.webp')).toBe(
      '/images/catalogue/v1/ring-gold-1-320.webp 320w, /images/catalogue/v1/ring-gold-1-480.webp 480w, /images/catalogue/v1/ring-gold-1-640.webp 640w, /images/catalogue/v1/ring-gold-1-720.webp 720w, /images/catalogue/v1/ring-gold-1-960.webp 960w',
    );
  });

  it('offers none for a picture from elsewhere', () => {
    expect(imageSrcSet('https://example.com/ring.jpg')).toBeUndefined();
  });
});
