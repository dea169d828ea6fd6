import type { FastifyInstance } from 'fastify';
import type { Limit } from '../../plugins/rate-limit.ts';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import staffRoutes from './routes.ts';
import { createStaffService } from './service.ts';

/** The back office's members, their sign-in and sessions, and the audit log's page. */
export async function wireStaff(
  fastify: FastifyInstance,
  {
    db,
    mailer,
    config,
    secret,
    limits,
    authenticate,
  }: Pick<ShopParts, 'db' | 'mailer' | 'config' | 'authenticate'> & {
    /** The session secret the accounts feature read or made. */
    secret: string;
    /** The customers' sign-in limits: the back office's passwords are guessed no more easily. */
    limits: { signInPerAccount: Limit; signInPerAddress: Limit };
  },
) {
  const staff = createStaffService(db, {
    secret,
    // A shopper's session sent to the back office is told the back office is not for shoppers.
    isCustomerSession: (authorization) =>
      authenticate(authorization).then(
        () => true,
        () => false,
      ),
  });
  await fastify.register(staffRoutes, { staff, db, limits, mailer, publicUrl: config.PUBLIC_URL });
  return staff;
}
