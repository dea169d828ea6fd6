/**
 * The demo catalogue: believable pieces of Indian silver and gold jewellery, generated from a
 * seed so every start, test and benchmark sees the same shop. Products come out in a stable
 * order, so a catalogue of 10,000 begins with the same 300 pieces as the default one.
 */
import { DEFAULT_PURITY, type Purity } from '@shop/shared/pricing';
import { metalWords, withDemoRatePricing } from './demo-rates.ts';
import {
  PRODUCT_CATEGORIES,
  type CustomizationType,
  type ItemType,
  type Material,
  type PeopleCategory,
} from '@shop/shared/catalogue';
import {
  ENGRAVING_TEMPLATE_ITEM_TYPES,
  type EngravingTemplateItemType,
} from '@shop/shared/engraving-templates';
import { LUXURY_PENDANTS, type LuxuryPendant } from '@shop/shared/luxury-pendants';
import type { DemoProduct } from './demo-product.ts';
import {
  demoNamesInLanguages,
  luxuryPendantNamesInLanguages,
  type DemoStone,
} from './demo-names-in-languages.ts';
import { withDemoVariantWords } from './demo-variants.ts';
import { catalogueImageUrl, designsFor, templateDesign } from './product-images.ts';

const DEFAULT_SEED = 20_250_101;
const DAY_MS = 86_400_000;
/** Prices stay inside the range the shop's price filters offer (₹500 to ₹60,000). */
const MIN_PRICE_RUPEES = 500;
const MAX_PRICE_RUPEES = 60_000;

// ---------------------------------------------------------------------------------------------
// Randomness

export interface Random {
  next(): number;
  between(min: number, max: number): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  shuffled<T>(list: readonly T[]): T[];
}

/** mulberry32: tiny, fast and good enough to make a catalogue look varied. */
export function random(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const rng: Random = {
    next,
    between: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(list: readonly T[]): T => {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new Error('Cannot pick from an empty list');
      return item;
    },
    shuffled: <T>(list: readonly T[]): T[] => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        const a = copy[i];
        const b = copy[j];
        if (a !== undefined && b !== undefined) {
          copy[i] = b;
          copy[j] = a;
        }
      }
      return copy;
    },
  };
  return rng;
}

// ---------------------------------------------------------------------------------------------
// What the shop stocks

/**
 * How often each product category comes up. The big sellers (rings, bracelets, pendants)
 * weigh most, so each of the nine type listings has a full first page at the default size.
 * A category missing here (added to the shared list later) weighs 2.
 */
const CATEGORY_WEIGHTS: Readonly<Record<PeopleCategory, Readonly<Record<string, number>>>> = {
  women: {
    Chain: 3,
    Ring: 6,
    Bracelets: 6,
    Pendants: 5,
    metti: 2,
    Anklet: 3,
    Haaram: 2,
    Neckles: 2,
    'Dolar with Earings': 2,
    Matil: 2,
    Earings: 3,
    'Nose-pin': 2,
    'Side-studs': 2,
    'Ear-Rings': 2,
    Bangles: 3,
  },
  men: { Chain: 4, Ring: 6, Stud: 2, Bracelet: 6, Pendant: 6, Kada: 3 },
  kids: {
    Anklet: 2,
    Thanda: 2,
    Bangle: 2,
    Stud: 2,
    Chain: 2,
    Ring: 6,
    Pendant: 4,
    Bracelets: 6,
    'Ear-rings': 2,
    Thayathu: 2,
    'Kids-chain': 2,
    Kada: 2,
  },
  couples: { Promise: 3, Engagement: 3, Wedding: 3, Anniversary: 3 },
};

interface Slot {
  readonly people: PeopleCategory;
  readonly category: string;
  readonly itemType: ItemType;
  readonly weight: number;
}

const SLOTS: readonly Slot[] = (Object.keys(PRODUCT_CATEGORIES) as PeopleCategory[]).flatMap((people) =>
  PRODUCT_CATEGORIES[people].map(({ name, itemType }) => ({
    people,
    category: name,
    itemType,
    weight: CATEGORY_WEIGHTS[people][name] ?? 2,
  })),
);

/**
 * Smooth weighted round-robin: categories interleave and every prefix of the sequence holds
 * each category in proportion to its weight, so small catalogues are varied too.
 */
function slotSequence(count: number): Slot[] {
  const total = SLOTS.reduce((sum, slot) => sum + slot.weight, 0);
  const current = SLOTS.map(() => 0);
  const out: Slot[] = [];
  for (let n = 0; n < count; n += 1) {
    let best = 0;
    SLOTS.forEach((slot, i) => {
      current[i] = (current[i] ?? 0) + slot.weight;
      if ((current[i] ?? 0) > (current[best] ?? 0)) best = i;
    });
    current[best] = (current[best] ?? 0) - total;
    const slot = SLOTS[best];
    if (slot) out.push(slot);
  }
  return out;
}

