import { expect, test } from './fixtures.ts';
import { setPasswordAndSignIn } from './owner.ts';
import { fingerprintPng } from './pictures.ts';

interface Product {
  _id: string;
  name: string;
  images: string[];
  image: string;
  engravingTemplate: string | null;
}

test('Owner drops pictures onto a ring, orders them with the keyboard, chooses its card picture and removes one', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}) => {
  // An engravable ring of the demo catalogue: its plain band is the engraving template.
  const listing = await request.get('/api/all-products?limit=1000');
  const ring = (await listing.json()).products.find(
    (product: Product & { category: string }) =>
      product.category === 'ring' && product.engravingTemplate !== null && product.images.length === 2,
  ) as Product;
  expect(ring.image).not.toBe(ring.engravingTemplate);

  await page.setViewportSize({ width: 360, height: 740 });
  await setPasswordAndSignIn(page, 'pictures', 'pictures of every ring');

  await page.goto(`/admin/products/${ring._id}/pictures`);
  await expect(page.getByRole('heading', { name: `Pictures of ${ring.name}` })).toBeVisible();
  const pictures = page
    .getByRole('list', { name: 'Pictures, in the order the shop shows them' })
    .getByRole('listitem');
  await expect(pictures).toHaveCount(2);
  await expect(page.getByRole('radio', { name: 'Engraving template (picture 1)' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Card picture (picture 2)' })).toBeChecked();
  await expectNoSeriousAxeFindings();

  // Two pictures dropped onto the zone at once, as from a file manager.
  const png = fingerprintPng(96).toString('base64');
  const dropped = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'front.png', { type: 'image/png' }));
    transfer.items.add(new File([bytes], 'side.png', { type: 'image/png' }));
    return transfer;
  }, png);
  const zone = page.getByText(/^Drag pictures here, or choose them/).locator('..');
  await zone.dispatchEvent('dragenter', { dataTransfer: dropped });
  await zone.dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByRole('status').filter({ hasText: '2 pictures added.' })).toBeAttached();
  await expect(pictures).toHaveCount(4);

  // The last picture moves up with the keyboard alone, and the keyboard stays with it.
  await page.getByRole('button', { name: 'Move earlier (picture 4)' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Picture moved to position 3 of 4.' }),
  ).toBeAttached();
  await expect(page.getByRole('button', { name: 'Move earlier (picture 3)' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move earlier (picture 2)' })).toBeFocused();

  // Until the owner chooses, cards show the first picture that is not the plain band.
  await expect(page.getByRole('radio', { name: 'Card picture (picture 2)' })).toBeChecked();
  // The choice is drawn as the click is handled, in the page's next task, before the answer:
  // so a click and then its state, rather than check(), which reads it in the same instant.
  await page.getByRole('radio', { name: 'Card picture (picture 4)' }).click();
  await expect(page.getByRole('radio', { name: 'Card picture (picture 4)' })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'Picture 4 is the card picture.' })).toBeAttached();
  const card = await pictures.nth(3).getByRole('img').getAttribute('src');
  expect(card).toMatch(/^\/images\/products\/[0-9a-f-]{36}-320\.webp$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousAxeFindings();

  // The shop's cards show the chosen picture, served from storage.
  const chosen = (card ?? '').replace('-320.webp', '-640.webp');
  const product = (await (await request.get(`/api/products/${ring._id}`)).json()).product as Product;
  expect(product.image).toBe(chosen);
  expect(product.images[3]).toBe(chosen);
  const served = await request.get(chosen);
  expect(served.headers()['content-type']).toBe('image/webp');

  await page.getByRole('button', { name: 'Remove (picture 3)' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Remove picture 3' })).toBeVisible();
  await expectNoSeriousAxeFindings();
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Picture removed.' })).toBeAttached();
  await expect(pictures).toHaveCount(3);
  await expect(page.getByRole('radio', { name: 'Card picture (picture 3)' })).toBeChecked();
});
