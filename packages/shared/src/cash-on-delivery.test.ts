import { describe, expect, it } from 'vitest';
import {
  CASH_ON_DELIVERY_DEFAULTS,
  CASH_ON_DELIVERY_TEXTS,
  CashOnDeliverySettingsBodySchema,
  cashOnDeliveryOffer,
  cashOnDeliverySettings,
  settingsFromBody,
  settingsToBody,
  type CashOnDeliverySettings,
} from './cash-on-delivery.ts';

const on: CashOnDeliverySettings = {
  ...CASH_ON_DELIVERY_DEFAULTS,
  enabled: true,
  feePaise: 50_00,
  excludedPincodePrefixes: ['744', '79'],
};
const plainOrder = {
  totalPaise: 8_500_00,
  hasPersonalisedPieces: false,
  pincode: '625001',
  undeliveredOrders: 0,
};

describe('whether an order may be paid on delivery', () => {
  it('is not a method of a shop that has not turned it on, and the checkout shows nothing of it', () => {
    expect(cashOnDeliveryOffer(CASH_ON_DELIVERY_DEFAULTS, plainOrder)).toEqual({
      offered: false,
      reason: null,
    });
  });

  it('is offered for a plain piece under the limit, the fee added to what is paid at the door', () => {
    expect(cashOnDeliveryOffer(on, plainOrder)).toEqual({
      offered: true,
      feePaise: 50_00,
      totalPaise: 8_550_00,
    });
    expect(CASH_ON_DELIVERY_TEXTS.offered(50_00)).toBe(
      'Pay in cash or by UPI when the parcel arrives. A fee of ₹50 is added.',
    );
  });

  it('counts the fee in the limit: ₹20,000 with the fee is offered, a rupee more is not', () => {
    expect(cashOnDeliveryOffer(on, { ...plainOrder, totalPaise: 19_950_00 })).toMatchObject({
      offered: true,
    });
    expect(cashOnDeliveryOffer(on, { ...plainOrder, totalPaise: 19_951_00 })).toEqual({
      offered: false,
      reason: 'Pay on delivery is for orders up to ₹20,000, delivery and fee included. Please pay online.',
    });
  });

  it('refuses personalised pieces unless the owner allows them at the door', () => {
    const personalised = { ...plainOrder, hasPersonalisedPieces: true };
    expect(cashOnDeliveryOffer(on, personalised)).toEqual({
      offered: false,
      reason: CASH_ON_DELIVERY_TEXTS.personalised,
    });
    expect(cashOnDeliveryOffer({ ...on, personalisedOnDelivery: true }, personalised)).toMatchObject({
      offered: true,
    });
  });

  it('refuses a pincode an excluded prefix begins, naming it', () => {
    expect(cashOnDeliveryOffer(on, { ...plainOrder, pincode: '744101' })).toEqual({
      offered: false,
      reason: 'Pay on delivery does not reach pincode 744101. Please pay online.',
    });
    expect(cashOnDeliveryOffer(on, { ...plainOrder, pincode: '625079' })).toMatchObject({ offered: true });
  });

  it('is no longer offered to a customer whose undelivered orders reached the limit', () => {
    expect(cashOnDeliveryOffer(on, { ...plainOrder, undeliveredOrders: 1 })).toEqual({
      offered: false,
      reason: CASH_ON_DELIVERY_TEXTS.tooManyUndelivered,
    });
    expect(
      cashOnDeliveryOffer({ ...on, maxUndeliveredOrders: 2 }, { ...plainOrder, undeliveredOrders: 1 }),
    ).toMatchObject({ offered: true });
  });
});

describe('the owner’s settings', () => {
  it('read as the defaults, off, when nothing or something unreadable was stored', () => {
    expect(cashOnDeliverySettings(undefined)).toEqual(CASH_ON_DELIVERY_DEFAULTS);
    expect(cashOnDeliverySettings({ enabled: 'yes' })).toEqual(CASH_ON_DELIVERY_DEFAULTS);
    expect(CASH_ON_DELIVERY_DEFAULTS).toMatchObject({
      enabled: false,
      maxOrderTotalPaise: 20_000_00,
      personalisedOnDelivery: false,
    });
  });

  it('are kept as the back office sent them, the prefixes each once and sorted', () => {
    const body = {
      enabled: true,
      maxOrderTotalRupees: 15_000,
      personalisedOnDelivery: false,
      feeRupees: 49,
      excludedPincodePrefixes: ['79', '744', '79'],
      maxUndeliveredOrders: 2,
    };
    const settings = settingsFromBody(CashOnDeliverySettingsBodySchema.parse(body));
    expect(settings).toEqual({
      enabled: true,
      maxOrderTotalPaise: 15_000_00,
      personalisedOnDelivery: false,
      feePaise: 49_00,
      excludedPincodePrefixes: ['744', '79'],
      maxUndeliveredOrders: 2,
    });
    expect(cashOnDeliverySettings(settingsToBody(settings))).toEqual(settings);
  });

  it('refuse what the owner mistyped, saying what is wrong', () => {
    const result = CashOnDeliverySettingsBodySchema.safeParse({
      enabled: true,
      maxOrderTotalRupees: -5,
      personalisedOnDelivery: false,
      feeRupees: 12.5,
      excludedPincodePrefixes: ['06'],
      maxUndeliveredOrders: 0,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'The largest order cannot be below ₹0.',
      'The fee is a whole number of rupees.',
      'A pincode prefix is one to six digits, not starting with 0.',
      'The limit of undelivered orders is at least 1.',
    ]);
  });
});
