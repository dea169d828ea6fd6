import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_TEXTS, type AdminProductAnswer } from '@shop/shared/catalogue-admin';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { OWNER, renderPages, signedIn } from '../../testing/render-pages.tsx';
import { samplePiece } from '../../testing/samples.ts';
import ProductRoute from './product.tsx';

const PIECE = samplePiece();
const answer = (message: string, changes = {}): AdminProductAnswer => ({
  success: true,
  message,
  product: samplePiece(changes),
});

function renderPiece(more: Parameters<typeof serveRequests>[0] = {}) {
  const sent = serveRequests({
    ...signedIn(OWNER),
    'GET /api/admin/products/42': { body: answer('') },
    'GET /api/admin/products/42/pictures': {
      body: { success: true, productName: PIECE.name, pictures: [] },
    },
    ...more,
  });
  renderPages([{ path: '/products/:productId', element: <ProductRoute /> }], '/products/42');
  return sent;
}

describe("a piece's page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the piece in its form and saves a change', async () => {
    const sent = renderPiece({
      'PUT /api/admin/products/42': { body: answer(PRODUCT_TEXTS.saved, { price: 2299 }) },
    });
    expect(await screen.findByRole('heading', { name: 'Peacock Engraved Band' })).toBeTruthy();
    expect(screen.getByText(/^#42 · in the shop/)).toBeTruthy();
    const price = screen.getByLabelText('Price (₹)') as HTMLInputElement;
    expect(price.value).toBe('2499');
    expect((screen.getByLabelText('Pieces in stock') as HTMLInputElement).value).toBe('12');
    expect((screen.getByLabelText('Engraving') as HTMLInputElement).checked).toBe(true);

    await userEvent.clear(price);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(PRODUCT_TEXTS.priceRequired)).toBeTruthy();

    await userEvent.type(price, '2299');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByText(PRODUCT_TEXTS.saved)).getAttribute('role')).toBe('status');
    const saved = sent.find((request) => request.method === 'PUT');
    expect(saved?.url).toBe('/api/admin/products/42');
    expect(saved?.body).toMatchObject({
      name: PIECE.name,
      price: 2299,
      stock: 12,
      customizationTypes: ['engraving'],
    });
  });

  it('archives the piece once asked to confirm', async () => {
    let archivedAt: string | null = null;
    const sent = renderPiece({
      'GET /api/admin/products/42': () => ({ body: answer('', { archivedAt }) }),
      'POST /api/admin/products/42/archive': () => {
        archivedAt = '2026-11-25T09:00:00.000Z';
        return { body: answer(PRODUCT_TEXTS.archived, { archivedAt }) };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Archive this piece' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm archiving' });
    expect(confirm.textContent).toContain('Archive Peacock Engraved Band? It leaves the shop');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(PRODUCT_TEXTS.archived)).toBeTruthy();
    expect(screen.getByText('This piece is not in the storefront.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bring back to the shop' })).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/admin/products/42/archive',
    ]);
  });
});
