import type { CartLine } from '@shop/shared/cart';
import type { Product } from '@shop/shared/catalogue-api';
import { PERSONALISATION_TEXTS } from '@shop/shared/personalisation';
import { expect, test } from './fixtures.ts';
import { fingerprintPng } from './pictures.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('Shopper engraves words with a PDF and a second picture, which takes pictures only', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}) => {
  const search = (await (
    await request.get('/api/products/search?customOption=combined&inStock=true&limit=100')
  ).json()) as { products: Product[] };
  const piece = search.products.find((product) =>
    product.customizationTypes.some((type) => type.id === 'combined'),
  );
  expect(piece, 'a piece in stock that takes a combined personalisation').toBeTruthy();
  if (!piece) return;

  await page.goto(`/product/${piece._id}`);
  await page.getByRole('radio', { name: /^Combined/ }).check();
  await page.getByLabel('Text to engrave').fill('Amma');
  await page.getByLabel('Your picture or PDF').setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('letter.pdf', { exact: true })).toBeVisible();

  // The second upload area takes a picture only, with the spec's own alert.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const second = page.getByLabel('A second picture (optional)');
  await second.setInputFiles({ name: 'sketch.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect.poll(() => alerts).toEqual(['Please upload an image (JPEG, PNG, GIF).']);
  expect(alerts).toEqual([PERSONALISATION_TEXTS.wrongSecondFile]);
  await expect(page.getByText('sketch.pdf')).toHaveCount(0);

  await second.setInputFiles({ name: 'amma.png', mimeType: 'image/png', buffer: fingerprintPng() });
  await expect(page.getByRole('img', { name: 'Preview of amma.png' })).toBeVisible();
  await expectNoSeriousAxeFindings();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toBeVisible();
  const [line] = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]') as CartLine[];
  expect(line?.customization).toMatchObject({
    type: 'combined',
    file: { name: 'letter.pdf', type: 'application/pdf' },
    image: { name: 'amma.png', type: 'image/png' },
  });

  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'View PDF (letter.pdf)' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Image: amma.png' })).toBeVisible();
});
