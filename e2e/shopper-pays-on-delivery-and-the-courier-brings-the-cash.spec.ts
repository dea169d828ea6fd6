import type { APIRequestContext, Page } from '@playwright/test';
import { SHIPPING_PAISE } from '@shop/shared/cart';
import type { Product } from '@shop/shared/catalogue-api';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import { expect, test } from './fixtures.ts';
import { setPasswordAndSignIn, takeStep } from './owner.ts';
import { fillDeliveryAddress, signIn } from './paid-order.ts';

const PHONE = { width: 360, height: 740 };
const FEE_PAISE = 49_00;
const ADDRESS = { street: '22 West Masi Street', city: 'Madurai', state: 'Tamil Nadu', zipCode: '625001' };

/** The first piece in stock a search of the catalogue finds. */
async function aPieceInStock(request: APIRequestContext, search: string): Promise<Product> {
  const answer = (await (
    await request.get(`/api/products/search?${search}&inStock=true&limit=1`)
  ).json()) as {
    products: Product[];
  };
  const piece = answer.products[0];
  if (!piece) throw new Error(`The demo catalogue has no piece in stock for ${search}`);
  return piece;
}

/** The piece alone in the cart, from its page, and the checkout's details typed up to the pincode. */
async function checkOut(page: Page, piece: Product) {
  await page.goto(`/product/${piece._id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Pay with Razorpay' }).click();
  const details = page.getByRole('dialog', { name: 'Enter Your Details' });
  await details.getByLabel('Full name').fill('Kamala Devi');
  await details.getByLabel('Phone number').fill('9876501234');
  await fillDeliveryAddress(details, ADDRESS);
  return details;
}

/** Staff make the order and hand it to the test courier: its AWB, once booked. */
async function shipWithTheTestCourier(staff: Page, orderId: string): Promise<string> {
  await staff.goto(`/admin/orders/${orderId}`);
  await takeStep(staff, 'Start making');
  await takeStep(staff, 'Send to quality check');
  const box = staff.getByRole('region', { name: 'Ship with courier' });
  await box.getByLabel('Weight (g)').fill('120');
  await box.getByRole('button', { name: 'Ship with courier' }).click();
  await expect(box).toContainText('Courier: Test courier');
  return (await box.locator('.font-mono').first().textContent()) ?? '';
}

/** The test courier's page: each press is the tracking webhook Shiprocket would send. */
async function moveTheParcel(courier: Page, awb: string, steps: readonly string[]) {
  await courier.goto(`/api/test-courier/shipments/${awb}`);
  for (const step of steps) {
    await courier.getByRole('button', { name: step, exact: true }).click();
    await expect(courier.getByRole('heading', { name: `Test courier: parcel ${awb}` })).toBeVisible();
  }
}

test('A shopper pays on delivery for a plain piece, the courier brings it and the cash its statement records, and a parcel returned puts its piece back', async ({
  page,
  browser,
  request,
  expectNoSeriousAxeFindings,
}, testInfo) => {
  // An owner's sign-in with its argon2 hash, two checkouts, a courier's six updates and two parcels.
  test.slow();
  const shopper = {
    firstName: 'Kamala',
    lastName: 'Devi',
    email: `cod.${Date.now().toString(36)}@example.in`,
    phoneNumber: '9876501234',
    password: 'silver925',
  };
  const registered = await request.post('/register', { data: shopper });
  expect(registered.status()).toBe(201);
  const shopperToken = ((await registered.json()) as { token: string }).token;

  // The owner offers cash on delivery, with a fee, from the back office's Settings.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await setPasswordAndSignIn(staff, 'cashOnDelivery', 'cash at the door');
  await staff.goto('/admin/settings');
  const settings = staff.getByRole('region', { name: 'Cash on delivery' });
  await settings.getByLabel('Offer cash on delivery').check();
  await settings.getByLabel('Fee (₹)').fill(String(FEE_PAISE / 100));
  await settings.getByRole('button', { name: 'Save cash on delivery' }).click();
  await expect(settings.getByText('Cash on delivery settings saved.')).toBeVisible();

  // On a phone: a piece above ₹20,000 is refused at the door, with the sentence why.
  await page.setViewportSize(PHONE);
  await signIn(page, shopper.email, shopper.password);
  const dear = await aPieceInStock(request, 'category=bangle&minPrice=21000');
  let details = await checkOut(page, dear);
  const choice = details.getByRole('radiogroup', { name: 'How would you like to pay?' });
  await expect(choice.getByRole('radio', { name: 'Pay on delivery' })).toBeDisabled();
  await expect(choice).toContainText(
    'Pay on delivery is for orders up to ₹20,000, delivery and fee included. Please pay online.',
  );
  await expect(choice.getByRole('radio', { name: 'Pay online now' })).toBeChecked();
  await details.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: `Remove ${dear.name}` }).click();

  // A plain piece under the limit: paid at the door, the fee added, no payment window.
  const plain = await aPieceInStock(request, 'category=chain&maxPrice=15000');
  const dueAtTheDoor = rupeesToPaise(plain.price) + SHIPPING_PAISE + FEE_PAISE;
  details = await checkOut(page, plain);
  await details.getByRole('radio', { name: 'Pay on delivery' }).check();
  await expect(details).toContainText(
    'Pay in cash or by UPI when the parcel arrives. A fee of ₹49 is added.',
  );
  await expect(details).toContainText(`To pay on delivery: ${formatPaise(dueAtTheDoor)}`);
  await page.screenshot({ path: testInfo.outputPath('pay-on-delivery-360.png'), fullPage: true });
  await expectNoSeriousAxeFindings();
  await details.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByText('Your order is placed. Please confirm it to have it made and sent.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Test payment' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Open your order to confirm it' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').at(-1) ?? '';
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(
    page.getByText(`Your order is confirmed. Please pay ${formatPaise(dueAtTheDoor)} when it arrives.`),
  ).toBeVisible();
  await expect(page.getByText('Cash on delivery fee')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // Staff ship it with the test courier, which collects the total; it brings it to the door.
  const awb = await shipWithTheTestCourier(staff, orderId);
  expect(awb).toMatch(/^TC\d{10}$/);
  const downloading = staff.waitForEvent('download');
  await staff
    .getByRole('region', { name: 'Ship with courier' })
    .getByRole('button', { name: 'Print label' })
    .click();
  expect((await downloading).suggestedFilename()).toBe(`label-${awb}.pdf`);
  const courier = await staffContext.newPage();
  await moveTheParcel(courier, awb, ['Picked up', 'In transit', 'Out for delivery', 'Delivered']);

  // The customer follows each step; the courier owes the cash until it remits it.
  await page.reload();
  const tracking = page.getByRole('list', { name: 'Tracking' });
  await expect(tracking.getByRole('listitem')).toHaveText([
    /^Picked up /,
    /^In transit /,
    /^Out for delivery /,
    /^Delivered /,
  ]);
  await staff.reload();
  const cash = staff.getByRole('region', { name: 'Cash on delivery' });
  await expect(cash).toContainText(`Cash owed by the courier: ${formatPaise(dueAtTheDoor)}`);

  // The courier's remittance statement, uploaded on Today, records the cash by the parcel's AWB.
  await staff.goto('/admin');
  await staff
    .getByRole('region', { name: /^Cash owed by couriers/ })
    .getByRole('link', { name: 'Record a remittance statement' })
    .click();
  const statement = staff.getByRole('form', { name: 'Record a remittance statement' });
  await statement.getByLabel('Remittance statement (CSV)').setInputFiles({
    name: 'remittance.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`AWB Code,COD Amount,CRF ID\r\n${awb},${dueAtTheDoor / 100},TC-REMIT-0001\r\n`),
  });
  await statement.getByRole('button', { name: 'Record the statement' }).click();
  await expect(statement.getByRole('status')).toContainText('Recorded 1 remittance.');
  await expect(statement.getByRole('status')).toContainText('Recorded as its cash received.');
  await staff.setViewportSize(PHONE);
  await staff.screenshot({ path: testInfo.outputPath('remittance-statement-360.png'), fullPage: true });
  // Recorded: on the order's page the form gives way to the day the cash came.
  await staff.goto(`/admin/orders/${orderId}`);
  await expect(cash.getByRole('form', { name: 'Cash received from the courier' })).toHaveCount(0);
  await expect(cash).toContainText(/Cash received from the courier \d{1,2} \w{3} \d{4}/);
  const paid = (await (
    await request.get(`/api/orders/${orderId}`, { headers: { authorization: `Bearer ${shopperToken}` } })
  ).json()) as { order: { paymentId: string | null; paidAt: string | null } };
  expect(paid.order.paymentId).toBe(`cod_TC-REMIT-0001/${awb}`);
  expect(paid.order.paidAt).not.toBeNull();

  // A second order paid on delivery comes back to the shop: its piece goes back in stock.
  const staffToken = await staff.evaluate(() => localStorage.getItem('backOffice.sessionToken'));
  const stockOf = async () =>
    (
      (await (
        await request.get(`/api/admin/products/${plain._id}`, {
          headers: { authorization: `Bearer ${staffToken}` },
        })
      ).json()) as { product: { stock: number } }
    ).product.stock;
  const stockBefore = await stockOf();
  const placed = await request.post('/api/orders/cash-on-delivery', {
    headers: { authorization: `Bearer ${shopperToken}` },
    data: {
      amount: dueAtTheDoor / 100,
      currency: 'INR',
      items: [{ productId: plain._id, quantity: 1 }],
      customerDetails: {
        name: 'Kamala Devi',
        email: shopper.email,
        phone: shopper.phoneNumber,
        address: ADDRESS.street,
        city: ADDRESS.city,
        state: ADDRESS.state,
        zipCode: ADDRESS.zipCode,
        country: 'India',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const second = ((await placed.json()) as { orderId: string }).orderId;
  const confirmed = await request.post(`/api/orders/${second}/confirm`, {
    headers: { authorization: `Bearer ${shopperToken}` },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  expect(await stockOf()).toBe(stockBefore - 1);
  const secondAwb = await shipWithTheTestCourier(staff, second);
  await moveTheParcel(courier, secondAwb, [
    'Picked up',
    'Delivery attempted, not delivered',
    'Returned to the shop',
  ]);
  await staff.reload();
  await expect(staff.getByText('Not delivered').first()).toBeVisible();
  expect(await stockOf()).toBe(stockBefore);
  await staffContext.close();

  // The sale never took place: the shopper's order page has the credit note that takes its
  // invoice back, and it downloads as a PDF named by its number.
  await page.goto(`/orders/${second}`);
  await expect(page.getByText('Not delivered').first()).toBeVisible();
  const documents = page.getByRole('region', { name: 'Documents' });
  const creditNote = documents.getByRole('link', { name: /^Download credit note / });
  await expect(creditNote).toBeVisible();
  const download = page.waitForEvent('download');
  await creditNote.click();
  expect((await download).suggestedFilename()).toMatch(/^Credit-note-.+\.pdf$/);
  await page.screenshot({ path: testInfo.outputPath('not-delivered-360.png'), fullPage: true });
});
