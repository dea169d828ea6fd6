import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import { addLine, type CartLine, type NewCartLine } from '@shop/shared/cart';
import { storeSignedInSession } from '../../features/accounts/testing/session.ts';
import { renderPages } from '../../testing/render-route.tsx';
import { fakeTimeouts, passTime } from '../../testing/timers.ts';
import CartRoute from './cart.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const FILE_ID = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';
const THUMBNAIL = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD';

function line(values: Partial<NewCartLine> & Pick<NewCartLine, 'id' | 'name'>): NewCartLine {
  return { price: 1000, quantity: 1, image: `/images/${values.id}-640.webp`, ...values };
}

const BAND = line({
  id: '101',
  name: 'Classic Engraved Silver Band',
  price: 1767,
  variant: 'Silver',
  size: '14',
  customization: { type: 'engraving', customName: 'Meena', selectedFont: 'script', fontSize: 40 },
});
const PENDANT = line({ id: '202', name: 'Heart Pendant', price: '4,500', quantity: 2 });

function storeCart(...lines: NewCartLine[]) {
  const cart = lines.reduce<CartLine[]>((current, next) => addLine(current, next), []);
  localStorage.setItem('cart', JSON.stringify(cart));
  localStorage.setItem('cartItems', JSON.stringify(cart));
}

function renderCart() {
  return renderPages(<Route path="/cart" element={<CartRoute />} />, '/cart');
}

