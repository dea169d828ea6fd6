import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminProductAnswerSchema,
  AdminProductListAnswerSchema,
  AdminProductListQuerySchema,
  CSV_TEXTS,
  CsvImportAnswerSchema,
  CsvImportRefusalSchema,
  LowStockAnswerSchema,
  PRODUCT_TEXTS,
  ProductInputSchema,
  type AdminProductAnswer,
  type CsvImportRefusal,
} from '@shop/shared/catalogue-admin';
import { ErrorAnswerSchema } from '@shop/shared/catalogue-api';
import { DesignVariantsAnswerSchema, DesignVariantsInputSchema } from '@shop/shared/variants-admin';
import { plainText } from '@shop/shared/text';
import { fileAnswer, inSection, REFUSALS, STAFF_SESSION } from '../../plugins/api-contract.ts';
import { signedInStaff, type AuthenticateStaff } from '../../plugins/signed-in.ts';
import { CsvImportError, type StaffProducts } from './staff-products.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { StaffVariants } from './staff-variants.ts';

export interface CatalogueAdminRoutesOptions {
  staffProducts: StaffProducts;
  staffVariants: StaffVariants;
  authenticateStaff: AuthenticateStaff;
}

/** A spreadsheet of a large catalogue is more than a form's megabyte. */
const CSV_BODY_LIMIT = 10 * 1024 * 1024;

const params = z.object({ id: plainText('The piece') });
const tags = inSection('back office: catalogue');
const asStaff = { tags, security: STAFF_SESSION };
const productAnswer = { 200: AdminProductAnswerSchema, ...REFUSALS };

/** A product id from the address; one that cannot be an id is refused as an unknown one. */
function productIdOf(text: string): number {
  if (!/^\d{1,9}$/.test(text)) throw new HttpError(404, PRODUCT_TEXTS.notFound);
  return Number(text);
}

/** The back office's catalogue: staff and owner alike manage the pieces, their stock and the CSV. */
const catalogueAdminRoutes: FastifyPluginAsyncZod<CatalogueAdminRoutesOptions> = async (
  fastify,
  { staffProducts, staffVariants, authenticateStaff },
) => {
  const { requireStaff, staffOf } = signedInStaff(authenticateStaff);
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // A CSV import arrives as the file's text; only this plugin's routes read it.
  fastify.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  const answer = (message: string) => async (product: Promise<AdminProductAnswer['product']>) => ({
    success: true as const,
    message,
    product: await product,
  });

  fastify.get(
    '/api/admin/products',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'The pieces, with filters and pages',
        querystring: AdminProductListQuerySchema,
        response: { 200: AdminProductListAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => staffProducts.list(request.query),
  );

  fastify.get(
    '/api/admin/products/low-stock',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Pieces with fewer than three left',
        response: { 200: LowStockAnswerSchema, ...REFUSALS },
      },
    },
    async () => staffProducts.lowStock(),
  );

  fastify.get(
    '/api/admin/products/export.csv',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'The catalogue as a spreadsheet',
        response: { 200: fileAnswer('The catalogue as CSV, one row a piece', 'text/csv'), ...REFUSALS },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`)
        .send(await staffProducts.exportCsv());
    },
  );

  fastify.post(
    '/api/admin/products/import',
    {
      onRequest: requireStaff,
      bodyLimit: CSV_BODY_LIMIT,
      schema: {
        ...asStaff,
        summary: 'Add and change pieces from a spreadsheet, all of it or nothing',
        // Any body reaches the handler, which refuses one that is no CSV text in its own words;
        // the rows are checked by the import itself, which names every problem.
        consumes: ['text/csv'],
        body: z.unknown().meta({ type: 'string', description: 'The CSV file, up to 10 MB' }),
        response: {
          200: CsvImportAnswerSchema,
          ...REFUSALS,
          400: z.union([CsvImportRefusalSchema, ErrorAnswerSchema]),
        },
      },
    },
    async (request, reply) => {
      if (typeof request.body !== 'string') throw new HttpError(400, CSV_TEXTS.notCsv);
      try {
        return await staffProducts.importCsv(request.body, staffOf(request).id);
      } catch (error) {
        if (!(error instanceof CsvImportError)) throw error;
        const refusal: CsvImportRefusal = {
          success: false,
          message: error.message,
          problems: error.problems,
        };
        return reply.code(400).send(refusal);
      }
    },
  );

  fastify.get(
    '/api/admin/products/:id',
    {
      onRequest: requireStaff,
      schema: { ...asStaff, summary: 'One piece', params, response: productAnswer },
    },
    async (request) => answer('')(staffProducts.product(productIdOf(request.params.id))),
  );

  fastify.post(
    '/api/admin/products',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Add a piece',
        body: ProductInputSchema,
        response: { 201: AdminProductAnswerSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await answer(PRODUCT_TEXTS.created)(staffProducts.create(request.body, staffOf(request).id))),
  );

  fastify.put(
    '/api/admin/products/:id',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Change a piece',
        params,
        body: ProductInputSchema,
        response: productAnswer,
      },
    },
    async (request) =>
      answer(PRODUCT_TEXTS.saved)(
        staffProducts.update(productIdOf(request.params.id), request.body, staffOf(request).id),
      ),
  );

  fastify.get(
    '/api/admin/products/:id/variants',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'A design’s options and variants',
        params,
        response: { 200: DesignVariantsAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => staffVariants.read(productIdOf(request.params.id)),
  );

  fastify.put(
    '/api/admin/products/:id/variants',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Save a design’s options and every variant at once',
        description:
          'A variant with its id is changed, one without is added, and one left out is removed (refused while an unpaid order holds it). Rate-priced variants are priced at the day’s rate.',
        params,
        body: DesignVariantsInputSchema,
        response: { 200: DesignVariantsAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => staffVariants.save(productIdOf(request.params.id), request.body, staffOf(request).id),
  );

  fastify.post(
    '/api/admin/products/:id/archive',
    {
      onRequest: requireStaff,
      schema: { ...asStaff, summary: 'Take a piece out of the shop', params, response: productAnswer },
    },
    async (request) =>
      answer(PRODUCT_TEXTS.archived)(
        staffProducts.setArchived(productIdOf(request.params.id), true, staffOf(request).id),
      ),
  );

  fastify.post(
    '/api/admin/products/:id/restore',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Put an archived piece back in the shop',
        params,
        response: productAnswer,
      },
    },
    async (request) =>
      answer(PRODUCT_TEXTS.restored)(
        staffProducts.setArchived(productIdOf(request.params.id), false, staffOf(request).id),
      ),
  );
};

export default catalogueAdminRoutes;
