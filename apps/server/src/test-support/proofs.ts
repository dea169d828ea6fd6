/**
 * Proofs as the back office and the customer give them (features/orders/proofs.ts): for a test
 * whose order with a personalised line must start making, each such line gets a proof that
 * its customer approves.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { OrderProofsAnswer } from '@shop/shared/proofs';
import type { AuthorizationHeader } from './checkout.ts';

/** Uploads a small PNG proof of the line, as staff: the answer's lines. */
export async function uploadProof(
  app: FastifyInstance,
  staff: AuthorizationHeader,
  orderId: string,
  position: number,
): Promise<OrderProofsAnswer> {
  const png = await sharp({ create: { width: 12, height: 8, channels: 3, background: '#b89' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'proof.png');
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  const answer = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/lines/${position}/proofs`,
    headers: { ...staff, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (answer.statusCode !== 200)
    throw new Error(`Uploading a proof answered ${answer.statusCode}: ${answer.body}`);
  return answer.json<OrderProofsAnswer>();
}

/** Every personalised line of the order gets a proof, which the customer approves. */
export async function approveEveryProof(
  app: FastifyInstance,
  orderId: string,
  staff: AuthorizationHeader,
  customer: AuthorizationHeader,
): Promise<void> {
  const listed = await app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}/proofs`,
    headers: staff,
  });
  for (const line of listed.json<OrderProofsAnswer>().lines) {
    await uploadProof(app, staff, orderId, line.position);
    const approved = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/lines/${line.position}/proof`,
      headers: customer,
      payload: { decision: 'approve' },
    });
    if (approved.statusCode !== 200)
      throw new Error(`Approving a proof answered ${approved.statusCode}: ${approved.body}`);
  }
}
