import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_CHECK_TEXTS } from '@shop/shared/delivery';
import type { DeliveryEstimateAnswer } from '@shop/shared/delivery-api';
import { sampleProduct } from '../../features/catalogue/testing/sample-product.ts';
import { PINCODE_STORAGE_KEY } from '../../features/delivery/api/delivery-estimate.ts';
import { renderRoute, serveApi } from '../../testing/render-route.tsx';
import ProductRoute from './product.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const RING = sampleProduct({ _id: '12', name: 'Silver Infinity Band' });
const CHAIN = sampleProduct({
  _id: '13',
  name: 'Plain Curb Chain',
  category: 'chain',
  customOption: null,
  customizationType: null,
  customizationTypes: [],
});

const DELIVERS: DeliveryEstimateAnswer = {
  success: true,
  pincode: '560001',
  delivers: true,
  plain: { earliest: '2026-11-26', latest: '2026-11-28' },
  personalised: { earliest: '2026-12-02', latest: '2026-12-07' },
};

/** Opens the piece's page; returns the delivery checks the page has asked for so far. */
function openPiece(product: typeof RING, estimate: () => { status?: number; body: unknown }) {
  const asked = serveApi({
    [`/api/products/${product._id}`]: { body: { success: true, product } },
    '/api/delivery-estimate': () => estimate(),
  });
  renderRoute(<ProductRoute />, { path: '/product/:id', url: `/product/${product._id}` });
  return () => asked.filter((url) => url.startsWith('/api/delivery-estimate'));
}

describe('Check delivery on the product page', () => {
  it('gives the days to the pincode, and the personalised days, and remembers the pincode', async () => {
    const checks = openPiece(RING, () => ({ body: DELIVERS }));
    const field = await screen.findByLabelText(DELIVERY_CHECK_TEXTS.pincodeLabel);
    await userEvent.type(field, '560001');
    await userEvent.click(screen.getByRole('button', { name: DELIVERY_CHECK_TEXTS.check }));
    expect(
      await screen.findByText('Delivery to 560001 between Thu 26 Nov and Sat 28 Nov without personalisation'),
    ).toBeTruthy();
    expect(screen.getByText(/^Personalised: between Wed 2 Dec and Mon 7 Dec/)).toBeTruthy();
    expect(checks()).toEqual(['/api/delivery-estimate?pincode=560001&productId=12']);
    expect(localStorage.getItem(PINCODE_STORAGE_KEY)).toBe('560001');
  });

  it('refuses a mistyped pincode in the browser and asks nothing of the server', async () => {
    const checks = openPiece(RING, () => ({ body: DELIVERS }));
    const field = await screen.findByLabelText(DELIVERY_CHECK_TEXTS.pincodeLabel);
    await userEvent.type(field, '05600');
    await userEvent.click(screen.getByRole('button', { name: DELIVERY_CHECK_TEXTS.check }));
    expect(screen.getByText(DELIVERY_CHECK_TEXTS.malformedPincode)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(checks()).toEqual([]);
    expect(localStorage.getItem(PINCODE_STORAGE_KEY)).toBeNull();
  });

  it('checks the next piece at once with the remembered pincode, without personalised days for a plain piece', async () => {
    localStorage.setItem(PINCODE_STORAGE_KEY, '110001');
    openPiece(CHAIN, () => ({ body: { ...DELIVERS, pincode: '110001', personalised: null } }));
    expect(await screen.findByText('Delivery to 110001 between Thu 26 Nov and Sat 28 Nov')).toBeTruthy();
    expect((screen.getByLabelText(DELIVERY_CHECK_TEXTS.pincodeLabel) as HTMLInputElement).value).toBe(
      '110001',
    );
    expect(screen.queryByText(/^Personalised:/)).toBeNull();
  });

  it('says so when the shop does not deliver to the pincode', async () => {
    localStorage.setItem(PINCODE_STORAGE_KEY, '744101');
    openPiece(RING, () => ({
      body: {
        success: true,
        pincode: '744101',
        delivers: false,
        message: 'We do not deliver to 744101 yet.',
      },
    }));
    expect(await screen.findByText('We do not deliver to 744101 yet.')).toBeTruthy();
    expect(screen.queryByText(/^Delivery to/)).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    localStorage.setItem(PINCODE_STORAGE_KEY, '560001');
    openPiece(RING, () => ({
      status: 429,
      body: { success: false, message: DELIVERY_CHECK_TEXTS.tooManyChecks },
    }));
    expect((await screen.findByRole('alert')).textContent).toBe(DELIVERY_CHECK_TEXTS.tooManyChecks);
  });
});
