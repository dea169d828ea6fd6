/** The demo seed's writes of its own: the demo's metal rates, its designs with options. */
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_RATES } from '@shop/demo-catalogue/demo-rates';
import { availabilityOf, variantLabel } from '@shop/shared/variants';
import { createTestDatabase } from '../test-support/test-app.ts';
import { metalRates, products, productVariants } from './schema.ts';
import { seedDemoRates, writeDemoCatalogue } from './seed.ts';

describe('the demo seed', () => {
  it('enters a demo rate for every purity on a shop that has none, and only then', async () => {
    const database = await createTestDatabase();
    try {
      expect(await seedDemoRates(database.db, DEMO_RATES)).toBe(true);
      expect(await seedDemoRates(database.db, DEMO_RATES)).toBe(false);
      const stored = await database.db.select().from(metalRates);
      expect(Object.fromEntries(stored.map((rate) => [rate.purity, rate.ratePaisePerGram]))).toEqual(
        DEMO_RATES,
      );
    } finally {
      await database.close();
    }
  });

  it('sells a few designs in sizes, lengths and karats, each variant priced from the rate of its purity', async () => {
    const database = await createTestDatabase();
    try {
      expect(await writeDemoCatalogue(database.db, 300)).toMatchObject({ products: 308 });
      const designs = await database.db
        .select()
        .from(products)
        .where(eq(products.priceVaries, true))
        .orderBy(asc(products.id));
      expect(designs.map((design) => [design.id, design.options.map((option) => option.name)])).toEqual([
        [168, ['Size']],
        [173, ['Length']],
        [190, ['Length']],
        [227, ['Purity']],
        [247, ['Length', 'Purity']],
        [266, ['Size', 'Purity']],
      ]);
      const variants = await database.db
        .select()
        .from(productVariants)
        .where(
          inArray(
            productVariants.productId,
            designs.map((design) => design.id),
          ),
        )
        .orderBy(asc(productVariants.productId), asc(productVariants.position));
      for (const design of designs) {
        const own = variants.filter((variant) => variant.productId === design.id);
        for (const variant of own) {
          expect(variant.pricing).toBe('rate');
          const breakup = variant.priceBreakup;
          if (breakup?.kind !== 'rate') throw new Error(`${variant.sku} has no rate breakup`);
          expect(breakup.ratePaisePerGram).toBe(DEMO_RATES[variant.purity ?? design.purity]);
          expect(variant.pricePaise).toBe(breakup.totalPaise);
        }
        // The design's price is its lowest variant's that can be bought, as its card shows.
        const buyable = own.filter((variant) => availabilityOf(variant).kind !== 'unavailable');
        expect(design.pricePaise).toBe(Math.min(...buyable.map((variant) => variant.pricePaise)));
        expect(design.stock).toBe(own.reduce((sum, variant) => sum + variant.stock, 0));
      }
      const ring = variants.find((variant) => variant.sku === 'D266-14-22K');
      expect(
        ring && variantLabel(designs.find((design) => design.id === 266)?.options ?? [], ring.values),
      ).toBe('Size 14, 22K');
      expect(ring?.purity).toBe('gold-916');
      const eighteen = variants.find((variant) => variant.sku === 'D266-14-18K');
      expect(eighteen?.purity).toBe('gold-750');
      expect(eighteen && ring && eighteen.pricePaise < ring.pricePaise).toBe(true);
    } finally {
      await database.close();
    }
  });
});
