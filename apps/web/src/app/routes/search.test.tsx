import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleProduct } from '../../features/catalogue/testing/sample-product.ts';
import { renderRoute, serveApi } from '../../testing/render-route.tsx';
import SearchRoute from './search.tsx';

afterEach(() => vi.unstubAllGlobals());

const page = (currentPage: number, total: number) => ({
  body: {
    products: [sampleProduct({ _id: String(currentPage), name: `Result on page ${currentPage}` })],
    currentPage,
    totalPages: Math.ceil(total / 12),
    total,
  },
});

describe('the search page', () => {
  it('counts the results, marks pieces that can be personalised and numbers its pages', async () => {
    const asked = serveApi({
      '/api/products/search': () => page(asked.at(-1)?.includes('page=2') ? 2 : 1, 30),
    });
    renderRoute(<SearchRoute />, { path: '/search', url: '/search?q=ring' });
    expect(await screen.findByRole('heading', { level: 1, name: '30 results for "ring"' })).toBeTruthy();
    expect(screen.getByText('Customizable')).toBeTruthy();
    expect(screen.getByText('Ring - Women')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Result on page 2')).toBeTruthy();
    expect(asked.at(-1)).toBe('/api/products/search?q=ring&page=2&limit=12');
  });

  it('offers the sizes of the rings it finds, and keeps the size chosen in the address', async () => {
    const band = sampleProduct({ _id: '950', name: 'Sized Silver Band', priceVaries: true });
    const plain = sampleProduct({ _id: '1', name: 'Plain Silver Ring' });
    const asked = serveApi({
      '/api/products/search': (url: string) => {
        const sized = new URL(url, 'http://shop.test').searchParams.get('size') !== null;
        const products = sized ? [band] : [band, plain];
        return {
          body: { products, currentPage: 1, totalPages: 1, total: products.length, sizes: ['12', '14'] },
        };
      },
    });
    renderRoute(<SearchRoute />, { path: '/search', url: '/search?q=ring&size=14&inStock=true' });
    expect(await screen.findByRole('heading', { level: 1, name: '1 results for "ring"' })).toBeTruthy();
    expect(asked[0]).toBe('/api/products/search?q=ring&page=1&size=14&inStock=true&limit=12');
    const size = screen.getByLabelText('Size') as HTMLSelectElement;
    expect(size.value).toBe('14');
    expect((screen.getByLabelText('In stock in this size') as HTMLInputElement).checked).toBe(true);

    await userEvent.selectOptions(size, '');
    expect(await screen.findByText('Plain Silver Ring')).toBeTruthy();
    expect(asked.at(-1)).toBe('/api/products/search?q=ring&page=1&limit=12');
    expect(
      within(screen.getByLabelText('Size'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any size', '12', '14']);
    expect(screen.queryByLabelText('In stock in this size')).toBeNull();
  });

  it('offers no size where the search finds no design sold in sizes', async () => {
    serveApi({ '/api/products/search': page(1, 1) });
    renderRoute(<SearchRoute />, { path: '/search', url: '/search?q=pendant' });
    expect(await screen.findByText('Result on page 1')).toBeTruthy();
    expect(screen.queryByLabelText('Size')).toBeNull();
  });

  it('offers the collections and the way home when nothing matches', async () => {
    serveApi({ '/api/products/search': { body: { products: [], currentPage: 1, totalPages: 0, total: 0 } } });
    renderRoute(<SearchRoute />, { path: '/search', url: '/search?q=xyzzy' });
    expect(await screen.findByRole('heading', { level: 1, name: '0 results for "xyzzy"' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Women' }).getAttribute('href')).toBe('/category/Female');
    expect(screen.getByRole('link', { name: 'Men' }).getAttribute('href')).toBe('/category/Male');
    expect(screen.getByRole('link', { name: 'Kids' }).getAttribute('href')).toBe('/category/Kids');
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it('tells the shopper when the server cannot be reached', async () => {
    serveApi({ '/api/products/search': 'network-error', '/api/test': 'network-error' });
    renderRoute(<SearchRoute />, { path: '/search', url: '/search?q=ring' });
    expect(
      await screen.findByText('Cannot connect to server. Please ensure the backend is running.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
