import type { Locator, Page } from '@playwright/test';
import { COUPON_TEXTS } from '@shop/shared/coupons';
import { REVIEW_TEXTS } from '@shop/shared/reviews';
import { expect, test } from './fixtures.ts';
import { createOwnerBesideTheShop } from './owner.ts';
import { aPaidOrder, signIn } from './paid-order.ts';

/**
 * The WhatsApp bubble floats at the bottom right of every browsing page. On a phone the page
 * reaches the screen's right edge, so the bubble must keep off the figures a shopper reads and
 * the buttons and errors of the forms they fill (chat-button.tsx, index.css).
 */
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

const bubbleOf = (page: Page) =>
  page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });

/**
 * Scrolls the element to the height where the bubble floats, then holds that the bubble's box
 * and the element's do not meet (a bubble not shown meets nothing).
 */
async function expectClearOfTheBubble(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  // The bubble's middle: 16 px from the screen's foot, 56 px tall.
  await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height / 2 - (window.innerHeight - 44));
  });
  const bubble = bubbleOf(page);
  const bubbleBox = (await bubble.isVisible()) ? await bubble.boundingBox() : null;
  const targetBox = await target.boundingBox();
  if (!targetBox) throw new Error('The element has no box');
  // Truly under the bubble's height, so a bubble there would cover it.
  expect(targetBox.y + targetBox.height).toBeGreaterThan(PHONE.height - 72);
  if (bubbleBox) {
    const meet =
      bubbleBox.x < targetBox.x + targetBox.width &&
      targetBox.x < bubbleBox.x + bubbleBox.width &&
      bubbleBox.y < targetBox.y + targetBox.height &&
      targetBox.y < bubbleBox.y + bubbleBox.height;
    expect
      .soft(meet, `the bubble ${JSON.stringify(bubbleBox)} covers ${JSON.stringify(targetBox)}`)
      .toBe(false);
  }
}

test('On a phone the chat button covers no figure of an order, no button of the cart and no error of a form', async ({
  page,
  request,
}) => {
  test.slow();
  // The owner makes a coupon, and a shopper pays for an anklet with it.
  const owner = { email: `chat.${Date.now().toString(36)}@velli-thangam.example`, name: 'Chitra Bose' };
  const link = await createOwnerBesideTheShop(owner);
  const signedIn = await request.post('/api/admin/password', {
    data: { token: link.split('#')[1], password: 'the bubble keeps clear' },
  });
  expect(signedIn.status()).toBe(200);
  const { token: staffToken } = (await signedIn.json()) as { token: string };
  const code = `CHAT${Date.now().toString(36).toUpperCase()}`;
  const coupon = await request.post('/api/admin/coupons', {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { code, kind: 'flat', value: 50_000, minOrder: 0 },
  });
  expect(coupon.status()).toBe(201);
  const shopper = {
    firstName: 'Leela',
    lastName: 'Das',
    email: `chat.${Date.now().toString(36)}@example.in`,
    phoneNumber: '9876512345',
    password: 'silver925chat',
  };
  const { product, orderId } = await aPaidOrder(request, shopper, {
    search: 'category=anklet',
    couponCode: code,
  });

  // Browsing, the bubble is there.
  await signIn(page, shopper.email, shopper.password);
  await expect(bubbleOf(page)).toBeVisible();

  // The order's figures: the discount and the total paid.
  await page.goto(`/orders/${orderId}`);
  const pieces = page.getByRole('region', { name: 'Pieces' });
  await expectClearOfTheBubble(page, pieces.getByText(COUPON_TEXTS.discountLine(code)).locator('..'));
  await expectClearOfTheBubble(page, pieces.getByText('Total paid', { exact: true }).locator('..'));

  // The review form's error box, on the piece's page (the order is not delivered yet).
  await page.goto(`/product/${product._id}`);
  await expect(bubbleOf(page)).toBeVisible();
  const reviews = page.getByRole('region', { name: REVIEW_TEXTS.heading });
  await reviews.getByRole('radio', { name: '5 stars' }).check();
  await reviews.getByLabel(REVIEW_TEXTS.titleLabel).fill('Light on the ankle');
  await reviews.getByLabel(REVIEW_TEXTS.textLabel).fill('Worn every day since it came.');
  await reviews.getByRole('button', { name: REVIEW_TEXTS.submit }).click();
  const error = reviews.getByRole('alert').filter({ hasText: REVIEW_TEXTS.onlyBuyers }).locator('p');
  await expect(error).toHaveText(REVIEW_TEXTS.onlyBuyers);
  // A tap elsewhere: the shopper reads the error, in no field.
  await page.getByRole('heading', { level: 2, name: REVIEW_TEXTS.heading }).click();
  await expectClearOfTheBubble(page, error);

  // The cart's promo code and its Apply button.
  await page.goto('/product/14');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toBeVisible();
  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expectClearOfTheBubble(page, summary.getByRole('button', { name: 'Apply' }));
});
