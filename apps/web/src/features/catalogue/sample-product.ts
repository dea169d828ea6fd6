import type { Product } from '@shop/shared/catalogue-api';

/**
 * The product page's built-in sample: shown, with a notice, when a link names a product the
 * catalogue does not have, so the shopper still sees what the shop makes and a way on.
 */
export const SAMPLE_PRODUCT: Product = {
  _id: 'sample',
  name: 'Classic Engraved Silver Band',
  description:
    'A comfort-fit band in 92.5 sterling silver with a polished face that takes a name, a date or a fingerprint. Made to order in our Madurai workshop.',
  // The fallback price: 1,767.00, originally 2,120.00.
  price: 1767,
  originalPrice: 2120,
  discount: 17,
  isNew: false,
  images: [
    '/images/catalogue/v1/ring-template-silver-640.webp',
    '/images/catalogue/v1/ring-silver-1-640.webp',
    '/images/catalogue/v1/ring-silver-2-640.webp',
  ],
  image: '/images/catalogue/v1/ring-silver-1-640.webp',
  engravingTemplate: '/images/catalogue/v1/ring-template-silver-640.webp',
  category: 'ring',
  productCategory: 'Ring',
  peopleCategory: 'women',
  productType: 'Silver',
  purity: 'silver-925',
  gram: 4,
  countryOfOrigin: 'India',
  inStock: true,
  stockLeft: null,
  rating: 4.7,
  reviews: 126,
  customOption: 'Engraving',
  customizationType: 'engraving',
  customizationTypes: [
    { id: 'engraving', name: 'Engraving' },
    { id: 'fingerprint', name: 'Fingerprint' },
  ],
  createdAt: '2026-01-15T10:00:00.000Z',
};
