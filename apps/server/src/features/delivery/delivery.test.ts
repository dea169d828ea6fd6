import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_CHECK_TEXTS, expectedDelivery } from '@shop/shared/delivery';
import { auditEntries } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import type { AuthorizationHeader } from '../../test-support/checkout.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DELIVERY_CHECKS_PER_ADDRESS } from './routes.ts';

let shop: TestApp;
let owner: AuthorizationHeader;
let staff: AuthorizationHeader;

beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
  owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi Rao', role: 'owner' });
  staff = await signedInStaff(shop, { email: 'ravi@shop.test', name: 'Ravi Kumar' });
});

afterAll(async () => {
  await shop.close();
});

// A ring that can be engraved, and a pair of metti that cannot be personalised.
const RING = '1';
const METTI = '3';

async function estimate(pincode: string, productId: string, remoteAddress = '203.0.113.10') {
  const answer = await shop.app.inject({
    method: 'GET',
    url: `/api/delivery-estimate?${new URLSearchParams({ pincode, productId }).toString()}`,
    remoteAddress,
  });
  return { status: answer.statusCode, body: answer.json<Record<string, unknown>>() };
}

const prefixesUrl = '/api/admin/settings/undelivered-pincodes';

async function setPrefixes(prefixes: unknown, as: AuthorizationHeader = owner) {
  const answer = await shop.app.inject({
    method: 'PUT',
    url: prefixesUrl,
    headers: as,
    payload: { prefixes },
  });
  return { status: answer.statusCode, body: answer.json<Record<string, unknown>>() };
}

describe('GET /api/delivery-estimate', () => {
  it('gives the days a piece paid today reaches a pincode, and the later days personalised', async () => {
    const now = new Date();
    expect(await estimate('560001', RING)).toEqual({
      status: 200,
      body: {
        success: true,
        pincode: '560001',
        delivers: true,
        plain: expectedDelivery(now, false),
        personalised: expectedDelivery(now, true),
      },
    });
  });

  it('gives no personalised days for a piece that cannot be personalised', async () => {
    const { status, body } = await estimate('110001', METTI);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      delivers: true,
      plain: expectedDelivery(new Date(), false),
      personalised: null,
    });
  });

  it('refuses a malformed pincode with a message, whatever the piece', async () => {
    for (const pincode of ['56001', '056001', '5600011', 'abcdef', '']) {
      expect(await estimate(pincode, RING)).toEqual({
        status: 400,
        body: { success: false, message: DELIVERY_CHECK_TEXTS.malformedPincode },
      });
    }
  });

  it('answers 404 for a piece the catalogue does not have', async () => {
    expect(await estimate('560001', '999999')).toEqual({
      status: 404,
      body: { success: false, message: DELIVERY_CHECK_TEXTS.unknownPiece('999999') },
    });
  });

  it('says the shop does not deliver to a pincode the owner lists by its start', async () => {
    expect((await setPrefixes(['79', '744'])).body).toEqual({ success: true, prefixes: ['744', '79'] });
    expect(await estimate('744101', RING)).toEqual({
      status: 200,
      body: {
        success: true,
        pincode: '744101',
        delivers: false,
        message: 'We do not deliver to 744101 yet.',
      },
    });
    expect((await estimate('791001', METTI)).body).toMatchObject({ delivers: false });
    expect((await estimate('740001', RING)).body).toMatchObject({ delivers: true });
    await setPrefixes([]);
    expect((await estimate('744101', RING)).body).toMatchObject({ delivers: true });
  });

  it('stops a network that checks without pause', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < DELIVERY_CHECKS_PER_ADDRESS.max; i += 1) {
      expect((await estimate('560001', METTI, address)).status).toBe(200);
    }
    expect(await estimate('560001', METTI, address)).toEqual({
      status: 429,
      body: { success: false, message: DELIVERY_CHECK_TEXTS.tooManyChecks },
    });
    // Another shopper is not held up.
    expect((await estimate('560001', METTI, '198.51.100.8')).status).toBe(200);
  });
});

describe('the pincodes the shop does not deliver to', () => {
  it('are the owner’s to read and set, checked, and in the audit log', async () => {
    expect((await shop.app.inject({ method: 'GET', url: prefixesUrl, headers: staff })).statusCode).toBe(403);
    expect((await setPrefixes(['79'], staff)).status).toBe(403);
    expect(await setPrefixes(['79', '07'])).toEqual({
      status: 400,
      body: { success: false, message: DELIVERY_CHECK_TEXTS.badPrefix('07') },
    });
    expect((await setPrefixes(['1234567'])).status).toBe(400);
    expect((await setPrefixes(' 79 ')).status).toBe(400);

    expect((await setPrefixes([' 793 ', '744', '793'])).body).toEqual({
      success: true,
      prefixes: ['744', '793'],
    });
    const read = await shop.app.inject({ method: 'GET', url: prefixesUrl, headers: owner });
    expect(read.json()).toEqual({ success: true, prefixes: ['744', '793'] });
    const entries = await shop.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'settings.update'));
    expect(entries).toContainEqual(
      expect.objectContaining({
        subjectId: 'undeliveredPincodePrefixes',
        before: { prefixes: [] },
        after: { prefixes: ['744', '793'] },
      }),
    );
    await setPrefixes([]);
  });
});
