import fs from 'node:fs/promises';
import { SHIPPING_PAISE } from '@shop/shared/cart';
import { DOCUMENT_TEXTS } from '@shop/shared/gst';
import { formatPaise, formatPaiseWithPaise, rupeesToPaise } from '@shop/shared/money';
import { RETURN_TEXTS } from '@shop/shared/returns';
import { pdfText } from './documents.ts';
import { expect, test } from './fixtures.ts';
import { mailToContaining } from './mail.ts';
import { ownerLinkPath } from './owner.ts';
import { aPaidOrder, signIn } from './paid-order.ts';

test('Customer cancels an order before making starts, and all of it is refunded', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}) => {
  // A payment, a refund and the provider's webhook on two busy cores.
  test.setTimeout(120_000);
  const shopper = {
    firstName: 'Kavitha',
    lastName: 'Suresh',
    email: `cancel.${Date.now().toString(36)}@example.in`,
    phoneNumber: '9876501234',
    password: 'silver925cancel',
  };
  const { orderId, product } = await aPaidOrder(request, shopper, { search: 'category=chain' });

  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, shopper.email, shopper.password);
  await page.goto(`/orders/${orderId}`);
  const panel = page.getByRole('region', { name: 'Cancel order' });
  await panel.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: RETURN_TEXTS.cancelHeading });
  await expect(dialog).toContainText('Making has not started yet.');
  await dialog.getByLabel(RETURN_TEXTS.cancelReasonLabel).fill('I ordered the wrong length');
  await expectNoSeriousAxeFindings();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await dialog.getByRole('button', { name: RETURN_TEXTS.cancelConfirm }).click();

  await expect(page.getByText(RETURN_TEXTS.cancelled)).toBeVisible();
  expect(await mailToContaining(shopper.email, 'Your order has been cancelled, as you asked.')).toMatch(
    /^Subject: Your Velli & Thangam order \w{8}: cancelled\r?$/m,
  );
  // The test provider processes the refund a moment later: the order then reads refunded.
  expect(await mailToContaining(shopper.email, 'has now been refunded.')).toContain('refund of');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Where your order is' })).toContainText('Refunded');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();

  // The order will never ship: no tax invoice is promised for it.
  const pieces = page.getByRole('region', { name: 'Pieces' });
  await expect(pieces.getByText('Total paid')).toBeVisible();
  await expect(page.getByText(DOCUMENT_TEXTS.invoiceFollows)).toBeHidden();
  // What was given back, and what the customer paid in the end.
  const paidPaise = rupeesToPaise(product.price) + SHIPPING_PAISE;
  const refunded = pieces
    .getByText(/^Refunded on \d{1,2} [A-Z][a-z]{2} \d{4}$/)
    .locator('..')
    .locator('..');
  await expect(refunded).toContainText('Processed');
  await expect(refunded).toContainText(`−${formatPaise(paidPaise)}`);
  await expect(pieces.getByText('Paid in the end').locator('..')).toContainText('₹0');

  // Every document of the order, the refund voucher downloaded as the back office names it.
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('link', { name: /^Download receipt voucher VT\/R\// })).toBeVisible();
  await expect(documents).toContainText(DOCUMENT_TEXTS.noInvoiceWithoutShipping);
  const downloading = page.waitForEvent('download');
  await documents.getByRole('link', { name: /^Download refund voucher VT\/RF\// }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Refund-voucher-VT-RF-\d{2}-\d{2}-\d{4}\.pdf$/);
  const text = await pdfText(await fs.readFile(await download.path()));
  expect(text).toContain(`Total refunded ${formatPaiseWithPaise(paidPaise)}`);
  // The refund's mail carried the same voucher.
  expect(await mailToContaining(shopper.email, 'for this refund is attached.')).toContain(
    download.suggestedFilename(),
  );
  await expectNoSeriousAxeFindings();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('A customer whose order is being made reads why it can no longer be cancelled', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}) => {
  test.setTimeout(120_000);
  const shopper = {
    firstName: 'Suresh',
    lastName: 'Menon',
    email: `making.${Date.now().toString(36)}@example.in`,
    phoneNumber: '9876501299',
    password: 'silver925making',
  };
  const { orderId } = await aPaidOrder(request, shopper, { search: 'category=chain' });
  // The jeweller starts making it (the back office's call).
  const signedIn = await request.post('/api/admin/password', {
    data: { token: ownerLinkPath('cancels').split('#')[1], password: 'making has started here' },
  });
  expect(signedIn.status()).toBe(200);
  const headers = { authorization: `Bearer ${((await signedIn.json()) as { token: string }).token}` };
  const started = await request.post(`/api/admin/orders/${orderId}/steps`, {
    headers,
    data: { to: 'in_making' },
  });
  expect(started.status()).toBe(200);

  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, shopper.email, shopper.password);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('region', { name: 'Cancel order' })).toContainText(
    RETURN_TEXTS.cancelMakingStarted,
  );
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();
  await expectNoSeriousAxeFindings();

  // Another customer's order is as unknown as none.
  await page.goto('/orders/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Order not shown')).toBeVisible();
});
