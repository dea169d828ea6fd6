import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_TEXTS } from '@shop/shared/proofs';
import { orderReference } from '@shop/shared/checkout';
import type { AdminOrder } from '@shop/shared/admin-orders';
import type { CustomerOrder } from '@shop/shared/checkout-api';
import { expectedDelivery } from '@shop/shared/delivery';
import { auditEntries, orderLineProofs, orders } from '../../db/schema.ts';
import type { MailMessage, Mailer } from '../../plugins/mail.ts';
import { createFileStorage } from '../../storage/file-storage.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  createOrder,
  createOrderBody,
  injectRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
  type AuthorizationHeader,
  type CartLine,
  type Customer,
  type SendRequest,
} from '../../test-support/checkout.ts';
import { mailWhere } from '../../test-support/mail.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createProofs } from './proofs.ts';

const [ring, pendant] = FIXTURE_PRODUCTS;
const ENGRAVING = { type: 'engraving', customName: 'Amma', selectedFont: 'script', fontSize: 24 } as const;

let shop: TestApp;
let send: SendRequest;
let staff: AuthorizationHeader;
let owner: AuthorizationHeader;
let meena: Customer;
let divya: Customer;
let png: Buffer;
let webp: Buffer;

async function paidOrder(customer: Customer, lines: CartLine[], receipt: string): Promise<string> {
  const order = await createOrder(send, customer, createOrderBody(lines, receipt));
  const verified = await verifyPayment(
    send,
    customer,
    await payWithTestProvider(send, order.providerOrderId),
  );
  expect(verified.status).toBe(200);
  return order.orderId;
}