/** Share of gold among pieces of each kind; anklets and toe rings are worn in silver. */
const GOLD_SHARE: Readonly<Record<ItemType, number>> = {
  ring: 0.45,
  pendant: 0.45,
  bracelet: 0.35,
  chain: 0.45,
  necklace: 0.4,
  bangle: 0.45,
  kada: 0.3,
  anklet: 0.06,
  'toe-ring': 0.05,
  earring: 0.45,
  stud: 0.5,
  'nose-pin': 0.6,
};

/** Grams of a grown-up's piece in silver and in gold; gold pieces are lighter to stay in budget. */
const GRAMS: Readonly<
  Record<ItemType, { silver: readonly [number, number]; gold: readonly [number, number] }>
> = {
  ring: { silver: [3, 9], gold: [2, 6] },
  pendant: { silver: [2, 8], gold: [1.5, 5] },
  bracelet: { silver: [8, 25], gold: [3, 7] },
  chain: { silver: [8, 30], gold: [3, 8] },
  necklace: { silver: [20, 60], gold: [5, 8.5] },
  bangle: { silver: [10, 30], gold: [3, 8] },
  kada: { silver: [25, 60], gold: [5, 8.5] },
  anklet: { silver: [15, 40], gold: [4, 8] },
  'toe-ring': { silver: [2, 4], gold: [1, 2.5] },
  earring: { silver: [4, 14], gold: [2, 6] },
  stud: { silver: [1.5, 4], gold: [1, 3] },
  'nose-pin': { silver: [0.5, 1.5], gold: [0.3, 1.2] },
};

type Odds = readonly (readonly [weight: number, types: readonly CustomizationType[]])[];

const RING_ODDS: Odds = [
  [30, ['engraving']],
  [20, ['fingerprint']],
  [15, ['combined']],
  [10, ['engraving', 'fingerprint']],
  [25, []],
];
const COUPLE_RING_ODDS: Odds = [
  [35, ['engraving']],
  [20, ['fingerprint']],
  [25, ['combined']],
  [10, ['engraving', 'fingerprint']],
  [10, []],
];
const PERSONALISATION_ODDS: Partial<Record<ItemType, Odds>> = {
  ring: RING_ODDS,
  pendant: [
    [35, ['engraving']],
    [30, ['image']],
    [5, ['engraving', 'image']],
    [30, []],
  ],
  bracelet: [
    [35, ['engraving']],
    [25, ['fingerprint']],
    [40, []],
  ],
  kada: [
    [30, ['engraving']],
    [70, []],
  ],
  bangle: [
    [12, ['engraving']],
    [88, []],
  ],
};

function weighted(rng: Random, odds: Odds): CustomizationType[] {
  const total = odds.reduce((sum, [weight]) => sum + weight, 0);
  let roll = rng.next() * total;
  for (const [weight, types] of odds) {
    roll -= weight;
    if (roll < 0) return [...types];
  }
  return [];
}

/** Extra making charge of each kind of personalisation, in rupees. */
const PERSONALISATION_FEE: Readonly<Record<CustomizationType, number>> = {
  engraving: 250,
  fingerprint: 450,
  image: 550,
  combined: 750,
};

// ---------------------------------------------------------------------------------------------
// Words

type Stone = DemoStone;

/** Each everyday drawing of a kind of piece, described so names and text match the picture. */
interface Look {
  readonly words: readonly string[];
  readonly detail: string;
  readonly stone?: Stone;
}
type Looks = readonly [Look, Look, Look];
type LooksByMetal = { readonly gold: Looks; readonly silver: Looks };

const same = (looks: Looks): LooksByMetal => ({ gold: looks, silver: looks });

