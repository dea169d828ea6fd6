import type { Page } from '@playwright/test';
import type { ListingPageAnswer, TypeListingAnswer } from '@shop/shared/catalogue-api';
import { CARD_LAYOUT, GALLERY_LAYOUT, slotWidth } from '@shop/shared/picture-sizes';
import { expect, test } from './fixtures.ts';

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The prices on the cards of the page on screen, in rupees, in the order shown. */
async function shownPrices(page: Page) {
  const prices = await page
    .getByRole('article')
    .locator('p:has(> .font-semibold) > .font-semibold')
    .allTextContents();
  return prices.map(rupees);
}

const isSorted = (values: number[], direction: 'asc' | 'desc') =>
  values.every(
    (value, i) => i === 0 || (direction === 'asc' ? value >= values[i - 1]! : value <= values[i - 1]!),
  );

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('Shopper browses, filters, sorts and pages the catalogue', async ({
    page,
    expectNoSeriousAxeFindings,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Personalised silver and gold jewellery' }),
    ).toBeVisible();
    const count = page.getByText(/^Showing 1-12 of \d+ exquisite pieces$/);
    await expect(count).toBeVisible();
    const everything = (await count.textContent()) ?? '';

    await page.getByRole('button', { name: 'Explore Collection' }).click();
    await page.getByLabel('Category').selectOption('male');
    await expect(page).toHaveURL(/category=male/);
    await expect(count).not.toHaveText(everything);
    // The first piece shown is one of the men's pieces (not every name says "for Men").
    const mens: string[] = [];
    for (let listed = 100, at = 1; listed === 100; at += 1) {
      const answer = await page.request.get(`/api/products/search?peopleCategory=men&limit=100&page=${at}`);
      const { products } = (await answer.json()) as { products: { name: string }[] };
      mens.push(...products.map((piece) => piece.name));
      listed = products.length;
    }
    expect(mens).toContain(await page.getByRole('article').first().getByRole('heading').textContent());

    await page.getByRole('button', { name: /Price Range/ }).click();
    const maxSlider = page.getByRole('slider', { name: 'Maximum price' });
    await expect(maxSlider).toHaveAttribute('max', '60000');
    await expect(maxSlider).toHaveAttribute('step', '5000');
    await page.getByLabel('Max (₹)').fill('15000');
    await expect(page).toHaveURL(/maxPrice=15000/);
    await page.keyboard.press('Escape');

    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sortBy=price-asc/);
    await expect
      .poll(async () => {
        const prices = await shownPrices(page);
        return prices.length > 1 && prices.every((price) => price <= 15_000) && isSorted(prices, 'asc');
      })
      .toBe(true);
    const lastOfPageOne = (await shownPrices(page)).at(-1)!;

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Showing 13-\d+ of \d+ exquisite pieces$/)).toBeVisible();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect.poll(async () => (await shownPrices(page))[0]! >= lastOfPageOne).toBe(true);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeFindings();

    // The selection lives in the address: a reload shows the same page of the same pieces.
    await page.reload();
    await expect(page.getByLabel('Category')).toHaveValue('male');
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });
});

test('Shopper narrows the women’s collection by material and price and sorts it', async ({
  page,
  expectNoSeriousAxeFindings,
}) => {
  await page.goto('/category/women');
  await expect(page.getByRole('heading', { level: 1, name: "Women's Jewellery" })).toBeVisible();
  const count = page.getByText(/^Showing 1-12 of (\d+) exquisite pieces$/);
  await expect(count).toBeVisible();
  const allWomen = (await count.textContent()) ?? '';

  await page.getByLabel('Material').selectOption('Gold');
  // The gold pieces are listed before the price is narrowed, as a shopper would see them.
  await expect(page).toHaveURL(/productType=Gold/);
  await page.getByRole('button', { name: /Price Range/ }).click();
  await expect(page.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('step', '1000');
  await page.getByLabel('Max (₹)').fill('20000');
  await expect(page).toHaveURL(/maxPrice=20000/);
  await expect(count).not.toHaveText(allWomen);

  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/sortBy=price-desc/);
  await expect
    .poll(async () => {
      const prices = await shownPrices(page);
      return prices.length > 1 && prices.every((price) => price <= 20_000) && isSorted(prices, 'desc');
    })
    .toBe(true);
  await expectNoSeriousAxeFindings();
});

