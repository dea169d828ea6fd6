import type { Product, ProductDetail } from '@shop/shared/catalogue-api';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import { VARIANT_TEXTS } from '@shop/shared/variants-admin';
import { expect, test } from './fixtures.ts';
import { setPasswordAndSignIn } from './owner.ts';

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

test('The jeweller adds a larger size to a ring on a phone, and the ring’s page sells it at once', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}) => {
  // A password set with argon2 and two axe checks on two busy cores.
  test.slow();
  // A demo ring sold in sizes alone; the jeweller adds the size after its largest.
  const all = (await (await request.get('/api/all-products?limit=1000')).json()) as { products: Product[] };
  const sized: ProductDetail[] = [];
  for (const piece of all.products.filter((one) => one.category === 'ring' && one.priceVaries === true)) {
    const { product } = (await (await request.get(`/api/products/${piece._id}`)).json()) as {
      product: ProductDetail;
    };
    if (product.options?.length === 1) sized.push(product);
  }
  const ring = sized.at(-1);
  expect(ring, 'a ring sold in sizes').toBeTruthy();
  if (!ring) return;
  const largest = Math.max(...(ring.options?.[0]?.values ?? []).map(Number));
  const [was, added] = [`Size ${largest}`, `Size ${largest + 1}`];

  await setPasswordAndSignIn(page, 'variants', 'every finger its own ring');

  await page.goto(`/admin/products/${ring._id}`);
  await expect(page.getByRole('heading', { name: 'Options and variants' })).toBeVisible();
  await expect(page.getByLabel(`Stock of ${was}`)).toBeVisible();
  await page.getByLabel('New values of Size').fill(String(largest + 1));
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByLabel(`SKU of ${added}`)).toBeVisible();
  // The new size weighs a little more than the largest, whose figures the new row starts from.
  const before = ring.variants?.find((variant) => variant.label === was);
  const gram = Math.round((before?.gram ?? 5) * 104) / 100;
  const net = Math.round((before?.netWeightMg ?? 4_500) * 1.04);
  await expect(page.getByLabel(`Gross weight of ${added} (g)`)).toHaveValue(String(before?.gram));
  await page.getByLabel(`Gross weight of ${added} (g)`).fill(String(gram));
  await page.getByLabel(`Net weight of ${added} (g)`).fill(String(net / 1000));
  await page.getByLabel(`Stock of ${added}`).fill('1');
  await page.getByLabel(`Days to make ${added} to order`).fill('');
  // The grid scrolls sideways inside its box; the page itself stays a phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousAxeFindings();
  await page.getByRole('button', { name: 'Save the variants' }).click();
  await expect(page.getByRole('status').filter({ hasText: VARIANT_TEXTS.saved })).toBeVisible();

  const { product } = (await (await request.get(`/api/products/${ring._id}`)).json()) as {
    product: ProductDetail;
  };
  const sold = product.variants?.find((variant) => variant.label === added);
  expect(sold).toMatchObject({ gram, netWeightMg: net, inStock: true });
  if (!sold) return;

  await page.goto(`/product/${ring._id}`);
  await expect(page.getByRole('heading', { level: 1, name: ring.name })).toBeVisible();
  const size = page.getByRole('button', { name: added, exact: true });
  await expect(size).toBeEnabled();
  await size.click();
  await expect(size).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(formatPaise(rupeesToPaise(sold.price))).first()).toBeVisible();
  await expect(page.getByText(`${gram} gram`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousAxeFindings();
});
