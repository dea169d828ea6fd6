/**
 * A change to the catalogue empties its caches at whatever moment the database's announcement
 * arrives, which may be while a shopper's page is being read. That shopper still gets the
 * answer the catalogue gives, never a fault.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import type * as Repository from './repository.ts';
import type { CatalogueRow } from './product-json.ts';
import { createCatalogueService } from './service.ts';

let finishRead: ((row: CatalogueRow | undefined) => void) | undefined;

vi.mock('./repository.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Repository>()),
  findProductById: () =>
    new Promise<CatalogueRow | undefined>((resolve) => {
      finishRead = resolve;
    }),
}));

describe('a product page read while the catalogue changes', () => {
  const catalogue = createCatalogueService({} as Database, { cacheSeconds: 300 });

  beforeEach(() => {
    finishRead = undefined;
  });

  it('answers that the piece is gone when it was archived meanwhile', async () => {
    const page = catalogue.productById('7');
    await vi.waitFor(() => expect(finishRead).toBeDefined());
    catalogue.forgetCachedAnswers();
    finishRead?.(undefined);
    await expect(page).rejects.toMatchObject({ statusCode: 404 });
  });
});
