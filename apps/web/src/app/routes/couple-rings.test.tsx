import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingPages } from '../../features/catalogue/testing/listing-pages.ts';
import { sampleProduct } from '../../features/catalogue/testing/sample-product.ts';
import { renderRoute, serveApi } from '../../testing/render-route.tsx';
import { eventually } from '../../testing/timers.ts';
import CoupleRingsRoute from './couple-rings.tsx';

afterEach(() => vi.unstubAllGlobals());

const ring = (id: number, overrides: Parameters<typeof sampleProduct>[0] = {}) =>
  sampleProduct({
    _id: String(id),
    name: `Couple Band ${id}`,
    peopleCategory: 'couples',
    productCategory: 'Wedding',
    productType: 'Gold',
    gram: 6,
    ...overrides,
  });

const renderPage = (url = '/couple-rings') =>
  renderRoute(<CoupleRingsRoute />, { path: '/couple-rings', url });

describe('the couple rings page', () => {
  it('shows the rings from the couples call with their metal, category, price and weight', async () => {
    serveApi({
      '/api/products/category/couples/page': listingPages([
        ring(1, { productCategory: 'Promise', productType: 'Silver', price: 3200, gram: 4 }),
        ring(2),
        ring(3),
      ]),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Couple Rings Collection' })).toBeTruthy();
    expect(await screen.findByText('Showing 1-3 of 3 exquisite pieces')).toBeTruthy();
    const first = screen.getByRole('heading', { name: 'Couple Band 1' }).closest('article');
    if (!first) throw new Error('no card');
    expect(within(first).getByText('Silver · Promise')).toBeTruthy();
    expect(within(first).getByText('₹3,200')).toBeTruthy();
    expect(within(first).getByText('(4 gram)')).toBeTruthy();
  });

  it('fades the cards in 100 ms apart and gives a ring without pictures a placeholder', async () => {
    serveApi({
      '/api/products/category/couples/page': listingPages([
        ring(1),
        ring(2, { images: [], image: '', productType: 'Silver' }),
      ]),
    });
    const { container } = renderPage();
    await screen.findByText('Showing 1-2 of 2 exquisite pieces');
    const cards = [...container.querySelectorAll('article')];
    expect(cards.map((card) => card.style.animationDelay)).toEqual(['0ms', '100ms']);
    expect(cards[1]?.querySelector('img')?.getAttribute('src')).toBe(
      '/images/catalogue/v1/ring-template-silver-640.webp',
    );
  });

  it('asks the couples call for the chosen category and metal', async () => {
    const asked = serveApi({ '/api/products/category/couples/page': listingPages([ring(1)]) });
    renderPage();
    await screen.findByText('Showing 1-1 of 1 exquisite pieces');
    const categories = screen.getByLabelText('Category');
    expect([...categories.querySelectorAll('option')].map((option) => option.value)).toEqual([
      'all',
      'Promise',
      'Engagement',
      'Wedding',
      'Anniversary',
    ]);
    await userEvent.selectOptions(categories, 'Engagement');
    await userEvent.selectOptions(screen.getByLabelText('Material'), 'Gold');
    await eventually(() =>
      expect(asked).toContain(
        '/api/products/category/couples/page?page=1&productCategory=Engagement&productType=Gold',
      ),
    );
  });

  it('shows twelve rings a page with the pager', async () => {
    serveApi({
      '/api/products/category/couples/page': listingPages(Array.from({ length: 14 }, (_, i) => ring(i + 1))),
    });
    renderPage('/couple-rings?page=2');
    expect(await screen.findByText('Showing 13-14 of 14 exquisite pieces')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('says Error with what failed, and tries again on Retry', async () => {
    let fail = true;
    serveApi({
      '/api/products/category/couples/page': (url) =>
        fail
          ? { status: 500, body: { success: false, message: 'Something went wrong' } }
          : listingPages([ring(1)])(url),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(
      screen.getByText('Failed to load products. Please try again later. Error: Something went wrong'),
    ).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 1-1 of 1 exquisite pieces')).toBeTruthy();
  });

  it('says so when no ring matches', async () => {
    serveApi({ '/api/products/category/couples/page': listingPages([]) });
    renderPage('/couple-rings?productType=Silver');
    expect(await screen.findByText('No products found')).toBeTruthy();
  });
});