const LOOKS: Readonly<Record<ItemType, LooksByMetal>> = {
  ring: {
    gold: [
      {
        words: ['Solitaire', 'Sparkle Solitaire', 'Brilliant Solitaire'],
        detail: 'with a claw-set cubic zirconia solitaire',
        stone: 'cz',
      },
      {
        words: ['Half-Eternity', 'Channel-Set', 'Stardust'],
        detail: 'with a row of channel-set cubic zirconia across the band',
        stone: 'cz',
      },
      {
        words: ['Ruby Halo', 'Rani Halo', 'Cocktail'],
        detail: 'with an oval ruby-red stone in a halo of tiny sparklers',
        stone: 'ruby',
      },
    ],
    silver: [
      {
        words: ['Solitaire', 'Sparkle Solitaire', 'Brilliant Solitaire'],
        detail: 'with a claw-set cubic zirconia solitaire',
        stone: 'cz',
      },
      {
        words: ['Sapphire Line', 'Blue Stone', 'Neelam'],
        detail: 'with a row of sapphire-blue stones set into the band',
        stone: 'sapphire',
      },
      {
        words: ['Amethyst Halo', 'Violet Halo', 'Cocktail'],
        detail: 'with an oval amethyst in a halo of tiny sparklers',
        stone: 'amethyst',
      },
    ],
  },
  pendant: {
    gold: [
      {
        words: ['Emerald Drop', 'Pachai Teardrop', 'Green Teardrop'],
        detail: 'framing a pear-shaped emerald-green stone',
        stone: 'emerald',
      },
      {
        words: ['Thamarai Lotus', 'Lotus Medallion', 'Surya'],
        detail: 'with a lotus in relief inside a beaded border',
      },
      {
        words: ['Open Heart', 'Dil', 'Sweetheart'],
        detail: 'shaped as an open heart with a small sparkler at its tip',
        stone: 'cz',
      },
    ],
    silver: [
      {
        words: ['Pearl Drop', 'Moti Teardrop', 'Teardrop Pearl'],
        detail: 'framing a lustrous pear-shaped freshwater pearl',
        stone: 'pearl',
      },
      {
        words: ['Thamarai Lotus', 'Lotus Medallion', 'Surya'],
        detail: 'with a lotus in relief inside a beaded border',
      },
      {
        words: ['Open Heart', 'Dil', 'Sweetheart'],
        detail: 'shaped as an open heart with a ruby-red stone at its tip',
        stone: 'ruby',
      },
    ],
  },
  bracelet: {
    gold: [
      {
        words: ['Curb Link', 'Cuban Link', 'Bold Curb'],
        detail: 'in flat, diamond-cut curb links with a lobster clasp',
      },
      {
        words: ['Tennis', 'Sparkle Line', 'Tara'],
        detail: 'lined with cubic zirconia in square settings',
        stone: 'cz',
      },
      {
        words: ['Nazariya', 'Evil Eye', 'Nazar Bead'],
        detail: 'with black beads and a blue evil-eye charm to ward off nazar',
        stone: 'onyx',
      },
    ],
    silver: [
      {
        words: ['Curb Link', 'Cuban Link', 'Bold Curb'],
        detail: 'in flat, diamond-cut curb links with a lobster clasp',
      },
      {
        words: ['Tennis', 'Blue Sparkle', 'Tara'],
        detail: 'lined with alternating white and sapphire-blue stones',
        stone: 'sapphire',
      },
      {
        words: ['Nazariya', 'Evil Eye', 'Nazar Bead'],
        detail: 'with black beads and a blue evil-eye charm to ward off nazar',
        stone: 'onyx',
      },
    ],
  },
  chain: same([
    { words: ['Cable Link', 'Fine Cable', 'Rolo'], detail: 'in even, interlocking cable links' },
    {
      words: ['Rope', 'Twisted Rope', 'Murukku'],
      detail: 'woven into a twisted rope that catches the light',
    },
    { words: ['Curb Link', 'Bold Curb', 'Cuban Link'], detail: 'in heavy, flat curb links' },
  ]),
  necklace: {
    gold: [
      {
        words: ['Kemp Stone Temple', 'Ruby Temple', 'Chettinad'],
        detail: 'with ruby-red kemp stones and tiny pearl drops',
        stone: 'ruby',
      },
      { words: ['Kasu Mala', 'Lakshmi Kasu', 'Coin'], detail: 'strung with overlapping kasu coins' },
      {
        words: ['Mango Mala', 'Layered Bead', 'Manga Drop'],
        detail: 'in two strands of polished beads with an emerald-green mango drop',
        stone: 'emerald',
      },
    ],
    silver: [
      {
        words: ['Emerald Temple', 'Pachai Kal', 'Chettinad'],
        detail: 'with emerald-green stones and tiny pearl drops',
        stone: 'emerald',
      },
      { words: ['Kasu Mala', 'Lakshmi Kasu', 'Coin'], detail: 'strung with overlapping kasu coins' },
      {
        words: ['Mango Mala', 'Layered Bead', 'Manga Drop'],
        detail: 'in two strands of polished beads with a violet mango drop',
        stone: 'amethyst',
      },
    ],
  },
  bangle: {
    gold: [
      {
        words: ['Stackable', 'Everyday Stack', 'Sleek'],
        detail: 'as slim, polished round bangles that stack',
      },
      {
        words: ['Nakshi Carved', 'Diamond-Cut', 'Etched'],
        detail: 'with fine grooves cut all the way round',
      },
      {
        words: ['Ruby-Studded', 'Stone-Set', 'Sparkle'],
        detail: 'set with cubic zirconia and ruby-red stones',
        stone: 'ruby',
      },
    ],
    silver: [
      {
        words: ['Stackable', 'Everyday Stack', 'Sleek'],
        detail: 'as slim, polished round bangles that stack',
      },
      {
        words: ['Nakshi Carved', 'Diamond-Cut', 'Etched'],
        detail: 'with fine grooves cut all the way round',
      },
      {
        words: ['Sapphire-Studded', 'Stone-Set', 'Sparkle'],
        detail: 'set with cubic zirconia and sapphire-blue stones',
        stone: 'sapphire',
      },
    ],
  },
  kada: same([
    {
      words: ['Round', 'Plain Polished', 'Sardar'],
      detail: 'as a solid, round-section kada with a mirror polish',
    },
    { words: ['Ribbed', 'Grooved', 'Textured'], detail: 'with a broad face of raised ribs' },
    { words: ['Open-End', 'Twin Ball', 'Cuff'], detail: 'as an open cuff with engraved ball ends' },
  ]),
  anklet: {
    gold: [
      {
        words: ['Ghungroo', 'Jingle Bell', 'Chilanka'],
        detail: 'hung with tiny bells that chime as you walk',
      },
      {
        words: ['Kolam Filigree', 'Malli Flower', 'Jasmine Bud'],
        detail: 'with a row of filigree flowers like a kolam at the doorstep',
      },
      {
        words: ['Ruby & Emerald Drop', 'Rangoli', 'Stone Drop'],
        detail: 'hung with ruby-red and emerald-green drops',
        stone: 'ruby',
      },
    ],
    silver: [
      {
        words: ['Ghungroo', 'Jingle Bell', 'Chilanka'],
        detail: 'hung with tiny bells that chime as you walk',
      },
      {
        words: ['Kolam Filigree', 'Malli Flower', 'Jasmine Bud'],
        detail: 'with a row of filigree flowers like a kolam at the doorstep',
      },
      {
        words: ['Ruby & Turquoise Drop', 'Rangoli', 'Stone Drop'],
        detail: 'hung with ruby-red and turquoise drops',
        stone: 'turquoise',
      },
    ],
  },
  'toe-ring': {
    gold: [
      { words: ['Coiled', 'Triple Band', 'Spiral'], detail: 'as a three-turn coil that adjusts to fit' },
      {
        words: ['Ruby Flower', 'Poo', 'Thamarai'],
        detail: 'topped with a flower around a ruby-red stone',
        stone: 'ruby',
      },
      {
        words: ['Mayil Peacock', 'Peacock Feather', 'Mayil'],
        detail: 'topped with a peacock-feather leaf and a turquoise',
        stone: 'turquoise',
      },
    ],
    silver: [
      { words: ['Coiled', 'Triple Band', 'Spiral'], detail: 'as a three-turn coil that adjusts to fit' },
      {
        words: ['Stone Flower', 'Poo', 'Malli Flower'],
        detail: 'topped with a flower around a sparkling stone',
        stone: 'cz',
      },
      {
        words: ['Mayil Peacock', 'Peacock Feather', 'Mayil'],
        detail: 'topped with a peacock-feather leaf and a turquoise',
        stone: 'turquoise',
      },
    ],
  },
  earring: {
    gold: [
      {
        words: ['Temple Jhumka', 'Ruby Jhumka', 'Pearl Jhumka'],
        detail: 'as bell-shaped jhumkas with pearl fringes under ruby-red flower tops',
        stone: 'ruby',
      },
      { words: ['Round Hoop', 'Polished Hoop', 'Bali'], detail: 'as smooth, polished hoops' },
      {
        words: ['Chandbali', 'Crescent Chandbali', 'Chand'],
        detail: 'as crescent chandbalis with stones and pearl drops',
        stone: 'emerald',
      },
    ],
    silver: [
      {
        words: ['Temple Jhumka', 'Emerald Jhumka', 'Pearl Jhumka'],
        detail: 'as bell-shaped jhumkas with pearl fringes under green flower tops',
        stone: 'emerald',
      },
      { words: ['Round Hoop', 'Polished Hoop', 'Bali'], detail: 'as smooth, polished hoops' },
      {
        words: ['Chandbali', 'Crescent Chandbali', 'Chand'],
        detail: 'as crescent chandbalis with stones and pearl drops',
        stone: 'sapphire',
      },
    ],
  },
  stud: {
    gold: [
      {
        words: ['Solitaire', 'Sparkle', 'Tara'],
        detail: 'each with a claw-set cubic zirconia solitaire',
        stone: 'cz',
      },
      {
        words: ['Ruby Flower', 'Seven-Stone', 'Poo'],
        detail: 'as flowers of sparkling stones around a ruby-red centre',
        stone: 'ruby',
      },
      {
        words: ['Black Onyx Square', 'Square Onyx', 'Midnight'],
        detail: 'with a square black onyx in a polished bezel',
        stone: 'onyx',
      },
    ],
    silver: [
      {
        words: ['Solitaire', 'Sparkle', 'Tara'],
        detail: 'each with a claw-set cubic zirconia solitaire',
        stone: 'cz',
      },
      {
        words: ['Sapphire Flower', 'Seven-Stone', 'Poo'],
        detail: 'as flowers of sparkling stones around a sapphire-blue centre',
        stone: 'sapphire',
      },
      {
        words: ['Black Onyx Square', 'Square Onyx', 'Midnight'],
        detail: 'with a square black onyx in a polished bezel',
        stone: 'onyx',
      },
    ],
  },
  'nose-pin': {
    gold: [
      {
        words: ['Seven-Stone Flower', 'Vairam Flower', 'Flower Cluster'],
        detail: 'as a flower of seven sparkling stones',
        stone: 'cz',
      },
      {
        words: ['Solitaire', 'Single Stone', 'Minimal'],
        detail: 'with one sparkling stone in a milgrain bezel',
        stone: 'cz',
      },
      {
        words: ['Bridal Nath', 'Nath Hoop', 'Moti Nath'],
        detail: 'as a hoop set with stones and tiny beads',
        stone: 'ruby',
      },
    ],
    silver: [
      {
        words: ['Seven-Stone Flower', 'Vairam Flower', 'Flower Cluster'],
        detail: 'as a flower of seven sparkling stones',
        stone: 'cz',
      },
      {
        words: ['Ruby Solitaire', 'Single Stone', 'Minimal'],
        detail: 'with one ruby-red stone in a milgrain bezel',
        stone: 'ruby',
      },
      {
        words: ['Bridal Nath', 'Nath Hoop', 'Moti Nath'],
        detail: 'as a hoop set with stones and tiny beads',
        stone: 'emerald',
      },
    ],
  },
};

