import { expect, test } from './fixtures.ts';
import { mailToContaining } from './mail.ts';
import { setPasswordAndSignIn, takeStep } from './owner.ts';
import { aPaidOrder } from './paid-order.ts';

// Without an '=': the outbox reader takes the text part for quoted-printable.
const TRACKING_LINK = 'https://www.indiapost.gov.in/track/EE987654321IN';

test('Owner ships an order and the customer sees it on its way', async ({
  page,
  browser,
  request,
  expectNoSeriousAxeFindings,
}) => {
  // Two people's work in one journey (a payment, a back-office sign-in with its argon2 hash, the
  // work list, three steps, the customer's pages): more than the usual 30 s on two busy cores.
  test.slow();
  const shopper = {
    firstName: 'Anjali',
    lastName: 'Nair',
    email: `ships.${Date.now().toString(36)}@example.in`,
    phoneNumber: '9988776655',
    password: 'silver925',
  };
  const { product, orderId, reference } = await aPaidOrder(request, shopper, {
    search: 'category=ring&customOption=engraving',
    size: '16',
    customization: { type: 'engraving', customName: 'Thangam 24', selectedFont: 'modern', fontSize: 32 },
  });

  // The owner, in the back office on their own computer, finds the order on the bench's work
  // list with its engraving, makes it and ships it.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await setPasswordAndSignIn(owner, 'shipping', 'parcels leave at four');
  await owner
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Work list' })
    .click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Work list' })).toBeVisible();
  const entry = owner.getByRole('article', { name: `Order ${reference}` });
  await expect(entry).toContainText(product.name);
  await expect(entry).toContainText('size 16');
  await expect(entry.getByText('Thangam 24')).toHaveCSS('font-family', /Montserrat/);
  await expect(entry).toContainText('Modern font, size 32');
  // On paper: the list alone, without the navigation or the button, no order cut in two.
  await owner.emulateMedia({ media: 'print' });
  await expect(owner.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  await expect(owner.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(entry.getByText('Thangam 24')).toBeVisible();
  await expect(entry).toHaveCSS('break-inside', 'avoid');
  await owner.emulateMedia({ media: 'screen' });

  await entry.getByRole('link', { name: `Order ${reference}` }).click();
  await expect(owner.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
  // An engraved piece waits for its customer's approval of a proof; the owner spoke to them.
  const proofs = owner.getByRole('region', { name: 'Proofs' });
  await proofs
    .getByLabel('Why may it be made without the customer’s approval?')
    .fill('The customer approved the engraving on the phone');
  await proofs.getByRole('button', { name: 'Make without a proof' }).click();
  await expect(proofs).toContainText(
    'Made without a proof: The customer approved the engraving on the phone',
  );
  await takeStep(owner, 'Start making');
  await takeStep(owner, 'Send to quality check');
  const nextStep = owner.getByRole('region', { name: 'Next step' });
  await nextStep.getByLabel('Courier').fill('India Post');
  await nextStep.getByLabel('Tracking number').fill('EE987654321IN');
  await nextStep.getByLabel('Tracking link (optional)').fill(TRACKING_LINK);
  await takeStep(owner, 'Mark shipped');
  await expect(nextStep.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  // The order's documents: the receipt of its payment, and the tax invoice its shipping issued.
  const payment = owner.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText(/^Receipt voucher VT\/R\/\d{2}-\d{2}\/\d{5}: ₹/)).toBeVisible();
  await expect(payment.getByText(/^Tax invoice VT\/\d{4}-\d{2}\/\d{5}: ₹/)).toBeVisible();
  const downloading = owner.waitForEvent('download');
  await payment.getByRole('button', { name: /^Download tax invoice VT/ }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^Tax-invoice-VT-\d{4}-\d{2}-\d{5}\.pdf$/);
  await ownerContext.close();

  // The shopper signs in and finds it on its way, from the Orders tab to the order's own page.
  await page.goto('/login');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile?tab=orders');
  const orders = page.getByRole('tabpanel', { name: 'Orders' });
  await expect(orders).toContainText('Shipped');
  await orders.getByRole('link', { name: `Order ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  const where = page.getByRole('region', { name: 'Where your order is' });
  await expect(where.getByText('Shipped', { exact: true }).first()).toBeVisible();
  await expect(where).toContainText(/Expected between \w{3} \d{1,2} \w{3} and \w{3} \d{1,2} \w{3}/);
  await expect(where).toContainText('India Post');
  await expect(where).toContainText('EE987654321IN');
  const tracking = where.getByRole('link', { name: 'Track your parcel' });
  await expect(tracking).toHaveAttribute('href', TRACKING_LINK);
  await expect(
    page.getByRole('region', { name: 'Documents' }).getByRole('link', { name: /^Download tax invoice VT\// }),
  ).toBeVisible();
  // The owner's word with the customer stands for the proof, on the timeline with its reason.
  await expect(where.getByRole('listitem')).toHaveText([
    /^Paid /,
    /^Made without a proof .*The customer approved the engraving on the phone$/,
    /^In making /,
    /^Quality check /,
    /^Shipped /,
  ]);
  const pieces = page.getByRole('region', { name: 'Pieces' });
  await expect(pieces).toContainText(product.name);
  await expect(pieces).toContainText('Thangam 24');
  await expect(where).toContainText('Customised pieces need 5 to 7 additional business days.');
  await expectNoSeriousAxeFindings();

  // The mail told the shopper the same.
  const mail = await mailToContaining(shopper.email, 'Your piece is on its way to you.');
  expect(mail).toContain('Courier: India Post');
  expect(mail).toContain(`Track it: ${TRACKING_LINK}`);
  expect(mail).toContain('Your tax invoice is attached.');

  // On a phone the page fits and the link is at hand.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(tracking).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousAxeFindings();
});