/** A proof as the back office sends it: a multipart form with the file in the field `file`. */
async function uploadProof(
  orderId: string,
  position: number,
  file: Buffer,
  headers: AuthorizationHeader = staff,
  type = 'image/png',
) {
  const form = new FormData();
  form.append('file', new Blob([file], { type }), 'proof');
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  const answer = await shop.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/lines/${position}/proofs`,
    headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: answer.statusCode, body: answer.json() };
}

async function call(method: 'GET' | 'POST', url: string, headers?: AuthorizationHeader, payload?: object) {
  const answer = await shop.app.inject({
    method,
    url,
    headers: headers ?? {},
    ...(payload ? { payload } : {}),
  });
  const json = answer.headers['content-type']?.toString().startsWith('application/json');
  return {
    status: answer.statusCode,
    body: json ? answer.json() : answer.rawPayload,
    headers: answer.headers,
  };
}

const decide = (orderId: string, position: number, body: object, customer: Customer = meena) =>
  call('POST', `/api/orders/${orderId}/lines/${position}/proof`, customer.headers, body);
const startMaking = (orderId: string) =>
  call('POST', `/api/admin/orders/${orderId}/steps`, staff, { to: 'in_making' });

beforeAll(async () => {
  shop = await buildTestApp({
    products: FIXTURE_PRODUCTS,
    environment: { PUBLIC_URL: 'http://shop.example', SHOP_EMAIL: 'orders@shop.example' },
    log: {
      write: (line: string) => {
        if (line.includes('"level":50')) console.error(line);
      },
    },
  });
  send = injectRequests(shop.app);
  staff = await signedInStaff(shop, { email: 'ravi@shop.test', name: 'Ravi Kumar' });
  owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi Rao', role: 'owner' });
  meena = await signUp(send, 'meena@example.in');
  divya = await signUp(send, 'divya@example.in');
  png = await sharp({ create: { width: 16, height: 8, channels: 3, background: '#c9a' } })
    .png()
    .toBuffer();
  webp = await sharp({ create: { width: 16, height: 8, channels: 3, background: '#9ac' } })
    .webp()
    .toBuffer();
});
afterAll(async () => {
  await shop?.close();
});

describe('a proof before making', () => {
  it('is uploaded, refused, changed, approved, and then the order is made', async () => {
    const orderId = await paidOrder(
      meena,
      [
        { product: pendant!, quantity: 1 },
        { product: ring!, quantity: 1, size: '12', customization: ENGRAVING },
      ],
      'proof-journey',
    );
    // The engraved line is named with the size it was ordered in.
    const ringName = `${ring!.name} (Size 12)`;

    // Making waits for the engraved line's approval, naming it.
    expect(await startMaking(orderId)).toMatchObject({
      status: 409,
      body: { success: false, message: PROOF_TEXTS.waitsForApproval(2, ringName) },
    });
    expect(await decide(orderId, 1, { decision: 'approve' })).toMatchObject({
      status: 409,
      body: { message: PROOF_TEXTS.noProof },
    });

    // The plain line takes no proof; a file that is no picture nor PDF is refused.
    expect(await uploadProof(orderId, 0, png)).toMatchObject({
      status: 409,
      body: { message: PROOF_TEXTS.notPersonalised },
    });
    expect(
      await uploadProof(orderId, 1, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toMatchObject({
      status: 400,
      body: { message: PROOF_TEXTS.notAFile },
    });
    expect(await uploadProof(orderId, 3, png)).toMatchObject({ status: 404 });
    expect(await shop.database.db.select().from(orderLineProofs)).toEqual([]);

    // Proof 1.
    const first = await uploadProof(orderId, 1, png);
    expect(first.status).toBe(200);
    expect(first.body.lines).toEqual([
      {
        position: 1,
        name: ringName,
        waiting: true,
        proofs: [
          {
            version: 1,
            contentType: 'image/png',
            uploadedAt: expect.any(String),
            by: 'Ravi Kumar',
            decision: null,
            comment: null,
            decidedAt: null,
          },
        ],
      },
    ]);
    const ready = await mailWhere(shop.dataDir, (mail) => mail.decoded.includes('Proof 1 of your'));
    expect(ready.raw).toMatch(/^To: meena@example\.in\r?$/m);
    expect(ready.decoded).toContain(`http://shop.example/orders/${orderId}#proof`);
    expect(ready.decoded).toContain(`please approve the proof of your piece`);

    // The customer sees it and its file; another customer and a guest do not.
    const seen = await call('GET', `/api/orders/${orderId}/proofs`, meena.headers);
    expect(seen.body.lines[0].proofs[0]).toMatchObject({ version: 1, by: null });
    const file = await call('GET', `/api/orders/${orderId}/lines/1/proofs/1`, meena.headers);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await sharp(file.body as Buffer).metadata()).width).toBe(16);
    expect((await call('GET', `/api/admin/orders/${orderId}/lines/1/proofs/1`, staff)).status).toBe(200);
    expect(await call('GET', `/api/orders/${orderId}/lines/1/proofs/1`, divya.headers)).toMatchObject({
      status: 404,
      body: { message: PROOF_TEXTS.orderNotFound },
    });
    expect((await call('GET', `/api/orders/${orderId}/proofs`, divya.headers)).status).toBe(404);
    expect((await call('GET', `/api/orders/${orderId}/lines/1/proofs/1`)).status).toBe(401);
    expect((await call('GET', `/api/orders/${orderId}/lines/1/proofs/9`, meena.headers)).status).toBe(404);
    expect((await call('GET', `/api/admin/orders/${orderId}/proofs`, meena.headers)).status).toBe(403);

    // Deciding: a guest, another customer and a change without its comment are refused.
    expect(
      (await call('POST', `/api/orders/${orderId}/lines/1/proof`, undefined, { decision: 'approve' })).status,
    ).toBe(401);
    expect(await decide(orderId, 1, { decision: 'approve' }, divya)).toMatchObject({ status: 404 });
    expect(await decide(orderId, 1, { decision: 'change' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining(PROOF_TEXTS.commentRequired) },
    });
    expect(await decide(orderId, 1, { decision: 'change', comment: '   ' })).toMatchObject({ status: 400 });
    expect(await decide(orderId, 1, { decision: 'change', comment: 'x'.repeat(501) })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining(PROOF_TEXTS.commentTooLong) },
    });

    const change = await decide(orderId, 1, {
      decision: 'change',
      comment: 'Please make the letters larger',
    });
    expect(change.status).toBe(200);
    expect(change.body.lines[0].proofs[0]).toMatchObject({
      decision: 'change',
      comment: 'Please make the letters larger',
      decidedAt: expect.any(String),
    });
    expect(await decide(orderId, 1, { decision: 'approve' })).toMatchObject({
      status: 409,
      body: { message: PROOF_TEXTS.alreadyDecided },
    });
    const asked = await mailWhere(shop.dataDir, (mail) =>
      mail.decoded.includes('Please make the letters larger'),
    );
    expect(asked.raw).toMatch(/^To: orders@shop\.example\r?$/m);
    expect(asked.decoded).toContain(`Order ${orderReference(orderId)}: change asked to proof 1 of line 2`);
    const seenByStaff = await call('GET', `/api/admin/orders/${orderId}/proofs`, staff);
    expect(seenByStaff.body.lines[0]).toMatchObject({ waiting: true, proofs: [{ decision: 'change' }] });
    expect(await startMaking(orderId)).toMatchObject({ status: 409 });
    const beforeApproval = await call('GET', '/api/admin/orders/work-list', staff);
    expect(
      beforeApproval.body.orders.find((order: { id: string }) => order.id === orderId).lines[1].approvedProof,
    ).toBeUndefined();

    // Proof 2, a WebP picture; approving proof 1 now is too late.
    const second = await uploadProof(orderId, 1, webp, staff, 'image/webp');
    expect(second.body.lines[0].proofs.map((proof: { version: number }) => proof.version)).toEqual([1, 2]);
    expect(await decide(orderId, 1, { decision: 'approve', version: 1 })).toMatchObject({
      status: 409,
      body: { message: PROOF_TEXTS.superseded },
    });
    const approved = await decide(orderId, 1, { decision: 'approve', version: 2 });
    expect(approved.status).toBe(200);
    expect(approved.body.lines[0]).toMatchObject({ waiting: false, proofs: [{}, { decision: 'approved' }] });
    expect(await decide(orderId, 1, { decision: 'approve' })).toMatchObject({ status: 409 });

    // The bench's work list shows only the approved proof.
    const workList = await call('GET', '/api/admin/orders/work-list', staff);
    const onTheBench = workList.body.orders.find((order: { id: string }) => order.id === orderId);
    expect(onTheBench.lines.map((line: { approvedProof?: object }) => line.approvedProof)).toEqual([
      undefined,
      { version: 2, contentType: 'image/webp' },
    ]);

    // Now it is made; proofs are closed.
    expect(await startMaking(orderId)).toMatchObject({
      status: 200,
      body: { order: { status: 'in_making' } },
    });
    expect(await uploadProof(orderId, 1, png)).toMatchObject({
      status: 409,
      body: { message: PROOF_TEXTS.notBeforeMaking },
    });

    const audited = await shop.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, orderId))
      .orderBy(auditEntries.at);
    expect(audited.map((entry) => [entry.action, entry.after?.version ?? entry.after?.status])).toEqual([
      ['order.proof_upload', 1],
      ['order.proof_upload', 2],
      ['order.step', 'in_making'],
    ]);
  });

  it('is a step on both timelines, and the delivery is counted from its approval', async () => {
    const orderId = await paidOrder(
      meena,
      [{ product: ring!, quantity: 1, size: '12', customization: ENGRAVING }],
      'proof-timeline',
    );
    // Paid three days ago: the days of a delivery counted from the payment are plain to see.
    const paidAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    await shop.database.db.update(orders).set({ paidAt }).where(eq(orders.id, orderId));
    const customerView = async () =>
      (await call('GET', `/api/orders/${orderId}`, meena.headers)).body.order as CustomerOrder;
    const staffView = async () =>
      (await call('GET', `/api/admin/orders/${orderId}`, staff)).body.order as AdminOrder;

    let order = await customerView();
    expect(order.timeline.map((event) => ('proof' in event ? `proof ${event.proof}` : event.status))).toEqual(
      ['paid', 'proof waiting'],
    );
    expect(order.expectedDelivery).toBeNull();
    expect(order.expectedAfterApproval).toEqual({ fewest: 8, most: 12 });

    expect((await uploadProof(orderId, 0, png)).status).toBe(200);
    order = await customerView();
    expect(order.timeline.slice(1)).toEqual([
      { proof: 'sent', at: expect.any(String), version: 1, name: `${ring!.name} (Size 12)` },
      { proof: 'waiting', at: expect.any(String), version: 1, name: `${ring!.name} (Size 12)` },
    ]);
    expect(
      (await staffView()).timeline.map((event) =>
        'proof' in event ? `proof ${event.proof}` : 'status' in event && event.status,
      ),
    ).toEqual(['paid', 'proof sent', 'proof waiting']);

    expect((await decide(orderId, 0, { decision: 'change', comment: 'Bolder', version: 1 })).status).toBe(
      200,
    );
    expect((await uploadProof(orderId, 0, png)).status).toBe(200);
    expect((await decide(orderId, 0, { decision: 'approve', version: 2 })).status).toBe(200);
    order = await customerView();
    expect(order.timeline.map((event) => ('proof' in event ? `proof ${event.proof}` : event.status))).toEqual(
      ['paid', 'proof sent', 'proof change', 'proof sent', 'proof approved'],
    );
    expect(order.expectedAfterApproval).toBeUndefined();
    expect(order.expectedFromApproval).toBe(true);
    expect(order.expectedDelivery).toEqual(expectedDelivery(new Date(), true));

    expect((await startMaking(orderId)).status).toBe(200);
    const made = await staffView();
    expect(
      made.timeline.map((event) =>
        'proof' in event ? `proof ${event.proof}` : 'status' in event && event.status,
      ),
    ).toEqual(['paid', 'proof sent', 'proof change', 'proof sent', 'proof approved', 'in_making']);
    expect((await customerView()).expectedDelivery).toEqual(expectedDelivery(new Date(), true));
  });

  it('takes a PDF, served in a sandbox', async () => {
    const orderId = await paidOrder(
      meena,
      [{ product: ring!, quantity: 1, size: '12', customization: ENGRAVING }],
      'proof-pdf',
    );
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
    expect((await uploadProof(orderId, 0, pdf, staff, 'application/pdf')).status).toBe(200);
    const file = await call('GET', `/api/orders/${orderId}/lines/0/proofs/1`, meena.headers);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-security-policy']).toContain('sandbox');
  });

  it('lets the owner alone let an order be made without a proof, in the audit log', async () => {
    const orderId = await paidOrder(
      meena,
      [{ product: ring!, quantity: 1, size: '12', customization: ENGRAVING }],
      'proof-waiver',
    );
    const reason = 'Meena approved the engraving on the phone';
    expect(await call('POST', `/api/admin/orders/${orderId}/proof-waiver`, staff, { reason })).toMatchObject({
      status: 403,
    });
    expect(
      await call('POST', `/api/admin/orders/${orderId}/proof-waiver`, owner, { reason: ' ' }),
    ).toMatchObject({
      status: 400,
    });
    expect(await startMaking(orderId)).toMatchObject({ status: 409 });
    const waived = await call('POST', `/api/admin/orders/${orderId}/proof-waiver`, owner, { reason });
    expect(waived.status).toBe(200);
    expect(waived.body.waiver).toEqual({ reason, at: expect.any(String), by: 'Lakshmi Rao' });
    expect(waived.body.lines[0].waiting).toBe(false);
    const [entry] = await shop.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'order.proof_waiver'));
    expect(entry).toMatchObject({ subjectId: orderId, after: { proofWaiverReason: reason } });
    expect(await startMaking(orderId)).toMatchObject({ status: 200 });
  });

  it('lists the orders waiting for a customer, and reminds each proof once after three days', async () => {
    const orderId = await paidOrder(
      divya,
      [{ product: ring!, quantity: 1, size: '12', customization: ENGRAVING }],
      'proof-waiting',
    );
    expect((await uploadProof(orderId, 0, png)).status).toBe(200);
    const waiting = await call('GET', '/api/admin/orders/proofs/waiting', staff);
    expect(waiting.body.orders).toContainEqual({
      orderId,
      reference: orderReference(orderId),
      customerName: expect.any(String),
      since: expect.any(String),
      lines: 1,
    });
    expect((await call('GET', '/api/admin/orders/proofs/waiting', meena.headers)).status).toBe(403);

    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      send: async (message) => void sent.push(message),
      sendInBackground: (message) => void Promise.resolve(message).then((ready) => sent.push(ready)),
      sendInTurn: async (_key, message) =>
        void Promise.resolve(message).then((ready) => ready && sent.push(ready)),
      close: async () => {},
    };
    const storage = await createFileStorage(shop.database.db, undefined);
    const inFourDays = () => new Date(Date.now() + 4 * 24 * 60 * 60 * 1000);
    const proofs = createProofs({
      db: shop.database.db,
      mailer,
      storage,
      publicUrl: 'http://shop.example',
      shopEmail: 'orders@shop.example',
      now: inFourDays,
    });
    expect(
      await createProofs({
        ...{ db: shop.database.db, mailer, storage, publicUrl: undefined, shopEmail: '' },
      }).remindWaiting(),
    ).toBe(0);
    expect(await proofs.remindWaiting()).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const reminder = sent.find((mail) => mail.text.includes(`/orders/${orderId}`));
    expect(reminder?.subject).toContain('your proof is still waiting for you');
    expect(reminder?.text).toContain(`http://shop.example/orders/${orderId}#proof`);
    const [row] = await shop.database.db
      .select()
      .from(orderLineProofs)
      .where(eq(orderLineProofs.orderId, orderId));
    expect(row?.remindedAt).toBeInstanceOf(Date);
    expect(await proofs.remindWaiting()).toBe(0);
    expect((await shop.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe(
      'paid',
    );
  });

  it('goes with the customer’s account, rows and files', async () => {
    const leaving = await signUp(send, 'leaving@example.in');
    const orderId = await paidOrder(
      leaving,
      [{ product: ring!, quantity: 1, size: '12', customization: ENGRAVING }],
      'proof-erased',
    );
    expect((await uploadProof(orderId, 0, png)).status).toBe(200);
    const [proof] = await shop.database.db
      .select()
      .from(orderLineProofs)
      .where(eq(orderLineProofs.orderId, orderId));
    const storage = await createFileStorage(shop.database.db, undefined);
    expect(await storage.get(proof!.fileKey)).toBeDefined();

    const deleted = await shop.app.inject({
      method: 'DELETE',
      url: '/user/profile',
      headers: leaving.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await shop.database.db.select().from(orderLineProofs).where(eq(orderLineProofs.orderId, orderId)),
    ).toEqual([]);
    expect(await storage.get(proof!.fileKey)).toBeUndefined();
    // The paid order stays, for its tax invoice.
    expect((await shop.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe(
      'paid',
    );
  });
});