/** What a piece is called in each product category. */
function nounFor(slot: Slot, variant: number): string {
  switch (slot.category) {
    case 'Dolar with Earings':
      return 'Dollar Pendant with Earrings';
    case 'Thayathu':
      return 'Thayathu';
    case 'Kids-chain':
      return 'Kids Chain';
    case 'Haaram':
      return 'Haaram';
    case 'Neckles':
      return 'Necklace';
    case 'Thanda':
      return 'Thanda';
    case 'metti':
      return 'Metti';
    case 'Matil':
      return 'Earrings with Maatal';
    case 'Side-studs':
      return 'Side Studs';
    default:
      break;
  }
  const nouns: Readonly<Record<ItemType, string>> = {
    ring: variant === 2 ? 'Band' : 'Ring',
    pendant: 'Pendant',
    bracelet: 'Bracelet',
    chain: 'Chain',
    necklace: 'Necklace',
    bangle: slot.people === 'kids' ? 'Baby Bangles' : 'Bangles',
    kada: 'Kada',
    anklet: slot.people === 'kids' ? 'Baby Anklets' : 'Anklets',
    'toe-ring': 'Toe Rings',
    earring: 'Earrings',
    stud: slot.people === 'men' ? 'Stud' : 'Studs',
    'nose-pin': 'Nose Pin',
  };
  return nouns[slot.itemType];
}

