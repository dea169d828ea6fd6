/**
 * The calls of proofs (proofs.ts): staff upload a line's proof and the owner may waive them
 * (`/api/admin/orders/…`); the customer sees and decides on the proofs of their own order
 * (`/api/orders/…`). A proof's file is served only to the order's customer and to staff, with
 * their session. Multipart forms are parsed in this plugin only.
 */
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OrderProofsAnswerSchema,
  PROOF_FIELD,
  PROOF_MAX_BYTES,
  PROOF_MIME_TYPES,
  PROOF_TEXTS,
  ProofDecisionBodySchema,
  ProofsWaitingAnswerSchema,
  ProofWaiverBodySchema,
} from '@shop/shared/proofs';
import {
  CUSTOMER_SESSION,
  fileAnswer,
  inSection,
  REFUSALS,
  STAFF_SESSION,
} from '../../plugins/api-contract.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { mailOrigin } from '../../plugins/site-origin.ts';
import {
  signedInCustomers,
  signedInStaff,
  type Authenticate,
  type AuthenticateStaff,
} from '../../plugins/signed-in.ts';
import type { ProofFile, Proofs } from './proofs.ts';
import { plainText } from '@shop/shared/text';

export interface ProofRoutesOptions {
  proofs: Proofs;
  authenticate: Authenticate;
  authenticateStaff: AuthenticateStaff;
  publicUrl: string | undefined;
}

/** Room for the form's boundaries and the part's headers. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** A PDF shown in the browser runs in a sandbox: no script of it acts in the shop's origin. */
const PDF_SANDBOX = "sandbox; default-src 'none'";

function hasCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

async function refuseWhatCannotBeAProof(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers['content-type'] ?? '')) {
    throw new HttpError(400, PROOF_TEXTS.notAForm);
  }
  const length = Number(request.headers['content-length']);
  if (length > PROOF_MAX_BYTES + FORM_OVERHEAD_BYTES) throw new HttpError(413, PROOF_TEXTS.tooLarge);
}

async function readProofFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== PROOF_FIELD) {
      part?.file.resume();
      throw new HttpError(400, PROOF_TEXTS.missingFile);
    }
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new HttpError(413, PROOF_TEXTS.tooLarge);
    request.log.info({ err: error }, 'a proof form could not be read');
    throw new HttpError(400, PROOF_TEXTS.notAForm);
  }
}

function sendFile(reply: FastifyReply, file: ProofFile) {
  return reply
    .headers({
      'content-type': file.contentType,
      'content-length': String(file.bytes.length),
      'x-content-type-options': 'nosniff',
      // A proof is the customer's personal data: no cache but the browser's own keeps it.
      'cache-control': 'private, no-store',
      'content-disposition': `inline; filename="${file.fileName}"`,
      ...(file.contentType === 'application/pdf' ? { 'content-security-policy': PDF_SANDBOX } : {}),
    })
    .send(file.bytes);
}

const params = z.object({ orderId: plainText('The order') });
const lineParams = params.extend({
  position: z.string().regex(/^\d{1,3}$/, 'A line is named by its number.'),
});
const versionParams = lineParams.extend({
  version: z.string().regex(/^\d{1,4}$/, 'A proof is named by its number.'),
});
const proofsAnswer = { 200: OrderProofsAnswerSchema, ...REFUSALS };
const proofFileAnswer = { 200: fileAnswer('The proof, as it was stored', ...PROOF_MIME_TYPES), ...REFUSALS };

const proofRoutes: FastifyPluginAsyncZod<ProofRoutesOptions> = async (
  fastify,
  { proofs, authenticate, authenticateStaff, publicUrl },
) => {
  await fastify.register(multipart, {
    limits: { fileSize: PROOF_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
  });
  const { requireStaff, requireOwner, staffOf } = signedInStaff(authenticateStaff);
  const { requireCustomer, customerOf } = signedInCustomers(authenticate);
  fastify.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  const asStaff = { tags: inSection('back office: orders'), security: STAFF_SESSION };
  const asCustomer = { tags: inSection('orders'), security: CUSTOMER_SESSION };

  fastify.get(
    '/api/admin/orders/proofs/waiting',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Paid orders whose latest proof waits for the customer’s decision, oldest first',
        response: { 200: ProofsWaitingAnswerSchema, ...REFUSALS },
      },
    },
    async () => proofs.waiting(),
  );

  fastify.get(
    '/api/admin/orders/:orderId/proofs',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'The proofs of the order’s personalised lines',
        params,
        response: proofsAnswer,
      },
    },
    async (request) => proofs.forStaff(request.params.orderId),
  );

  fastify.post(
    '/api/admin/orders/:orderId/lines/:position/proofs',
    {
      onRequest: [requireStaff, refuseWhatCannotBeAProof],
      schema: {
        ...asStaff,
        summary:
          'Upload a new proof of a personalised line (JPEG, PNG, WebP or PDF): a multipart form, the file in the field `file`',
        consumes: ['multipart/form-data'],
        params: lineParams,
        response: proofsAnswer,
      },
    },
    async (request) => {
      const position = Number(request.params.position);
      // Refused before its file is read: the order, the line, the status.
      await proofs.checkUploadTarget(request.params.orderId, position);
      return proofs.upload({
        orderId: request.params.orderId,
        position,
        bytes: await readProofFile(request),
        staffId: staffOf(request).id,
        origin: mailOrigin(request, publicUrl),
      });
    },
  );

  fastify.get(
    '/api/admin/orders/:orderId/lines/:position/proofs/:version',
    {
      onRequest: requireStaff,
      schema: { ...asStaff, summary: 'A proof’s file', params: versionParams, response: proofFileAnswer },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await proofs.fileForStaff(
          request.params.orderId,
          Number(request.params.position),
          Number(request.params.version),
        ),
      ),
  );

  fastify.post(
    '/api/admin/orders/:orderId/proof-waiver',
    {
      onRequest: requireOwner,
      schema: {
        ...asStaff,
        summary: 'Let the order be made without an approved proof, saying why (the owner only)',
        params,
        body: ProofWaiverBodySchema,
        response: proofsAnswer,
      },
    },
    async (request) =>
      proofs.waive({ orderId: request.params.orderId, body: request.body, staffId: staffOf(request).id }),
  );

  fastify.get(
    '/api/orders/:orderId/proofs',
    {
      onRequest: requireCustomer,
      schema: {
        ...asCustomer,
        summary: 'The proofs of one of their orders’ personalised lines',
        params,
        response: proofsAnswer,
      },
    },
    async (request) => proofs.forCustomer(customerOf(request).id, request.params.orderId),
  );

  fastify.post(
    '/api/orders/:orderId/lines/:position/proof',
    {
      onRequest: requireCustomer,
      schema: {
        ...asCustomer,
        summary: 'Approve the latest proof of a line, or ask for a change to it',
        params: lineParams,
        body: ProofDecisionBodySchema,
        response: proofsAnswer,
      },
    },
    async (request) =>
      proofs.decide({
        userId: customerOf(request).id,
        orderId: request.params.orderId,
        position: Number(request.params.position),
        body: request.body,
        origin: mailOrigin(request, publicUrl),
      }),
  );

  fastify.get(
    '/api/orders/:orderId/lines/:position/proofs/:version',
    {
      onRequest: requireCustomer,
      schema: { ...asCustomer, summary: 'A proof’s file', params: versionParams, response: proofFileAnswer },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await proofs.fileForCustomer(
          customerOf(request).id,
          request.params.orderId,
          Number(request.params.position),
          Number(request.params.version),
        ),
      ),
  );
};

export default proofRoutes;
