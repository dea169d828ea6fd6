import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The shop's pages arrive rendered: a phone that has not yet run the shop's JavaScript (or
 * never will) shows the pieces, and search engines read them. With JavaScript on, the
 * browser adopts that HTML without React finding anything to redraw.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Shopper sees the pieces of the home page, a listing, a search and a product before any script runs', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText(/^Showing 1-12 of \d+ exquisite pieces$/)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(12);
    // The first card's picture is the one the phone paints first: the head already asks for it.
    const firstPicture = page.getByRole('article').first().locator('img');
    await expect(firstPicture).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByRole('article').nth(1).locator('img')).not.toHaveAttribute(
      'fetchpriority',
      'high',
    );
    const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute('imagesrcset', (await firstPicture.getAttribute('srcset')) ?? '');
    await expect(preload).toHaveAttribute('imagesizes', (await firstPicture.getAttribute('sizes')) ?? '');

    await page.goto('/category/women');
    await expect(page.getByRole('heading', { level: 1, name: "Women's Jewellery" })).toBeVisible();
    await expect(page.getByText(/^Showing 1-12 of \d+ exquisite pieces$/)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(12);

    // Typos are corrected on the server as in the browser.
    await page.goto('/search?q=rnig');
    await expect(page.getByRole('heading', { level: 1, name: /^\d+ results for "rnig"$/ })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText(/Ring/);

    await page.goto('/product/14');
    await expect(page.getByRole('heading', { level: 1, name: 'Festive Sparkle Gold Bangles' })).toBeVisible();
    await expect(page.getByText(/^₹[\d,]+$/).first()).toBeVisible();
    const picture = page.getByRole('img', { name: 'Festive Sparkle Gold Bangles, picture 1 of 3' });
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect(picture).toHaveAttribute('srcset', /640w/);
    await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveAttribute(
      'imagesrcset',
      (await picture.getAttribute('srcset')) ?? '',
    );
    await expect(page.locator('summary', { hasText: 'Price breakup' })).toBeVisible();
  });

  test('An address that is no page of the shop answers 404 with the page that says so', async ({ page }) => {
    const answer = await page.goto('/no-such-page');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  });
});

/** What the browser's console said, beyond the page's own requests. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('Shopper gets pages the browser adopts without a hydration warning, and they answer at once', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  for (const address of [
    '/',
    '/category/women',
    '/search?q=silver+pendant',
    '/product/14',
    '/contact',
    '/cart',
  ]) {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);

  // Adopted means working: the listing's sort changes the address and the pieces.
  await page.goto('/category/women');
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/sortBy=price-asc/);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(problems).toEqual([]);
});