test('Shopper finds the women’s rings in stock in their size, and a shared link opens on them', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}) => {
  const all = (await (await request.get('/api/women-rings/page')).json()) as ListingPageAnswer;
  const sizes = all.sizes ?? [];
  expect(sizes.length, 'women’s rings sold in sizes').toBeGreaterThan(0);
  // A size in the middle of the range, which some rings are in stock in.
  const size = sizes[Math.floor(sizes.length / 2)]!;
  const inSize = (await (
    await request.get(`/api/women-rings?size=${encodeURIComponent(size)}&inStock=true`)
  ).json()) as TypeListingAnswer;
  const names = inSize.products.map((piece) => piece.name);
  expect(names.length, `rings in stock in size ${size}`).toBeGreaterThan(0);
  expect(names.length).toBeLessThan(all.total);

  await page.goto('/custom/women/rings');
  const menu = page.getByLabel('Size', { exact: true });
  await expect(menu.locator('option')).toHaveText(['Any size', ...sizes]);
  await menu.selectOption(size);
  await page.getByLabel('In stock in this size').check();
  await expect(page).toHaveURL(new RegExp(`size=${size}&inStock=true`));
  await expect
    .poll(async () => page.getByRole('article').getByRole('heading').allTextContents())
    .toEqual(names.slice(0, 12));
  await expectNoSeriousAxeFindings();

  // The address carries the size: the server's page of a shared link holds those rings alone.
  const shared = await (await request.get(page.url(), { headers: { accept: 'text/html' } })).text();
  const root = /<div id="root">([\s\S]*?)<script/.exec(shared)?.[1] ?? shared;
  const asMarkup = (name: string) =>
    `>${name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')}<`;
  for (const name of names.slice(0, 12)) expect(root).toContain(asMarkup(name));
  const elsewhere = all.products.map((piece) => piece.name).filter((name) => !names.includes(name));
  for (const name of elsewhere) expect(root).not.toContain(asMarkup(name));
});

test('Shopper whose filters match nothing is told to adjust them', async ({ page }) => {
  await page.goto('/custom/kids/rings?minPrice=1&maxPrice=2');
  await expect(page.getByRole('heading', { level: 1, name: "Magical Kids' Rings" })).toBeVisible();
  await expect(
    page.getByText('No rings found matching your filters. Try adjusting your criteria.'),
  ).toBeVisible();
});

test('Product pictures load from the shop itself in several widths, without moving the page', async ({
  page,
}) => {
  await page.goto('/');
  // The card's picture is decorative (alt=""): the piece's name is its heading.
  const image = page.getByRole('article').first().locator('img');
  await expect(image).toHaveAttribute(
    'srcset',
    /-320\.webp 320w, .*-480\.webp 480w, .*-640\.webp 640w, .*-720\.webp 720w, .*-960\.webp 960w$/,
  );
  await expect(image).toHaveAttribute('width', '640');
  await expect(image).toHaveAttribute('height', '640');
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
});

test.describe('on a 412 px phone at 1.75 pixels per point, as Lighthouse measures', () => {
  // The screen too: with the desktop's 1,920 px screen the browser reads `sizes` once at that
  // width before the page's viewport applies, and fetches a second, larger file no phone would.
  test.use({
    viewport: { width: 412, height: 823 },
    screen: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });

  test('Shopper’s phone fetches each piece’s picture in the width its screen shows, not a larger file', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.webp')) fetched.push(new URL(response.url()).pathname);
    });
    await page.goto('/');
    const card = page.getByRole('article').first().locator('img');
    await expect
      .poll(() => card.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/-720\.webp$/);
    // The width `sizes` promised is the width the card is drawn at: 380 px, 665 device pixels.
    expect(await card.evaluate((image) => image.getBoundingClientRect().width)).toBe(
      slotWidth(CARD_LAYOUT, 412),
    );

    await page.goto('/product/14');
    const picture = page.getByRole('img', { name: 'Festive Sparkle Gold Bangles, picture 1 of 3' });
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/-720\.webp$/);
    expect(await picture.evaluate((image) => image.getBoundingClientRect().width)).toBe(
      slotWidth(GALLERY_LAYOUT, 412),
    );
    expect(fetched.filter((path) => path.endsWith('-960.webp'))).toEqual([]);
  });
});
