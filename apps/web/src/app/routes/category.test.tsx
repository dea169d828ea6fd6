import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingPages } from '../../features/catalogue/testing/listing-pages.ts';
import { sampleProduct } from '../../features/catalogue/testing/sample-product.ts';
import { renderRoute, serveApi } from '../../testing/render-route.tsx';
import CategoryRoute from './category.tsx';

afterEach(() => vi.unstubAllGlobals());

const products = (count: number) =>
  Array.from({ length: count }, (_, i) => sampleProduct({ _id: String(i + 1), name: `Piece ${i + 1}` }));

describe('the category pages', () => {
  it('show twelve pieces a page with the count line of the spec', async () => {
    serveApi({ '/api/products/category/women/page': listingPages(products(30)) });
    renderRoute(<CategoryRoute />, { path: '/category/:slug', url: '/category/Female' });
    expect(await screen.findByText('Showing 1-12 of 30 exquisite pieces')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: "Women's Jewellery" })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 13-24 of 30 exquisite pieces')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('show the last page for a page past the end, however far', async () => {
    serveApi({ '/api/products/category/women/page': listingPages(products(30)) });
    renderRoute(<CategoryRoute />, {
      path: '/category/:slug',
      url: '/category/women?page=99999999999999999999999',
    });
    expect(await screen.findByText('Showing 25-30 of 30 exquisite pieces')).toBeTruthy();
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
  });

  it('send only the filters that narrow the list', async () => {
    const asked = serveApi({ '/api/products/category/men/page': listingPages(products(3)) });
    renderRoute(<CategoryRoute />, {
      path: '/category/:slug',
      url: '/category/men?productType=Silver&minPrice=0&maxPrice=50000&sortBy=featured',
    });
    await screen.findByText('Showing 1-3 of 3 exquisite pieces');
    expect(asked).toEqual(['/api/products/category/men/page?page=1&productType=Silver']);
  });

  it('say what failed and try again on Retry', async () => {
    let fail = true;
    serveApi({
      '/api/products/category/men/page': (url) =>
        fail
          ? { status: 500, body: { success: false, message: 'Something went wrong' } }
          : listingPages(products(2))(url),
    });
    renderRoute(<CategoryRoute />, { path: '/category/:slug', url: '/category/men' });
    expect(
      await screen.findByText('Failed to load products. Please try again later. Error: Something went wrong'),
    ).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 1-2 of 2 exquisite pieces')).toBeTruthy();
  });

  it('tell a shopper on the kids page when the server cannot be reached', async () => {
    serveApi({ '/api/test': 'network-error', '/api/products/category/kids/page': 'network-error' });
    renderRoute(<CategoryRoute />, { path: '/category/:slug', url: '/category/kids' });
    expect(
      await screen.findByText('Cannot connect to server. Please ensure the backend is running.'),
    ).toBeTruthy();
  });

  it('give the kids page its own message when the server is there but the listing fails', async () => {
    serveApi({
      '/api/test': { body: { success: true, message: 'ok' } },
      '/api/products/category/kids/page': { status: 500, body: { success: false, message: 'Broken' } },
    });
    renderRoute(<CategoryRoute />, { path: '/category/:slug', url: '/category/kids' });
    expect(await screen.findByText('Failed to load products. Please try again later.')).toBeTruthy();
  });

  it('answer an unknown category with the not-found page', async () => {
    serveApi({});
    renderRoute(<CategoryRoute />, { path: '/category/:slug', url: '/category/teapots' });
    await waitFor(() => expect(screen.getByText('This page does not exist')).toBeTruthy());
  });
});
