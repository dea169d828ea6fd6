import { expect, test } from './fixtures.ts';

test('Shopper searches and opens a result', async ({ page, expectNoSeriousAxeFindings }) => {
  await page.goto('/category/kids');
  await page.getByRole('button', { name: 'Search' }).click();
  const field = page.getByRole('combobox', { name: 'Search for jewelry' });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('placeholder', 'Search for jewelry...');

  // A blank term goes nowhere.
  await field.fill('   ');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/category\/kids$/);

  // A typo still finds rings.
  await field.fill('rnig');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=rnig$/);
  await expect(page.getByRole('heading', { level: 1, name: /^\d+ results for "rnig"$/ })).toBeVisible();
  await expect(page.getByText('Customizable').first()).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(/Ring/);
  await expectNoSeriousAxeFindings();

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // A new term starts again at page 1.
  await page.getByRole('button', { name: 'Search' }).click();
  await field.fill('silver pendant');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=silver\+pendant$/);
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  const firstCard = page.getByRole('article').first();
  const name = (await firstCard.getByRole('heading').textContent()) ?? '';
  await firstCard.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Add to Cart on a card only opens the piece: the cart is still empty.
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
});

test('Shopper whose search finds nothing is led back to the collections', async ({ page }) => {
  await page.goto('/search?q=zzqxv');
  await expect(page.getByRole('heading', { level: 1, name: '0 results for "zzqxv"' })).toBeVisible();
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('link', { name: 'Women', exact: true })).toHaveAttribute(
    'href',
    '/category/Female',
  );
  await expect(results.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await results.getByRole('link', { name: 'Men', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Men's Jewellery" })).toBeVisible();
});
