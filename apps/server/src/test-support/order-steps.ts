/**
 * The back office's steps of a paid order (features/orders/admin-routes.ts), for a test that
 * needs an order made, shipped or delivered rather than the steps themselves.
 */
import type { FastifyInstance } from 'fastify';
import type { AuthorizationHeader } from './checkout.ts';

const STEPS = [
  { to: 'in_making' },
  { to: 'quality_check' },
  { to: 'shipped', shipment: { courier: 'India Post', trackingNumber: 'EE123456789IN' } },
  { to: 'delivered' },
] as const;

/** Staff take the order through its steps, one by one, up to `until`; each must be taken. */
export async function takeOrderSteps(
  app: FastifyInstance,
  staff: AuthorizationHeader,
  orderId: string,
  until: (typeof STEPS)[number]['to'],
): Promise<void> {
  for (const step of STEPS) {
    const answer = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/steps`,
      headers: staff,
      payload: step,
    });
    if (answer.statusCode !== 200) {
      throw new Error(`The step to ${step.to} answered ${answer.statusCode}: ${answer.body}`);
    }
    if (step.to === until) return;
  }
}
