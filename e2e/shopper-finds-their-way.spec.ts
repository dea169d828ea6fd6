import { expect, test } from './fixtures.ts';

test('Shopper finds a type page through the header with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const jewellery = page.getByRole('button', { name: 'Jewellery' });
  await jewellery.focus();
  await page.keyboard.press('Enter');
  await expect(jewellery).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(jewellery).toHaveAttribute('aria-expanded', 'false');
  await expect(jewellery).toBeFocused();

  await page.keyboard.press('Enter');
  // Into the open menu: Women's Rings comes first.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Rings' }).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/custom\/women\/rings$/);
  await expect(page.getByRole('heading', { level: 1, name: "Timeless Women's Rings" })).toBeVisible();
  await expect(jewellery).toHaveAttribute('aria-expanded', 'false');
});

test('The search overlay closes on Escape and gives focus back', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Search' });
  await opener.click();
  await expect(page.getByRole('combobox', { name: 'Search for jewelry' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: 'Search for jewelry' })).toBeHidden();
  await expect(opener).toBeFocused();
});

test('A menu closes when the shopper clicks elsewhere', async ({ page }) => {
  await page.goto('/');
  const byCategory = page.getByRole('button', { name: 'Shop by category' });
  await byCategory.click();
  await expect(page.getByRole('link', { name: "Women's" })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('link', { name: "Women's" })).toBeHidden();
});

test('A new page starts at the top', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pendants', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pendants' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('The chat button opens a WhatsApp conversation with the shop', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
});

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('Shopper opens the menu, which holds the page still, and picks a category', async ({
    page,
    expectNoSeriousAxeFindings,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expectNoSeriousAxeFindings();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByText('Shop by category').click();
    await menu.getByRole('link', { name: "Kid's" }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: "Kids' Jewellery" })).toBeVisible();
  });
});
