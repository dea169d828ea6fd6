import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CouponAnswerSchema,
  CouponIdParamsSchema,
  CouponsAnswerSchema,
  CreateCouponBodySchema,
  UpdateCouponBodySchema,
} from '@shop/shared/coupons-api';
import { inSection, REFUSALS, STAFF_SESSION } from '../../plugins/api-contract.ts';
import { signedInStaff, type AuthenticateStaff } from '../../plugins/signed-in.ts';
import type { CouponsService } from './service.ts';

export interface CouponsAdminRoutesOptions {
  coupons: CouponsService;
  authenticateStaff: AuthenticateStaff;
}

/** Coupons: everyone on the staff reads them, only the owner makes and changes them, as the metal rates. */
const couponsAdminRoutes: FastifyPluginAsyncZod<CouponsAdminRoutesOptions> = async (
  fastify,
  { coupons, authenticateStaff },
) => {
  const { requireStaff, requireOwner, staffOf } = signedInStaff(authenticateStaff);
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const asStaff = { tags: inSection('back office: money'), security: STAFF_SESSION };

  fastify.get(
    '/api/admin/coupons',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Every coupon with its uses',
        response: { 200: CouponsAnswerSchema, ...REFUSALS },
      },
    },
    async () => coupons.list(),
  );

  fastify.post(
    '/api/admin/coupons',
    {
      onRequest: requireOwner,
      schema: {
        ...asStaff,
        summary: 'Make a coupon (the owner only)',
        body: CreateCouponBodySchema,
        response: { 201: CouponAnswerSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const answer = await coupons.create(request.body, staffOf(request).id);
      return reply.code(201).send(answer);
    },
  );

  fastify.patch(
    '/api/admin/coupons/:couponId',
    {
      onRequest: requireOwner,
      schema: {
        ...asStaff,
        summary: 'Change a coupon or switch it on or off (the owner only)',
        params: CouponIdParamsSchema,
        body: UpdateCouponBodySchema,
        response: { 200: CouponAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => coupons.update(Number(request.params.couponId), request.body, staffOf(request).id),
  );
};

export default couponsAdminRoutes;
