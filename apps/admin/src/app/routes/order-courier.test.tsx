import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COURIER_TEXTS, type CourierBoxAnswer } from '@shop/shared/couriers';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import OrderRoute from './order.tsx';
import { OWNER, renderPages, signedIn } from '../../testing/render-pages.tsx';
import { sampleOrder } from '../../testing/samples.ts';

const ORDER = sampleOrder({
  status: 'quality_check',
  timeline: [{ status: 'paid', at: '2026-11-24T05:16:00.000Z', by: null }],
});

const BOX: CourierBoxAnswer = {
  success: true,
  courier: 'test',
  courierName: 'Test courier',
  orderTotalPaise: 3_629_900,
  piecesWeightGrams: 18,
  cover: { capPaise: 500_000, excludesPreciousMetals: true },
  valuablesAdvice: COURIER_TEXTS.aboveCap(500_000),
  shipment: null,
};

describe('the order page’s courier box', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prefills the weight and declared value, states the cover, books the parcel and offers its label', async () => {
    const sent = serveRequests({
      ...signedIn(OWNER),
      [`GET /api/admin/orders/${ORDER.id}`]: { body: { success: true, order: ORDER } },
      [`GET /api/admin/orders/${ORDER.id}/courier`]: { body: BOX },
      [`POST /api/admin/orders/${ORDER.id}/courier`]: {
        body: {
          ...BOX,
          shipment: {
            awb: 'TC1234567890',
            courierName: 'Test courier',
            status: 'created',
            weightGrams: 140,
            declaredValuePaise: 3_629_900,
            pickupRequestedAt: null,
            tracking: [],
            needsAttention: false,
          },
        },
      },
    });
    renderPages([{ path: '/orders/:orderId', element: <OrderRoute /> }], `/orders/${ORDER.id}`);
    const box = await screen.findByRole('region', { name: 'Ship with courier' });
    expect(within(box).getByLabelText('Weight (g)')).toHaveProperty('value', '118');
    expect(within(box).getByLabelText('Declared value (₹)')).toHaveProperty('value', '36299');
    expect(box.textContent).toContain('Declared value ₹36,299 · the courier covers up to ₹5,000');
    expect(box.textContent).toContain(COURIER_TEXTS.aboveCap(500_000));
    // The manual step stays, for valuables carriers.
    expect(within(screen.getByRole('region', { name: 'Next step' })).getByLabelText('Courier')).toBeTruthy();

    const weight = within(box).getByLabelText('Weight (g)');
    await userEvent.clear(weight);
    await userEvent.type(weight, '140');
    await userEvent.click(within(box).getByRole('button', { name: 'Ship with courier' }));
    expect(await within(box).findByText('TC1234567890')).toBeTruthy();
    expect(within(box).getByRole('button', { name: 'Print label' })).toBeTruthy();
    expect(within(box).getByRole('button', { name: 'Request pickup' })).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      weightGrams: 140,
      lengthCm: 15,
      breadthCm: 10,
      heightCm: 6,
      declaredValuePaise: 3_629_900,
    });
  });
});
