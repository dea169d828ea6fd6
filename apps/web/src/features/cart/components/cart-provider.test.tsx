import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_TEXTS, type NewCartLine } from '@shop/shared/cart';
import { FILE_DATA_PLACEHOLDER } from '@shop/shared/personalisation';
import { useCart } from '../hooks/use-cart.ts';
import { useStoredCartCount } from '../hooks/use-stored-cart-count.ts';
import { addToStoredCart } from '../cart-store.ts';
import { CartProvider } from './cart-provider.tsx';

afterEach(() => vi.restoreAllMocks());

const FILE_ID = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';
const THUMBNAIL = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD';

const BAND: NewCartLine = {
  id: '101',
  name: 'Classic Engraved Silver Band',
  price: 1767,
  quantity: 1,
  image: '/images/101-640.webp',
  customization: { type: 'engraving', customName: 'Meena', selectedFont: 'script', fontSize: 40 },
};
const PENDANT: NewCartLine = {
  id: '202',
  name: 'Fingerprint Heart Pendant',
  price: '4,500',
  quantity: 1,
  image: '/images/202-640.webp',
  customization: { type: 'fingerprint', fileId: FILE_ID, uploadedFile: 'finger.png', fileData: THUMBNAIL },
};

/** The header's badge, as it reads the stored cart without the provider. */
function Badge() {
  return <output aria-label="badge">{useStoredCartCount()}</output>;
}

/** The cart as text, with buttons for its actions. */
function CartView() {
  const { lines, totals, addItem, updateQuantity, removeItem, clearCart } = useCart();
  return (
    <>
      <ul aria-label="lines">
        {lines.map((line) => (
          <li key={line.cartIdentifier}>
            {line.name} × {line.quantity}
            <button type="button" onClick={() => updateQuantity(line.cartIdentifier, line.quantity + 1)}>
              More {line.name}
            </button>
          </li>
        ))}
      </ul>
      <output aria-label="total">{totals.total}</output>
      <button type="button" onClick={() => addItem(BAND)}>
        Add the band
      </button>
      <button type="button" onClick={() => addItem(PENDANT)}>
        Add the pendant
      </button>
      <button type="button" onClick={() => removeItem('101')}>
        Remove the band
      </button>
      <button type="button" onClick={clearCart}>
        Clear
      </button>
    </>
  );
}

function renderCart() {
  render(
    <>
      <Badge />
      <CartProvider>
        <CartView />
      </CartProvider>
    </>,
  );
  return {
    lines: () => screen.getByRole('list', { name: 'lines' }).textContent,
    badge: () => screen.getByRole('status', { name: 'badge' }).textContent,
    total: () => screen.getByRole('status', { name: 'total' }).textContent,
  };
}

const storedLines = (key: string): unknown[] => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[];

describe('the cart provider', () => {
  it('refuses to be used outside its provider, with the spec’s message', () => {
    // React reports the thrown error on the console as well; the test only needs the throw.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CartView />)).toThrow('useCart must be used within a CartProvider');
    expect(CART_TEXTS.outsideProvider).toBe('useCart must be used within a CartProvider');
  });

  it('writes the cart under both keys, and the badge counts its pieces', async () => {
    const cart = renderCart();
    expect(cart.badge()).toBe('0');
    await userEvent.click(screen.getByRole('button', { name: 'Add the band' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add the band' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add the pendant' }));

    expect(cart.lines()).toContain('Classic Engraved Silver Band × 2');
    expect(cart.lines()).toContain('Fingerprint Heart Pendant × 1');
    expect(cart.badge()).toBe('3');
    expect(cart.total()).toBe(String(2 * 176_700 + 450_000 + 10_000));
    for (const key of ['cart', 'cartItems']) {
      expect(storedLines(key)).toMatchObject([
        { id: '101', quantity: 2 },
        { id: '202', quantity: 1 },
      ]);
    }
  });

  it('changes quantities, removes a product and clears the stored cart', async () => {
    const cart = renderCart();
    await userEvent.click(screen.getByRole('button', { name: 'Add the band' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add the pendant' }));
    await userEvent.click(screen.getByRole('button', { name: 'More Fingerprint Heart Pendant' }));
    expect(cart.badge()).toBe('3');

    await userEvent.click(screen.getByRole('button', { name: 'Remove the band' }));
    expect(cart.lines()).not.toContain('Classic Engraved Silver Band');
    expect(storedLines('cartItems')).toMatchObject([{ id: '202', quantity: 2 }]);
    expect(cart.badge()).toBe('2');

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(cart.lines()).toBe('');
    expect(cart.badge()).toBe('0');
    expect(localStorage.getItem('cart')).toBeNull();
    expect(localStorage.getItem('cartItems')).toBeNull();
  });

  it('keeps the cart without the pictures of uploads when the storage is full', async () => {
    const setItem = localStorage.setItem.bind(localStorage);
    let refused = false;
    vi.spyOn(localStorage, 'setItem').mockImplementation((key, value) => {
      // The first write is over the quota, as a picture too many would be.
      if (!refused) {
        refused = true;
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      setItem(key, value);
    });
    const cart = renderCart();
    await userEvent.click(screen.getByRole('button', { name: 'Add the pendant' }));

    expect(refused).toBe(true);
    expect(cart.lines()).toContain('Fingerprint Heart Pendant × 1');
    expect(cart.badge()).toBe('1');
    for (const key of ['cart', 'cartItems']) {
      expect(storedLines(key)).toMatchObject([
        {
          id: '202',
          customization: { fileId: FILE_ID, uploadedFile: 'finger.png', fileData: FILE_DATA_PLACEHOLDER },
        },
      ]);
    }
  });

  it('keeps the cart for as long as the page when the storage refuses every write', async () => {
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const cart = renderCart();
    await userEvent.click(screen.getByRole('button', { name: 'Add the band' }));
    await userEvent.click(screen.getByRole('button', { name: 'More Classic Engraved Silver Band' }));

    expect(cart.lines()).toContain('Classic Engraved Silver Band × 2');
    expect(localStorage.getItem('cart')).toBeNull();

    // Once the storage takes the cart again, it is the one written.
    vi.mocked(localStorage.setItem).mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Add the pendant' }));
    expect(storedLines('cart')).toHaveLength(2);
    expect(cart.badge()).toBe('3');
  });

  it('follows a change another tab made to the stored cart', () => {
    const cart = renderCart();
    act(() => {
      localStorage.setItem('cart', JSON.stringify([{ ...BAND, cartIdentifier: '', quantity: 4 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(cart.lines()).toContain('Classic Engraved Silver Band × 4');
    expect(cart.badge()).toBe('4');
    expect(cart.total()).toBe(String(4 * 176_700 + 10_000));
  });

  it('refuses a line it could not read back, and leaves the cart as it was', () => {
    const cart = renderCart();
    let added: boolean | undefined;
    act(() => {
      added = addToStoredCart(BAND);
    });
    expect(added).toBe(true);
    // Longer than any screen takes: read back, the line would be dropped without a word.
    const tooLong = { ...BAND, customization: { ...BAND.customization, customName: 'x'.repeat(21) } };
    act(() => {
      added = addToStoredCart(tooLong as NewCartLine);
    });
    expect(added).toBe(false);
    expect(storedLines('cart')).toHaveLength(1);
    expect(cart.lines()).toContain('Classic Engraved Silver Band × 1');
  });
});