const STYLES: Readonly<Record<PeopleCategory, readonly string[]>> = {
  women: [
    'Dainty',
    'Heritage',
    'Festive',
    'Everyday',
    'Royal',
    'Elegant',
    'Bridal',
    'Graceful',
    'Temple',
    'Shimmering',
  ],
  men: ['Bold', 'Classic', 'Royal', 'Matte', 'Brushed', 'Heritage', 'Everyday'],
  kids: ['Baby', 'Little', 'Tiny', 'Little Star', 'Chinnu', 'Sweet'],
  couples: [],
};

const COUPLE_PHRASES = [
  'Forever Together',
  'Two Hearts',
  'Eternal Vows',
  'Saath Phere',
  'Always & Forever',
  'Hum Tum',
  'Soulmate',
  'Infinite Love',
  'Made for Each Other',
  'Janmon Ka Saath',
];

const COUPLE_NOUNS: Readonly<Record<string, readonly string[]>> = {
  Promise: ['Promise Rings', 'Promise Bands'],
  Engagement: ['Engagement Rings', 'Couple Rings'],
  Wedding: ['Wedding Bands', 'Wedding Rings'],
  Anniversary: ['Anniversary Bands', 'Anniversary Rings'],
};

function engravedWord(
  rng: Random,
  types: readonly CustomizationType[],
  itemType: ItemType,
): string | undefined {
  if (types.includes('combined')) return rng.pick(['Photo & Name', 'Picture & Initials']);
  if (types.includes('image')) return rng.pick(['Photo Engraved', 'Custom Photo']);
  if (types.includes('fingerprint')) return rng.pick(['Fingerprint', 'Fingerprint Keepsake']);
  if (types.includes('engraving')) {
    const words = ['Name Engraved', 'Initial Engraved', 'Date Engraved', 'Personalised'];
    return rng.pick(itemType === 'pendant' || itemType === 'kada' ? [...words, 'Om Engraved'] : words);
  }
  return undefined;
}

