/** The demo seed's writes of its own: the demo's metal rates, entered on a shop without any. */
import { describe, expect, it } from 'vitest';
import { DEMO_RATES } from '@shop/demo-catalogue/demo-rates';
import { createTestDatabase } from '../test-support/test-app.ts';
import { metalRates } from './schema.ts';
import { seedDemoRates } from './seed.ts';

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
});
