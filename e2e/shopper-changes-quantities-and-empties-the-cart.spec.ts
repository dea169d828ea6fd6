import type { Page } from '@playwright/test';
import type { Product } from '@shop/shared/catalogue-api';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import { expect, test } from './fixtures.ts';

const PHONE = { width: 360, height: 740 };

/** What the summary shows beside a label: 'Subtotal', 'Shipping', 'Total'. */
function summary(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Order summary' })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('+ dd');
}

test.use({ viewport: PHONE });

test('Shopper changes quantities and empties the cart', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}) => {
  const answer = (await (
    await request.get('/api/products/search?category=ring&customOption=engraving&inStock=true&limit=2')
  ).json()) as { products: Product[] };
  const [ring, other] = answer.products;
  if (!ring || !other) throw new Error('The demo catalogue has fewer than two rings to engrave');

  // Two pieces through their product pages: one engraved, two of the other as they are.
  await page.goto(`/product/${ring._id}`);
  await page.getByRole('radio', { name: /^Engraving/ }).check();
  await page.getByLabel('Text to engrave').fill('Meena');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toBeVisible();
  await page.goto(`/product/${other._id}`);
  await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 3 pieces' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page).toHaveTitle('Shopping Cart · Velli & Thangam');
  const ringPaise = rupeesToPaise(ring.price);
  const otherPaise = rupeesToPaise(other.price);
  const expectTotals = async (ringCount: number, otherCount: number) => {
    const subtotal = ringPaise * ringCount + otherPaise * otherCount;
    await expect(summary(page, 'Subtotal')).toHaveText(formatPaise(subtotal));
    await expect(summary(page, 'Shipping')).toHaveText('₹100');
    await expect(summary(page, 'Total')).toHaveText(formatPaise(subtotal + 100_00));
  };
  await expectTotals(1, 2);
  await expect(page.getByText('Meena', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Decrease quantity of ${ring.name}` })).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousAxeFindings();

  await page.getByRole('button', { name: `Increase quantity of ${ring.name}` }).click();
  await page.getByRole('button', { name: `Increase quantity of ${ring.name}` }).click();
  await expectTotals(3, 2);
  await page.getByRole('button', { name: `Decrease quantity of ${other.name}` }).click();
  await expectTotals(3, 1);
  await expect(page.getByRole('link', { name: 'Cart, 4 pieces' })).toBeVisible();

  // The cart is the browser's: a reload shows the same one.
  await page.reload();
  await expectTotals(3, 1);
  await expect(page.getByRole('group', { name: `Quantity of ${ring.name}` })).toContainText('3');

  await page.getByRole('button', { name: `Remove ${ring.name}` }).click();
  await expect(page.getByRole('link', { name: ring.name })).toHaveCount(0);
  await expectTotals(0, 1);
  await expect(page.getByRole('link', { name: 'Cart, 1 piece' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear cart' }).click();
  await page
    .getByRole('dialog', { name: 'Empty your cart?' })
    .getByRole('button', { name: 'Yes, empty my cart' })
    .click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('cart'), localStorage.getItem('cartItems')]),
  ).toEqual([null, null]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousAxeFindings();
});
