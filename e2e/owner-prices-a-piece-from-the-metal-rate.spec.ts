import { PRODUCT_TEXTS } from '@shop/shared/catalogue-admin';
import { formatPaise } from '@shop/shared/money';
import { priceFromRate, type RatePricing } from '@shop/shared/pricing';
import { RATE_TEXTS } from '@shop/shared/pricing-admin';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { setPasswordAndSignIn } from './owner.ts';

// A word no demo piece has, so the storefront's search finds this piece alone.
const TAG = `sunrise${Date.now().toString(36)}`;
const NAME = `Surya Coin Ring ${TAG}`;
const SEARCH = `/search?q=${TAG}`;
// 24K gold: no demo piece is priced from it, so no other journey sees a price move.
const RING: RatePricing = {
  purity: 'gold-999',
  netWeightMg: 2_500,
  making: { kind: 'percent', basisPoints: 1_000 },
  stonesPaise: 0,
  hallmarkingPaise: 4_500,
};
const priceAt = (rupeesPerGram: number) =>
  formatPaise(priceFromRate(RING, { 'gold-999': rupeesPerGram * 100 }).totalPaise);

async function setTheRate(page: Page, rupees: string, pieces: string) {
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Metal rates' })
    .click();
  await expect(page.getByRole('heading', { name: 'Metal rates', level: 1 })).toBeVisible();
  await page.getByLabel('24K gold (999) (₹/g)').fill(rupees);
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Confirm the new rates' })).toContainText(pieces);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

test('Owner enters the day’s gold rate, prices a piece from it, and the shop’s price follows the next rate', async ({
  page,
  expectNoSeriousAxeFindings,
}) => {
  // A password set with argon2, four axe checks and three storefront searches on two busy cores.
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  await setPasswordAndSignIn(page, 'rates', 'gold at dawn, silver at dusk');
  await expect(page.getByRole('heading', { name: 'Metal rates', level: 2 })).toBeVisible();

  await setTheRate(page, '8000', '0 pieces are priced from it');
  await expect(
    page.getByRole('status').filter({ hasText: RATE_TEXTS.saved(1, { pieces: 0, variants: 0 }) }),
  ).toBeVisible();
  await expect(page.getByText('₹8,000/g')).toBeVisible();
  await expect(page.getByRole('table')).toContainText('₹8,000');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousAxeFindings();

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Add a piece' }).click();
  await page.getByLabel('Name', { exact: true }).fill(NAME);
  await page
    .getByLabel('Description', { exact: true })
    .fill('A 24K gold ring with the rising sun struck on a coin.');
  await page.getByLabel('For', { exact: true }).selectOption('women');
  await page.getByLabel('Category', { exact: true }).selectOption('Ring');
  await page.getByLabel('Metal', { exact: true }).selectOption('Gold');
  await page.getByLabel('Purity').selectOption('gold-999');
  await page.getByLabel('From the day’s metal rate').check();
  await page.getByLabel('Net metal weight (gram, up to 3 decimals)').fill('2.5');
  await page.getByLabel('Making charge').selectOption('percent');
  await page.getByLabel('Making (% of the metal value)').fill('10');
  await page.getByLabel('Hallmarking (₹)').fill('45');
  await expect(page.getByRole('status').filter({ hasText: `Price today: ${priceAt(8000)}` })).toBeVisible();
  await page.getByLabel('Weight (gram)').fill('2.6');
  await page.getByLabel('Pieces in stock').fill('3');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousAxeFindings();
  await page.getByRole('button', { name: 'Add to the catalogue' }).click();
  await expect(page.getByRole('status').filter({ hasText: PRODUCT_TEXTS.created })).toBeVisible();

  await page.goto(SEARCH);
  const card = page.getByRole('article').filter({ hasText: NAME });
  await expect(card).toContainText(priceAt(8000));

  // The next morning's rate: the piece's price follows it in the shop.
  await page.goto('/admin/');
  await setTheRate(page, '8125.50', 'One piece is priced from it');
  await expect(
    page.getByRole('status').filter({ hasText: RATE_TEXTS.saved(1, { pieces: 1, variants: 1 }) }),
  ).toBeVisible();
  await expectNoSeriousAxeFindings();

  await page.goto(SEARCH);
  await expect(page.getByRole('article').filter({ hasText: NAME })).toContainText(priceAt(8125.5));
  await expectNoSeriousAxeFindings();
});
