import { DELIVERY_CHECK_TEXTS, expectedDelivery } from '@shop/shared/delivery';
import { RING_SIZE_TEXTS } from '@shop/shared/ring-sizes';
import { expect, test } from './fixtures.ts';

const PHONE = { width: 360, height: 740 };

interface Piece {
  _id: string;
  name: string;
  category: string;
  customizationTypes: unknown[];
}

test('A shopper checks delivery to their pincode and finds their ring size', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}) => {
  await page.setViewportSize(PHONE);
  const all: { products: Piece[] } = await (await request.get('/api/all-products?limit=1000')).json();
  const ring = all.products.find((piece) => piece.category === 'ring' && piece.customizationTypes.length > 0);
  const plain = all.products.find((piece) => piece.customizationTypes.length === 0);
  expect(ring, 'a ring that can be engraved').toBeTruthy();
  expect(plain, 'a piece sold as it is').toBeTruthy();
  if (!ring || !plain) return;

  // On a ring's page, the shopper checks delivery to their pincode.
  await page.goto(`/product/${ring._id}`);
  await expect(page.getByRole('heading', { level: 1, name: ring.name })).toBeVisible();
  const check = page.getByRole('region', { name: DELIVERY_CHECK_TEXTS.heading });
  const pincode = check.getByLabel(DELIVERY_CHECK_TEXTS.pincodeLabel);
  await pincode.scrollIntoViewIfNeeded();
  await pincode.fill('05600');
  await check.getByRole('button', { name: DELIVERY_CHECK_TEXTS.check }).click();
  await expect(check.getByText(DELIVERY_CHECK_TEXTS.malformedPincode)).toBeVisible();

  await pincode.fill('560001');
  await check.getByRole('button', { name: DELIVERY_CHECK_TEXTS.check }).click();
  const now = new Date();
  await expect(
    check.getByText(DELIVERY_CHECK_TEXTS.withoutPersonalisation('560001', expectedDelivery(now, false))),
  ).toBeVisible();
  await expect(check.getByText(DELIVERY_CHECK_TEXTS.personalised(expectedDelivery(now, true)))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousAxeFindings();

  // The next piece is checked at once with the pincode the shop remembered.
  await page.goto(`/product/${plain._id}`);
  await expect(page.getByRole('heading', { level: 1, name: plain.name })).toBeVisible();
  await expect(page.getByLabel(DELIVERY_CHECK_TEXTS.pincodeLabel)).toHaveValue('560001');
  await expect(
    page.getByText(DELIVERY_CHECK_TEXTS.plain('560001', expectedDelivery(now, false))),
  ).toBeVisible();

  // Back on the ring, the size field leads to the guide.
  await page.goto(`/product/${ring._id}`);
  await page.getByRole('checkbox', { name: 'Add size' }).check();
  await expect(page.getByRole('combobox', { name: 'Size' })).toHaveAttribute('list', /.+/);
  await page.getByRole('link', { name: RING_SIZE_TEXTS.findYourSize }).click();
  await expect(page).toHaveURL(/\/ring-size-guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ring Size Guide' })).toBeVisible();
  await expect(page).toHaveTitle('Ring Size Guide · Velli & Thangam');
  await expect(page.getByRole('row', { name: '12 16.5 mm 51.9 mm' })).toBeVisible();
  await expect(page.getByText(RING_SIZE_TEXTS.printAt100)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousAxeFindings();

  // Printed, the ruler is 104 mm wide (96 CSS pixels to the inch), and the header stays off the paper.
  await page.emulateMedia({ media: 'print' });
  const ruler = page.getByRole('img', { name: RING_SIZE_TEXTS.rulerLabel });
  const width = (await ruler.boundingBox())?.width ?? 0;
  expect(Math.abs(width - (104 * 96) / 25.4)).toBeLessThan(1);
  await expect(page.getByRole('banner')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The guide is whole before any script runs, for a search engine or a slow phone.
  const html = await (await request.get('/ring-size-guide')).text();
  expect(html).toContain('<title>Ring Size Guide · Velli &amp; Thangam</title>');
  expect(html).toContain('51.9 mm');
  expect(html).toContain(RING_SIZE_TEXTS.threadHeading);
});
