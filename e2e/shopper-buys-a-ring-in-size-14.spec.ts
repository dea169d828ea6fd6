import type { Product, ProductDetail } from '@shop/shared/catalogue-api';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import { expect, test } from './fixtures.ts';
import { fillDeliveryAddress } from './paid-order.ts';

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

test('A shopper on a phone picks size 14 of a ring, sees its own price, pays, and the order names the size', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}) => {
  // A demo ring sold in sizes: its card's price is its lowest size's.
  const all = (await (await request.get('/api/all-products?limit=1000')).json()) as { products: Product[] };
  const design = all.products.find((piece) => piece.category === 'ring' && piece.priceVaries === true);
  expect(design, 'a ring sold in sizes').toBeTruthy();
  if (!design) return;
  const { product } = (await (await request.get(`/api/products/${design._id}`)).json()) as {
    product: ProductDetail;
  };
  const fourteen = product.variants?.find((variant) => variant.values[0] === '14' && variant.inStock);
  expect(fourteen, 'size 14 in stock').toBeTruthy();
  if (!fourteen) return;
  expect(fourteen.price).toBeGreaterThan(design.price);

  const shopper = {
    firstName: 'Kavya',
    lastName: 'Raman',
    email: `sized.${Date.now()}@example.in`,
    phoneNumber: '9876543210',
    password: 'silver925',
  };
  expect((await request.post('/register', { data: shopper })).status()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The page opens on the lowest price; size 14 shows its own, and the address names it.
  await page.goto(`/product/${design._id}`);
  await expect(page.getByRole('heading', { level: 1, name: design.name })).toBeVisible();
  await expect(page.getByText(formatPaise(rupeesToPaise(design.price))).first()).toBeVisible();
  await page.getByRole('button', { name: 'Size 14', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Size 14', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const price = formatPaise(rupeesToPaise(fourteen.price));
  await expect(page.getByText(price).first()).toBeVisible();
  await expect(page.getByText(`${fourteen.gram} gram`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`variant=${fourteen.sku}`));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousAxeFindings();

  // A shared link opens on size 14, as the server renders it.
  const shared = await request.get(`/product/${design._id}?variant=${fourteen.sku}`, {
    headers: { accept: 'text/html' },
  });
  const sharedPage = await shared.text();
  const pressed = (name: string) =>
    new RegExp(`aria-pressed="true"[^>]*aria-label="${name}"|aria-label="${name}"[^>]*aria-pressed="true"`);
  expect(sharedPage).toMatch(pressed('Size 14'));

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText(fourteen.label)).toBeVisible();

  await page.getByRole('button', { name: 'Pay with Razorpay' }).click();
  const details = page.getByRole('dialog', { name: 'Enter Your Details' });
  await details.getByLabel('Full name').fill('Kavya Raman');
  await fillDeliveryAddress(details, {
    street: '9 North Chitrai Street',
    city: 'Madurai',
    state: 'Tamil Nadu',
    zipCode: '625001',
  });
  await details.getByRole('button', { name: 'Proceed to Payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Test payment' });
  await expect(payment.getByText(formatPaise(rupeesToPaise(fourteen.price) + 10_000))).toBeVisible();
  await payment.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page.getByText('Payment successful! Your order has been placed.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(design.name) })).toContainText(fourteen.label);
});
