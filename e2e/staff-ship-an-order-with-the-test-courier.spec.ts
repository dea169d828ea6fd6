import fs from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { mailToContaining } from './mail.ts';
import { setPasswordAndSignIn, takeStep } from './owner.ts';
import { aPaidOrder, signIn } from './paid-order.ts';

test('Staff ship an order with the test courier and the customer follows it to delivered', async ({
  page,
  browser,
  request,
  expectNoSeriousAxeFindings,
}, testInfo) => {
  // A payment, a back-office sign-in with its argon2 hash, three steps and six tracking updates.
  test.slow();
  const shopper = {
    firstName: 'Kamala',
    lastName: 'Devi',
    email: `courier.${Date.now().toString(36)}@example.in`,
    phoneNumber: '9876501234',
    password: 'silver925',
  };
  const { orderId, reference } = await aPaidOrder(request, shopper, { search: 'category=chain' });

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await setPasswordAndSignIn(staff, 'couriers', 'parcels by the courier');
  await staff.goto(`/admin/orders/${orderId}`);
  await expect(staff.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
  await takeStep(staff, 'Start making');
  await takeStep(staff, 'Send to quality check');

  // Beside the manual "Mark shipped": the courier's box, with the declared value and its cover.
  const box = staff.getByRole('region', { name: 'Ship with courier' });
  await expect(box).toContainText('the courier covers up to ₹5,000');
  await expect(staff.getByRole('region', { name: 'Next step' }).getByLabel('Courier')).toBeVisible();
  await box.getByLabel('Weight (g)').fill('0');
  await box.getByRole('button', { name: 'Ship with courier' }).click();
  await expect(box.getByRole('alert')).toContainText('The weight must be more than 0 grams');
  await box.getByLabel('Weight (g)').fill('140');
  await testInfo.attach('shipping box', { body: await box.screenshot(), contentType: 'image/png' });
  await box.getByRole('button', { name: 'Ship with courier' }).click();

  const shipped = staff.getByRole('region', { name: 'Ship with courier' });
  await expect(shipped).toContainText('Courier: Test courier');
  const awb = (await shipped.locator('.font-mono').first().textContent()) ?? '';
  expect(awb).toMatch(/^TC\d{10}$/);
  await expect(
    staff.getByRole('region', { name: 'Next step' }).getByRole('button', { name: 'Mark delivered' }),
  ).toBeVisible();
  const downloading = staff.waitForEvent('download');
  await shipped.getByRole('button', { name: 'Print label' }).click();
  const label = await downloading;
  expect(label.suggestedFilename()).toBe(`label-${awb}.pdf`);
  const labelBytes = await fs.readFile((await label.path()) ?? '');
  expect(labelBytes.subarray(0, 5).toString()).toBe('%PDF-');
  await shipped.getByRole('button', { name: 'Request pickup' }).click();
  await expect(shipped).toContainText('Pickup requested');
  await testInfo.attach('shipment booked', { body: await shipped.screenshot(), contentType: 'image/png' });
  await staff.screenshot({ path: testInfo.outputPath('staff-shipping-box.png'), fullPage: true });

  // The test courier's page: each press is the tracking webhook Shiprocket would send.
  const courier = await staffContext.newPage();
  await courier.goto(`/api/test-courier/shipments/${awb}`);
  await expect(courier.getByRole('heading', { name: `Test courier: parcel ${awb}` })).toBeVisible();
  for (const step of ['Picked up', 'In transit', 'Out for delivery', 'Delivered']) {
    await courier.getByRole('button', { name: step, exact: true }).click();
    await expect(courier.getByRole('heading', { name: `Test courier: parcel ${awb}` })).toBeVisible();
  }
  await staff.reload();
  await expect(staff.getByText('Delivered').first()).toBeVisible();
  await staffContext.close();

  const mail = await mailToContaining(shopper.email, 'Your piece has been delivered.');
  expect(mail).toContain(reference);

  // The customer, on a phone, sees each step with its time.
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, shopper.email, shopper.password);
  await page.goto(`/orders/${orderId}`);
  const where = page.getByRole('region', { name: 'Where your order is' });
  const tracking = where.getByRole('list', { name: 'Tracking' });
  await expect(tracking.getByRole('listitem')).toHaveText([
    /^Picked up \d{1,2} \w{3}, \d{1,2}:\d{2}/,
    /^In transit /,
    /^Out for delivery /,
    /^Delivered /,
  ]);
  await expect(where).toContainText(awb);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('customer-tracking-360.png'), fullPage: true });
  await expectNoSeriousAxeFindings();
});
