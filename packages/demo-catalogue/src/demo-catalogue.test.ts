import { describe, expect, it } from 'vitest';
import {
  CUSTOMIZATION_TYPES,
  MATERIALS,
  PEOPLE_CATEGORIES,
  PRODUCT_CATEGORIES,
  TYPE_LISTINGS,
} from '@shop/shared/catalogue';
import { LUXURY_PENDANTS } from '@shop/shared/luxury-pendants';
import { DEFAULT_PURITY, makingChargeOf, priceFromRate, PURITY_LABELS } from '@shop/shared/pricing';
import { demoCatalogue } from './demo-catalogue.ts';
import type { DemoProduct } from './demo-product.ts';
import { DEMO_RATES } from './demo-rates.ts';
import { demoDesignVariants, type DemoDesignVariants } from './demo-variants.ts';
import { designKeys, templateDesign } from './product-images.ts';

const NOW = new Date('2025-06-01T00:00:00Z');
const rows = demoCatalogue(300, { now: NOW });
const LUXURY_IDS = [501, 502, 503, 504, 505, 506, 507, 508];

/**
 * Where a piece's name or description disagrees with its metal and purities: a karat ('18K'),
 * a fineness ('916', '92.5') or a metal ('gold', 'sterling silver') other than its own, or a
 * description that names no karat for gold or no silver for silver. A design sold in several
 * purities must name each of them and no other.
 */
function wordsAgainstPurity(row: DemoProduct, design?: DemoDesignVariants): string[] {
  const own = row.purity ?? DEFAULT_PURITY[row.material];
  const purities = [...new Set(design?.variants.map((variant) => variant.purity ?? own) ?? [own])];
  const karats = purities.flatMap((purity) => /^(\d+)K /.exec(PURITY_LABELS[purity])?.[1] ?? []);
  const finenesses = purities.map((purity) => purity.split('-')[1]);
  const metal = own.split('-')[0];
  const found: string[] = [];
  for (const text of [row.name, row.description]) {
    for (const [said, number] of text.matchAll(/\b(\d{1,2}) ?(?:K|KT|karat|carat)\b/gi)) {
      if (!karats.includes(number ?? '')) found.push(`says ${said}`);
    }
    for (const [said] of text.matchAll(/\b(?:999|916|750|585|925|92\.5)\b/g)) {
      if (!finenesses.includes(said.replace('.', ''))) found.push(`says ${said}`);
    }
    const other = metal === 'gold' ? /\b(?:silver|sterling)\b/i : /\bgold\b/i;
    const otherMetal = other.exec(text)?.[0];
    if (otherMetal) found.push(`says ${otherMetal}`);
  }
  for (const karat of metal === 'gold' ? karats : []) {
    if (!new RegExp(`\\b${karat}K\\b.*\\bgold\\b`).test(row.description))
      found.push(`names no ${karat}K gold`);
  }
  if (metal === 'silver' && !/\bsilver\b/.test(row.description)) found.push('names no silver');
  return found.length === 0 ? [] : [`#${row.id} ${row.name} (${purities.join(', ')}): ${found.join(', ')}`];
}

function designOf(url: string): string {
  const match = /^\/images\/catalogue\/v1\/([a-z0-9-]+)-640\.webp$/.exec(url);
  if (!match?.[1]) throw new Error(`not a catalogue image URL: ${url}`);
  return match[1];
}