function productName(
  rng: Random,
  slot: Slot,
  look: Look,
  variant: number,
  material: Material,
  types: readonly CustomizationType[],
): string {
  const metal = material === 'Gold' ? 'Gold' : 'Silver';
  if (slot.people === 'couples') {
    const nouns = COUPLE_NOUNS[slot.category] ?? ['Couple Rings'];
    return [rng.pick(COUPLE_PHRASES), rng.chance(0.5) ? metal : '', rng.pick(nouns)]
      .filter(Boolean)
      .join(' ');
  }
  const noun = nounFor(slot, variant);
  const custom = rng.chance(0.6) ? engravedWord(rng, types, slot.itemType) : undefined;
  const lead = custom ?? rng.pick(look.words);
  const styleWord = !custom && rng.chance(0.45) ? rng.pick(STYLES[slot.people]) : undefined;
  const style = styleWord && !lead.includes(styleWord) && !noun.includes('Baby') ? styleWord : undefined;
  const parts = [style, lead, rng.chance(0.6) ? metal : undefined, noun].filter(
    (part): part is string => !!part,
  );
  let name = parts.join(' ').replace(/\bBaby Baby\b/, 'Baby');
  if (slot.people === 'men' && rng.chance(0.4)) name += ' for Men';
  const childlike = [...STYLES.kids, 'Kids', 'Thayathu', 'Thanda'];
  if (slot.people === 'kids' && !childlike.some((word) => name.includes(word))) {
    name = `${rng.pick(['Baby', 'Little', 'Kids'])} ${name}`;
  }
  return name;
}

const STONE_CARE: Readonly<Record<Stone, string>> = {
  cz: 'The stones are cubic zirconia, cut to sparkle like diamonds.',
  ruby: 'The red stones are lab-made and colour-fast.',
  emerald: 'The green stones are lab-made and colour-fast.',
  sapphire: 'The blue stones are lab-made and colour-fast.',
  amethyst: 'The violet stone is a natural amethyst.',
  turquoise: 'The turquoise is natural and hand-cut.',
  onyx: 'The black stones are natural onyx.',
  pearl: 'The pearls are freshwater, each one slightly different.',
};

function personalisationLine(
  rng: Random,
  types: readonly CustomizationType[],
  people: PeopleCategory,
): string | undefined {
  if (types.includes('combined'))
    return 'Combine a photo or fingerprint with engraved text for a keepsake that is only yours.';
  if (types.includes('fingerprint')) {
    const line = 'We engrave a loved one’s fingerprint on it from a simple ink print you send us.';
    return types.includes('engraving')
      ? `${line.slice(0, -1)}, with a name or date beside it if you like.`
      : line;
  }
  if (types.includes('image')) return 'Upload a favourite photo and we laser-engrave it in fine detail.';
  if (types.includes('engraving')) {
    return rng.pick([
      'Add a name, initials or a special date and see the engraving previewed live before you order.',
      'Personalise it with engraved text of your choice, previewed live before you order.',
      people === 'kids'
        ? 'Engrave your little one’s name or birth date on it.'
        : 'Engrave a name or a date that matters, in a script of your choice.',
    ]);
  }
  return undefined;
}

function productDescription(
  rng: Random,
  slot: Slot,
  look: Look,
  purity: Purity,
  types: readonly CustomizationType[],
): string {
  const craft = rng.pick([
    'Hand-finished',
    'Handcrafted',
    'Hand-polished',
    'Crafted by our karigars',
    'Made',
  ]);
  const first = `${craft} in ${metalWords(purity)}, ${look.detail}.`;
  const second =
    personalisationLine(rng, types, slot.people) ??
    (slot.people === 'kids'
      ? 'Smooth, kid-safe edges and nickel-free metal, delivered gift-boxed.'
      : look.stone && rng.chance(0.5)
        ? STONE_CARE[look.stone]
        : purity.startsWith('gold-')
          ? 'Comes hallmarked, with a certificate, in our signature gift box.'
          : 'Nickel-free and skin-friendly, delivered in our gift box.');
  return `${first} ${second}`;
}

// ---------------------------------------------------------------------------------------------
// Prices

/** Shop prices: whole tens below ₹2,000, fifties below ₹10,000, hundreds above; often ending in 9. */
function shopPrice(rng: Random, rupees: number): number {
  const step = rupees < 2_000 ? 10 : rupees < 10_000 ? 50 : 100;
  const rounded = Math.max(MIN_PRICE_RUPEES, Math.round(rupees / step) * step);
  return rng.chance(0.55) && rounded - 1 >= MIN_PRICE_RUPEES ? rounded - 1 : rounded;
}

interface Priced {
  gram: number;
  priceRupees: number;
}

