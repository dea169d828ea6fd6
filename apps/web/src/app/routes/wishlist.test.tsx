import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import type { WishlistAnswer, WishlistItem } from '@shop/shared/wishlist-api';
import { storeSignedInSession } from '../../features/accounts/testing/session.ts';
import { sampleProduct } from '../../features/catalogue/testing/sample-product.ts';
import { forgetWishlist } from '../../features/wishlist/wishlist.ts';
import { renderPages, serveRequests } from '../../testing/render-route.tsx';
import WishlistRoute from './wishlist.tsx';

afterEach(() => {
  forgetWishlist();
  vi.unstubAllGlobals();
});

function renderWishlist() {
  return renderPages(<Route path="/wishlist" element={<WishlistRoute />} />, '/wishlist');
}

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
const product = (values: Parameters<typeof sampleProduct>[0]) => ({
  body: { success: true, product: { ...sampleProduct(values), priceBreakup: null } },
});

function storeGuestWishlist(...pieces: { productId: string; pricePaise: number }[]) {
  localStorage.setItem(
    'wishlist',
    JSON.stringify(pieces.map((piece) => ({ ...piece, addedAt: '2026-11-20T10:00:00.000Z' }))),
  );
}

describe('the wishlist page', () => {
  it('tells a guest with nothing saved how to start, and leads back to the collection', async () => {
    serveRequests({});
    renderWishlist();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Wishlist' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeTruthy();
    expect(screen.getByText('Tap the heart on a piece you love to save it here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore the collection' }).getAttribute('href')).toBe('/');
  });

  it('lists a guest’s pieces at today’s prices, says which fell, and removes one', async () => {
    storeGuestWishlist({ productId: '7', pricePaise: 600_000 }, { productId: '8', pricePaise: 245_000 });
    serveRequests({
      '/api/products/7': product({ _id: '7', name: 'Rose Gold Pendant', price: 4800 }),
      '/api/products/8': product({ _id: '8', name: 'Silver Infinity Band', price: 2450 }),
    });
    renderWishlist();
    const pendant = (await screen.findByRole('link', { name: 'Rose Gold Pendant' })).closest('li');
    if (!pendant) throw new Error('no row for the pendant');
    expect(within(pendant).getByText('₹4,800')).toBeTruthy();
    expect(within(pendant).getByText('Price dropped by ₹1,200 since you saved it')).toBeTruthy();
    expect(within(pendant).getByRole('link', { name: 'View piece' }).getAttribute('href')).toBe('/product/7');
    expect(screen.queryAllByText(/Price dropped/)).toHaveLength(1);
    expect(screen.getByText('2 pieces')).toBeTruthy();
    expect(screen.getByText(/Saved on this device/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Rose Gold Pendant from wishlist' }));
    await waitFor(() => expect(screen.queryByText('Rose Gold Pendant')).toBeNull());
    expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')).toEqual([
      expect.objectContaining({ productId: '8' }),
    ]);
  });

  it('joins a guest’s pieces to the account at sign-in, clears them from the browser and shows the account’s list', async () => {
    storeGuestWishlist({ productId: '7', pricePaise: 600_000 });
    storeSignedInSession({ token: 'token-3' });
    const sent = serveRequests({
      'POST /api/wishlist/merge': answer(
        item({
          productId: '7',
          name: 'Rose Gold Pendant',
          pricePaise: 480_000,
          savedPricePaise: 600_000,
          priceDropPaise: 120_000,
        }),
        item({ productId: '9', name: 'Gold Kada' }),
      ),
      'GET /api/wishlist': answer(
        item({
          productId: '7',
          name: 'Rose Gold Pendant',
          pricePaise: 480_000,
          savedPricePaise: 600_000,
          priceDropPaise: 120_000,
        }),
        item({ productId: '9', name: 'Gold Kada' }),
      ),
      'DELETE /api/wishlist/9': answer(
        item({
          productId: '7',
          name: 'Rose Gold Pendant',
          pricePaise: 480_000,
          savedPricePaise: 600_000,
          priceDropPaise: 120_000,
        }),
      ),
    });
    renderWishlist();
    expect(await screen.findByRole('link', { name: 'Gold Kada' })).toBeTruthy();
    expect(screen.getByText('Price dropped by ₹1,200 since you saved it')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      url: '/api/wishlist/merge',
      body: { productIds: ['7'] },
      authorization: 'Bearer token-3',
    });
    expect(localStorage.getItem('wishlist')).toBeNull();
    expect(screen.queryByText(/Saved on this device/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Gold Kada from wishlist' }));
    await waitFor(() => expect(screen.queryByText('Gold Kada')).toBeNull());
    expect(sent.at(-1)).toMatchObject({
      method: 'DELETE',
      url: '/api/wishlist/9',
      authorization: 'Bearer token-3',
    });
  });

  it('puts a piece that offers no personalisation into the cart, and says what the others need', async () => {
    storeGuestWishlist({ productId: '3', pricePaise: 89_900 }, { productId: '7', pricePaise: 480_000 });
    serveRequests({
      '/api/products/3': product({
        _id: '3',
        name: 'Mayil Peacock Toe Ring',
        price: 899,
        productType: 'Silver',
        image: '/images/catalogue/v1/toe-ring-silver-1-640.webp',
        customizationTypes: [],
      }),
      '/api/products/7': product({
        _id: '7',
        name: 'Rose Gold Pendant',
        price: 4800,
        productType: 'Gold',
        customizationTypes: [
          { id: 'engraving', name: 'Engraving' },
          { id: 'fingerprint', name: 'Fingerprint' },
        ],
      }),
    });
    renderWishlist();
    const rowOf = async (name: string) => {
      const row = (await screen.findByRole('link', { name })).closest('li');
      if (!row) throw new Error(`no row for ${name}`);
      return row;
    };

    // The pendant is personalised on its page: no button here, the way there and what to choose.
    const pendant = await rowOf('Rose Gold Pendant');
    expect(within(pendant).queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(
      within(pendant).getByText('To add it to the cart, choose Engraving, Fingerprint or None on its page.'),
    ).toBeTruthy();
    const personalise = within(pendant).getByRole('link', { name: 'Personalise it' });
    expect(personalise.getAttribute('href')).toBe('/product/7');
    expect(personalise.getAttribute('aria-describedby')).toBeTruthy();

    // The toe ring goes into the cart as it is shown, and the page says so for 3 seconds.
    const toeRing = await rowOf('Mayil Peacock Toe Ring');
    expect(within(toeRing).queryByText(/choose .* on its page/)).toBeNull();
    await userEvent.click(within(toeRing).getByRole('button', { name: 'Add to cart' }));
    const status = await within(toeRing).findByText('Added to cart!');
    expect(within(status).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
      expect.objectContaining({
        id: '3',
        name: 'Mayil Peacock Toe Ring',
        price: 899,
        quantity: 1,
        variant: 'Silver',
        image: '/images/catalogue/v1/toe-ring-silver-1-640.webp',
      }),
    ]);
    // A second tap: the same line, two of it.
    await userEvent.click(within(toeRing).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
        expect.objectContaining({ id: '3', quantity: 2 }),
      ]),
    );
  });

  it('offers a signed-in shopper the cart for a piece without personalisation, from the shop’s list', async () => {
    storeSignedInSession({ token: 'token-4' });
    serveRequests({
      'GET /api/wishlist': answer(
        item({ productId: '9', name: 'Gold Kada', productType: 'Gold', personalisations: [] }),
        item({ productId: '1', name: 'Name Engraved Band', personalisations: ['Engraving'] }),
      ),
    });
    renderWishlist();
    const kada = (await screen.findByRole('link', { name: 'Gold Kada' })).closest('li');
    const band = screen.getByRole('link', { name: 'Name Engraved Band' }).closest('li');
    if (!kada || !band) throw new Error('no rows');
    expect(
      within(band).getByText('To add it to the cart, choose Engraving or None on its page.'),
    ).toBeTruthy();
    await userEvent.click(within(kada).getByRole('button', { name: 'Add to cart' }));
    expect(await within(kada).findByText('Added to cart!')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
      expect.objectContaining({ id: '9', name: 'Gold Kada', price: 2450, variant: 'Gold', quantity: 1 }),
    ]);
  });
});