describe('demo catalogue', () => {
  it('holds the 300 generated products and the 8 luxury pendants, each with its own id', () => {
    expect(rows).toHaveLength(308);
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(308);
    const generated = ids.filter((id) => id !== undefined && !LUXURY_IDS.includes(id));
    expect(generated).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
  });

  it('gives ids 501-508 to the luxury pendants at their sample prices from ₹4,500 to ₹18,500', () => {
    const pendants = rows.filter((row) => row.id !== undefined && LUXURY_IDS.includes(row.id));
    expect(pendants.map((row) => row.name)).toEqual(LUXURY_PENDANTS.map((pendant) => pendant.name));
    expect(LUXURY_PENDANTS[0]?.price).toBe('4,500');
    expect(LUXURY_PENDANTS.map((pendant) => pendant.price)).toContain('18,500');
    for (const row of pendants) {
      expect(row).toMatchObject({
        peopleCategory: 'women',
        itemType: 'pendant',
        productCategory: 'Pendants',
      });
      expect(row.pricePaise).toBeGreaterThanOrEqual(450_000);
      expect(row.pricePaise).toBeLessThanOrEqual(1_850_000);
      const sample = LUXURY_PENDANTS.find((pendant) => pendant.id === row.id);
      expect(row.pricePaise).toBe(Number(sample?.price.replaceAll(',', '')) * 100);
      expect(row.images?.[0]).toBe(sample?.image);
    }
  });

  it('covers every people category, product category, metal and personalisation type', () => {
    for (const people of PEOPLE_CATEGORIES) {
      for (const { name, itemType } of PRODUCT_CATEGORIES[people]) {
        const inCategory = rows.filter(
          (row) => row.peopleCategory === people && row.productCategory === name,
        );
        expect(inCategory.length, `${people} / ${name}`).toBeGreaterThanOrEqual(3);
        expect(inCategory.every((row) => row.itemType === itemType)).toBe(true);
      }
    }
    expect(new Set(rows.map((row) => row.material))).toEqual(new Set(MATERIALS));
    const offered = new Set(rows.flatMap((row) => row.customizationTypes ?? []));
    expect(offered).toEqual(new Set(CUSTOMIZATION_TYPES));
    expect(rows.some((row) => row.customizationTypes?.length === 0)).toBe(true);
  });

  it('fills each of the nine type listings with at least a page of 12 products', () => {
    for (const listing of TYPE_LISTINGS) {
      const count = rows.filter(
        (row) => row.peopleCategory === listing.peopleCategory && row.itemType === listing.itemType,
      ).length;
      expect(count, listing.path).toBeGreaterThanOrEqual(12);
    }
  });

  it('prices every piece between ₹500 and ₹60,000, with any old price at or above the price', () => {
    for (const row of rows) {
      expect(Number.isInteger(row.pricePaise)).toBe(true);
      expect(row.pricePaise).toBeGreaterThanOrEqual(50_000);
      expect(row.pricePaise).toBeLessThanOrEqual(6_000_000);
      if (typeof row.originalPricePaise === 'number')
        expect(row.originalPricePaise).toBeGreaterThanOrEqual(row.pricePaise);
      expect(row.gram).toBeGreaterThan(0);
    }
    const discounted = rows.filter((row) => typeof row.originalPricePaise === 'number').length / rows.length;
    expect(discounted).toBeGreaterThan(0.25);
    expect(discounted).toBeLessThan(0.55);
  });

  it('asks more for gold than for silver', () => {
    const average = (material: string): number => {
      const prices = rows.filter((row) => row.material === material).map((row) => row.pricePaise);
      return prices.reduce((sum, price) => sum + price, 0) / prices.length;
    };
    expect(average('Gold')).toBeGreaterThan(average('Silver') * 3);
  });

  it('shows two to four drawn pictures of the right kind and metal for every product', () => {
    const known = new Set(designKeys());
    for (const row of rows) {
      const images = row.images ?? [];
      expect(images.length, row.name).toBeGreaterThanOrEqual(2);
      expect(images.length, row.name).toBeLessThanOrEqual(4);
      expect(new Set(images).size).toBe(images.length);
      for (const url of images) {
        const design = designOf(url);
        expect(known.has(design), url).toBe(true);
        expect(design.startsWith(`${row.itemType}-`), `${row.name}: ${url}`).toBe(true);
        expect(design, `${row.name}: ${url}`).toMatch(new RegExp(`-${row.material.toLowerCase()}(-|$)`));
      }
    }
  });

  it('puts the engraving template first on rings, pendants and bracelets that offer engraving', () => {
    const engraved = rows.filter(
      (row) =>
        (row.itemType === 'ring' || row.itemType === 'pendant' || row.itemType === 'bracelet') &&
        (row.customizationTypes?.includes('engraving') || row.customizationTypes?.includes('combined')),
    );
    expect(engraved.length).toBeGreaterThan(30);
    for (const row of engraved) {
      if (row.itemType !== 'ring' && row.itemType !== 'pendant' && row.itemType !== 'bracelet') continue;
      expect(designOf(row.images?.[0] ?? ''), row.name).toBe(templateDesign(row.itemType, row.material));
    }
  });

  it('names pieces like a jewellery shop does, without repeating a name', () => {
    const names = rows.map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
    for (const row of rows) {
      expect(row.name).not.toMatch(/product\s*\d/i);
      expect(row.description.length).toBeGreaterThan(40);
    }
    const couples = rows.filter((row) => row.peopleCategory === 'couples');
    expect(couples.every((row) => row.itemType === 'ring' && /Rings|Bands/.test(row.name))).toBe(true);
  });

  it('describes every piece in the metal and karat of its purity, as its breakup and invoice do', () => {
    for (const catalogue of [rows, demoCatalogue(1_000, { now: NOW, seed: 7 })]) {
      const designs = new Map(demoDesignVariants(catalogue).map((design) => [design.productId, design]));
      const disagreeing = catalogue.flatMap((row) => wordsAgainstPurity(row, designs.get(row.id)));
      expect(disagreeing, `${disagreeing.length} pieces`).toEqual([]);
    }
  });

  it('dates pieces over the last 18 months, with new arrivals among the most recent', () => {
    const earliest = NOW.getTime() - 550 * 86_400_000;
    for (const row of rows) {
      const time = row.createdAt instanceof Date ? row.createdAt.getTime() : Number.NaN;
      expect(time).toBeGreaterThanOrEqual(earliest);
      expect(time).toBeLessThan(NOW.getTime());
      if (row.isNew) expect(time).toBeGreaterThan(NOW.getTime() - 46 * 86_400_000);
    }
    const newShare = rows.filter((row) => row.isNew).length / rows.length;
    expect(newShare).toBeGreaterThan(0.08);
    expect(newShare).toBeLessThan(0.25);
  });

  it('gives the same catalogue for the same seed and date, and another for another seed', () => {
    expect(demoCatalogue(300, { now: NOW })).toEqual(rows);
    const other = demoCatalogue(300, { now: NOW, seed: 7 });
    expect(other.map((row) => row.name)).not.toEqual(rows.map((row) => row.name));
  });

  it('keeps the first products the same when the catalogue grows', () => {
    const larger = demoCatalogue(1_000, { now: NOW });
    expect(larger.slice(0, 300)).toEqual(rows.filter((row) => (row.id ?? 0) <= 300));
  });

  it('keeps ids unique and clear of 501-508 at 10,000 products', () => {
    const large = demoCatalogue(10_000, { now: NOW });
    expect(large).toHaveLength(10_008);
    const ids = large.map((row) => row.id ?? 0);
    expect(new Set(ids).size).toBe(10_008);
    expect(Math.max(...ids)).toBe(10_008);
    const atLuxuryIds = large.filter((row) => LUXURY_IDS.includes(row.id ?? 0));
    expect(atLuxuryIds.map((row) => row.name)).toEqual(LUXURY_PENDANTS.map((pendant) => pendant.name));
    expect(large.every((row) => row.pricePaise >= 50_000 && row.pricePaise <= 6_000_000)).toBe(true);
  });
});

