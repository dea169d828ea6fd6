import { PRODUCT_TEXTS } from '@shop/shared/catalogue-admin';
import { expect, test } from './fixtures.ts';
import { setPasswordAndSignIn } from './owner.ts';
import { fingerprintPng } from './pictures.ts';

// A word no demo piece has, so the storefront's search finds this piece alone.
const TAG = `vine${Date.now().toString(36)}`;
const NAME = `Kolam Vine Kada ${TAG}`;
const SEARCH = `/search?q=${TAG}`;

test('Owner adds a piece with pictures and finds it in the shop, then archives it out of the shop', async ({
  page,
  expectNoSeriousAxeFindings,
}) => {
  // A password set with argon2, two pictures resized three times each by sharp, five axe
  // checks and two storefront searches: more than 30 seconds on two busy cores.
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  await setPasswordAndSignIn(page, 'catalogue', 'a kada for every wrist');
  await expect(page.getByRole('heading', { name: 'Low in stock' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ pieces$/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousAxeFindings();

  await page.getByRole('link', { name: 'Add a piece' }).click();
  await page.getByRole('button', { name: 'Add to the catalogue' }).click();
  await expect(page.getByText(PRODUCT_TEXTS.nameRequired)).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(NAME);
  await page
    .getByLabel('Description', { exact: true })
    .fill('A silver kada with a kolam vine chased around it, made for us in Kandy.');
  await page.getByLabel('For', { exact: true }).selectOption('men');
  await page.getByLabel('Category', { exact: true }).selectOption('Kada');
  await page.getByLabel('Metal', { exact: true }).selectOption('Silver');
  // A new piece starts with nothing typed in for its price and weight.
  await expect(page.getByLabel('Price (₹)')).toHaveValue('');
  await expect(page.getByLabel('Weight (gram)')).toHaveValue('');
  await page.getByLabel('Price (₹)').fill('3450');
  await page.getByLabel('Weight (gram)').fill('14');
  await page.getByLabel('Pieces in stock').fill('2');
  // A piece is made in India unless staff say otherwise.
  await expect(page.getByLabel('Country of origin')).toHaveValue('India');
  await page.getByLabel('Country of origin').fill('Sri Lanka');
  await page.getByLabel('Engraving').check();
  await page.getByRole('button', { name: 'Add to the catalogue' }).click();
  await expect(page.getByRole('status').filter({ hasText: PRODUCT_TEXTS.created })).toBeVisible();
  await expect(page.getByRole('heading', { name: NAME, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pictures' })).toBeVisible();
  await expect(page.getByText('This piece has no pictures yet.')).toBeVisible();

  // Two pictures chosen at once on the piece's own page.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose pictures' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: fingerprintPng(96) },
    { name: 'side.png', mimeType: 'image/png', buffer: fingerprintPng(80) },
  ]);
  await expect(page.getByRole('status').filter({ hasText: '2 pictures added.' })).toBeAttached();
  const pictures = page
    .getByRole('list', { name: 'Pictures, in the order the shop shows them' })
    .getByRole('listitem');
  await expect(pictures).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousAxeFindings();

  const piecePage = new URL(page.url()).pathname;

  // The shop's storefront finds it at once, and says how few are left.
  await page.goto(SEARCH);
  await expect(page.getByRole('heading', { level: 1, name: `1 results for "${TAG}"` })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: NAME });
  await expect(card).toContainText('Only 2 left');
  await expect(card).toContainText('Customizable');
  // The card's picture is decorative (the name beside it says what it is), so no role: by its tag.
  await expect(card.locator('img').first()).toHaveAttribute(
    'src',
    /^\/images\/products\/[0-9a-f-]{36}-\d+\.webp$/,
  );
  await expectNoSeriousAxeFindings();

  // Its page says where it was made, and that an engraved piece cannot be returned.
  await page.goto(`/product/${/\/products\/(\d+)/.exec(piecePage)?.[1] ?? ''}`);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText('Country of origin: Sri Lanka')).toBeVisible();
  await expect(page.getByText('Personalised pieces are made for you and cannot be returned.')).toBeVisible();

  // Archived, after a confirmation, it leaves the storefront.
  await page.goto(piecePage);
  await page.getByRole('button', { name: 'Archive this piece' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Confirm archiving' })).toContainText(NAME);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: PRODUCT_TEXTS.archived })).toBeVisible();
  await expectNoSeriousAxeFindings();

  await page.goto(SEARCH);
  // Other pieces may still answer the word, corrected to one of theirs; this one is gone.
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^\\d+ results for "${TAG}"$`) }),
  ).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: NAME })).toHaveCount(0);

  // The back office still has it, among the archived pieces.
  await page.goto(`/admin/products?archived=archived&q=${TAG}`);
  await expect(page.getByRole('link', { name: NAME })).toBeVisible();
});
