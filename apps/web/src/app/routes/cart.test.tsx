import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import { addLine, type CartLine, type NewCartLine } from '@shop/shared/cart';
import { PAYMENT_TEXTS } from '@shop/shared/checkout';
import { COUPON_CHECKOUT_WINDOW_SECONDS } from '@shop/shared/coupons';
import { whatsappConsentText, WHATSAPP_TEXTS } from '@shop/shared/whatsapp';
import {
  profileAnswer,
  sampleProfile,
  storeSignedInSession,
} from '../../features/accounts/testing/session.ts';
import { renderPages, serveRequests } from '../../testing/render-route.tsx';
import { eventually, fakeTimeouts, passTime } from '../../testing/timers.ts';
import type { CheckoutOptions, PaymentFailure } from '../../features/checkout/checkout-script.ts';
import CartRoute from './cart.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.Razorpay;
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

  it('applies a promo code from the server’s answer, and shows its refusal under the box', async () => {
    storeCart(PENDANT);
    const sent = serveRequests({
      'POST /api/coupons/quote': () =>
        (sent.at(-1)?.body as { code: string }).code.toUpperCase() === 'DIWALI10'
          ? {
              body: {
                success: true,
                message: 'Coupon DIWALI10 applied.',
                code: 'DIWALI10',
                subtotalPaise: 900_000,
                discountPaise: 92_700,
                shippingPaise: 10_000,
                totalPaise: 817_300,
              },
            }
          : {
              status: 409,
              body: { success: false, message: 'The coupon PONGAL is switched off.' },
            },
    });
    renderCart();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Type a promo code first.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText('Promo code'), 'pongal');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The coupon PONGAL is switched off.')).toBeTruthy();
    expect(summary('Total')).toBe('₹9,100');

    await user.clear(screen.getByLabelText('Promo code'));
    await user.type(screen.getByLabelText('Promo code'), ' diwali10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon DIWALI10 applied.')).toBeTruthy();
    expect(sent.at(-1)?.body).toEqual({
      code: 'diwali10',
      items: [{ productId: '202', quantity: 2 }],
    });
    expect(screen.queryByText('The coupon PONGAL is switched off.')).toBeNull();
    expect(summary('Discount (DIWALI10)')).toBe('−₹927');
    expect(summary('Total')).toBe('₹8,173');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('Discount (DIWALI10)')).toBeNull();
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

  it('shows a signed-in shopper Pay with Razorpay instead of the login button', () => {
    storeSignedInSession();
    storeCart(PENDANT);
    serveRequests({});
    renderCart();
    expect(screen.queryByRole('button', { name: 'Login to Checkout' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay with Razorpay' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });
});

describe('checking out', () => {
  const DETAILS = {
    'Street address': '14 South Car Street',
    City: 'Madurai',
    State: 'Tamil Nadu',
    'ZIP code': '625001',
    'Phone number': '9876543210',
    Email: 'meena@example.in',
  };

  async function enterDetails(
    user: ReturnType<typeof userEvent.setup>,
    values: Record<string, string> = DETAILS,
  ) {
    await user.click(screen.getByRole('button', { name: 'Pay with Razorpay' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter Your Details' });
    for (const [label, value] of Object.entries(values)) {
      const input = within(dialog).getByLabelText(label);
      await user.clear(input);
      await user.type(input, value);
    }
    return dialog;
  }

  /** The provider's window: it answers at once as the shopper would, by paying or failing. */
  function providerWindow(outcome: 'pay' | 'fail' | 'close' | 'stay open') {
    const opened: CheckoutOptions[] = [];
    class FakeRazorpay {
      private failed: ((failure: PaymentFailure) => void)[] = [];
      constructor(private readonly options: CheckoutOptions) {
        opened.push(options);
      }
      on(_event: string, listener: (failure: PaymentFailure) => void) {
        this.failed.push(listener);
      }
      open() {
        if (outcome === 'pay') {
          this.options.handler({
            razorpay_order_id: this.options.order_id,
            razorpay_payment_id: 'pay_1',
            razorpay_signature: 'signed',
          });
        } else if (outcome === 'fail') {
          for (const listener of this.failed) listener({ error: { description: 'Card declined' } });
        } else if (outcome === 'close') this.options.modal?.ondismiss?.();
      }
    }
    // On the page itself, as the provider's script leaves it: nothing is loaded.
    window.Razorpay = FakeRazorpay;
    return opened;
  }

  const PAYMENT_CALLS = {
    '/api/api/razorpay-key': {
      body: { success: true, key: 'rzp_test_shop', checkoutScript: '/checkout.js' },
    },
    'POST /api/api/create-razorpay-order': {
      body: {
        success: true,
        message: 'Order created',
        order: { id: 'order_1', amount: 910_000, currency: 'INR', receipt: 'shop-order-1' },
      },
    },
    'POST /api/api/verify-payment': {
      body: { success: true, message: 'Payment verified successfully', orderId: 'shop-order-1' },
    },
    'POST /api/orders': { body: { success: true, orderId: 'shop-order-1', message: 'Order saved' } },
    '/api/config': { body: { success: true, googleClientId: null, whatsappUpdates: true } },
  };

  it('refuses incomplete details with the spec’s messages, and an error clears when its field is edited', async () => {
    storeSignedInSession();
    storeCart(PENDANT);
    serveRequests({});
    renderCart();
    const user = userEvent.setup();
    const dialog = await enterDetails(user, { 'ZIP code': '6250' });
    expect((within(dialog).getByLabelText('Full name') as HTMLInputElement).value).toBe('Meena Sundaram');
    expect((within(dialog).getByLabelText('Country') as HTMLSelectElement).value).toBe('India');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    for (const message of [
      'Email is required',
      'Phone number is required',
      'Street address is required',
      'City is required',
      'State is required',
      'Please enter a valid 6-digit ZIP code',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    await user.type(within(dialog).getByLabelText('City'), 'M');
    expect(within(dialog).queryByText('City is required')).toBeNull();
    expect(within(dialog).getByText('State is required')).toBeTruthy();
  });

  it('asks for the PAN, with the reason, only from an order of ₹2,00,000, and sends it upper-cased', async () => {
    storeSignedInSession();
    storeCart(PENDANT);
    const sent = serveRequests(PAYMENT_CALLS);
    providerWindow('stay open');
    const view = renderCart();
    const user = userEvent.setup();
    let dialog = await enterDetails(user);
    expect(within(dialog).queryByLabelText('PAN')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    view.unmount();

    storeCart(line({ id: '505', name: 'Temple Gold Necklace', price: 1_99_900 }));
    renderCart();
    dialog = await enterDetails(user);
    const pan = within(dialog).getByLabelText('PAN');
    expect(pan.getAttribute('aria-describedby')).toBe(
      within(dialog).getByText(/Indian tax rules ask for the buyer’s PAN on a purchase of ₹2,00,000 or more/)
        .id,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    expect(
      await within(dialog).findByText('Please enter your PAN: an order of ₹2,00,000 or more needs it.'),
    ).toBeTruthy();
    await user.type(pan, 'abcde12345');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    expect(
      await within(dialog).findByText(/A PAN is 10 characters: 5 letters, 4 digits and a letter/),
    ).toBeTruthy();
    await user.clear(pan);
    await user.type(pan, 'abcde1234f');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    await eventually(() =>
      expect(sent.find((request) => request.url === '/api/api/create-razorpay-order')?.body).toMatchObject({
        amount: 2_00_000,
        pan: 'ABCDE1234F',
      }),
    );
  });

  it('carries an applied promo code to checkout, with the total the server quoted', async () => {
    storeSignedInSession();
    storeCart(PENDANT);
    const sent = serveRequests({
      ...PAYMENT_CALLS,
      'POST /api/coupons/quote': {
        body: {
          success: true,
          message: 'Coupon DIWALI10 applied.',
          code: 'DIWALI10',
          subtotalPaise: 900_000,
          discountPaise: 92_700,
          shippingPaise: 10_000,
          totalPaise: 817_300,
        },
      },
    });
    providerWindow('stay open');
    renderCart();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Promo code'), 'DIWALI10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon DIWALI10 applied.')).toBeTruthy();
    // The signed-in shopper's own uses count: the session goes with the quote.
    expect(sent.find((request) => request.url === '/api/coupons/quote')?.authorization).toMatch(/^Bearer /);
    const dialog = await enterDetails(user);
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    await eventually(() =>
      expect(sent.find((request) => request.url === '/api/api/create-razorpay-order')?.body).toMatchObject({
        amount: 8_173,
        couponCode: 'DIWALI10',
      }),
    );
  });

  it('closes the window of an order holding a coupon’s use in time, and says when the code was used up while paying', async () => {
    storeSignedInSession();
    storeCart(PENDANT);
    const usedUp = PAYMENT_TEXTS.couponUsedUpWhilePaying('ONCEX');
    serveRequests({
      ...PAYMENT_CALLS,
      'POST /api/coupons/quote': {
        body: {
          success: true,
          message: 'Coupon ONCEX applied.',
          code: 'ONCEX',
          subtotalPaise: 900_000,
          discountPaise: 92_700,
          shippingPaise: 10_000,
          totalPaise: 817_300,
        },
      },
      'POST /api/api/create-razorpay-order': {
        body: {
          success: true,
          message: 'Order created',
          order: { id: 'order_1', amount: 817_300, currency: 'INR', receipt: 'shop-order-1' },
          checkoutTimeout: COUPON_CHECKOUT_WINDOW_SECONDS,
        },
      },
      'POST /api/api/verify-payment': { status: 409, body: { success: false, message: usedUp } },
    });
    const opened = providerWindow('pay');
    renderCart();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Promo code'), 'ONCEX');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon ONCEX applied.')).toBeTruthy();
    await user.click(within(await enterDetails(user)).getByRole('button', { name: 'Proceed to Payment' }));
    // The server's sentence, said once: it already begins with 'Payment verification failed'.
    expect(await screen.findByText(usedUp)).toBeTruthy();
    expect(opened[0]?.timeout).toBe(COUPON_CHECKOUT_WINDOW_SECONDS);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(1);
  });

  it('fills the details with what the profile knows, and never over what the shopper typed', async () => {
    storeSignedInSession();
    storeCart(PENDANT);
    serveRequests({
      'GET /user/profile': profileAnswer(
        sampleProfile({ address: '3 Gandhi Road', city: 'Chennai', postalCode: '600001', country: 'India' }),
      ),
    });
    renderCart();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pay with Razorpay' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter Your Details' });
    const value = (label: string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;
    await eventually(() => expect(value('Street address')).toBe('3 Gandhi Road'));
    expect(value('Full name')).toBe('Meena Sundaram');
    expect(value('Email')).toBe('meena@example.in');
    expect(value('Phone number')).toBe('9876543210');
    expect(value('City')).toBe('Chennai');
    expect(value('ZIP code')).toBe('600001');
    expect(value('State')).toBe('');
  });

  it('opens the details of a new account, whose profile has no address yet, with its fields empty', async () => {
    storeSignedInSession();
    storeCart(PENDANT);
    serveRequests({
      'GET /user/profile': profileAnswer(
        sampleProfile({ address: null, city: null, postalCode: null, country: null }),
      ),
    });
    renderCart();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pay with Razorpay' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter Your Details' });
    const value = (label: string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;
    await eventually(() => expect(value('Full name')).toBe('Meena Sundaram'));
    expect(value('Street address')).toBe('');
    expect(value('ZIP code')).toBe('');
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('pays, has the server verify, empties the cart and shows the confirmation', async () => {
    storeSignedInSession();
    storeCart(BAND, PENDANT);
    const sent = serveRequests(PAYMENT_CALLS);
    const opened = providerWindow('pay');
    renderCart();
    const user = userEvent.setup();
    const dialog = await enterDetails(user);
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));

    expect(await screen.findByText('Payment successful! Your order has been placed.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Classic Engraved Silver Band/ }).textContent).toContain('₹1,767');
    expect(screen.getByText('Total paid').nextElementSibling?.textContent).toBe('₹10,867');
    expect(screen.getByRole('region', { name: 'Shipping address' }).textContent).toContain(
      '14 South Car Street',
    );
    expect(screen.getByRole('button', { name: 'Print Order' })).toBeTruthy();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(await screen.findByText('Order has been saved successfully')).toBeTruthy();
    expect(localStorage.getItem('lastOrderId')).toBe('shop-order-1');
    const saves = sent.filter((request) => request.url === '/api/orders');
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({
      orderData: [
        {
          productName: 'Classic Engraved Silver Band',
          price: 1767,
          quantity: 1,
          size: '14',
          Variant: 'Silver',
        },
        { productName: 'Heart Pendant', price: 4500, quantity: 2, total: 9000, size: 'Standard' },
      ],
      paymentDetails: { paymentId: 'pay_1', status: 'Successful', method: 'Razorpay' },
    });

    const create = sent.find((request) => request.url === '/api/api/create-razorpay-order');
    expect(create).toMatchObject({
      authorization: 'Bearer token-1',
      body: {
        amount: 10_867,
        currency: 'INR',
        items: [
          { productId: '101', quantity: 1, size: '14', variant: 'Silver', customization: BAND.customization },
          { productId: '202', quantity: 2 },
        ],
        customerDetails: { name: 'Meena Sundaram', zipCode: '625001', country: 'India' },
      },
    });
    expect(opened[0]).toMatchObject({ key: 'rzp_test_shop', order_id: 'order_1', amount: 910_000 });
    expect(sent.find((request) => request.url === '/api/api/verify-payment')?.body).toEqual({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'signed',
    });
  });

  async function payForCart(...lines: NewCartLine[]) {
    storeSignedInSession();
    storeCart(...lines);
    serveRequests(PAYMENT_CALLS);
    providerWindow('pay');
    renderCart();
    const user = userEvent.setup();
    await user.click(within(await enterDetails(user)).getByRole('button', { name: 'Proceed to Payment' }));
    await screen.findByText('Payment successful! Your order has been placed.');
    return user;
  }

  it('keeps the paid order in this browser’s order history, with the customer’s name and e-mail only', async () => {
    await payForCart(BAND, PENDANT);
    const [kept, ...others] = JSON.parse(localStorage.getItem('orders') ?? '[]') as Record<string, unknown>[];
    expect(others).toHaveLength(0);
    expect(kept).toMatchObject({
      orderId: 'shop-order-1',
      paymentId: 'pay_1',
      signature: 'signed',
      amount: 10_767,
      shipping: 100,
      totalAmount: 10_867,
      currency: 'INR',
      status: 'paid',
      customer: { name: 'Meena Sundaram', email: 'meena@example.in' },
      items: [
        {
          productId: '101',
          name: 'Classic Engraved Silver Band',
          customization: { type: 'engraving', details: 'Meena (Script, size 40)' },
        },
        { productId: '202', quantity: 2, total: 9000, variant: 'Standard' },
      ],
    });
    expect(kept?.customer).not.toHaveProperty('phone');
  });

  it('says the order history was cleared when the browser’s storage is full', async () => {
    localStorage.setItem('orders', JSON.stringify([{ orderId: 'older-order' }]));
    // The browser refuses the history with the older order in it, as a full storage does.
    const setItem = localStorage.setItem.bind(localStorage);
    vi.spyOn(localStorage, 'setItem').mockImplementation((key, value) => {
      if (key === 'orders' && value.includes('older-order')) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      setItem(key, value);
    });
    await payForCart(PENDANT);
    expect(screen.getByText('Unable to save order: Storage is full. Clearing previous orders.')).toBeTruthy();
    const kept = JSON.parse(localStorage.getItem('orders') ?? '[]') as { orderId: string }[];
    expect(kept.map((order) => order.orderId)).toEqual(['shop-order-1']);
    vi.restoreAllMocks();
  });

  it('opens the order details with the customer, address, payment, pieces and the saved line', async () => {
    const user = await payForCart(BAND, PENDANT);
    await user.click(screen.getByRole('button', { name: 'Order details' }));
    const details = screen.getByRole('dialog', { name: 'Order details' });
    expect(await within(details).findByText('Order has been saved successfully')).toBeTruthy();
    for (const text of [
      'Meena Sundaram',
      'meena@example.in',
      '9876543210',
      'pay_1',
      'Successful',
      'Razorpay',
    ]) {
      expect(within(details).getAllByText(text).length, text).toBeGreaterThan(0);
    }
    expect(within(details).getByText('14 South Car Street', { exact: false })).toBeTruthy();
    // The engraving in its font, and a plain piece said to be plain.
    expect(within(details).getByText('Meena')).toBeTruthy();
    expect(within(details).getByText('No customization for this order')).toBeTruthy();
    expect(within(details).getByText('Standard · Size Standard')).toBeTruthy();
    await user.click(within(details).getByRole('button', { name: 'Close order details' }));
    expect(screen.queryByRole('dialog', { name: 'Order details' })).toBeNull();
  });

  it('shows the order could not be saved when the server refuses it', async () => {
    storeSignedInSession();
    storeCart(PENDANT);
    serveRequests({
      ...PAYMENT_CALLS,
      'POST /api/orders': {
        status: 404,
        body: { success: false, message: 'There is no paid order for this payment.' },
      },
    });
    providerWindow('pay');
    renderCart();
    const user = userEvent.setup();
    await user.click(within(await enterDetails(user)).getByRole('button', { name: 'Proceed to Payment' }));
    expect(
      await screen.findByText('Error saving order: There is no paid order for this payment.'),
    ).toBeTruthy();
    expect(localStorage.getItem('lastOrderId')).toBeNull();
  });

  it('goes back to the emptied cart when the confirmation is closed', async () => {
    const user = await payForCart(PENDANT);
    await user.click(screen.getByRole('button', { name: 'Close order confirmation' }));
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
  });

  it('says Processing... for as long as the payment window is open', async () => {
    storeSignedInSession();
    storeCart(PENDANT);
    serveRequests(PAYMENT_CALLS);
    providerWindow('stay open');
    renderCart();
    const user = userEvent.setup();
    await user.click(within(await enterDetails(user)).getByRole('button', { name: 'Proceed to Payment' }));
    const processing = await screen.findByRole('button', { name: 'Processing...' });
    // The details dialog reports its closing after payment has begun; that must not end it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(processing).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBe(processing);
  });

  it('keeps the cart and says so when the payment fails', async () => {
    storeSignedInSession();
    storeCart(PENDANT);
    serveRequests(PAYMENT_CALLS);
    providerWindow('fail');
    renderCart();
    const user = userEvent.setup();
    await user.click(within(await enterDetails(user)).getByRole('button', { name: 'Proceed to Payment' }));
    expect(
      await screen.findByText('There was an issue processing your payment. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay with Razorpay' })).toHaveProperty('disabled', false);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(1);
  });

  it('says what the server said when it refuses the order, and keeps the cart', async () => {
    storeSignedInSession();
    storeCart(PENDANT);
    serveRequests({
      ...PAYMENT_CALLS,
      'POST /api/api/create-razorpay-order': {
        status: 409,
        body: { success: false, message: 'The total of your cart is now ₹9,200.' },
      },
    });
    providerWindow('pay');
    renderCart();
    const user = userEvent.setup();
    await user.click(within(await enterDetails(user)).getByRole('button', { name: 'Proceed to Payment' }));
    expect(
      await screen.findByText('Payment initialization failed: The total of your cart is now ₹9,200.'),
    ).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(1);
  });

  it('sends the order as a gift: the message, counted as a person counts, and the free wrap', async () => {
    storeSignedInSession();
    storeCart(BAND);
    const sent = serveRequests(PAYMENT_CALLS);
    providerWindow('stay open');
    renderCart();
    const user = userEvent.setup();
    const dialog = await enterDetails(user);
    expect(within(dialog).queryByLabelText('Gift message (optional)')).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: /This is a gift/ }));
    expect(within(dialog).getByText('Gift wrap is free.')).toBeTruthy();
    const message = within(dialog).getByLabelText('Gift message (optional)');
    await user.type(message, 'Happy birthday 🎂');
    expect(within(dialog).getByText('16 of 200 characters')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: /Gift wrap it/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    await eventually(() =>
      expect(sent.find((request) => request.url === '/api/api/create-razorpay-order')?.body).toMatchObject({
        amount: 1867,
        gift: { message: 'Happy birthday 🎂', wrap: true },
      }),
    );
  });

  it('refuses a gift message longer than 200 characters or with a control or a direction override, and sends nothing', async () => {
    storeSignedInSession();
    storeCart(BAND);
    const sent = serveRequests(PAYMENT_CALLS);
    providerWindow('stay open');
    renderCart();
    const user = userEvent.setup();
    const dialog = await enterDetails(user);
    await user.click(within(dialog).getByRole('checkbox', { name: /This is a gift/ }));
    const message = within(dialog).getByLabelText('Gift message (optional)');
    fireEvent.input(message, { target: { value: 'a'.repeat(201) } });
    expect(within(dialog).getByText('201 of 200 characters')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    expect(
      await within(dialog).findByText(
        'A gift message can be at most 200 characters; yours has 201. Please shorten it.',
      ),
    ).toBeTruthy();
    const refused =
      'Gift message contains a character the shop cannot keep (an invisible control, a text-direction override or a broken character); please type it again without it.';
    fireEvent.input(message, { target: { value: 'Ring\u0007 for you' } });
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    expect(await within(dialog).findByText(refused)).toBeTruthy();
    fireEvent.input(message, { target: { value: 'Happy \u202eyadhtrib\u202c Amma' } });
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
    expect(await within(dialog).findByText(refused)).toBeTruthy();
    expect(sent.some((request) => request.url === '/api/api/create-razorpay-order')).toBe(false);
  });

  it('sends no gift when the box is not ticked, and opens the window without UPI Collect', async () => {
    storeSignedInSession();
    storeCart(PENDANT);
    const sent = serveRequests(PAYMENT_CALLS);
    const opened = providerWindow('stay open');
    renderCart();
    const user = userEvent.setup();
    await user.click(within(await enterDetails(user)).getByRole('button', { name: 'Proceed to Payment' }));
    await eventually(() => expect(opened).toHaveLength(1));
    const create = sent.find((request) => request.url === '/api/api/create-razorpay-order');
    expect(create?.body).not.toHaveProperty('gift');
    expect(opened[0]?.config).toEqual({
      display: { hide: [{ method: 'upi', flows: ['collect'] }], preferences: { show_default_blocks: true } },
    });
  });

  describe('the box for updates on WhatsApp', () => {
    const box = (dialog: HTMLElement, phone: string) =>
      within(dialog).getByRole('checkbox', { name: whatsappConsentText(phone) }) as HTMLInputElement;

    it('is not ticked beforehand, names the number as it is typed, and waits with a hint for a number', async () => {
      storeSignedInSession();
      storeCart(PENDANT);
      serveRequests(PAYMENT_CALLS);
      renderCart();
      const user = userEvent.setup();
      const dialog = await enterDetails(user, { 'Phone number': '9876543210' });
      expect(box(dialog, '9876543210').checked).toBe(false);
      expect(within(dialog).getByText(whatsappConsentText('9876543210')).textContent).toBe(
        'Send me updates about my orders on WhatsApp at +91 98765 43210. We send order, proof, shipping, refund and complaint updates there, never marketing. Reply STOP to end them.',
      );

      const phone = within(dialog).getByLabelText('Phone number');
      await user.clear(phone);
      await user.type(phone, '98401');
      expect(within(dialog).queryByRole('checkbox', { name: /WhatsApp/ })).toBeNull();
      expect(within(dialog).getByText(WHATSAPP_TEXTS.checkoutNeedsPhone)).toBeTruthy();
      await user.type(phone, '23456');
      expect(box(dialog, '9840123456').checked).toBe(false);
    });

    it('sends whatsappUpdates with the order: true once ticked, false when left alone', async () => {
      storeSignedInSession();
      storeCart(PENDANT);
      const sent = serveRequests(PAYMENT_CALLS);
      providerWindow('stay open');
      const view = renderCart();
      const user = userEvent.setup();
      let dialog = await enterDetails(user);
      await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
      await eventually(() =>
        expect(sent.find((request) => request.url === '/api/api/create-razorpay-order')?.body).toMatchObject({
          whatsappUpdates: false,
          // Bought on the English pages: its mails come in English.
          language: 'en',
        }),
      );
      view.unmount();

      sent.length = 0;
      renderCart();
      dialog = await enterDetails(user);
      await user.click(box(dialog, '9876543210'));
      await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
      await eventually(() =>
        expect(sent.find((request) => request.url === '/api/api/create-razorpay-order')?.body).toMatchObject({
          customerDetails: { phone: '9876543210' },
          whatsappUpdates: true,
        }),
      );
    });

    it('is not offered where the shop sends no WhatsApp updates', async () => {
      storeSignedInSession();
      storeCart(PENDANT);
      const sent = serveRequests({
        ...PAYMENT_CALLS,
        '/api/config': { body: { success: true, googleClientId: null, whatsappUpdates: false } },
      });
      providerWindow('stay open');
      renderCart();
      const user = userEvent.setup();
      const dialog = await enterDetails(user);
      await eventually(() => expect(sent.some((request) => request.url === '/api/config')).toBe(true));
      expect(within(dialog).queryByRole('checkbox', { name: whatsappConsentText('9876543210') })).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
      await eventually(() =>
        expect(sent.find((request) => request.url === '/api/api/create-razorpay-order')?.body).toMatchObject({
          whatsappUpdates: false,
        }),
      );
    });

    it('drops the tick when the number it named is no longer typed', async () => {
      storeSignedInSession();
      storeCart(PENDANT);
      const sent = serveRequests(PAYMENT_CALLS);
      providerWindow('stay open');
      renderCart();
      const user = userEvent.setup();
      const dialog = await enterDetails(user);
      await user.click(box(dialog, '9876543210'));
      const phone = within(dialog).getByLabelText('Phone number');
      await user.type(phone, '{Backspace}');
      await user.type(phone, '1');
      expect(box(dialog, '9876543211').checked).toBe(false);
      await user.click(within(dialog).getByRole('button', { name: 'Proceed to Payment' }));
      await eventually(() =>
        expect(sent.find((request) => request.url === '/api/api/create-razorpay-order')?.body).toMatchObject({
          whatsappUpdates: false,
        }),
      );
    });
  });
});
