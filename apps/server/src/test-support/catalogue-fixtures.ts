/** A small catalogue whose every fact a test can rely on. */
import { DEFAULT_PURITY } from '@shop/shared/pricing';
import type { WrittenReview } from '../db/catalogue-writes.ts';
import type { NewProductRow } from '../db/schema.ts';

const image = (design: string) => [
  `/images/catalogue/v1/${design}-640.webp`,
  `/images/catalogue/v1/${design}-b-640.webp`,
];

/** Pieces hold this many in stock unless a fixture says otherwise: more than any test's checkouts take. */
export const FIXTURE_STOCK = 10_000;

function product(
  row: Omit<NewProductRow, 'images' | 'createdAt' | 'purity'> &
    Partial<Pick<NewProductRow, 'createdAt' | 'purity'>>,
): NewProductRow {
  return {
    purity: DEFAULT_PURITY[row.material],
    images: image(`${row.itemType}-${row.material.toLowerCase()}-1`),
    createdAt: new Date('2026-06-01T10:00:00Z'),
    stock: FIXTURE_STOCK,
    ...row,
  };
}

export const FIXTURE_PRODUCTS: readonly NewProductRow[] = [
  product({
    id: 1,
    name: 'Classic Solitaire Silver Ring',
    description: 'A 92.5 sterling silver ring with one bright stone, ready for a short engraving.',
    peopleCategory: 'women',
    itemType: 'ring',
    productCategory: 'Ring',
    material: 'Silver',
    gram: 3.2,
    pricePaise: 249_900,
    originalPricePaise: 299_900,
    isNew: true,
    customizationTypes: ['engraving', 'combined'],
    createdAt: new Date('2026-10-01T10:00:00Z'),
  }),
  product({
    id: 2,
    name: 'Om Engraved Gold Pendant',
    description: 'A 22K gold pendant with the sacred Om, engraved by hand.',
    peopleCategory: 'men',
    itemType: 'pendant',
    productCategory: 'Pendant',
    material: 'Gold',
    gram: 4,
    pricePaise: 2_850_000,
    customizationTypes: ['engraving'],
  }),
  product({
    id: 3,
    name: 'Mayil Peacock Toe Ring',
    description: 'A pair of silver metti with a peacock motif.',
    peopleCategory: 'women',
    itemType: 'toe-ring',
    productCategory: 'metti',
    material: 'Silver',
    gram: 3,
    pricePaise: 89_900,
    originalPricePaise: 109_900,
    isNew: true,
    customizationTypes: [],
  }),
  product({
    id: 4,
    name: 'Baby Nazariya Bracelet',
    description: 'A soft black-bead silver bracelet for little wrists, with a photo charm.',
    peopleCategory: 'kids',
    itemType: 'bracelet',
    productCategory: 'Bracelets',
    material: 'Silver',
    gram: 6,
    pricePaise: 145_000,
    customizationTypes: ['image'],
  }),
  product({
    id: 5,
    name: 'Forever Together Wedding Bands',
    description: 'Matching 18K gold wedding bands engraved with your names.',
    peopleCategory: 'couples',
    itemType: 'ring',
    productCategory: 'Wedding',
    material: 'Gold',
    gram: 8,
    pricePaise: 5_200_000,
    customizationTypes: ['engraving'],
  }),
  product({
    id: 6,
    name: 'Curb Link Chain for Men',
    description: 'A heavy sterling silver curb chain.',
    peopleCategory: 'men',
    itemType: 'chain',
    productCategory: 'Chain',
    material: 'Silver',
    gram: 18,
    pricePaise: 560_000,
    stock: 0,
    customizationTypes: [],
  }),
  product({
    id: 7,
    name: 'Fingerprint Heart Pendant',
    description: "A silver heart that carries a loved one's fingerprint.",
    peopleCategory: 'women',
    itemType: 'pendant',
    productCategory: 'Pendants',
    material: 'Silver',
    gram: 4.5,
    pricePaise: 320_000,
    customizationTypes: ['fingerprint'],
  }),
  product({
    id: 8,
    name: 'Little Star Kids Ring',
    description: 'A tiny gold ring with a star, made to grow with an adjustable band.',
    peopleCategory: 'kids',
    itemType: 'ring',
    productCategory: 'Ring',
    material: 'Gold',
    gram: 1.8,
    pricePaise: 980_000,
    customizationTypes: ['fingerprint', 'combined'],
  }),
  product({
    id: 9,
    name: 'Royal Kada',
    description: 'A broad silver kada with temple work.',
    peopleCategory: 'men',
    itemType: 'kada',
    productCategory: 'Kada',
    material: 'Silver',
    gram: 40,
    pricePaise: 799_900,
    customizationTypes: [],
  }),
  product({
    id: 10,
    name: 'Promise Infinity Ring',
    description: 'A silver infinity ring for a promise that lasts.',
    peopleCategory: 'couples',
    itemType: 'ring',
    productCategory: 'Promise',
    material: 'Silver',
    gram: 3.5,
    pricePaise: 199_900,
    customizationTypes: ['engraving'],
    createdAt: new Date('2026-11-01T10:00:00Z'),
  }),
  product({
    id: 11,
    name: 'Bold Link Bracelet',
    description: 'A gold link bracelet for men with an engraved ID plate.',
    peopleCategory: 'men',
    itemType: 'bracelet',
    productCategory: 'Bracelet',
    material: 'Gold',
    gram: 12,
    pricePaise: 4_500_000,
    customizationTypes: ['engraving'],
  }),
  product({
    id: 12,
    name: 'Lotus Charm Bracelet',
    description: 'A delicate silver bracelet with lotus charms.',
    peopleCategory: 'women',
    itemType: 'bracelet',
    productCategory: 'Bracelets',
    material: 'Silver',
    gram: 9,
    pricePaise: 350_000,
    customizationTypes: ['fingerprint'],
  }),
];

