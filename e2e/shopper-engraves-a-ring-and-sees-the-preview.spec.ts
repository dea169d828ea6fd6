import type { Locator } from '@playwright/test';
import type { Product } from '@shop/shared/catalogue-api';
import { ENGRAVING_AREAS } from '@shop/shared/engraving-templates';
import { expect, test } from './fixtures.ts';

const arc = ENGRAVING_AREAS.ring;

/** Where the preview has drawn: how many pixels, and how far from the ring's centre they lie. */
function ink(canvas: Locator) {
  return canvas.evaluate(
    (element: HTMLCanvasElement, centre) => {
      const context = element.getContext('2d');
      if (!context) return { pixels: 0, nearest: 0, farthest: 0, side: element.width };
      const { data, width, height } = context.getImageData(0, 0, element.width, element.height);
      let pixels = 0;
      let nearest = Infinity;
      let farthest = 0;
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          if ((data[(y * width + x) * 4 + 3] ?? 0) < 64) continue;
          pixels += 1;
          const distance = Math.hypot(x / width - centre.x, y / width - centre.y);
          nearest = Math.min(nearest, distance);
          farthest = Math.max(farthest, distance);
        }
      }
      return { pixels, nearest, farthest, side: width };
    },
    { x: arc.centerX, y: arc.centerY },
  );
}

test('Shopper engraves a ring and sees the preview', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}, testInfo) => {
  const search = (await (
    await request.get('/api/products/search?category=ring&customOption=engraving&inStock=true&limit=100')
  ).json()) as { products: Product[] };
  const ring = search.products.find(
    (product) =>
      product.images[0]?.includes('-template-') &&
      product.customizationTypes.some((type) => type.id === 'engraving'),
  );
  expect(ring, 'a ring in stock whose first picture is the engraving template').toBeTruthy();
  if (!ring) return;

  await page.goto(`/product/${ring._id}`);
  await expect(page.getByRole('heading', { level: 1, name: ring.name })).toBeVisible();
  await page.getByRole('radio', { name: /^Engraving/ }).check();
  const text = page.getByLabel('Text to engrave');
  await expect(text).toHaveAttribute('maxlength', '8');
  await expect(page.getByText('Best with 3-8 characters on a ring')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Preview:/ })).toHaveCount(0);

  await text.fill('Anbu');
  await expect(page.getByText('4/8')).toBeVisible();
  const script = page.getByRole('img', { name: 'Preview: "Anbu" engraved in Script' });
  await expect(script).toBeVisible();
  await expect.poll(async () => (await ink(script)).pixels).toBeGreaterThan(300);
  const scriptDrawing = await script.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());

  await page.getByRole('radio', { name: 'Modern' }).check();
  await page.getByRole('slider', { name: 'Font size' }).fill('56');
  await expect(page.getByText('56 px')).toBeVisible();
  const modern = page.getByRole('img', { name: 'Preview: "Anbu" engraved in Modern' });
  await expect
    .poll(() => modern.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL()))
    .not.toBe(scriptDrawing);

  // The letters lie on the band: within its height either side of the engraving arc.
  const drawn = await ink(modern);
  expect(drawn.pixels).toBeGreaterThan(300);
  expect(drawn.nearest).toBeGreaterThan(arc.radius - arc.bandHeight / 2);
  expect(drawn.farthest).toBeLessThan(arc.radius + arc.bandHeight / 2);

  const frame = modern.locator('..');
  await testInfo.attach('ring preview', { body: await frame.screenshot(), contentType: 'image/png' });
  await expectNoSeriousAxeFindings();

  // Only the first picture carries the preview.
  await page.getByRole('button', { name: 'Show picture 2' }).click();
  await expect(modern).toHaveCount(0);
  await page.getByRole('button', { name: 'Show picture 1' }).click();
  await expect(modern).toBeVisible();

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toBeVisible();
  await expect(page.getByText('Added to cart!')).toBeHidden({ timeout: 5000 });

  await page.goto('/cart');
  await page.reload();
  await expect(page.getByRole('link', { name: ring.name })).toBeVisible();
  await expect(page.getByText('Engraving (Modern):')).toBeVisible();
  await expect(page.getByText('Anbu', { exact: true })).toBeVisible();
  await expectNoSeriousAxeFindings();
});
