import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_TEXTS, type AdminProductListAnswer } from '@shop/shared/catalogue-admin';
import { serveApi } from '@shop/ui/testing/serve-api.ts';
import { OWNER, renderPages, signedIn } from '../../testing/render-pages.tsx';
import { samplePiece } from '../../testing/samples.ts';
import ProductsRoute from './products.tsx';

const PIECES: AdminProductListAnswer = {
  success: true,
  products: [
    samplePiece(),
    samplePiece({
      _id: '7',
      name: 'Lakshmi Coin Pendant',
      productType: 'Gold',
      purity: 'gold-916',
      price: 48_500,
      stock: 0,
      customizationTypes: [],
      archivedAt: '2026-11-20T10:00:00.000Z',
    }),
  ],
  total: 2,
  page: 1,
  totalPages: 1,
};

function renderPieces(answer: AdminProductListAnswer = PIECES) {
  const asked = serveApi({ ...signedIn(OWNER), '/api/admin/products': { body: answer } });
  const view = renderPages([{ path: '/products', element: <ProductsRoute /> }], '/products');
  return { ...view, asked };
}

describe('the list of pieces', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each piece with its metal, price, stock and personalisation', async () => {
    renderPieces();
    await screen.findByRole('link', { name: 'Peacock Engraved Band' });
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Piece', 'Metal', 'Price', 'Stock', 'Personalisation'],
      ['Peacock Engraved Band#42 · Ring · women', 'Silver', '₹2,499', '12', 'Engraving'],
      ['Lakshmi Coin Pendant#7 · Ring · womenArchived', 'Gold', '₹48,500', '0(out)', 'None'],
    ]);
    expect(screen.getByRole('link', { name: 'Lakshmi Coin Pendant' }).getAttribute('href')).toBe(
      '/products/7',
    );
    expect(screen.getByText('2 pieces')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a piece' }).getAttribute('href')).toBe('/products/new');
  });

  it('keeps the filters and the page size in the address', async () => {
    const { address, asked } = renderPieces();
    await screen.findByRole('link', { name: 'Peacock Engraved Band' });
    expect(asked.filter((url) => url.startsWith('/api/admin/products'))).toEqual([
      '/api/admin/products?archived=active&page=1&limit=25',
    ]);

    await userEvent.selectOptions(screen.getByLabelText('Metal'), 'Gold');
    expect(address()).toBe('/products?productType=Gold');
    await userEvent.selectOptions(screen.getByLabelText('Shown'), 'Archived');
    expect(address()).toBe('/products?productType=Gold&archived=archived');

    const pages = screen.getByRole('navigation', { name: 'Pages of pieces' });
    expect(within(pages).getByText('Page 1 of 1')).toBeTruthy();
    await userEvent.selectOptions(within(pages).getByRole('combobox'), '50');
    expect(address()).toBe('/products?productType=Gold&archived=archived&limit=50');
  });

  it('says when no piece matches', async () => {
    renderPieces({ success: true, products: [], total: 0, page: 1, totalPages: 1 });
    expect(await screen.findByText(PRODUCT_TEXTS.noProducts)).toBeTruthy();
    expect(screen.getByText('0 pieces')).toBeTruthy();
  });
});
