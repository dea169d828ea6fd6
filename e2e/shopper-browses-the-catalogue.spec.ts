import { expect, test } from './fixtures.ts';

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('Shopper narrows the women’s collection by material and price, sorts it and pages through it', async ({
  page,
  expectNoSeriousAxeFindings,
}) => {
  await page.goto('/category/women');
  await expect(page.getByRole('heading', { level: 1, name: "Women's Jewellery" })).toBeVisible();
  const count = page.getByText(/^Showing 1-12 of (\d+) exquisite pieces$/);
  await expect(count).toBeVisible();
  const allWomen = Number(/of (\d+)/.exec((await count.textContent()) ?? '')?.[1]);

  await page.getByLabel('Material').selectOption('Gold');
  await page.getByRole('button', { name: /Price Range/ }).click();
  await page.getByLabel('Max (₹)').fill('20000');
  await expect(page).toHaveURL(/productType=Gold/);
  await expect(page).toHaveURL(/maxPrice=20000/);
  await expect(count).not.toHaveText(`Showing 1-12 of ${allWomen} exquisite pieces`);

  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/sortBy=price-desc/);
  const prices = page.getByRole('article').locator('.text-brand-700.font-semibold');
  // The sorted page replaces the previous one when its answer arrives.
  await expect
    .poll(async () => {
      const shown = (await prices.allTextContents()).map(rupees);
      return (
        shown.length > 1 && shown.every((price, i) => price <= 20_000 && (i === 0 || price <= shown[i - 1]!))
      );
    })
    .toBe(true);
  await expectNoSeriousAxeFindings();

  // The selection lives in the address: a reload shows the same pieces.
  await page.reload();
  await expect(page.getByLabel('Material')).toHaveValue('Gold');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
});

test('Shopper searches with a typo, opens a result and reloads its page', async ({
  page,
  expectNoSeriousAxeFindings,
}) => {
  await page.goto('/search?q=rnig');
  await expect(page.getByRole('heading', { level: 1, name: /^\d+ results for "rnig"$/ })).toBeVisible();
  await expect(page.getByText('Customizable').first()).toBeVisible();
  await expectNoSeriousAxeFindings();

  const firstCard = page.getByRole('article').first();
  const name = (await firstCard.getByRole('heading').textContent()) ?? '';
  await firstCard.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} · Velli & Thangam`);
  await expectNoSeriousAxeFindings();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Show picture 2' }).click();
  await expect(page.getByRole('img', { name: new RegExp(`picture 2 of`) })).toBeVisible();
});

test('Shopper goes back from a product to the listing they came from', async ({ page }) => {
  await page.goto('/custom/women/Pendants');
  await expect(page.getByRole('heading', { level: 1, name: "Captivating Women's Pendants" })).toBeVisible();
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await page.getByRole('button', { name: 'Back to Products' }).click();
  await expect(page).toHaveURL(/\/custom\/women\/Pendants$/);
});

test('Shopper with an old link sees a notice and a sample piece instead of an error', async ({ page }) => {
  await page.goto('/product/999999');
  await expect(page.getByText('We could not find this piece')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Engraved Silver Band' })).toBeVisible();
});

test('Shopper whose filters match nothing is told to adjust them', async ({ page }) => {
  await page.goto('/custom/kids/rings?minPrice=1&maxPrice=2');
  await expect(page.getByRole('heading', { level: 1, name: "Magical Kids' Rings" })).toBeVisible();
  await expect(
    page.getByText('No rings found matching your filters. Try adjusting your criteria.'),
  ).toBeVisible();
});

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('Shopper sorts the home page by price and pages forward', async ({
    page,
    expectNoSeriousAxeFindings,
  }) => {
    await page.goto('/');
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sortBy=price-asc/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Showing 13-24 of \d+ exquisite pieces$/)).toBeVisible();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    const widths = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widths).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeFindings();
  });
});