function priceOf(
  rng: Random,
  material: Material,
  grams: number,
  stone: Stone | undefined,
  types: readonly CustomizationType[],
): Priced {
  const fee = types.reduce(
    (sum, type) => sum + PERSONALISATION_FEE[type] * (material === 'Gold' ? 1.6 : 1),
    0,
  );
  let gram = grams;
  let rupees: number;
  if (material === 'Silver') {
    const perGram = rng.between(150, 230);
    const stones = stone ? rng.between(150, 900) : 0;
    rupees = gram * perGram + stones + fee;
  } else {
    // Part of a stone-set piece's weight is its stones, so a gram of it holds less gold.
    const perGram = stone ? 5_450 : 6_600;
    const making = rng.between(1.08, 1.18);
    const stones = stone ? rng.between(800, 4_000) : 0;
    // Heavy gold pieces would leave the shop's price range: make them lighter instead.
    while (gram * perGram * making + stones + fee > MAX_PRICE_RUPEES * 0.98 && gram > 0.5) gram *= 0.9;
    rupees = gram * perGram * making + stones + fee;
  }
  const decimals = material === 'Gold' ? 100 : 10;
  return {
    gram: Math.max(0.1, Math.round(gram * decimals) / decimals),
    priceRupees: Math.min(MAX_PRICE_RUPEES, shopPrice(rng, rupees)),
  };
}

// ---------------------------------------------------------------------------------------------
// Rows

function isTemplateType(itemType: ItemType): itemType is EngravingTemplateItemType {
  return (ENGRAVING_TEMPLATE_ITEM_TYPES as readonly ItemType[]).includes(itemType);
}

function offersEngraving(types: readonly CustomizationType[]): boolean {
  return types.includes('engraving') || types.includes('combined');
}

function createdAt(rng: Random, now: Date, isNew: boolean): Date {
  const days = isNew ? rng.between(1, 45) : rng.between(46, 548);
  return new Date(Math.floor((now.getTime() - days * DAY_MS) / 1000) * 1000);
}

/**
 * The pieces once carried a rating and a count of reviews drawn here that no buyer wrote. A
 * piece's rating is now its reviews' (demo-reviews.ts); the two draws are still taken and
 * dropped, so that every later column of every piece is what it was.
 */
function skipRetiredRatingDraws(rng: Random): void {
  rng.next();
  rng.next();
}

/** Drawings (0-based) that do not suit a people category, e.g. hearts and flower studs for men. */
const UNSUITED: Partial<Record<PeopleCategory, Partial<Record<ItemType, readonly number[]>>>> = {
  men: { ring: [2], pendant: [2], stud: [1] },
};

function generatedProduct(
  rng: Random,
  slot: Slot,
  id: number,
  now: Date,
  usedNames: Set<string>,
): DemoProduct {
  const goldShare = GOLD_SHARE[slot.itemType] * (slot.people === 'kids' ? 0.6 : 1);
  const material: Material = rng.chance(slot.people === 'couples' ? 0.5 : goldShare) ? 'Gold' : 'Silver';
  const odds =
    slot.people === 'couples' ? COUPLE_RING_ODDS : (PERSONALISATION_ODDS[slot.itemType] ?? [[1, []]]);
  const customizationTypes = weighted(rng, odds);

  const everyday = designsFor(slot.itemType, material);
  const unsuited = UNSUITED[slot.people]?.[slot.itemType] ?? [];
  const order = rng.shuffled([0, 1, 2].filter((index) => !unsuited.includes(index)));
  const template =
    offersEngraving(customizationTypes) && isTemplateType(slot.itemType)
      ? templateDesign(slot.itemType, material)
      : undefined;
  const everydayCount = Math.min(order.length, template ? rng.int(1, 3) : rng.int(2, 3));
  const designs = order.slice(0, everydayCount).map((index) => everyday[index] ?? everyday[0] ?? '');
  const images = [...(template ? [template] : []), ...designs].map((design) => catalogueImageUrl(design));

  const lookIndex = order[0] ?? 0;
  const look = LOOKS[slot.itemType][material === 'Gold' ? 'gold' : 'silver'][lookIndex as 0 | 1 | 2];
  const purity = DEFAULT_PURITY[material];

  let name = productName(rng, slot, look, lookIndex + 1, material, customizationTypes);
  for (let attempt = 0; attempt < 8 && usedNames.has(name); attempt += 1) {
    name = productName(rng, slot, look, lookIndex + 1, material, customizationTypes);
  }
  usedNames.add(name);
  const description = productDescription(rng, slot, look, purity, customizationTypes);

  const [low, high] = GRAMS[slot.itemType][material === 'Gold' ? 'gold' : 'silver'];
  const sizeFactor = slot.people === 'kids' ? 0.6 : slot.people === 'couples' ? 1.8 : 1;
  const { gram, priceRupees } = priceOf(
    rng,
    material,
    rng.between(low, high) * sizeFactor,
    look.stone,
    customizationTypes,
  );
  const originalPriceRupees = rng.chance(0.4)
    ? Math.max(priceRupees + 10, shopPrice(rng, priceRupees * rng.between(1.1, 1.3)))
    : null;

  const isNew = rng.chance(0.15);
  const stock = rng.chance(0.92) ? demoStock(id) : 0;
  skipRetiredRatingDraws(rng);
  return {
    id,
    name,
    // Drawn from what the piece is, without the random sequence.
    ...demoNamesInLanguages({
      itemType: slot.itemType,
      people: slot.people,
      material,
      stone: look.stone,
      customizationTypes,
      category: slot.category,
    }),
    description,
    peopleCategory: slot.people,
    itemType: slot.itemType,
    productCategory: slot.category,
    material,
    purity,
    gram,
    pricePaise: priceRupees * 100,
    originalPricePaise: originalPriceRupees === null ? null : originalPriceRupees * 100,
    isNew,
    stock,
    customizationTypes,
    images,
    engravingTemplateImage: template ? catalogueImageUrl(template) : null,
    createdAt: createdAt(rng, now, isNew),
  };
}

