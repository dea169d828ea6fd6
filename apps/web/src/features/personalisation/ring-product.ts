import { linePricePaise, type NewCartLine } from '@shop/shared/cart';
import type { Material } from '@shop/shared/catalogue';
import type { Paise } from '@shop/shared/money';
import type { Customization, RING_PAGE_FONTS } from '@shop/shared/personalisation';
import { RING_TYPES } from '@shop/shared/personalisation-texts';

/**
 * The ring the ring personalisation page personalises, as another page passes it: picture,
 * name, description and price, and the catalogue's id and metal for a catalogue ring.
 */
export interface RingProduct {
  _id?: string | undefined;
  image: string;
  name: string;
  description: string;
  /** Rupees, as the product JSON gives them: a number or text with separators ('18,500'). */
  price: number | string;
  productType?: string | undefined;
}

/** What a page hands to the ring page when it opens it: `navigate(path, { state })`. */
export interface RingPageState {
  product: RingProduct;
}

export type RingFont = (typeof RING_PAGE_FONTS)[number];
/** The ring page's engraving starts in script. */
export const RING_DEFAULT_FONT: RingFont = 'script';

export type RingPersonalisationType = (typeof RING_TYPES)[number];

/** `?type=engraving` or `?type=fingerprint`; anything else chooses nothing. */
export function ringTypeParam(value: string | null): RingPersonalisationType | undefined {
  return RING_TYPES.find((type) => type === value?.trim().toLowerCase());
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The ring in navigation state, when it carries what the page shows; anything else is no ring. */
export function ringProductFromState(state: unknown): RingProduct | undefined {
  if (typeof state !== 'object' || state === null || !('product' in state)) return undefined;
  const product: unknown = state.product;
  if (typeof product !== 'object' || product === null) return undefined;
  const { _id, image, name, description, price, productType } = product as Record<string, unknown>;
  if (!isText(image) || !isText(name)) return undefined;
  if (typeof price !== 'number' && typeof price !== 'string') return undefined;
  return {
    _id: typeof _id === 'string' || typeof _id === 'number' ? String(_id) : undefined,
    image,
    name,
    description: typeof description === 'string' ? description : '',
    price,
    productType: typeof productType === 'string' ? productType : undefined,
  };
}

/** The ring's price in paise; undefined when the price it came with is no amount. */
export function ringPricePaise(product: RingProduct): Paise | undefined {
  return linePricePaise(product);
}

/** Gold when the catalogue says so or the picture is of gold; silver otherwise, as most rings are. */
export function ringMetal(product: RingProduct): Material {
  if (product.productType) return /gold/i.test(product.productType) ? 'Gold' : 'Silver';
  return /gold/i.test(product.image) ? 'Gold' : 'Silver';
}

const MAX_ID_LENGTH = 64;

/**
 * A ring handed over without a catalogue id (older pages pass only picture, name and price)
 * still needs an id of its own in the cart; its name gives one that stays the same.
 */
function ringLineId(product: RingProduct): string {
  if (product._id) return product._id.slice(0, MAX_ID_LENGTH);
  const slug = product.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `ring-${slug || 'custom'}`.slice(0, MAX_ID_LENGTH);
}

/** The cart line of one personalised ring. */
export function ringCartLine(product: RingProduct, customization: Customization): NewCartLine {
  return {
    id: ringLineId(product),
    name: product.name,
    price: product.price,
    quantity: 1,
    variant: ringMetal(product),
    image: product.image,
    customization,
  };
}
