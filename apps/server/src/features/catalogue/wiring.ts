import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { CATALOGUE_CHANGED } from '../../db/catalogue-changes.ts';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import type { Starting } from '../../plugins/starting.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import catalogueAdminRoutes from './admin-routes.ts';
import pictureRoutes from './picture-routes.ts';
import { createPicturesService } from './pictures.ts';
import catalogueRoutes from './routes.ts';
import { createCatalogueService } from './service.ts';
import { createStaffProducts, type StaffProductsOptions } from './staff-products.ts';
import { createStaffVariants } from './staff-variants.ts';

/**
 * The catalogue: the in-process index every listing, search and product page reads, kept in
 * step with the database on every instance, and the back office's pieces and pictures.
 */
export async function wireCatalogue(
  fastify: FastifyInstance,
  {
    database,
    config,
    log,
    authenticateStaff,
    starting,
    storage,
    ratesForPricing,
    onShownChange,
  }: Pick<ShopParts, 'config' | 'log' | 'authenticateStaff'> &
    StaffProductsOptions & {
      database: DatabaseHandle;
      starting: Starting;
      storage: FileStorage;
      /** What the shopper sees changed: the pages kept of it are forgotten. */
      onShownChange: () => void;
    },
) {
  const catalogue = createCatalogueService(database.db, {
    cacheSeconds: config.CATALOGUE_CACHE_SECONDS,
    log,
    onShownChange,
  });
  fastify.addHook('onClose', () => catalogue.close());
  // A change to the catalogue, made through any instance or with plain SQL, is announced by
  // the database to every instance, and each reads it into its index and forgets its cached
  // answers and pages. Listening starts first, so a change made while the index is read is read next.
  await database.listen(CATALOGUE_CHANGED, () => void catalogue.followChange());
  // Read once the shop listens: a large catalogue on a busy machine takes longer than Fastify
  // gives a plugin, and meanwhile the shop answers that it is starting.
  starting.later('reading the catalogue', (say) =>
    catalogue.load((pieces) => say(`reading the catalogue of ${pieces.toLocaleString('en-IN')} pieces`)),
  );
  // Staff see what they changed (a piece, its stock, the day's rates) in the shop as soon as
  // their answer arrives: the instance that made the change reads it before answering.
  // Every answer passes here: a shopper's GET goes straight on, with no promise to wait for.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const staffChange =
      request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith('/api/admin/');
    if (!staffChange || reply.statusCode >= 400) {
      done(null, payload);
      return;
    }
    void catalogue.catchUp().then(() => done(null, payload));
  });
  await fastify.register(catalogueRoutes, { catalogue, searchesPerMinute: config.SEARCHES_PER_MINUTE });
  await fastify.register(pictureRoutes, {
    pictures: createPicturesService(database.db, { storage }),
    authenticateStaff,
  });
  await fastify.register(catalogueAdminRoutes, {
    staffProducts: createStaffProducts(database.db, { ratesForPricing }),
    staffVariants: createStaffVariants(database.db, { ratesForPricing }),
    authenticateStaff,
  });
  return catalogue;
}