/**
 * A piece's count in stock, from its id rather than the random sequence, so the rest of each
 * row is what it was before pieces had counts: 6 to 20, and 1 or 2 for one piece in ten, so
 * the storefront's "few left" note shows in the demo.
 */
function demoStock(id: number): number {
  if (id % 20 === 9) return 1;
  if (id % 20 === 17) return 2;
  return 6 + ((id * 7) % 15);
}

/** Weights of the sample pendants; the sample data has none. */
const LUXURY_GRAMS: Readonly<Record<number, number>> = {
  501: 5.8,
  502: 2.45,
  503: 1.62,
  504: 2.1,
  505: 4.2,
  506: 9.5,
  507: 5.1,
  508: 1.94,
};

function luxuryProduct(rng: Random, pendant: LuxuryPendant, now: Date): DemoProduct {
  const design = /\/([a-z0-9-]+)-\d+\.webp$/.exec(pendant.image)?.[1] ?? '';
  const material: Material = /-silver\b/.test(design) ? 'Silver' : 'Gold';
  const customizationTypes: CustomizationType[] =
    pendant.category === 'Personalized' || design.includes('-template-') ? ['engraving'] : [];
  const others = rng.shuffled(designsFor('pendant', material).filter((other) => other !== design));
  const images = [pendant.image, ...others.slice(0, rng.int(1, 2)).map((other) => catalogueImageUrl(other))];
  const priceRupees = Number(pendant.price.replaceAll(',', ''));
  const originalPriceRupees = rng.chance(0.4) ? shopPrice(rng, priceRupees * rng.between(1.1, 1.3)) : null;
  const isNew = rng.chance(0.15);
  skipRetiredRatingDraws(rng);
  return {
    id: pendant.id,
    name: pendant.name,
    ...luxuryPendantNamesInLanguages(pendant.id, material, customizationTypes),
    description: pendant.description,
    peopleCategory: 'women',
    itemType: 'pendant',
    productCategory: 'Pendants',
    material,
    purity: DEFAULT_PURITY[material],
    gram: LUXURY_GRAMS[pendant.id] ?? (material === 'Gold' ? 2 : 6),
    pricePaise: priceRupees * 100,
    originalPricePaise:
      originalPriceRupees === null ? null : Math.max(priceRupees, originalPriceRupees) * 100,
    isNew,
    stock: pendant.inStock ? demoStock(pendant.id) : 0,
    customizationTypes,
    images,
    // The sample's own picture is what its card shows, a plain engravable face included.
    cardImage: pendant.image,
    engravingTemplateImage: design.includes('-template-') ? pendant.image : null,
    createdAt: createdAt(rng, now, isNew),
  };
}

/** Midnight UTC today: repeated seeds on one day give identical rows. */
function today(): Date {
  const now = Date.now();
  return new Date(now - (now % DAY_MS));
}

/**
 * `count` generated products plus the eight sample luxury pendants (ids 501-508), ordered by
 * id. Generated products are numbered 1, 2, 3, … and skip the pendants' ids. The same count,
 * seed and `now` always give the same rows.
 */
export function demoCatalogue(count: number, options?: { seed?: number; now?: Date }): DemoProduct[] {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError('count must be a whole number of 0 or more');
  const seed = options?.seed ?? DEFAULT_SEED;
  const now = options?.now ?? today();
  const reserved = new Set(LUXURY_PENDANTS.map((pendant) => pendant.id));
  const rng = random(seed);
  const usedNames = new Set(LUXURY_PENDANTS.map((pendant) => pendant.name));
  const rows: DemoProduct[] = [];
  let id = 1;
  for (const slot of slotSequence(count)) {
    while (reserved.has(id)) id += 1;
    rows.push(generatedProduct(rng, slot, id, now, usedNames));
    id += 1;
  }
  // A stream of its own, so the pendants do not change with the size of the catalogue.
  const luxuryRng = random(seed ^ 0x9e3779b9);
  for (const pendant of LUXURY_PENDANTS) rows.push(luxuryProduct(luxuryRng, pendant, now));
  // A few pieces are priced from the day's metal rate (demo-rates.ts); a few are sold in
  // sizes, lengths or karats, and say so (demo-variants.ts).
  return withDemoVariantWords(withDemoRatePricing(rows.sort((a, b) => (a.id ?? 0) - (b.id ?? 0))));
}
