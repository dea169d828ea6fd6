import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Product } from '@shop/shared/catalogue-api';
import { characterCount } from '@shop/shared/gift-texts';
import { pdfText } from './documents.ts';
import { expect, test } from './fixtures.ts';
import { setPasswordAndSignIn } from './owner.ts';
import { fillDeliveryAddress, signIn } from './paid-order.ts';

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

/** A message with a word far wider than a phone, a line break and an emoji. */
const LONG_WORD = 'Thiruvananthapuram'.repeat(5);
const MESSAGE = `Happy birthday, Kavi!\nFrom ${LONG_WORD} with love 🎂`;

/** The page's width is the screen's: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const scrolling = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: scrolling.scrollWidth, clientWidth: scrolling.clientWidth };
  });
  expect(
    scrollWidth,
    `${page.url()} is ${scrollWidth} px wide on a ${clientWidth} px screen`,
  ).toBeLessThanOrEqual(clientWidth);
}

test('A shopper sends a ring as a gift and the jeweller prints the packing slip', async ({
  page,
  browser,
  request,
  expectNoSeriousAxeFindings,
}) => {
  // A payment on a phone and a back-office sign-in with its argon2 hash: more than 30 s on two busy cores.
  test.slow();
  const shopper = {
    firstName: 'Divya',
    lastName: 'Menon',
    email: `gift.${Date.now().toString(36)}@example.in`,
    phoneNumber: '9123456780',
    password: 'silver925',
  };
  expect((await request.post('/register', { data: shopper })).status()).toBe(201);
  await signIn(page, shopper.email, shopper.password);

  // An engraved ring, from its product page.
  const search = (await (
    await request.get('/api/products/search?category=ring&customOption=engraving&inStock=true&limit=1')
  ).json()) as { products: Product[] };
  const ring = search.products[0];
  if (!ring) throw new Error('The demo catalogue has no engravable ring in stock');
  await page.goto(`/product/${ring._id}`);
  await page.getByRole('radio', { name: /^Engraving/ }).check();
  await page.getByLabel('Text to engrave').fill('Kavi');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toBeVisible();

  // At the checkout: the details, then 'This is a gift' with its message and free wrap.
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Pay with Razorpay' }).click();
  const details = page.getByRole('dialog', { name: 'Enter Your Details' });
  await fillDeliveryAddress(details, {
    street: '22 Marine Drive',
    city: 'Kochi',
    state: 'Kerala',
    zipCode: '682031',
  });
  await expect(details.getByLabel('Gift message (optional)')).toHaveCount(0);
  await details.getByRole('checkbox', { name: /This is a gift/ }).check();
  const message = details.getByLabel('Gift message (optional)');
  // Too long first: the count says so, and so does the refusal.
  await message.fill('a'.repeat(201));
  await expect(details.getByText('201 of 200 characters')).toBeVisible();
  await details.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(
    details.getByText('A gift message can be at most 200 characters; yours has 201. Please shorten it.'),
  ).toBeVisible();
  await message.fill(MESSAGE);
  await expect(details.getByText(`${characterCount(MESSAGE)} of 200 characters`)).toBeVisible();
  await details.getByRole('checkbox', { name: /Gift wrap it/ }).check();
  await expect(details.getByText('Gift wrap is free.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeFindings();
  await details.getByRole('button', { name: 'Proceed to Payment' }).click();

  // On a phone the payment window opens the UPI app: no UPI ID to type, no QR to scan.
  const payment = page.getByRole('dialog', { name: 'Test payment' });
  await expect(payment).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Scan the QR with a UPI app' })).toHaveCount(0);
  await expect(payment.getByRole('textbox')).toHaveCount(0);
  await expectNoSeriousAxeFindings();
  await payment.getByRole('button', { name: 'Pay with a UPI app' }).click();
  await expect(page.getByText('Payment successful! Your order has been placed.')).toBeVisible();
  await expect(page.getByText('Order has been saved successfully')).toBeVisible();
  const orderId = await page.evaluate(() => localStorage.getItem('lastOrderId'));
  expect(orderId).toBeTruthy();
  const reference = (orderId ?? '').slice(0, 8).toUpperCase();

  // The shopper's order page shows the gift, the long word broken to fit the phone.
  await page.goto(`/orders/${orderId}`);
  const gift = page.getByRole('region', { name: 'Gift', exact: true });
  await expect(gift).toContainText('Gift wrapped');
  await expect(gift).toContainText(LONG_WORD);
  await expect(gift).toContainText('Happy birthday, Kavi!');
  const words = gift.locator('blockquote');
  const box = await words.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, JSON.stringify(box)).toBe(true);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeFindings();

  // The jeweller, at the desk: the work list marks the gift, the order page shows its message.
  const staffContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const staff = await staffContext.newPage();
  await setPasswordAndSignIn(staff, 'gifts', 'wrapped with a ribbon');
  await staff
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Work list' })
    .click();
  const entry = staff.getByRole('article', { name: `Order ${reference}` });
  await expect(entry).toContainText('Gift, wrapped');
  await entry.getByRole('link', { name: `Order ${reference}` }).click();
  const packing = staff.getByRole('region', { name: 'Gift and packing' });
  await expect(packing).toContainText('Gift, wrapped');
  await expect(packing).toContainText(LONG_WORD);
  await expectNoSeriousAxeFindings(staff);

  const downloading = staff.waitForEvent('download');
  await packing.getByRole('button', { name: 'Download packing slip' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`packing-slip-${reference}.pdf`);
  const slip = await pdfText(await fs.readFile(await download.path()));
  for (const expected of [
    'Packing slip',
    ring.name,
    'Engraving: "Kavi"',
    'Gift wrapped',
    'Happy birthday, Kavi!',
    '22 Marine Drive',
  ]) {
    expect(slip, expected).toContain(expected);
  }
  expect(slip.replace(/ /g, '')).toContain(LONG_WORD);
  expect(slip).not.toContain('₹');
  await staffContext.close();
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('The payment window shows a QR to scan with a UPI app, and no UPI ID to type', async ({
    page,
    request,
    expectNoSeriousAxeFindings,
  }) => {
    const shopper = {
      firstName: 'Arun',
      lastName: 'Kumar',
      email: `qr.${Date.now().toString(36)}@example.in`,
      phoneNumber: '9123456781',
      password: 'silver925',
    };
    expect((await request.post('/register', { data: shopper })).status()).toBe(201);
    await signIn(page, shopper.email, shopper.password);
    const search = (await (
      await request.get('/api/products/search?category=pendant&inStock=true&limit=1')
    ).json()) as { products: Product[] };
    const pendant = search.products[0];
    if (!pendant) throw new Error('The demo catalogue has no pendant in stock');
    await page.goto(`/product/${pendant._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toBeVisible();
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Pay with Razorpay' }).click();
    const details = page.getByRole('dialog', { name: 'Enter Your Details' });
    await fillDeliveryAddress(details, {
      street: '9 Anna Salai',
      city: 'Chennai',
      state: 'Tamil Nadu',
      zipCode: '600002',
    });
    await details.getByRole('button', { name: 'Proceed to Payment' }).click();

    const payment = page.getByRole('dialog', { name: 'Test payment' });
    await expect(payment.getByRole('img', { name: 'UPI QR code' })).toBeVisible();
    await expect(payment.getByRole('button', { name: 'Pay with a UPI app' })).toHaveCount(0);
    await expect(payment.getByRole('textbox')).toHaveCount(0);
    await expect(payment.getByRole('button', { name: 'Fail' })).toBeVisible();
    await expect(payment.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectNoSeriousAxeFindings();
    await payment.getByRole('button', { name: 'Scan the QR with a UPI app' }).click();
    await expect(page.getByText('Payment successful! Your order has been placed.')).toBeVisible();
  });
});
