import { expect, test } from './fixtures.ts';

test('Shopper opens the shop and sees the demo collection with prices in rupees', async ({
  page,
  expectNoSeriousAxeFindings,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Velli & Thangam' })).toBeVisible();
  await expect(page.getByText(/^Showing 1-12 of \d+ exquisite pieces$/)).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toContainText('₹');
  await expect(page.getByText('Page 1 of')).toBeVisible();
  await expectNoSeriousAxeFindings();
});

test('Shopper pages forward through the collection', async ({ page }) => {
  await page.goto('/');
  const firstName = await page.getByRole('article').first().getByRole('heading').textContent();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Showing 13-24 of \d+ exquisite pieces$/)).toBeVisible();
  await expect(page.getByText('Page 2 of')).toBeVisible();
  await expect(page.getByRole('article').first().getByRole('heading')).not.toHaveText(firstName ?? '');
});

test('Shopper reloads a deep link and gets the shop, not an error', async ({ page }) => {
  const response = await page.goto('/category/women');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('link', { name: 'Velli & Thangam' })).toBeVisible();
});

test('Product pictures load from the shop itself in several widths', async ({ page }) => {
  await page.goto('/');
  // The card's picture is decorative (alt=""): the piece's name is its heading.
  const image = page.getByRole('article').first().locator('img');
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('srcset', /-320\.webp 320w, .*-640\.webp 640w, .*-960\.webp 960w/);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
});
