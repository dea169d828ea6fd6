/**
 * The heart on a card and on the product page: a toggle button that saves the piece, in the
 * browser for a guest and with the shop for a signed-in shopper.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WishlistAnswer, WishlistItem } from '@shop/shared/wishlist-api';
import { EARLY_TAPS_STAND_IN } from '@shop/shared/early-taps';
import { WISHLIST_TEXTS } from '@shop/shared/wishlist';
import { storeSignedInSession } from '../features/accounts/testing/session.ts';
import { listingPages } from '../features/catalogue/testing/listing-pages.ts';
import { sampleProduct } from '../features/catalogue/testing/sample-product.ts';
import { HeartButton } from '../features/wishlist/components/heart-button.tsx';
import { forgetWishlist } from '../features/wishlist/wishlist.ts';
import { renderRoute, serveRequests } from '../testing/render-route.tsx';
import CategoryRoute from './routes/category.tsx';

afterEach(() => {
  forgetWishlist();
  vi.unstubAllGlobals();
});

const RING = sampleProduct({ _id: '1', name: 'Silver Infinity Band', price: 2450 });
const PENDANT = sampleProduct({ _id: '2', name: 'Gold Heart Pendant', price: 18_500 });
const LISTING = { '/api/products/category/women/page': listingPages([RING, PENDANT]) };

function item(values: Partial<WishlistItem> & Pick<WishlistItem, 'productId' | 'name'>): WishlistItem {
  return {
    image: '/images/catalogue/v1/ring-silver-1-640.webp',
    inStock: true,
    productType: 'Silver',
    personalisations: [],
    pricePaise: 245_000,
    savedPricePaise: 245_000,
    priceDropPaise: 0,
    addedAt: '2026-11-20T10:00:00.000Z',
    ...values,
  };
}
const answer = (...items: WishlistItem[]): { body: WishlistAnswer } => ({ body: { success: true, items } });

/** The card of a piece, found by its name. */
async function card(name: string): Promise<HTMLElement> {
  const link = await screen.findByRole('link', { name });
  const article = link.closest('article');
  if (!article) throw new Error(`${name} has no card`);
  return article;
}

const heartOf = (container: HTMLElement) => within(container).getByRole('button', { name: /wishlist/ });

/**
 * Taps a card's heart once its behaviour has arrived (the server's plain heart does nothing),
 * and waits until it shows the change.
 */
async function tapHeart(name: string) {
  const container = await card(name);
  const before = heartOf(container).getAttribute('aria-pressed');
  await waitFor(
    async () => {
      await userEvent.click(heartOf(container));
      expect(heartOf(container).getAttribute('aria-pressed')).not.toBe(before);
    },
    { interval: 50 },
  );
}

describe('the heart on a card', () => {
  it('saves a guest’s piece in the browser and removes it again', async () => {
    serveRequests(LISTING);
    renderRoute(<CategoryRoute />, { path: '/category/:slug', url: '/category/women' });
    const ring = await card('Silver Infinity Band');
    expect(heartOf(ring).getAttribute('aria-label')).toBe('Add to wishlist');
    expect(heartOf(ring).getAttribute('aria-pressed')).toBe('false');

    await tapHeart('Silver Infinity Band');
    expect(heartOf(ring).getAttribute('aria-label')).toBe('Remove from wishlist');
    expect(heartOf(ring).getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')).toEqual([
      { productId: '1', pricePaise: 245_000, addedAt: expect.any(String) },
    ]);
    expect(heartOf(await card('Gold Heart Pendant')).getAttribute('aria-pressed')).toBe('false');

    await tapHeart('Silver Infinity Band');
    expect(heartOf(ring).getAttribute('aria-label')).toBe('Add to wishlist');
    expect(localStorage.getItem('wishlist')).toBeNull();
  });

  it('shows a signed-in shopper’s saved pieces and saves another with the shop', async () => {
    storeSignedInSession({ token: 'token-9' });
    const sent = serveRequests({
      ...LISTING,
      'GET /api/wishlist': answer(item({ productId: '2', name: 'Gold Heart Pendant' })),
      'PUT /api/wishlist/1': answer(
        item({ productId: '1', name: 'Silver Infinity Band' }),
        item({ productId: '2', name: 'Gold Heart Pendant' }),
      ),
    });
    renderRoute(<CategoryRoute />, { path: '/category/:slug', url: '/category/women' });
    const pendant = await card('Gold Heart Pendant');
    await waitFor(() => expect(heartOf(pendant).getAttribute('aria-pressed')).toBe('true'));
    expect(heartOf(pendant).getAttribute('aria-label')).toBe('Remove from wishlist');

    await tapHeart('Silver Infinity Band');
    await waitFor(() =>
      expect(sent).toContainEqual(
        expect.objectContaining({ method: 'PUT', url: '/api/wishlist/1', authorization: 'Bearer token-9' }),
      ),
    );
    expect(heartOf(await card('Silver Infinity Band')).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('wishlist')).toBeNull();
  });

  it('says why the shop refused a piece, and shows it unsaved', async () => {
    storeSignedInSession({ token: 'token-9' });
    const sent = serveRequests({
      ...LISTING,
      'GET /api/wishlist': answer(),
      'PUT /api/wishlist/1': { status: 409, body: { success: false, message: WISHLIST_TEXTS.full } },
    });
    renderRoute(<CategoryRoute />, { path: '/category/:slug', url: '/category/women' });
    // The hearts read the list once their behaviour has arrived.
    await waitFor(() => expect(sent.map((request) => request.url)).toContain('/api/wishlist'));
    await userEvent.click(heartOf(await card('Silver Infinity Band')));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', WISHLIST_TEXTS.full);
    expect(heartOf(await card('Silver Infinity Band')).getAttribute('aria-pressed')).toBe('false');
  });

  it('stands in for the live heart until its behaviour has come: the page keeps a tap on it till then', async () => {
    const { unmount } = render(<HeartButton saved={false} standIn />);
    const plain = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(plain.hasAttribute(EARLY_TAPS_STAND_IN)).toBe(true);
    unmount();

    serveRequests(LISTING);
    renderRoute(<CategoryRoute />, { path: '/category/:slug', url: '/category/women' });
    await tapHeart('Silver Infinity Band');
    // The live heart answers taps itself: one the page kept on it would wait for ever.
    const live = heartOf(await card('Silver Infinity Band'));
    expect(live.hasAttribute(EARLY_TAPS_STAND_IN)).toBe(false);
  });
});
