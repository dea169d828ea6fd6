import type { Product, ProductDetail } from '@shop/shared/catalogue-api';
import { RING_SIZE_TEXTS } from '@shop/shared/ring-sizes';
import { expect, test } from './fixtures.ts';

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

test('A shopper on a phone measures their finger in the ring-size guide and goes back to the ring in that size', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}) => {
  // A demo ring sold in sizes and karats.
  const all = (await (await request.get('/api/all-products?limit=1000')).json()) as { products: Product[] };
  const sized = all.products.filter((piece) => piece.category === 'ring' && piece.priceVaries === true);
  const details = await Promise.all(
    sized.map(
      async (piece) =>
        ((await (await request.get(`/api/products/${piece._id}`)).json()) as { product: ProductDetail })
          .product,
    ),
  );
  const ring = details.find((piece) => piece.options?.map((option) => option.name).join() === 'Size,Purity');
  expect(ring, 'a ring in sizes and karats').toBeTruthy();
  if (!ring) return;
  const twelve = ring.variants?.find((variant) => variant.values.join() === '12,22K');
  const fourteen = ring.variants?.find((variant) => variant.values.join() === '14,22K');
  expect(twelve && fourteen, 'sizes 12 and 14 in 22K').toBeTruthy();
  if (!twelve || !fourteen) return;

  await page.goto(`/product/${ring._id}?variant=${twelve.sku}`);
  await expect(page.getByRole('heading', { level: 1, name: ring.name })).toBeVisible();
  await page.getByRole('link', { name: RING_SIZE_TEXTS.findYourSize }).click();
  await expect(page.getByRole('heading', { name: RING_SIZE_TEXTS.chooseHeading(ring.name) })).toBeVisible();
  await expect(page).toHaveURL(/\/ring-size-guide\?for=%2Fproduct%2F/);

  // A thread of 53.5 mm: size 13, and the ring is made in 14, the next larger.
  await page.getByLabel(RING_SIZE_TEXTS.circumferenceLabel).fill('53.5');
  await expect(
    page.getByRole('status').filter({ hasText: RING_SIZE_TEXTS.measuredSize(13, '14') }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousAxeFindings();
  await page.getByRole('link', { name: RING_SIZE_TEXTS.backToInSize(ring.name, '14') }).click();

  // Back on the ring in size 14, the karat kept.
  await expect(page).toHaveURL(new RegExp(`/product/${ring._id}\\?variant=${fourteen.sku}$`));
  await expect(page.getByRole('button', { name: 'Size 14', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Purity 22K', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // An address that would lead off the shop gives no way back at all.
  await page.goto(`/ring-size-guide?for=${encodeURIComponent('https://evil.example/')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ring Size Guide' })).toBeVisible();
  await expect(page.locator('a[href*="evil"]')).toHaveCount(0);
});