describe('demo pieces priced from the metal rate', () => {
  const ratePriced = rows.filter((row) => row.pricing === 'rate');

  it('are four gold pieces and one silver, each priced from the demo rate of its purity', () => {
    expect(ratePriced.map((row) => [row.id, row.material, row.purity])).toEqual([
      [14, 'Gold', 'gold-916'],
      [21, 'Silver', 'silver-925'],
      [27, 'Gold', 'gold-750'],
      [39, 'Gold', 'gold-916'],
      [131, 'Gold', 'gold-585'],
    ]);
    for (const row of ratePriced) {
      const breakup = priceFromRate(
        {
          purity: row.purity,
          netWeightMg: row.netWeightMg ?? 0,
          making: makingChargeOf(row.makingKind ?? 'per_gram', row.makingValue ?? 0),
          stonesPaise: row.stonesPaise ?? 0,
          hallmarkingPaise: row.hallmarkingPaise ?? 0,
        },
        DEMO_RATES,
      );
      expect(row.pricePaise).toBe(breakup.totalPaise);
      expect(row.priceBreakup).toEqual(breakup);
      expect(row.originalPricePaise).toBeNull();
      expect(row.customizationTypes).toEqual([]);
    }
  });
});

describe('demo designs sold in sizes, lengths and karats', () => {
  const designs = demoDesignVariants(rows);
  const rowOf = (design: DemoDesignVariants) => rows.find((row) => row.id === design.productId);
  const optionNames = (design: DemoDesignVariants) => design.options.map((option) => option.name).join(' × ');
  const sizes = designs.filter((design) => design.options.some((option) => option.name === 'Size'));
  const lengths = designs.filter((design) => design.options.some((option) => option.name === 'Length'));

  it("are women's and men's rings in sizes, chains in lengths and gold designs in 18K and 22K", () => {
    expect(
      designs.map((design) => {
        const row = rowOf(design);
        return [row?.peopleCategory, row?.itemType, row?.material, optionNames(design)];
      }),
    ).toEqual([
      ['men', 'ring', 'Silver', 'Size'],
      ['women', 'chain', 'Silver', 'Length'],
      ['men', 'chain', 'Silver', 'Length'],
      ['men', 'chain', 'Gold', 'Purity'],
      ['women', 'chain', 'Gold', 'Length × Purity'],
      ['women', 'ring', 'Gold', 'Size × Purity'],
    ]);
    expect(lengths.find((design) => rowOf(design)?.peopleCategory === 'women')?.options[0]?.values).toEqual([
      '16 in',
      '18 in',
      '20 in',
    ]);
  });

  it('has a variant with its own SKU for every combination of its options, and no other', () => {
    const skus = designs.flatMap((design) => design.variants.map((variant) => variant.sku));
    expect(new Set(skus).size).toBe(skus.length);
    for (const design of designs) {
      const combinations = design.options.reduce((count, option) => count * option.values.length, 1);
      expect(design.variants).toHaveLength(combinations);
      for (const variant of design.variants) {
        expect(variant.values.map((value, index) => design.options[index]?.values.includes(value))).toEqual(
          design.options.map(() => true),
        );
      }
    }
  });

  it('weighs more in a larger size or a longer length, the other options kept', () => {
    for (const design of [...sizes, ...lengths]) {
      const measures = design.options[0]?.values ?? [];
      const others = new Set(design.variants.map((variant) => variant.values.slice(1).join('/')));
      for (const other of others) {
        const weights = measures.map(
          (measure) =>
            design.variants.find(
              (variant) => variant.values[0] === measure && variant.values.slice(1).join('/') === other,
            )?.gram ?? 0,
        );
        const grows = weights.every((weight, index) => index === 0 || weight > (weights[index - 1] ?? 0));
        expect(grows, `#${design.productId} ${other}: ${weights.join(', ')} g`).toBe(true);
      }
    }
  });

  it('prices every variant from the demo rate of its own purity, within the shop’s price range', () => {
    for (const design of designs) {
      const row = rowOf(design);
      if (!row) throw new Error(`no row ${design.productId}`);
      const purityOption = design.options.findIndex((option) => option.name === 'Purity');
      for (const variant of design.variants) {
        expect(variant.pricing).toBe('rate');
        const purity = variant.purity ?? row.purity;
        if (purityOption >= 0) {
          expect(PURITY_LABELS[purity].startsWith(`${variant.values[purityOption]} gold`)).toBe(true);
        } else {
          expect(purity).toBe(row.purity);
        }
        const breakup = priceFromRate(
          {
            purity,
            netWeightMg: variant.netWeightMg,
            making: makingChargeOf(variant.makingKind, variant.makingValue),
            stonesPaise: row.stonesPaise ?? 0,
            hallmarkingPaise: row.hallmarkingPaise ?? 0,
          },
          DEMO_RATES,
        );
        expect(breakup.metalPaise).toBe(Math.round((variant.netWeightMg * (DEMO_RATES[purity] ?? 0)) / 1000));
        expect(breakup.totalPaise).toBeGreaterThanOrEqual(50_000);
        expect(breakup.totalPaise).toBeLessThanOrEqual(6_000_000);
      }
      expect(row.originalPricePaise).toBeNull();
      expect(row.customizationTypes).toEqual([]);
    }
  });

  it('shows every kind of size: in stock, two left of size 14, made to order, and one not made', () => {
    for (const design of sizes) {
      const fourteen = design.variants.filter((variant) => variant.values[0] === '14');
      expect(fourteen.every((variant) => variant.stock === 2)).toBe(true);
      expect(design.variants.some((variant) => variant.stock === 0 && variant.madeToOrderDays === null)).toBe(
        true,
      );
      expect(design.variants.some((variant) => variant.stock === 0 && variant.madeToOrderDays !== null)).toBe(
        true,
      );
    }
  });

  it('gives every size in stock the seed command’s stock, leaving the sizes not in stock as they are', () => {
    const stocked = demoDesignVariants(rows, { stock: 500 });
    expect(stocked.map((design) => design.productId)).toEqual(designs.map((design) => design.productId));
    for (const [index, design] of stocked.entries()) {
      const demo = designs[index]?.variants ?? [];
      expect(design.variants.map((variant) => variant.stock)).toEqual(
        demo.map((variant) => (variant.stock > 0 ? 500 : 0)),
      );
      expect(design.variants.map((variant) => variant.madeToOrderDays)).toEqual(
        demo.map((variant) => variant.madeToOrderDays),
      );
    }
  });

  it('names in its words the lengths a chain is sold in and no other, and no size for a ring', () => {
    for (const design of designs) {
      const row = rowOf(design);
      const text = `${row?.name ?? ''} ${row?.description ?? ''}`;
      const said = [...text.matchAll(/\b(\d{2})(?:,| and| ?(?:in|inch|inches|")\b)/g)].map(
        (match) => `${match[1]} in`,
      );
      const lengthOption = design.options.find((option) => option.name === 'Length');
      expect(said, `#${design.productId}`).toEqual(lengthOption?.values ?? []);
      expect(text).not.toMatch(/\bsize\b/i);
    }
  });

  it('keeps its designs when the catalogue grows', () => {
    expect(demoDesignVariants(demoCatalogue(1_000, { now: NOW }))).toEqual(designs);
  });
});
