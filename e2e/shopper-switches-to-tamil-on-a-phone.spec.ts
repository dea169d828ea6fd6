import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const PHONE = { width: 360, height: 740 };

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

/** What the server sent for the page open now, before any script: it is in Tamil already. */
async function servedHtml(page: Page): Promise<string> {
  const answer = await page.request.get(page.url(), { headers: { accept: 'text/html' } });
  expect(answer.status()).toBe(200);
  return answer.text();
}

test.use({ viewport: PHONE });

test('Shopper on a phone switches to Tamil on the home, opens a listing and a piece, each served in Tamil', async ({
  page,
}, testInfo) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text().slice(0, 60)}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message.slice(0, 40)}`));

  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'தமிழ்' }).click();

  await expect(page).toHaveURL(/\/ta\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
  await expect(page.getByRole('button', { name: 'தேடு' })).toBeVisible();
  expect(await page.context().cookies()).toContainEqual(
    expect.objectContaining({ name: 'shop_language', value: 'ta' }),
  );
  const home = await servedHtml(page);
  expect(home).toContain('<html lang="ta-IN">');
  expect(home).toContain('hreflang="ta-IN"');
  expect(home).toContain('aria-label="தேடு"');
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('tamil-home.png'), fullPage: true });

  // The footer's links stay in Tamil.
  await page.locator('footer a[href="/ta/category/women"]').click();
  await expect(page).toHaveURL(/\/ta\/category\/women$/);
  await expect(page.getByRole('combobox', { name: 'வரிசைப்படுத்து' })).toBeVisible();
  const listing = await servedHtml(page);
  expect(listing).toContain('>வரிசைப்படுத்து<');
  expect(listing).toContain('<link rel="canonical" href="');
  expect(listing).toMatch(/<link rel="canonical" href="[^"]*\/ta\/category\/women"/);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('tamil-listing.png'), fullPage: true });

  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ta\/product\/\d+/);
  await expect(page.getByText('எல்லா வரிகளும் சேர்த்த விலை')).toBeVisible();
  const piece = await servedHtml(page);
  expect(piece).toContain('எல்லா வரிகளும் சேர்த்த விலை');
  expect(piece).toContain('<html lang="ta-IN">');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('tamil-product.png'), fullPage: true });

  // Back in English through the header's switch, on the same piece.
  const english = page.url().replace('/ta/', '/');
  await page.getByRole('button', { name: 'மெனுவைத் திற' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(english);
  await expect(page.getByText('Inclusive of all taxes')).toBeVisible();
  expect(problems).toEqual([]);
});

test('A first visit whose browser asks for Hindi is offered the Hindi page, and stays in English until it takes it', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'hi-IN' });
  const page = await context.newPage();
  const answer = await page.goto('/');
  expect(answer?.status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  const offer = page.getByRole('link', { name: 'यह पेज हिन्दी में' });
  await expect(offer).toBeVisible();
  await page.getByRole('button', { name: 'बंद करें' }).click();
  await expect(offer).toBeHidden();
  await page.getByRole('link', { name: 'हिन्दी' }).last().click();
  await expect(page).toHaveURL(/\/hi\/$/);
  await expect(page.getByRole('button', { name: 'खोजें' })).toBeVisible();
  await context.close();
});
