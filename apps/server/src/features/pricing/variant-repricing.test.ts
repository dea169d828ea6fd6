/**
 * A new rate reprices the variants of a design with options, each from its own weight and
 * purity, in the rate's transaction; the design then shows its lowest variant's price.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceFromRate } from '@shop/shared/pricing';
import { writeDesignVariants } from '../../db/catalogue-writes.ts';
import { products, productVariants } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, seenByShoppers, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;

/** Om Engraved Gold Pendant, sold here in 18K and 22K. */
const PENDANT = FIXTURE_PRODUCTS[1]!;
const making = { kind: 'per_gram', paisePerGram: 50_000 } as const;
const pricingOf = (purity: 'gold-750' | 'gold-916', netWeightMg: number) => ({
  purity,
  netWeightMg,
  making,
  stonesPaise: 0,
  hallmarkingPaise: 0,
});

beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
  await writeDesignVariants(
    shop.database.db,
    PENDANT.id!,
    [{ name: 'Purity', values: ['18K', '22K'] }],
    [
      {
        sku: 'OM-18K',
        values: ['18K'],
        gram: 4.2,
        pricing: 'rate',
        purity: 'gold-750',
        netWeightMg: 3_900,
        makingKind: 'per_gram',
        makingValue: 50_000,
        stock: 3,
      },
      {
        sku: 'OM-22K',
        values: ['22K'],
        gram: 4.2,
        pricing: 'rate',
        purity: 'gold-916',
        netWeightMg: 3_900,
        makingKind: 'per_gram',
        makingValue: 50_000,
        stock: 3,
      },
    ],
    { 'gold-750': 589_000, 'gold-916': 719_000 },
  );
});
afterAll(async () => {
  await shop?.close();
});

describe('a new metal rate', () => {
  it('reprices each variant from its own purity and weight, and the design shows the lowest', async () => {
    const owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi', role: 'owner' });
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/metal-rates',
      headers: owner as Record<string, string>,
      payload: { rates: { 'gold-750': 6_000, 'gold-916': 7_300 } },
    });
    expect(answer.statusCode).toBe(200);
    // The pendant is one piece, repriced in its two karats.
    expect(answer.json()).toMatchObject({
      message: '2 rates are saved; one piece was repriced (2 variants).',
      repriced: 1,
      repricedVariants: 2,
      ratePricedPieces: { 'gold-750': 1, 'gold-916': 1, 'gold-999': 0 },
      ratePricedVariants: { 'gold-750': 1, 'gold-916': 1, 'gold-999': 0 },
      ratePricedAcross: [{ purities: ['gold-750', 'gold-916'], pieces: 1 }],
    });
    const rates = { 'gold-750': 600_000, 'gold-916': 730_000 };
    const eighteen = priceFromRate(pricingOf('gold-750', 3_900), rates);
    const twentyTwo = priceFromRate(pricingOf('gold-916', 3_900), rates);
    const variants = await shop.database.db
      .select({
        sku: productVariants.sku,
        pricePaise: productVariants.pricePaise,
        breakup: productVariants.priceBreakup,
      })
      .from(productVariants)
      .where(eq(productVariants.productId, PENDANT.id!))
      .orderBy(asc(productVariants.sku));
    expect(variants).toEqual([
      { sku: 'OM-18K', pricePaise: eighteen.totalPaise, breakup: eighteen },
      { sku: 'OM-22K', pricePaise: twentyTwo.totalPaise, breakup: twentyTwo },
    ]);
    const [design] = await shop.database.db
      .select({ pricePaise: products.pricePaise, priceVaries: products.priceVaries })
      .from(products)
      .where(eq(products.id, PENDANT.id!));
    expect(design).toEqual({ pricePaise: eighteen.totalPaise, priceVaries: true });
    await seenByShoppers(async () => {
      const page = await shop.app.inject({ method: 'GET', url: `/api/products/${PENDANT.id}` });
      expect(page.json()).toMatchObject({
        product: {
          price: eighteen.totalPaise / 100,
          priceVaries: true,
          variants: [{ sku: 'OM-18K' }, { sku: 'OM-22K' }],
        },
      });
    });
  });
});
