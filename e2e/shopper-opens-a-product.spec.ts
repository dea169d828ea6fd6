import { expect, test } from './fixtures.ts';

test('Shopper opens a product from a listing and reloads it', async ({
  page,
  expectNoSeriousAxeFindings,
}) => {
  await page.goto('/custom/women/Pendants');
  await expect(page.getByRole('heading', { level: 1, name: "Captivating Women's Pendants" })).toBeVisible();
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  const price = (await card.locator('p:has(> .font-semibold) > .font-semibold').textContent()) ?? '';
  await card.getByRole('button', { name: 'Add to Cart' }).click();

  await expect(page).toHaveURL(/\/product\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  await expect(page.getByText(price, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Material')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quantity' })).toContainText('1');
  await expect(page).toHaveTitle(`${name} · Velli & Thangam`);
  await expectNoSeriousAxeFindings();

  // A reload (or a shared link) loads the same piece by its id.
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByText(price, { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Show picture 2' }).click();
  await expect(page.getByRole('img', { name: /picture 2 of/ })).toBeVisible();

  await page.getByRole('button', { name: 'Back to Products' }).click();
  await expect(page).toHaveURL(/\/custom\/women\/Pendants$/);
});

test('Shopper on a phone reads where a piece is made, and that a personalised one cannot be returned', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const search = await (await request.get('/api/products/search?customOption=engraving&limit=1')).json();
  const personalisable = search.products[0];
  await page.goto(`/product/${personalisable._id}`);
  await expect(page.getByRole('heading', { level: 1, name: personalisable.name })).toBeVisible();
  const origin = page.getByText('Country of origin: India');
  await origin.scrollIntoViewIfNeeded();
  await expect(origin).toBeVisible();
  const note = page.getByText('Personalised pieces are made for you and cannot be returned.');
  await note.scrollIntoViewIfNeeded();
  await expect(note).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read our refund policy' })).toHaveAttribute(
    'href',
    '/policies/refund-policy',
  );
  await expectNoSeriousAxeFindings();

  const all = await (await request.get('/api/all-products?limit=1000')).json();
  const plain = all.products.find(
    (product: { customizationTypes: unknown[] }) => product.customizationTypes.length === 0,
  );
  expect(plain, 'a piece sold as it is').toBeTruthy();
  await page.goto(`/product/${plain._id}`);
  await expect(page.getByRole('heading', { level: 1, name: plain.name })).toBeVisible();
  await expect(page.getByText('Country of origin: India')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quantity' })).toBeVisible();
  await expect(page.getByText(/cannot be returned/)).toHaveCount(0);
});

test('Search engines and link previews get the piece in the page the server sends', async ({ request }) => {
  const search = await (await request.get('/api/products/search?q=ring&limit=1')).json();
  const product = search.products[0];
  const html = await (
    await request.get(`/product/${product._id}`, { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toContain(`<title>${product.name} · Velli &amp; Thangam</title>`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/product/${product._id}"`));
  expect(html).toContain('property="og:image"');
  const jsonLd = /<script type="application\/ld\+json">(.+?)<\/script>/s.exec(html)?.[1];
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Product', name: product.name });
});

test('Shopper with an old link sees a notice and a sample piece instead of an error', async ({ page }) => {
  await page.goto('/product/999999');
  await expect(page.getByText('We could not find this piece')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Engraved Silver Band' })).toBeVisible();
  await expect(page.getByText('₹1,767')).toBeVisible();
});