/**
 * The stars of each fixture piece's reviews, which make its rating and count: "featured"
 * order is best rated first, then most reviewed (the wedding bands 4.9, the pendant 4.8, …;
 * the two rings of 4.6 by 10 and 5 reviews, the two bracelets of 4.4 by 10 and 5).
 */
const FIXTURE_STARS: Readonly<Record<number, readonly number[]>> = {
  1: [5, 5, 5, 5, 5, 5, 4, 4, 4, 4],
  2: [5, 5, 5, 5, 4],
  3: [5, 4, 4, 4, 4],
  4: [5, 5, 5, 5, 4, 4, 4, 4, 4, 4],
  5: [5, 5, 5, 5, 5, 5, 5, 5, 5, 4],
  6: [5, 4, 4, 4, 4, 4, 4, 4, 4, 4],
  7: [5, 5, 5, 5, 5, 5, 5, 4, 4, 4],
  8: [5, 4],
  9: [5, 5, 5, 4, 4, 4, 4, 4, 4, 4],
  10: [5, 5, 5, 4, 4],
  11: [5, 5, 4, 4, 4],
  12: [4],
};

/** The reviewers' addresses: reviewer-1@example.com to reviewer-10@example.com. */
export const fixtureReviewerEmail = (n: number) => `reviewer-${n}@example.com`;

/** The reviews of FIXTURE_PRODUCTS (`buildTestApp({ products, reviews })`), written by ten reviewers. */
export const FIXTURE_REVIEWS: readonly WrittenReview[] = Object.entries(FIXTURE_STARS).flatMap(
  ([id, stars]) =>
    stars.map((star, index) => ({
      productId: Number(id),
      writer: {
        email: fixtureReviewerEmail(index + 1),
        firstName: 'Reviewer',
        lastName: `Number ${index + 1}`,
      },
      stars: star,
      title: `${star} stars for piece ${id}`,
      text: `Review ${index + 1} of piece ${id}.`,
      createdAt: new Date(Date.UTC(2026, 9, 1 + index)),
    })),
);
