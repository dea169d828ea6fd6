import fs from 'node:fs/promises';
import type { ProductDetail } from '@shop/shared/catalogue-api';
import { COUPON_TEXTS, priceWithCoupon } from '@shop/shared/coupons';
import { formatPaise, formatPaiseWithPaise } from '@shop/shared/money';
import { pdfText } from './documents.ts';
import { expect, test } from './fixtures.ts';
import { setPasswordAndSignIn } from './owner.ts';
import { fillDeliveryAddress, shipTheOrder, signIn } from './paid-order.ts';

/** A gold piece of the demo shop priced from the day's rate (packages/demo-catalogue/src/demo-rates.ts). */
const GOLD_PIECE_ID = '14';
const SHIPPING_PAISE = 10_000;
// A code no other journey makes: codes are unique in the shop.
const CODE = `GOLD${Date.now().toString(36).toUpperCase()}`;

test('A shopper applies a coupon in the cart and pays the discounted total, and the invoice shows the discount', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}) => {
  test.slow();
  // The owner makes the code in the back office: 10 % off, from an order of ₹1,000.
  await setPasswordAndSignIn(page, 'coupons', 'ten off the gold today');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Coupons' }).click();
  await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
  await page.getByLabel('Code').fill(CODE.toLowerCase());
  await page.getByLabel('Percentage off').fill('10');
  await page.getByLabel('Minimum order (₹)').fill('1000');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByRole('status').filter({ hasText: COUPON_TEXTS.created(CODE) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(CODE) })).toContainText('10 %');
  await expectNoSeriousAxeFindings();
  const staffToken = await page.evaluate(() => localStorage.getItem('backOffice.sessionToken'));
  if (!staffToken) throw new Error('The back office kept no session');

  // The shopper puts the gold piece in the cart and applies the code.
  const { product } = (await (await request.get(`/api/products/${GOLD_PIECE_ID}`)).json()) as {
    product: ProductDetail;
  };
  const unit = product.priceBreakup;
  const priced = priceWithCoupon(
    [
      {
        unit: { taxablePaise: unit.taxablePaise, gstPaise: unit.gstPaise, totalPaise: unit.totalPaise },
        quantity: 1,
      },
    ],
    { kind: 'percent', value: 10 },
  );
  const total = priced.discountedSubtotalPaise + SHIPPING_PAISE;
  const shopper = {
    firstName: 'Kamala',
    lastName: 'Sundar',
    email: `coupon.${Date.now()}@example.in`,
    phoneNumber: '9876543210',
    password: 'gold10percent',
  };
  expect((await request.post('/register', { data: shopper })).status()).toBe(201);
  await signIn(page, shopper.email, shopper.password);
  await page.goto(`/product/${GOLD_PIECE_ID}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toBeVisible();
  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByLabel('Promo code').fill('NOSUCHCODE');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText(COUPON_TEXTS.unknown('NOSUCHCODE'))).toBeVisible();
  await summary.getByLabel('Promo code').fill(CODE.toLowerCase());
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText(COUPON_TEXTS.applied(CODE))).toBeVisible();
  await expect(summary.getByText(COUPON_TEXTS.discountLine(CODE))).toBeVisible();
  await expect(summary.getByText(`−${formatPaise(priced.discountPaise)}`)).toBeVisible();
  await expect(summary.getByText(formatPaise(total), { exact: true })).toBeVisible();
  await expectNoSeriousAxeFindings();

  // Checkout charges the discounted total.
  await page.getByRole('button', { name: 'Pay with Razorpay' }).click();
  const details = page.getByRole('dialog', { name: 'Enter Your Details' });
  await details.getByLabel('Full name').fill('Kamala Sundar');
  await fillDeliveryAddress(details, {
    street: '5 North Chitrai Street',
    city: 'Madurai',
    state: 'Tamil Nadu',
    zipCode: '625001',
  });
  await details.getByRole('button', { name: 'Proceed to Payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Test payment' });
  await expect(payment.getByText(formatPaise(total))).toBeVisible();
  await payment.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment successful! Your order has been placed.')).toBeVisible();

  // The order ships, and its tax invoice shows the discount and the lowered taxable value.
  await page.goto('/profile?tab=orders');
  await page
    .getByRole('tabpanel', { name: 'Orders' })
    .getByRole('link', { name: /Order [0-9A-F]{8}/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').at(-1) ?? '';
  await shipTheOrder(request, staffToken, orderId, { trackingNumber: 'EE555666888IN' });
  await page.reload();
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Documents' })
    .getByRole('link', { name: /^Download tax invoice VT\// })
    .click();
  const text = await pdfText(await fs.readFile(await (await downloading).path()));
  const [line] = priced.lines;
  if (!line) throw new Error('No line priced');
  const shippingTaxable = 9_709;
  expect(text).toContain(
    `${COUPON_TEXTS.documentDiscount} -${formatPaiseWithPaise(priced.taxableDiscountPaise)}`,
  );
  expect(text).toContain(`Taxable value ${formatPaiseWithPaise(line.taxablePaise + shippingTaxable)}`);
  expect(text).toContain(
    COUPON_TEXTS.documentLineDiscount(
      formatPaiseWithPaise(line.discountPaise),
      formatPaiseWithPaise(unit.taxablePaise),
      formatPaiseWithPaise(line.taxablePaise),
    ),
  );
  expect(text).toContain('CGST 1.5 %');
  expect(text).toContain(`Total ${formatPaiseWithPaise(total)}`);

  // The back office counts the use now that the order is paid.
  const coupons = (await (
    await request.get('/api/admin/coupons', { headers: { authorization: `Bearer ${staffToken}` } })
  ).json()) as { coupons: { code: string; uses: number }[] };
  expect(coupons.coupons.find((coupon) => coupon.code === CODE)?.uses).toBe(1);
});
