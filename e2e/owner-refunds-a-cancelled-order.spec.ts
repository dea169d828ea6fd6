import type { APIRequestContext, Page } from '@playwright/test';
import { SHIPPING_PAISE } from '@shop/shared/cart';
import type { Product } from '@shop/shared/catalogue-api';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import { expect, test } from './fixtures.ts';
import { mailToContaining } from './mail.ts';
import { setPasswordAndSignIn } from './owner.ts';

/** A shopper pays for a pendant through the shop's own calls and the test provider. */
async function aPaidOrder(request: APIRequestContext, email: string, name: string) {
  const registered = await request.post('/register', {
    data: { firstName: name, lastName: 'Pillai', email, phoneNumber: '9123456780', password: 'silver925' },
  });
  expect(registered.status()).toBe(201);
  const headers = { authorization: `Bearer ${((await registered.json()) as { token: string }).token}` };
  const search = (await (await request.get('/api/products/search?inStock=true&limit=1')).json()) as {
    products: Product[];
  };
  const piece = search.products[0];
  if (!piece) throw new Error('The demo catalogue has no piece in stock');
  const totalPaise = rupeesToPaise(piece.price) + SHIPPING_PAISE;
  const created = await request.post('/api/api/create-razorpay-order', {
    headers,
    data: {
      amount: totalPaise / 100,
      currency: 'INR',
      receipt: 'refund-journey',
      items: [{ productId: piece._id, quantity: 1 }],
      customerDetails: {
        name: `${name} Pillai`,
        email,
        phone: '9123456780',
        address: '3 Beach Road',
        city: 'Kollam',
        state: 'Kerala',
        zipCode: '691001',
        country: 'India',
      },
    },
  });
  expect(created.status()).toBe(200);
  const { order } = (await created.json()) as { order: { id: string; receipt: string } };
  const paid = await request.post('/api/test-payments/pay', { data: { order_id: order.id } });
  expect((await request.post('/api/api/verify-payment', { headers, data: await paid.json() })).status()).toBe(
    200,
  );
  return { orderId: order.receipt, reference: order.receipt.slice(0, 8).toUpperCase(), totalPaise };
}

async function refund(page: Page, amount: string | undefined, reason: string) {
  const section = page.getByRole('region', { name: 'Cancel or refund' });
  await section.getByRole('button', { name: 'Refund' }).click();
  const dialog = section.getByRole('alertdialog', { name: 'Confirm the refund' });
  if (amount !== undefined) await dialog.getByLabel('Amount (₹)').fill(amount);
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm refund' }).click();
}

test('Owner refunds a cancelled order', async ({ page, request, expectNoSeriousAxeFindings }) => {
  // Two shoppers sign up and pay, and two refunds wait for the provider's webhook: on two
  // busy cores that is more than the default half minute.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const anjali = `anjali.${stamp}@example.in`;
  const first = await aPaidOrder(request, anjali, 'Anjali');

  await setPasswordAndSignIn(page, 'refunds', 'refunds come from the owner');

  await page.goto(`/admin/orders/${first.orderId}`);
  await expect(page.getByRole('heading', { name: `Order ${first.reference}` })).toBeVisible();

  // Cancelled: one click and a confirmation; the customer is told, and the payment waits.
  const ending = page.getByRole('region', { name: 'Cancel or refund' });
  await ending.getByRole('button', { name: 'Cancel order' }).click();
  const cancelDialog = ending.getByRole('alertdialog', { name: 'Confirm the cancellation' });
  await expect(cancelDialog).toContainText('refund it afterwards');
  await cancelDialog.getByLabel('Reason (optional, for the shop)').fill('The customer chose another design');
  await expectNoSeriousAxeFindings();
  await cancelDialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Cancelled');
  await expect(timeline).toContainText('The customer chose another design');
  await expect(ending.getByRole('button', { name: 'Cancel order' })).toBeHidden();
  expect(await mailToContaining(anjali, 'Your order has been cancelled.')).toMatch(
    /^Subject: Your Velli & Thangam order \w{8}: cancelled\r?$/m,
  );

  // A part first: the amount offered is all that was paid, and the owner changes it.
  await ending.getByRole('button', { name: 'Refund' }).click();
  await expect(ending.getByLabel('Amount (₹)')).toHaveValue(String(first.totalPaise / 100));
  await ending.getByRole('button', { name: 'Back' }).click();
  await refund(page, '500', 'Making charges kept back');
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText(`₹500 · Processed · Making charges kept back`);
  await expect(page.getByText(`Refunded ₹500 of ${formatPaise(first.totalPaise)}`).first()).toBeVisible();
  await expect(timeline).toContainText('Refund of ₹500 processed');
  // Refunded before it shipped: a refund voucher against the payment's receipt voucher.
  await expect(payment.getByText(/^Receipt voucher VT\/R\/\d{2}-\d{2}\/\d{5}: ₹/)).toBeVisible();
  await expect(payment.getByText(/^Refund voucher VT\/RF\/\d{2}-\d{2}\/\d{4}: ₹500,/)).toBeVisible();
  expect(
    await mailToContaining(anjali, 'We have refunded ₹500 to the card or account you paid with.'),
  ).toContain(`So far ₹500 of the ${formatPaise(first.totalPaise)} you paid has been refunded.`);
  await expectNoSeriousAxeFindings();

  // More than is left is refused by the server, with what is left.
  const left = first.totalPaise - 50_000;
  await refund(page, String(left / 100 + 1), 'Too much');
  await expect(ending.getByRole('alert')).toHaveText(
    `At most ${formatPaise(left)} is left to refund on this order.`,
  );
  await ending.getByRole('button', { name: 'Back' }).click();

  // Then the rest, as offered: the order is refunded, and nothing more is offered.
  await refund(page, undefined, 'The rest after all');
  await expect(page.getByRole('heading', { name: `Order ${first.reference}` }).locator('..')).toContainText(
    'Refunded',
  );
  await expect(payment).toContainText(
    `Refunded ${formatPaise(first.totalPaise)} of ${formatPaise(first.totalPaise)}`,
  );
  await expect(ending).toBeHidden();
  await expectNoSeriousAxeFindings();

  // On a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(payment).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousAxeFindings();

  // Refund another order, still being made, whole: it ends refunded without being cancelled.
  const second = await aPaidOrder(request, `ravi.${stamp}@example.in`, 'Ravi');
  await page.goto('/admin/orders?status=paid');
  await page.getByRole('link', { name: second.reference }).click();
  await refund(page, undefined, 'Could not be made in time');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(
    `Refunded ${formatPaise(second.totalPaise)} of ${formatPaise(second.totalPaise)}`,
  );
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Refunded');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.goto('/admin/orders?status=refunded');
  await expect(page.getByLabel('Status')).toHaveValue('refunded');
  await expect(page.getByRole('link', { name: second.reference })).toBeVisible();
  await expect(page.getByRole('link', { name: first.reference })).toBeVisible();
  await expectNoSeriousAxeFindings();
});
