/**
 * The Luxury Pendants Collection: static sample pieces that the page filters and sorts in
 * the browser without a call. The server also seeds them as products 501-508, so opening one
 * shows a real product page. Images are the shop's own catalogue drawings, written out here
 * because shared code cannot ask the server for URLs.
 */

export const LUXURY_PENDANT_KINDS = [
  'Diamond',
  'Gold',
  'Pearl',
  'Personalized',
  'Gemstone',
  'Vintage',
  'Religious',
] as const;
export type LuxuryPendantKind = (typeof LUXURY_PENDANT_KINDS)[number];

export interface LuxuryPendant {
  readonly id: number;
  readonly name: string;
  /** Rupees with thousands separators, as the sample data has it ('4,500'). */
  readonly price: string;
  readonly image: string;
  readonly inStock: boolean;
  readonly category: LuxuryPendantKind;
  readonly description: string;
}

/** The page's category filter; matched without regard to case. Vintage and Religious show under all. */
export const LUXURY_PENDANT_CATEGORIES = [
  'all',
  'diamond',
  'gold',
  'gemstone',
  'personalized',
  'pearl',
] as const;
export type LuxuryPendantCategory = (typeof LUXURY_PENDANT_CATEGORIES)[number];

export const LUXURY_PENDANTS: readonly LuxuryPendant[] = [
  {
    id: 501,
    name: 'Sterling Silver Name Disc Pendant',
    price: '4,500',
    image: '/images/catalogue/v1/pendant-template-silver-640.webp',
    inStock: true,
    category: 'Personalized',
    description:
      'A round 92.5 sterling silver disc on a fine cable chain, engraved with the name or date you choose.',
  },
  {
    id: 502,
    name: 'Diamond Accent Open Heart Pendant',
    price: '18,500',
    image: '/images/catalogue/v1/pendant-gold-3-640.webp',
    inStock: true,
    category: 'Diamond',
    description:
      'An open heart in 22K gold with a brilliant-cut diamond set at its tip, on a delicate chain.',
  },
  {
    id: 503,
    name: 'Lakshmi Lotus Gold Medallion',
    price: '9,500',
    image: '/images/catalogue/v1/pendant-gold-2-640.webp',
    inStock: true,
    category: 'Religious',
    description:
      'A 22K gold medallion with a lotus in relief and a ruby at its heart, worn for Lakshmi’s blessings every day.',
  },
  {
    id: 504,
    name: 'Emerald Teardrop Gold Pendant',
    price: '14,200',
    image: '/images/catalogue/v1/pendant-gold-1-640.webp',
    inStock: true,
    category: 'Gemstone',
    description:
      'A pear-shaped emerald framed in 22K gold under a diamond accent, hung on a fine cable chain.',
  },
  {
    id: 505,
    name: 'Freshwater Pearl Drop Silver Pendant',
    price: '6,200',
    image: '/images/catalogue/v1/pendant-silver-1-640.webp',
    inStock: true,
    category: 'Pearl',
    description:
      'A lustrous freshwater pearl drop set in 92.5 sterling silver beneath a single sparkling accent.',
  },
  {
    id: 506,
    name: 'Antique Silver Lotus Medallion',
    price: '7,800',
    image: '/images/catalogue/v1/pendant-silver-2-640.webp',
    inStock: false,
    category: 'Vintage',
    description:
      'A 92.5 sterling silver medallion with a lotus and milgrain border, finished in the old temple style.',
  },
  {
    id: 507,
    name: 'Ruby Heart Silver Pendant',
    price: '5,600',
    image: '/images/catalogue/v1/pendant-silver-3-640.webp',
    inStock: true,
    category: 'Gemstone',
    description: 'A polished 92.5 sterling silver open heart finished with a ruby-red stone at its tip.',
  },
  {
    id: 508,
    name: 'Polished Gold Disc Pendant',
    price: '12,800',
    image: '/images/catalogue/v1/pendant-template-gold-640.webp',
    inStock: true,
    category: 'Gold',
    description: 'A plain 22K gold disc with room for a name, initials or a date, hung on a fine chain.',
  },
];
