import { describe, expect, it } from 'vitest';
import {
  DELIVERY_CHECK_TEXTS,
  DELIVERY_TEXTS,
  deliveryEstimate,
  deliversTo,
  expectedDelivery,
  isPincode,
  paidOrderDelivery,
  shopDayOf,
  undeliveredPrefixes,
} from './delivery.ts';

describe('the expected delivery of a personalised order and its proof', () => {
  // Paid on Monday 23 November 2026.
  const paidAt = new Date('2026-11-23T09:00:00Z');

  it('gives no dates while the proof waits, only the business days after the approval', () => {
    const waiting = paidOrderDelivery(paidAt, true, 'waiting');
    expect(waiting).toEqual({ afterApproval: { fewest: 8, most: 12 } });
    expect('afterApproval' in waiting && DELIVERY_TEXTS.afterApproval(waiting.afterApproval)).toBe(
      'Expected 8 to 12 business days after you approve the proof',
    );
  });

  it('counts from the day the proof was approved, once it was', () => {
    // Approved on Thursday 26 November, three days after the payment.
    expect(paidOrderDelivery(paidAt, true, new Date('2026-11-26T06:00:00Z'))).toEqual({
      expected: { earliest: '2026-12-05', latest: '2026-12-10' },
      fromApproval: true,
    });
    // Approved on the day it was paid: the same days as from the payment.
    expect(paidOrderDelivery(paidAt, true, new Date('2026-11-23T12:00:00Z'))).toEqual({
      expected: expectedDelivery(paidAt, true),
      fromApproval: false,
    });
  });

  it('counts from the payment when no proof was waited for', () => {
    expect(paidOrderDelivery(paidAt, true, null)).toEqual({
      expected: expectedDelivery(paidAt, true),
      fromApproval: false,
    });
    expect(paidOrderDelivery(paidAt, false, 'waiting')).toEqual({
      expected: expectedDelivery(paidAt, false),
      fromApproval: false,
    });
  });
});

describe('the expected delivery of an order', () => {
  it('counts 3 to 5 business days from the day it was paid, Sundays left out', () => {
    // Paid on Monday 23 November 2026, in the afternoon in India.
    expect(expectedDelivery(new Date('2026-11-23T09:00:00Z'), false)).toEqual({
      earliest: '2026-11-26',
      latest: '2026-11-28',
    });
    // Paid on Thursday: the Sunday between is no business day.
    expect(expectedDelivery(new Date('2026-11-26T09:00:00Z'), false)).toEqual({
      earliest: '2026-11-30',
      latest: '2026-12-02',
    });
  });

  it('adds 5 to 7 business days for a personalised piece', () => {
    expect(expectedDelivery(new Date('2026-11-23T09:00:00Z'), true)).toEqual({
      earliest: '2026-12-02',
      latest: '2026-12-07',
    });
  });

  it('counts from India’s day, not the server’s', () => {
    // 20:00 UTC on Saturday 28 November is 01:30 on Sunday 29 November in India.
    expect(shopDayOf(new Date('2026-11-28T20:00:00Z'))).toBe('2026-11-29');
    expect(expectedDelivery(new Date('2026-11-28T20:00:00Z'), false)).toEqual({
      earliest: '2026-12-02',
      latest: '2026-12-04',
    });
    // 18:00 UTC on the same Saturday is still Saturday in India.
    expect(expectedDelivery(new Date('2026-11-28T18:00:00Z'), false).earliest).toBe('2026-12-02');
  });

  it('reads as a range of days', () => {
    expect(DELIVERY_TEXTS.expected({ earliest: '2026-12-01', latest: '2026-12-03' })).toBe(
      'Expected between Tue 1 Dec and Thu 3 Dec',
    );
    expect(DELIVERY_TEXTS.delivered('2026-12-02')).toBe('Delivered on Wed 2 Dec');
  });
});

describe('delivery to a pincode', () => {
  // Monday 23 November 2026, in the afternoon in India.
  const now = new Date('2026-11-23T09:00:00Z');

  it('knows a pincode: six digits, the first from 1 to 9', () => {
    expect(isPincode('560001')).toBe(true);
    expect(isPincode('060001')).toBe(false);
    expect(isPincode('56001')).toBe(false);
    expect(isPincode('5600011')).toBe(false);
    expect(isPincode('56 001')).toBe(false);
  });

  it('gives the days of a piece paid today, and the later days of the piece personalised', () => {
    expect(deliveryEstimate(now, '560001', [], true)).toEqual({
      delivers: true,
      plain: { earliest: '2026-11-26', latest: '2026-11-28' },
      personalised: { earliest: '2026-12-02', latest: '2026-12-07' },
    });
    expect(deliveryEstimate(now, '560001', [], false)).toEqual({
      delivers: true,
      plain: { earliest: '2026-11-26', latest: '2026-11-28' },
      personalised: null,
    });
  });

  it('refuses a pincode that starts with a prefix the shop does not deliver to', () => {
    expect(deliveryEstimate(now, '744101', ['79', '744'], true)).toEqual({ delivers: false });
    expect(deliveryEstimate(now, '791001', ['79', '744'], true)).toEqual({ delivers: false });
    expect(deliversTo('740001', ['79', '744'])).toBe(true);
    expect(DELIVERY_CHECK_TEXTS.notDelivered('744101')).toBe('We do not deliver to 744101 yet.');
  });

  it('reads the stored prefixes safely: sorted, once each, anything else left out', () => {
    expect(undeliveredPrefixes(['744', '79', '744', '0', 'abc', 7, '1234567'])).toEqual(['744', '79']);
    expect(undeliveredPrefixes(undefined)).toEqual([]);
    expect(undeliveredPrefixes('79')).toEqual([]);
  });

  it('reads as the shop writes days elsewhere', () => {
    expect(DELIVERY_CHECK_TEXTS.plain('560001', { earliest: '2026-11-26', latest: '2026-11-28' })).toBe(
      'Delivery to 560001 between Thu 26 Nov and Sat 28 Nov',
    );
  });
});
