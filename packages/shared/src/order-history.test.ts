import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart.ts';
import {
  localOrderRecord,
  ORDER_HISTORY_LIMITS,
  orderHistoryWith,
  readOrderHistory,
  type LocalOrderRecord,
  type PaidOrderInput,
} from './order-history.ts';

const ENGRAVED: CartLine = {
  id: '7',
  cartIdentifier: '7|engraving',
  name: 'Classic Solitaire Silver Ring',
  price: '2,499',
  quantity: 2,
  image: '/images/products/7.webp',
  size: '14',
  customization: { type: 'engraving', customName: 'Amma', selectedFont: 'serif', fontSize: 32 },
};

const FINGERPRINT: CartLine = {
  id: '9',
  cartIdentifier: '9|fingerprint',
  name: 'Heart Pendant',
  price: 1767,
  quantity: 1,
  image: '/images/products/9.webp',
  customization: {
    type: 'fingerprint',
    fileId: '3f1c9a52-8d1e-4a7b-9c0d-2e5f6a7b8c9d',
    uploadedFile: 'thumb.png',
    fileData: 'data:image/jpeg;base64,' + 'A'.repeat(40_000),
  },
};

const order = (overrides: Partial<PaidOrderInput> = {}): PaidOrderInput => ({
  orderId: 'order-1',
  paymentId: 'pay_1',
  signature: 'sig',
  lines: [ENGRAVED, FINGERPRINT],
  totals: { subtotal: 676_500, shipping: 10_000, total: 686_500, pieces: 3 },
  customer: {
    name: 'Divya Menon',
    email: 'divya@example.in',
    phone: '9876543210',
    address: '8 Temple Road',
    city: 'Kochi',
    state: 'Kerala',
    zipCode: '682001',
  },
  userId: 'user-1',
  paidAt: new Date('2026-11-23T10:00:00Z'),
  ...overrides,
});

describe('the order record kept in the browser', () => {
  it('holds the order in rupees, the customer’s name and e-mail only, and each personalisation in words', () => {
    const record = localOrderRecord(order());
    expect(record).toMatchObject({
      orderId: 'order-1',
      amount: 6765,
      shipping: 100,
      totalAmount: 6865,
      currency: 'INR',
      orderDate: '2026-11-23T10:00:00.000Z',
      status: 'paid',
      customer: { userId: 'user-1', name: 'Divya Menon', email: 'divya@example.in' },
    });
    expect(Object.keys(record.customer)).toEqual(['userId', 'name', 'email']);
    expect(record.items[0]).toMatchObject({
      price: 2499,
      total: 4998,
      size: '14',
      variant: 'Standard',
      customization: { type: 'engraving', details: 'Amma (Serif, size 32)' },
    });
    // The picture stays on the server: the record keeps its address, not the thumbnail.
    expect(record.items[1]?.customization).toEqual({
      type: 'fingerprint',
      details: 'thumb.png',
      fileData: '/api/files/3f1c9a52-8d1e-4a7b-9c0d-2e5f6a7b8c9d',
    });
    expect(record.items[1]?.size).toBe('Standard');
  });

  it('cuts personalisation details to 100 characters', () => {
    const long: CartLine = {
      ...ENGRAVED,
      customization: { type: 'text', text: 'x'.repeat(300) },
    };
    const record = localOrderRecord(order({ lines: [long] }));
    expect(record.items[0]?.customization?.details).toHaveLength(ORDER_HISTORY_LIMITS.personalisationChars);
  });
});

describe('the order history', () => {
  const record = (orderId: string, lines = 1): LocalOrderRecord =>
    localOrderRecord(order({ orderId, lines: Array.from({ length: lines }, () => ENGRAVED) }));

  it('keeps the five newest orders, newest first, and the same order once', () => {
    let history: LocalOrderRecord[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) history = orderHistoryWith(history, record(id)).orders;
    expect(history.map((kept) => kept.orderId)).toEqual(['f', 'e', 'd', 'c', 'b']);
    const again = orderHistoryWith(history, record('d'));
    expect(again.orders.map((kept) => kept.orderId)).toEqual(['d', 'f', 'e', 'c', 'b']);
  });

  it('cuts an order over 50 KB and says so', () => {
    const huge = record('big', 50);
    const long = { ...huge, items: huge.items.map((item) => ({ ...item, name: 'n'.repeat(2000) })) };
    const { orders, truncated } = orderHistoryWith([], long);
    expect(truncated).toBe(true);
    expect(new TextEncoder().encode(JSON.stringify(orders[0])).length).toBeLessThanOrEqual(50 * 1024);
    expect(orders[0]?.items.length).toBeLessThan(50);
    expect(orderHistoryWith([], record('small')).truncated).toBe(false);
  });

  it('drops the oldest orders until the history fits in 250 KB', () => {
    // Orders kept before the 50 KB rule, read back from storage as they are.
    const older = (id: string): LocalOrderRecord => ({ ...record(id), signature: 's'.repeat(70 * 1024) });
    const history = [older('d'), older('c'), older('b'), older('a')];
    const { orders } = orderHistoryWith(history, record('e'));
    expect(orders.map((kept) => kept.orderId)).toEqual(['e', 'd', 'c', 'b']);
    expect(new TextEncoder().encode(JSON.stringify(orders)).length).toBeLessThanOrEqual(250 * 1024);
  });

  it('reads back nothing from storage it cannot read', () => {
    expect(readOrderHistory(null)).toEqual([]);
    expect(readOrderHistory('{not json')).toEqual([]);
    expect(readOrderHistory('{"orderId":"x"}')).toEqual([]);
    expect(readOrderHistory(JSON.stringify([record('a'), 42]))).toHaveLength(1);
  });
});
