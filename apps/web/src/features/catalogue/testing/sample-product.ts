import type { Product } from '@shop/shared/catalogue-api';

/** A product as the catalogue calls send it, with the fields a test cares about overridden. */
export function sampleProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: '101',
    name: 'Silver Infinity Band',
    description: 'A polished band with an infinity knot, engraved inside with your words.',
    price: 2450,
    originalPrice: 2940,
    discount: 17,
    isNew: false,
    images: ['/images/catalogue/v1/ring-silver-1-640.webp'],
    image: '/images/catalogue/v1/ring-silver-1-640.webp',
    engravingTemplate: null,
    category: 'ring',
    productCategory: 'Ring',
    peopleCategory: 'women',
    productType: 'Silver',
    purity: 'silver-925',
    gram: 4.2,
    countryOfOrigin: 'India',
    inStock: true,
    stockLeft: null,
    rating: 4.6,
    reviews: 38,
    customOption: 'Engraving',
    customizationType: 'engraving',
    customizationTypes: [{ id: 'engraving', name: 'Engraving' }],
    createdAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}
