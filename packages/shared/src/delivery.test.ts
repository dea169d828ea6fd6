import { describe, expect, it } from 'vitest';
import { DELIVERY_TEXTS, expectedDelivery, shopDayOf } from './delivery.ts';

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
