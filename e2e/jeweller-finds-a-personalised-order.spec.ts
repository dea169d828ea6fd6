import type { APIRequestContext } from '@playwright/test';
import { SHIPPING_PAISE } from '@shop/shared/cart';
import type { Product } from '@shop/shared/catalogue-api';
import { rupeesToPaise } from '@shop/shared/money';
import { expect, test } from './fixtures.ts';
import { mailToContaining } from './mail.ts';
import { OWNERS, setPasswordAndSignIn } from './owner.ts';

const ENGRAVING = {
  type: 'engraving',
  customName: 'Amma & Appa',
  selectedFont: 'script',
  fontSize: 28,
} as const;

/** A shopper pays for an engraved ring through the shop's own calls and the test provider. */
async function aPaidEngravedOrder(request: APIRequestContext, email: string) {
  const registered = await request.post('/register', {
    data: { firstName: 'Divya', lastName: 'Menon', email, phoneNumber: '9123456780', password: 'silver925' },
  });
  expect(registered.status()).toBe(201);
  const headers = { authorization: `Bearer ${((await registered.json()) as { token: string }).token}` };
  const search = (await (
    await request.get('/api/products/search?category=ring&customOption=engraving&inStock=true&limit=1')
  ).json()) as { products: Product[] };
  const ring = search.products[0];
  if (!ring) throw new Error('The demo catalogue has no engravable ring in stock');

  const created = await request.post('/api/api/create-razorpay-order', {
    headers,
    data: {
      amount: (rupeesToPaise(ring.price) + SHIPPING_PAISE) / 100,
      currency: 'INR',
      receipt: 'engraved-ring',
      items: [{ productId: ring._id, quantity: 1, size: '14', customization: ENGRAVING }],
      customerDetails: {
        name: 'Divya Menon',
        email,
        phone: '9123456780',
        address: '22 Marine Drive',
        city: 'Kochi',
        state: 'Kerala',
        zipCode: '682031',
        country: 'India',
      },
    },
  });
  expect(created.status()).toBe(200);
  const { order } = (await created.json()) as { order: { id: string; receipt: string } };
  const paid = await request.post('/api/test-payments/pay', { data: { order_id: order.id } });
  expect((await request.post('/api/api/verify-payment', { headers, data: await paid.json() })).status()).toBe(
    200,
  );
  return { ring, orderId: order.receipt };
}

test('Jeweller finds a shopper’s engraved order, reads the engraving and takes it to shipping', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}) => {
  const email = `divya.${Date.now().toString(36)}@example.in`;
  const { ring, orderId } = await aPaidEngravedOrder(request, email);

  await setPasswordAndSignIn(page, 'orders', 'the bench opens at nine');

  // The morning's figures: the shopper's payment is among today's takings, waiting to be made.
  await expect(page.getByRole('region', { name: 'Takings today' })).toContainText(/[1-9]\d* paid orders?/);
  await page.getByRole('link', { name: /^\d+ Paid$/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=paid$/);
  await expect(page.getByLabel('Status')).toHaveValue('paid');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Search orders').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Divya Menon' });
  await expect(row).toContainText('Personalised');
  await expect(row).toContainText('Paid');
  await expectNoSeriousAxeFindings();

  await row.getByRole('link', { name: orderId.slice(0, 8).toUpperCase() }).click();
  await expect(
    page.getByRole('heading', { name: `Order ${orderId.slice(0, 8).toUpperCase()}` }),
  ).toBeVisible();
  const pieces = page.getByRole('region', { name: 'Pieces' });
  await expect(pieces).toContainText(ring.name);
  await expect(pieces).toContainText('size 14');
  await expect(pieces.getByText('Amma & Appa')).toHaveCSS('font-family', /Great Vibes/);
  await expect(pieces).toContainText('Script font, size 28');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(/pay_\w+/);
  await expect(page.getByRole('region', { name: 'Customer and delivery' })).toContainText(
    '22 Marine Drive, Kochi, 682031',
  );
  await expectNoSeriousAxeFindings();

  // The address keeps the order: a reload shows it again.
  await page.reload();
  await expect(page.getByText('Script font, size 28')).toBeVisible();

  // An engraved piece waits for its customer's approval of a proof; the owner spoke to them.
  const proofs = page.getByRole('region', { name: 'Proofs' });
  await proofs
    .getByLabel('Why may it be made without the customer’s approval?')
    .fill('The customer approved the engraving on the phone');
  await proofs.getByRole('button', { name: 'Make without a proof' }).click();
  await expect(proofs).toContainText(
    'Made without a proof: The customer approved the engraving on the phone',
  );

  // The bench starts making it: one click, a confirmation, and the customer is told.
  const nextStep = page.getByRole('region', { name: 'Next step' });
  await nextStep.getByRole('button', { name: 'Start making' }).click();
  await expect(nextStep).toContainText('The customer is told by mail.');
  await nextStep.getByRole('button', { name: 'Confirm' }).click();
  await expect(nextStep.getByRole('heading', { name: 'Next step: quality check' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(`In making`);
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(OWNERS.orders.name);
  expect(await mailToContaining(email, 'Our jewellers have started making your piece by hand.')).toMatch(
    /^Subject: Your Velli & Thangam order \w{8}: in making\r?$/m,
  );

  await nextStep.getByRole('button', { name: 'Send to quality check' }).click();
  await nextStep.getByRole('button', { name: 'Confirm' }).click();
  await nextStep.getByLabel('Courier').fill('India Post');
  await nextStep.getByLabel('Tracking number').fill('EE123456789IN');
  await nextStep.getByRole('button', { name: 'Mark shipped' }).click();
  await nextStep.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('EE123456789IN');
  await expect(nextStep.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  await expectNoSeriousAxeFindings();
});