/** What the summary shows beside a label: 'Subtotal', 'Shipping', 'Total'. */
function summary(label: string) {
  const region = screen.getByRole('region', { name: 'Order summary' });
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('the cart page', () => {
  it('says the cart is empty, leads back to the shop and asks a guest to log in', async () => {
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeTruthy();
    expect(document.title).toBe('Shopping Cart · Velli & Thangam');
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(
      screen.getByText('Have an account? Log in now, and you can check out as soon as your cart is ready.', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear cart' })).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByText('Page at /login')).toBeTruthy();
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/cart');
  });

  it('shows a signed-in shopper the empty cart without the login hint', () => {
    storeSignedInSession();
    renderCart();
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('shows each line with its picture, name, variant, size, price and personalisation', () => {
    storeCart(BAND, PENDANT, line({ id: '303', name: 'Mystery Anklet', price: 'on request' }));
    renderCart();
    const [band, pendant, anklet] = screen.getAllByRole('listitem');
    if (!band || !pendant || !anklet) throw new Error('three lines were expected');

    expect(
      within(band).getByRole('link', { name: 'Classic Engraved Silver Band' }).getAttribute('href'),
    ).toBe('/product/101');
    const picture = band.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/images/101-640.webp');
    expect(picture?.getAttribute('loading')).toBe('lazy');
    expect(band.textContent).toContain('Variant:Silver');
    expect(band.textContent).toContain('Size:14');
    expect(band.textContent).toContain('Price: ₹1,767');
    expect(within(band).getByText('Meena')).toBeTruthy();
    expect(band.textContent).toContain('Engraving (Script):');

    expect(pendant.textContent).toContain('₹4,500');
    expect(pendant.textContent).toContain('Line total: ₹9,000');
    expect(pendant.textContent).not.toContain('Variant');
    expect(pendant.textContent).not.toContain('Size');

    expect(anklet.textContent).toContain('Price on request');
    expect(anklet.textContent).not.toContain('Line total');
    expect(screen.getByText('Pieces priced on request are not in the total.')).toBeTruthy();
    expect(summary('Subtotal')).toBe('₹10,767');
    expect(screen.getByText('4 pieces')).toBeTruthy();
  });

  it('shows the preview of every kind of personalisation', () => {
    storeCart(
      line({
        id: '1',
        name: 'Fingerprint Ring',
        customization: {
          type: 'fingerprint',
          fileId: FILE_ID,
          uploadedFile: 'finger.png',
          fileData: THUMBNAIL,
        },
      }),
      line({
        id: '2',
        name: 'Photo Pendant',
        customization: {
          type: 'image',
          fileId: FILE_ID,
          uploadedFile: 'amma.jpg',
          fileData: '[kept on the server]',
        },
      }),
      line({
        id: '3',
        name: 'Poem Locket',
        customization: {
          type: 'pdf',
          fileId: FILE_ID,
          uploadedFile: 'poem.pdf',
          fileData: '[kept on the server]',
        },
      }),
      line({
        id: '4',
        name: 'Word Bracelet',
        customization: {
          type: 'text',
          text: 'Be brave',
          textOptions: { format: 'uppercase', style: 'bold' },
        },
      }),
      line({
        id: '5',
        name: 'Memory Pendant',
        customization: {
          type: 'combined',
          text: { content: 'Appa', font: 'serif', fontSize: 40 },
          file: { name: 'appa.jpg', type: 'image/jpeg', fileId: FILE_ID, data: THUMBNAIL },
        },
      }),
    );
    renderCart();
    const [fingerprint, image, pdf, text, combined] = screen.getAllByRole('listitem');
    if (!fingerprint || !image || !pdf || !text || !combined) throw new Error('five lines were expected');

    expect(
      within(fingerprint).getByRole('img', { name: 'Fingerprint: finger.png' }).getAttribute('src'),
    ).toBe(THUMBNAIL);
    // Storage kept only the placeholder: the picture comes from the server.
    expect(within(image).getByRole('img', { name: 'Image: amma.jpg' }).getAttribute('src')).toBe(
      `/api/files/${FILE_ID}`,
    );
    expect(within(pdf).getByRole('link', { name: 'View PDF (poem.pdf)' }).getAttribute('href')).toBe(
      `/api/files/${FILE_ID}`,
    );
    expect(text.textContent).toContain('Text (uppercase, bold): Be brave');
    expect(combined.textContent).toContain('Text (Serif): Appa');
    expect(within(combined).getByRole('img', { name: 'Image: appa.jpg' }).getAttribute('src')).toBe(
      THUMBNAIL,
    );
  });

  it('changes the totals as quantities go up and down, and keeps the minus at 1 disabled', async () => {
    storeCart(BAND, PENDANT);
    renderCart();
    expect(summary('Subtotal')).toBe('₹10,767');
    expect(summary('Shipping')).toBe('₹100');
    expect(summary('Total')).toBe('₹10,867');

    const fewerBands = screen.getByRole('button', {
      name: 'Decrease quantity of Classic Engraved Silver Band',
    });
    expect(fewerBands).toHaveProperty('disabled', true);
    await userEvent.click(
      screen.getByRole('button', { name: 'Increase quantity of Classic Engraved Silver Band' }),
    );
    expect(fewerBands).toHaveProperty('disabled', false);
    expect(screen.getByRole('group', { name: 'Quantity of Classic Engraved Silver Band' }).textContent).toBe(
      '2',
    );
    expect(summary('Subtotal')).toBe('₹12,534');
    expect(summary('Total')).toBe('₹12,634');

    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Heart Pendant' }));
    expect(summary('Subtotal')).toBe('₹8,034');
    expect(summary('Total')).toBe('₹8,134');
    expect(screen.getByRole('button', { name: 'Decrease quantity of Heart Pendant' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toMatchObject([
      { quantity: 2 },
      { quantity: 1 },
    ]);
  });

  it('removes a line, and shows the empty cart once the last one is gone', async () => {
    storeCart(BAND, PENDANT);
    renderCart();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Classic Engraved Silver Band' }));
    expect(screen.queryByRole('link', { name: 'Classic Engraved Silver Band' })).toBeNull();
    expect(summary('Total')).toBe('₹9,100');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));

    await userEvent.click(screen.getByRole('button', { name: 'Remove Heart Pendant' }));
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('clears the cart only once the shopper confirms', async () => {
    storeCart(BAND, PENDANT);
    renderCart();
    await userEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Empty your cart?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my cart' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, empty my cart' }));
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(localStorage.getItem('cartItems')).toBeNull();
  });

  it('answers a promo code plainly without changing the total', async () => {
    storeCart(PENDANT);
    renderCart();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Type a promo code first.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Promo code'), 'DIWALI10');
    expect(screen.queryByText('Type a promo code first.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('This promo code is not valid.')).toBeTruthy();
    expect(summary('Total')).toBe('₹9,100');
  });

  it('asks a guest to log in for 3 seconds, and Go to Login comes back to the cart', () => {
    fakeTimeouts();
    storeCart(PENDANT);
    const { address } = renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Login to Checkout' }));
    expect(screen.getByText('Please log in to complete your purchase')).toBeTruthy();
    passTime(2999);
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeTruthy();
    passTime(1);
    expect(screen.queryByText('Please log in to complete your purchase')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Login to Checkout' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Please log in to complete your purchase')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Login to Checkout' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(address()).toBe('/login');
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/cart');
  });

  it('keeps the notice while the keyboard is in it', () => {
    fakeTimeouts();
    storeCart(PENDANT);
    renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Login to Checkout' }));
    const goToLogin = screen.getByRole('button', { name: 'Go to Login' });
    act(() => goToLogin.focus());
    passTime(5000);
    expect(screen.getByText('Please log in to complete your purchase')).toBeTruthy();
    act(() => screen.getByRole('link', { name: 'Continue Shopping' }).focus());
    expect(screen.queryByText('Please log in to complete your purchase')).toBeNull();
  });

  it('shows a signed-in shopper the payment button, waiting for online payment', () => {
    storeSignedInSession();
    storeCart(PENDANT);
    renderCart();
    expect(screen.queryByRole('button', { name: 'Login to Checkout' })).toBeNull();
    const pay = screen.getByRole('button', { name: 'Pay with Razorpay' });
    expect(pay).toHaveProperty('disabled', true);
    expect(screen.getByText('Online payment opens soon. Your cart is kept for you.').id).toBe(
      pay.getAttribute('aria-describedby'),
    );
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });
});
