/**
 * The pages a shopper lands on most: the home page, a listing, a product and the cart with a
 * piece in it.
 */
import { CART_STORAGE_KEY } from '@shop/shared/cart-storage';
import { httpGet } from '../shared/http.ts';
import type { CategoryId } from './budgets.ts';

export interface AuditedPage {
  name: string;
  path: string;
  /**
   * What the browser's storage holds for the shop when the page opens (Lighthouse empties it
   * before every load): the cart lives there, and an empty cart is not the page shoppers see.
   */
  localStorage?: Readonly<Record<string, string>>;
  /** Lighthouse categories whose score has no budget on this page (shown, never held to it). */
  unscored?: readonly CategoryId[];
}

/** The fields of a catalogue answer's piece that the product page and the cart need. */
export interface SomeProduct {
  _id: string;
  name: string;
  price: number;
  image: string;
}

function isSomeProduct(value: unknown): value is SomeProduct {
  if (typeof value !== 'object' || value === null) return false;
  return (
    '_id' in value &&
    typeof value._id === 'string' &&
    'name' in value &&
    typeof value.name === 'string' &&
    'price' in value &&
    typeof value.price === 'number' &&
    'image' in value &&
    typeof value.image === 'string'
  );
}

function firstProduct(body: Buffer): SomeProduct | undefined {
  const answer: unknown = JSON.parse(body.toString('utf8'));
  if (typeof answer !== 'object' || answer === null || !('products' in answer)) return undefined;
  const products: unknown = answer.products;
  if (!Array.isArray(products)) return undefined;
  const first: unknown = products[0];
  return isSomeProduct(first) ? first : undefined;
}

/** A real product of the running shop, so the product page shows a product and not "not found". */
export async function someProduct(baseUrl: string): Promise<SomeProduct> {
  const answer = await httpGet(`${baseUrl}/api/products/search?limit=1`);
  const product = answer.status === 200 ? firstProduct(answer.body) : undefined;
  if (product === undefined) {
    throw new Error(
      `GET /api/products/search?limit=1 gave no product (status ${answer.status}): ` +
        answer.body.toString('utf8').slice(0, 300),
    );
  }
  return product;
}

export function productPath(product: SomeProduct): string {
  return `/product/${encodeURIComponent(product._id)}`;
}

/**
 * The cart as the product page's 'Add to cart' stores it for a guest (cart-store.ts): one
 * plain piece. The page names the line again when it reads it (cart-line-schema.ts).
 */
function cartWith(product: SomeProduct): string {
  return JSON.stringify([
    {
      id: product._id,
      cartIdentifier: '',
      name: product.name,
      price: product.price,
      quantity: 1,
      image: product.image,
    },
  ]);
}

export async function pagesToAudit(baseUrl: string): Promise<AuditedPage[]> {
  const product = await someProduct(baseUrl);
  // Tamil and Hindi pages carry their catalog and set their script in the shop's Noto faces:
  // the budgets hold for them as for English (issue 40).
  const inLanguages = (['ta', 'hi'] as const).flatMap((language) => [
    { name: `home ${language}`, path: `/${language}/` },
    { name: `listing ${language}`, path: `/${language}/category/women` },
    { name: `product ${language}`, path: `/${language}${productPath(product)}` },
  ]);
  return [
    { name: 'home', path: '/' },
    { name: 'listing', path: '/category/women' },
    { name: 'product', path: productPath(product) },
    ...inLanguages,
    {
      name: 'cart',
      path: '/cart',
      localStorage: { [CART_STORAGE_KEY]: cartWith(product) },
      // A shopper's cart is kept out of search engines (noindex), which Lighthouse's SEO score
      // counts as a failure.
      unscored: ['seo'],
    },
  ];
}
