import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleProduct } from '../../features/catalogue/testing/sample-product.ts';
import { renderRoute, serveApi } from '../../testing/render-route.tsx';
import ProductRoute from './product.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the product page', () => {
  it('loads the product named by the address, so a shared link shows the right piece', async () => {
    const product = sampleProduct({
      _id: '42',
      name: 'Peacock Silver Pendant',
      price: 125000,
      images: ['/images/a-640.webp', '/images/b-640.webp'],
    });
    serveApi({ '/api/products/42': { body: { success: true, product } } });
    renderRoute(<ProductRoute />, { path: '/product/:id', url: '/product/42' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Peacock Silver Pendant' })).toBeTruthy();
    expect(screen.getByText('₹1,25,000')).toBeTruthy();
    expect(screen.getByText('Silver')).toBeTruthy();
    expect(document.title).toBe('Peacock Silver Pendant · Velli & Thangam');

    await userEvent.click(screen.getByRole('button', { name: 'Show picture 2' }));
    expect(screen.getByRole('img', { name: 'Peacock Silver Pendant, picture 2 of 2' })).toBeTruthy();
  });

  it('keeps the quantity at 1 or more', async () => {
    serveApi({ '/api/products/7': { body: { success: true, product: sampleProduct({ _id: '7' }) } } });
    renderRoute(<ProductRoute />, { path: '/product/:id', url: '/product/7' });
    const less = await screen.findByRole('button', { name: 'Decrease quantity' });
    expect((less as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('group', { name: 'Quantity' }).textContent).toContain('2');
  });

  it('shows the sample piece with a notice for a product the catalogue does not have', async () => {
    serveApi({
      '/api/products/999': {
        status: 404,
        body: { success: false, message: 'There is no product with id 999.' },
      },
    });
    renderRoute(<ProductRoute />, { path: '/product/:id', url: '/product/999' });
    expect(await screen.findByText(/We could not find this piece/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Classic Engraved Silver Band' })).toBeTruthy();
    expect(screen.getByText('₹1,767')).toBeTruthy();
    expect(screen.getByText('₹2,120')).toBeTruthy();
  });
});
