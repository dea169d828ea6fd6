import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { SHIPPING_PAISE } from '@shop/shared/cart';
import type { Product } from '@shop/shared/catalogue-api';
import type { Customization } from '@shop/shared/personalisation-schema';
import { rupeesToPaise } from '@shop/shared/money';
import { expect } from './fixtures.ts';

export interface Shopper {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
}

/**
 * A shopper signs up and pays for one piece in stock with the test provider, through the
 * shop's own calls (the browser's way is e2e/shopper-pays-with-the-test-provider.spec.ts).
 * Answers the piece and the shop's order id.
 */
export async function aPaidOrder(
  request: APIRequestContext,
  shopper: Shopper,
  piece: {
    search: string;
    size?: string;
    customization?: Customization;
    couponCode?: string;
    /** The checkout's box for updates on WhatsApp at the shopper's phone, ticked. */
    whatsappUpdates?: boolean;
  },
): Promise<{ product: Product; orderId: string; reference: string }> {
  const registered = await request.post('/register', { data: shopper });
  expect(registered.status()).toBe(201);
  const headers = { authorization: `Bearer ${((await registered.json()) as { token: string }).token}` };
  const search = (await (
    await request.get(`/api/products/search?${piece.search}&inStock=true&limit=1`)
  ).json()) as { products: Product[] };
  const product = search.products[0];
  if (!product) throw new Error(`The demo catalogue has no piece in stock for ${piece.search}`);

  const line = { productId: product._id, quantity: 1, size: piece.size, customization: piece.customization };
  // With a coupon, the total the cart would show: the shop's quote.
  const totalPaise =
    piece.couponCode === undefined
      ? rupeesToPaise(product.price) + SHIPPING_PAISE
      : (
          (await (
            await request.post('/api/coupons/quote', { data: { code: piece.couponCode, items: [line] } })
          ).json()) as { totalPaise: number }
        ).totalPaise;
  const created = await request.post('/api/api/create-razorpay-order', {
    headers,
    data: {
      amount: totalPaise / 100,
      currency: 'INR',
      receipt: 'journey',
      items: [line],
      couponCode: piece.couponCode,
      whatsappUpdates: piece.whatsappUpdates,
      customerDetails: {
        name: `${shopper.firstName} ${shopper.lastName}`,
        email: shopper.email,
        phone: shopper.phoneNumber,
        address: '5 Temple Street',
        city: 'Thanjavur',
        state: 'Tamil Nadu',
        zipCode: '613001',
        country: 'India',
      },
    },
  });
  expect(created.status()).toBe(200);
  const { order } = (await created.json()) as { order: { id: string; receipt: string } };
  const paid = await request.post('/api/test-payments/pay', { data: { order_id: order.id } });
  const verified = await request.post('/api/api/verify-payment', { headers, data: await paid.json() });
  expect(verified.status()).toBe(200);
  return { product, orderId: order.receipt, reference: order.receipt.slice(0, 8).toUpperCase() };
}

/** The shopper signs in on the shop's sign-in page and lands on the home page. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * The shop makes a paid order and ships it, and delivers it when asked: the back office's steps,
 * taken through its calls with a member of staff's session token.
 */
export async function shipTheOrder(
  request: APIRequestContext,
  staffToken: string | null,
  orderId: string,
  { trackingNumber, delivered = false }: { trackingNumber: string; delivered?: boolean },
) {
  const steps: object[] = [
    { to: 'in_making' },
    { to: 'quality_check' },
    { to: 'shipped', shipment: { courier: 'India Post', trackingNumber } },
  ];
  if (delivered) steps.push({ to: 'delivered' });
  for (const step of steps) {
    const answer = await request.post(`/api/admin/orders/${orderId}/steps`, {
      headers: { authorization: `Bearer ${staffToken}` },
      data: step,
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
}

/** What the checkout's dialog says, in the page's language: the specification's words in English. */
export interface CheckoutWords {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  proceed: string;
  paid: string;
}

const ENGLISH_CHECKOUT: CheckoutWords = {
  street: 'Street address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  proceed: 'Proceed to Payment',
  paid: 'Payment successful! Your order has been placed.',
};

/** The delivery address of the checkout's "Enter Your Details" dialog, as the shopper types it. */
export async function fillDeliveryAddress(
  details: Locator,
  address: { street: string; city: string; state: string; zipCode: string },
  words: CheckoutWords = ENGLISH_CHECKOUT,
) {
  await details.getByLabel(words.street).fill(address.street);
  await details.getByLabel(words.city, { exact: true }).fill(address.city);
  await details.getByLabel(words.state, { exact: true }).fill(address.state);
  await details.getByLabel(words.zipCode).fill(address.zipCode);
}

/** The details are entered: the shopper goes on to the test payment window and pays. */
export async function proceedAndPay(page: Page, details: Locator, words: CheckoutWords = ENGLISH_CHECKOUT) {
  await details.getByRole('button', { name: words.proceed }).click();
  await page
    .getByRole('dialog', { name: 'Test payment' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expect(page.getByText(words.paid)).toBeVisible();
}
