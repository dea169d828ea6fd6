import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './catalogue.ts';
import { CategoryParamsSchema, SearchQuerySchema, TypeListingQuerySchema } from './catalogue-api.ts';

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

describe('image srcset', () => {
  it('offers every width the shop draws for its own images', () => {
    expect(imageSrcSet('/images/catalogue/v1/ring-gold-1-640.webp')).toBe(
      '/images/catalogue/v1/ring-gold-1-320.webp 320w, /images/catalogue/v1/ring-gold-1-640.webp 640w, /images/catalogue/v1/ring-gold-1-960.webp 960w',
    );
  });

  it('offers none for a picture from elsewhere', () => {
    expect(imageSrcSet('https://example.com/ring.jpg')).toBeUndefined();
  });
});
