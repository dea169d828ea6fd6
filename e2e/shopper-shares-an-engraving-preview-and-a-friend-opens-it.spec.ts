import type { Product } from '@shop/shared/catalogue-api';
import { PREVIEW_TEXTS } from '@shop/shared/previews';
import { expect, test } from './fixtures.ts';

test('Shopper shares an engraving preview and a friend opens it', async ({
  page,
  browser,
  request,
  expectNoSeriousAxeFindings,
}, testInfo) => {
  const search = (await (
    await request.get('/api/products/search?category=pendant&customOption=engraving&inStock=true&limit=100')
  ).json()) as { products: Product[] };
  const pendant = search.products.find(
    (product) =>
      product.engravingTemplate !== null &&
      product.customizationTypes.some((type) => type.id === 'engraving'),
  );
  expect(pendant, 'a pendant in stock with an engraving template').toBeTruthy();
  if (!pendant) return;

  // The shopper engraves the pendant and makes a link.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/product/${pendant._id}`);
  await expect(page.getByRole('heading', { level: 1, name: pendant.name })).toBeVisible();
  await page.getByRole('radio', { name: /^Engraving/ }).check();
  await page.getByLabel('Text to engrave').fill('Amma');
  await expect(page.getByRole('img', { name: 'Preview: "Amma" engraved in Script' })).toBeVisible();
  await page.getByRole('button', { name: PREVIEW_TEXTS.shareButton }).click();
  const link = page.getByLabel(PREVIEW_TEXTS.linkLabel);
  await expect(link).toHaveValue(/\/previews\/[A-Za-z0-9_-]{24}$/);
  const url = await link.inputValue();
  await page.getByRole('button', { name: PREVIEW_TEXTS.copyLink }).click();
  await expect(page.getByText(PREVIEW_TEXTS.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: PREVIEW_TEXTS.copyLink }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('shopper-360.png') });

  // The friend, in a browser of their own and not signed in, opens it on a phone.
  const friendContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const friend = await friendContext.newPage();
  const opened = await friend.goto(url);
  expect(opened?.status()).toBe(200);
  // Chat apps read the head before any script: its own title and picture.
  const head = await opened?.text();
  expect(head).toContain(`<meta property="og:title" content="${PREVIEW_TEXTS.title(pendant.name)}" />`);
  const image = /<meta property="og:image" content="([^"]+)"/.exec(head ?? '')?.[1];
  expect(image).toMatch(/\/api\/previews\/[A-Za-z0-9_-]{24}\/image\.png$/);

  await expect(friend.getByRole('heading', { level: 1, name: pendant.name })).toBeVisible();
  await expect(friend.getByRole('img', { name: 'Preview: "Amma" engraved in Script' })).toBeVisible();
  const own = friend.getByRole('link', { name: PREVIEW_TEXTS.personaliseOwn });
  await expect(own).toBeVisible();
  await expect(own).toHaveAttribute('href', `/product/${pendant._id}`);
  // Nothing on the page is wider than the phone.
  expect(await friend.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await friend.screenshot({ path: testInfo.outputPath('friend-360.png'), fullPage: true });
  await expectNoSeriousAxeFindings(friend);
  await friend.setViewportSize({ width: 1280, height: 900 });
  await friend.screenshot({ path: testInfo.outputPath('friend-1280.png') });

  const picture = await friend.request.get(image ?? '');
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  await testInfo.attach('og-image', { body: await picture.body(), contentType: 'image/png' });

  await own.click();
  await expect(friend.getByRole('heading', { level: 1, name: pendant.name })).toBeVisible();
  await expect(friend).toHaveURL(new RegExp(`/product/${pendant._id}$`));
  await friendContext.close();
});
