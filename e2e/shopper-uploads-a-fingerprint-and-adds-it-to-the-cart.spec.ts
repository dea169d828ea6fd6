import type { CartLine } from '@shop/shared/cart';
import type { Product } from '@shop/shared/catalogue-api';
import { PERSONALISATION_TEXTS } from '@shop/shared/personalisation';
import { expect, test } from './fixtures.ts';
import { fingerprintPng } from './pictures.ts';

test('Shopper uploads a fingerprint and adds it to the cart', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}) => {
  const search = (await (
    await request.get('/api/products/search?customOption=fingerprint&inStock=true&limit=100')
  ).json()) as { products: Product[] };
  const piece = search.products.find((product) =>
    product.customizationTypes.some((type) => type.id === 'fingerprint'),
  );
  expect(piece, 'a piece in stock that takes a fingerprint').toBeTruthy();
  if (!piece) return;

  await page.goto(`/product/${piece._id}`);
  await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
  await page.getByRole('radio', { name: /^Fingerprint/ }).check();
  await expect(page.getByText(PERSONALISATION_TEXTS.uploadHint)).toBeVisible();
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await expect(addToCart).toBeDisabled();
  await expect(page.getByText('Upload the fingerprint to add this piece to the cart.')).toBeVisible();

  // A text file named .png is found out before it is sent, with the shop's alert.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const field = page.getByLabel('Your fingerprint');
  await field.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture\n'),
  });
  await expect.poll(() => alerts).toEqual([PERSONALISATION_TEXTS.wrongFileType]);
  await expect(addToCart).toBeDisabled();

  await field.setInputFiles({ name: 'fingerprint.png', mimeType: 'image/png', buffer: fingerprintPng() });
  const preview = page.getByRole('img', { name: 'Preview of fingerprint.png' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expect(page.getByText('fingerprint.png', { exact: true })).toBeVisible();
  await expect(addToCart).toBeEnabled();
  await expectNoSeriousAxeFindings();

  await addToCart.click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('cart'));
  const [line] = JSON.parse(stored ?? '[]') as CartLine[];
  expect(line?.customization).toMatchObject({ type: 'fingerprint', uploadedFile: 'fingerprint.png' });
  const fileId = line?.customization?.type === 'fingerprint' ? line.customization.fileId : '';
  // The cart keeps a thumbnail, not the file.
  expect(stored?.length ?? 0).toBeLessThan(60_000);

  const file = await request.get(`/api/files/${fileId}`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');

  await page.goto('/cart');
  await page.reload();
  await expect(page.getByRole('link', { name: piece.name })).toBeVisible();
  const inCart = page.getByRole('img', { name: 'Fingerprint: fingerprint.png' });
  await expect(inCart).toBeVisible();
  expect(await inCart.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
    true,
  );
  await expectNoSeriousAxeFindings();
});
