import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductDetail } from '@shop/shared/catalogue-api';
import { financialYearOf } from '@shop/shared/gst';
import { formatPaise, formatPaiseWithPaise, rupeesToPaise } from '@shop/shared/money';
import { formatWeightMg, PURITY_LABELS } from '@shop/shared/pricing-labels';
import { pdfText } from './documents.ts';
import { expect, test } from './fixtures.ts';
import { mailToContaining } from './mail.ts';
import { ownerLinkPath } from './owner.ts';
import { fillDeliveryAddress, shipTheOrder, signIn } from './paid-order.ts';

/** A gold piece of the demo shop priced from the day's rate (packages/demo-catalogue/src/demo-rates.ts). */
const GOLD_PIECE_ID = '14';
const SHIPPING_PAISE = 10_000;

/** What a download saved, read as its reader sees it. */
async function downloadedText(page: Page, link: RegExp): Promise<{ fileName: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Documents' }).getByRole('link', { name: link }).click();
  const download = await downloading;
  return {
    fileName: download.suggestedFilename(),
    text: await pdfText(await fs.readFile(await download.path())),
  };
}

/** The shop makes the piece and ships it: its owner takes the order's steps in the back office's calls. */
async function shipAsTheOwner(request: APIRequestContext, orderId: string) {
  const signedIn = await request.post('/api/admin/password', {
    data: { token: ownerLinkPath('invoices').split('#')[1], password: 'invoices leave with the parcel' },
  });
  expect(signedIn.status()).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };
  await shipTheOrder(request, token, orderId, { trackingNumber: 'EE555666777IN' });
}

test('Shopper sees the price breakup, downloads the receipt, and the tax invoice once the order ships', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}, testInfo) => {
  test.slow();
  const { product } = (await (await request.get(`/api/products/${GOLD_PIECE_ID}`)).json()) as {
    product: ProductDetail;
  };
  const breakup = product.priceBreakup;
  if (breakup.kind !== 'rate')
    throw new Error(`Piece ${GOLD_PIECE_ID} of the demo is not priced from the rate`);

  const shopper = {
    firstName: 'Lakshmi',
    lastName: 'Narayanan',
    email: `invoice.${Date.now()}@example.in`,
    phoneNumber: '9876543210',
    password: 'gold916hallmark',
  };
  expect((await request.post('/register', { data: shopper })).status()).toBe(201);
  await signIn(page, shopper.email, shopper.password);

  // On a desktop the breakup is open: the metal at the day's rate, the making, GST and the MRP.
  await page.goto(`/product/${GOLD_PIECE_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(`${PURITY_LABELS[breakup.purity]} · BIS hallmarked`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Price breakup' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: PURITY_LABELS[breakup.purity] })).toContainText(
    `${formatPaise(breakup.ratePaisePerGram)}/g`,
  );
  await expect(table.getByRole('row', { name: 'GST 3 %' })).toContainText(formatPaise(breakup.gstPaise));
  await expect(table.getByRole('row', { name: 'MRP incl. of all taxes' })).toContainText(
    formatPaise(breakup.totalPaise),
  );
  await expectNoSeriousAxeFindings();
  await testInfo.attach('breakup on a desktop', { body: await page.screenshot(), contentType: 'image/png' });

  // On a phone it is folded until the shopper opens it.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  const summary = page.locator('summary', { hasText: 'Price breakup' });
  await expect(summary).toBeVisible();
  await expect(table).toBeHidden();
  await summary.click();
  await expect(table).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Pay with Razorpay' }).click();
  const details = page.getByRole('dialog', { name: 'Enter Your Details' });
  await details.getByLabel('Full name').fill('Lakshmi Narayanan');
  await fillDeliveryAddress(details, {
    street: '22 West Masi Street',
    city: 'Madurai',
    state: 'Tamil Nadu',
    zipCode: '625001',
  });
  await details.getByRole('button', { name: 'Proceed to Payment' }).click();
  const total = breakup.totalPaise + SHIPPING_PAISE;
  const payment = page.getByRole('dialog', { name: 'Test payment' });
  await expect(payment.getByText(formatPaise(total))).toBeVisible();
  await payment.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment successful! Your order has been placed.')).toBeVisible();

  // Until the order ships, its own page lists the receipt of the payment among its documents.
  await page.goto('/profile?tab=orders');
  await page
    .getByRole('tabpanel', { name: 'Orders' })
    .getByRole('link', { name: /Order [0-9A-F]{8}/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').at(-1) ?? '';
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByText('Your tax invoice is issued when your order ships.')).toBeVisible();
  await expect(documents.getByRole('link', { name: /^Download tax invoice/ })).toBeHidden();
  const receipt = await downloadedText(page, /^Download receipt voucher VT\/R\//);
  expect(receipt.fileName).toMatch(/^Receipt-voucher-VT-R-\d{2}-\d{2}-\d{5}\.pdf$/);
  expect(receipt.text).toContain('Receipt Voucher');
  expect(receipt.text).toContain(`Receipt voucher number: VT/R/${financialYearOf(new Date()).slice(2)}/`);
  expect(receipt.text).toContain('Lakshmi Narayanan');
  expect(receipt.text).toContain('Place of supply: Tamil Nadu (33)');
  expect(receipt.text).toContain(product.name);
  expect(receipt.text).toContain('CGST 1.5 %');
  expect(receipt.text).toContain(`Amount received ${formatPaiseWithPaise(total)}`);
  expect(receipt.text).toContain('The tax invoice for these pieces is issued when the order ships.');
  // The confirmation mail carries the same receipt.
  expect(await mailToContaining(shopper.email, 'The receipt for your payment is attached.')).toContain(
    receipt.fileName,
  );

  // Once the order ships, the page lists the tax invoice, and the mail saying so carries it.
  await shipAsTheOwner(request, orderId);
  await page.reload();
  await expect(documents.getByRole('link', { name: /^Download tax invoice VT\// })).toBeVisible();
  await expect(documents.getByText('Your tax invoice is issued when your order ships.')).toBeHidden();
  const invoice = await downloadedText(page, /^Download tax invoice VT\//);
  expect(invoice.fileName).toMatch(/^Tax-invoice-VT-\d{4}-\d{2}-\d{5}\.pdf$/);
  const { text } = invoice;
  expect(text).toContain('Tax Invoice');
  expect(text).toContain(`Invoice number: VT/${financialYearOf(new Date())}/`);
  expect(text).toContain('Lakshmi Narayanan');
  expect(text).toContain('Place of supply: Tamil Nadu (33)');
  expect(text).toContain(product.name);
  expect(text).toContain('7113');
  expect(text).toContain(PURITY_LABELS[breakup.purity]);
  expect(text).toContain(
    `${formatWeightMg(Math.round(product.gram * 1000))} ${formatWeightMg(breakup.netWeightMg)}`,
  );
  expect(text).toContain('CGST 1.5 %');
  expect(text).toContain('SGST 1.5 %');
  expect(text).not.toContain('IGST');
  expect(text).toContain(`Total ${formatPaiseWithPaise(total)}`);
  expect(text).toMatch(/Amount in words: Rupees [A-Za-z ]+ Only/);
  expect(await mailToContaining(shopper.email, 'Your tax invoice is attached.')).toContain(invoice.fileName);
  expect(rupeesToPaise(product.price)).toBe(breakup.totalPaise);
  await expectNoSeriousAxeFindings();
});
