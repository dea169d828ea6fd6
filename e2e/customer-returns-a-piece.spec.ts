import { SHIPPING_PAISE } from '@shop/shared/cart';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import { RETURN_TEXTS, formatLongShopDay, lastReturnDay } from '@shop/shared/returns';
import { expect, test } from './fixtures.ts';
import { mailToContaining } from './mail.ts';
import { setPasswordAndSignIn } from './owner.ts';
import { aPaidOrder, shipTheOrder, signIn } from './paid-order.ts';

test('Customer returns a piece and the shop refunds it on a credit note', async ({
  page,
  browser,
  request,
  expectNoSeriousAxeFindings,
}) => {
  // Two people's work: a payment, the order's steps, a return's four steps and a refund.
  test.setTimeout(180_000);
  const shopper = {
    firstName: 'Divya',
    lastName: 'Krishnan',
    email: `returns.${Date.now().toString(36)}@example.in`,
    phoneNumber: '9876512345',
    password: 'silver925return',
  };
  const { product, orderId, reference } = await aPaidOrder(request, shopper, { search: 'category=chain' });
  const pricePaise = rupeesToPaise(product.price);

  // The owner, on a desktop, sets the return window to 20 days on the Settings page.
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const owner = await ownerContext.newPage();
  await setPasswordAndSignIn(owner, 'returns', 'returns come back checked');
  await owner
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Settings' })
    .click();
  const days = owner.getByLabel(RETURN_TEXTS.windowLabel);
  await expect(days).toHaveValue(/\d+/);
  await days.fill('20');
  await owner.getByRole('button', { name: RETURN_TEXTS.windowSave }).click();
  await expect(owner.getByText(RETURN_TEXTS.windowSaved)).toBeVisible();
  await expectNoSeriousAxeFindings(owner);

  // The order is made, shipped and delivered (the back office's calls, with the owner's session).
  const token = await owner.evaluate(() => localStorage.getItem('backOffice.sessionToken'));
  await shipTheOrder(request, token, orderId, { trackingNumber: 'EE111222333IN', delivered: true });
  const lastDay = formatLongShopDay(lastReturnDay(new Date(), 20));
  const today = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(
    new Date(),
  );

  // The customer, on a phone, asks to send the piece back.
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, shopper.email, shopper.password);
  await page.goto(`/orders/${orderId}`);
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns).toContainText(`You may ask to return pieces until ${lastDay}.`);
  await returns.getByRole('checkbox', { name: product.name }).check();
  await returns.getByLabel(RETURN_TEXTS.returnReasonLabel).fill('The chain is longer than I hoped');
  await expectNoSeriousAxeFindings();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await returns.getByRole('button', { name: RETURN_TEXTS.returnSend }).click();
  await expect(returns.getByText(RETURN_TEXTS.returnSent)).toBeVisible();
  await expect(returns).toContainText(`Return asked on ${today}`);
  await expect(returns).toContainText(`Refund on return: ${formatPaise(pricePaise)}`);
  // The one piece is asked back: that is what the panel says, not that none can be returned.
  await expect(returns).not.toContainText(RETURN_TEXTS.nothingReturnable);
  expect(await mailToContaining(shopper.email, 'We have your request to return')).toMatch(
    /^Subject: Your Velli & Thangam order \w{8}: return asked for\r?$/m,
  );

  // The owner finds it on Today and takes it through its steps.
  await owner.goto('/admin/');
  const toReview = owner.getByRole('region', { name: RETURN_TEXTS.toReviewHeading });
  await toReview.getByRole('link', { name: reference }).click();
  const panel = owner.getByRole('region', { name: 'Returns' });
  await expect(panel).toContainText('Customer’s reason: The chain is longer than I hoped');
  await panel.getByRole('button', { name: RETURN_TEXTS.approve }).click();
  await panel.getByLabel('Courier').fill('Delhivery');
  await panel.getByLabel('Tracking number').fill('DLV7766554433');
  await panel.getByRole('button', { name: RETURN_TEXTS.recordPickup }).click();
  await expect(panel).toContainText('Pickup: Delhivery, tracking DLV7766554433');
  await panel.getByRole('button', { name: RETURN_TEXTS.markReceived }).click();
  await expectNoSeriousAxeFindings(owner);
  await panel.getByRole('button', { name: RETURN_TEXTS.refundReturn(pricePaise) }).click();
  await expect(panel).toContainText('Refunded');
  const payment = owner.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText(/^Credit note VT\/CN\/\d{2}-\d{2}\/\d{4}: ₹/)).toBeVisible({
    timeout: 15_000,
  });
  expect(await mailToContaining(shopper.email, `We have refunded ${formatPaise(pricePaise)}`)).toContain(
    'refund of',
  );
  await mailToContaining(shopper.email, 'The courier has picked up your return.');
  await ownerContext.close();

  // The customer reads what became of the piece, step by step with its date.
  await page.reload();
  for (const step of [
    `Return asked on ${today}`,
    `Approved on ${today}`,
    `Picked up on ${today}`,
    `Received and checked on ${today}`,
    `Refunded ${formatPaise(pricePaise)} on ${today}`,
  ]) {
    await expect(returns.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(returns).not.toContainText(RETURN_TEXTS.nothingReturnable);
  // What was given back, what was paid in the end, and the credit note among the documents.
  const pieces = page.getByRole('region', { name: 'Pieces' });
  await expect(pieces.getByText(`Refunded on ${today}`)).toBeVisible();
  await expect(pieces.getByText('Paid in the end').locator('..')).toContainText(formatPaise(SHIPPING_PAISE));
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('link', { name: /^Download tax invoice VT\// })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await documents.getByRole('link', { name: /^Download credit note VT\/CN\// }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^Credit-note-VT-CN-\d{2}-\d{2}-\d{4}\.pdf$/);
  await expectNoSeriousAxeFindings();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
