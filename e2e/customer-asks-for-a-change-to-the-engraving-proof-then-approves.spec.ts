import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { mailToContaining } from './mail.ts';
import { setPasswordAndSignIn } from './owner.ts';
import { aPaidOrder } from './paid-order.ts';
import { fingerprintPng } from './pictures.ts';

/** Where the shop's own mails go: SHOP_EMAIL is not set for the journeys. */
const SHOP_INBOX = 'hello@velli-thangam.example';
const PHONE = { width: 360, height: 740 };

async function uploadProof(staff: Page, name: string, side: number) {
  const proofs = staff.getByRole('region', { name: 'Proofs' });
  await proofs
    .getByLabel('Proof file (JPEG, PNG, WebP or PDF, at most 5 MB)')
    .setInputFiles({ name, mimeType: 'image/png', buffer: fingerprintPng(side) });
  await proofs.getByRole('button', { name: 'Upload proof' }).click();
  return proofs;
}

test('Customer asks for a change to the engraving proof, then approves it, and the jeweller starts making', async ({
  page,
  browser,
  request,
  expectNoSeriousAxeFindings,
}) => {
  // Two people's work in one journey (a payment, a back-office sign-in with its argon2 hash,
  // two proofs and two decisions): more than the usual 30 s on two busy cores.
  test.slow();
  const shopper = {
    firstName: 'Kavya',
    lastName: 'Raman',
    email: `proofs.${Date.now().toString(36)}@example.in`,
    phoneNumber: '9876512345',
    password: 'silver925',
  };
  const { product, orderId, reference } = await aPaidOrder(request, shopper, {
    search: 'category=ring&customOption=engraving',
    size: '14',
    customization: { type: 'engraving', customName: 'Kavi', selectedFont: 'script', fontSize: 28 },
  });

  // The jeweller, at the desk: the order cannot be made before its proof is approved.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await setPasswordAndSignIn(staff, 'proofs', 'proofs before metal');
  await staff.goto(`/admin/orders/${orderId}`);
  await expect(staff.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
  const proofs = staff.getByRole('region', { name: 'Proofs' });
  await expect(proofs).toContainText(`Line 1, ${product.name}`);
  await expect(proofs).toContainText('No proof yet');
  const nextStep = staff.getByRole('region', { name: 'Next step' });
  // On a phone too: Start making cannot be pressed, and the reason is beside it.
  await staff.setViewportSize(PHONE);
  const startMaking = nextStep.getByRole('button', { name: 'Start making' });
  await expect(startMaking).toBeDisabled();
  await expect(nextStep).toContainText(
    // The line is named with the size it was ordered in.
    `Making starts once the customer has approved the proof of ${product.name} (Size 14).`,
  );
  await expect(startMaking).toBeInViewport();
  // The proofs come right under the next step they hold up.
  expect(await nextStep.evaluate((region) => region.nextElementSibling?.getAttribute('aria-label'))).toBe(
    'Proofs',
  );
  await expect(staff.getByRole('region', { name: 'Timeline' })).toContainText('Waits for a proof');
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await staff.setViewportSize({ width: 1280, height: 900 });

  // Proof 1, and the customer's mail with the link to the order's page.
  await uploadProof(staff, 'proof-1.png', 96);
  await expect(proofs).toContainText('Waits for the customer’s decision');
  await expect(proofs.getByRole('img', { name: `Proof 1 of ${product.name}` })).toBeVisible();
  const ready = await mailToContaining(shopper.email, 'Proof 1 of your');
  // The mail links to the proof itself.
  const link = new RegExp(`https?://[^\\s"<>]+(/orders/${orderId}#proof)`).exec(ready)?.[1];
  expect(link).toBeDefined();
  // Today lists the order among those waiting for a customer's decision.
  await staff.goto('/admin');
  const waiting = staff.getByRole('region', { name: 'Proofs waiting for the customer' });
  await expect(waiting.getByRole('link', { name: reference })).toBeVisible();
  await staff.goto(`/admin/orders/${orderId}`);

  // The customer, on a phone, follows the mail's link: signed in, they land on the proof, with
  // what they must decide in the first screen, before the order and its Cancel order.
  await page.setViewportSize(PHONE);
  await page.goto(link ?? '');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}#proof$`));
  const proof = page.getByRole('region', { name: 'Proof of your personalisation' });
  await expect(proof.getByRole('img', { name: `Proof 1 of ${product.name}` })).toBeVisible();
  const approve = proof.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeInViewport();
  const cancel = page.getByRole('button', { name: 'Cancel order' });
  await expect(cancel).toBeVisible();
  expect((await approve.boundingBox())?.y ?? Infinity).toBeLessThan((await cancel.boundingBox())?.y ?? 0);
  // Where the order is: waiting for the customer, and no dates until they approve.
  const where = page.getByRole('region', { name: 'Where your order is' });
  await expect(where).toContainText('Waiting for your decision on proof 1');
  await expect(where.getByRole('listitem')).toHaveText([
    /^Paid/,
    /^Proof 1 sent/,
    'Waiting for your decision on proof 1',
  ]);
  await expect(where).toContainText('Expected 8 to 12 business days after you approve the proof');
  await expect(where).not.toContainText('Expected between');
  await expect(proof).toContainText('Kavi');
  await expect(proof).toContainText('Waiting for your decision');
  await proof.getByRole('button', { name: 'Ask for a change' }).click();
  await proof.getByRole('button', { name: 'Send my request' }).click();
  await expect(proof.getByRole('alert')).toHaveText('Say what should change in the proof.');
  await proof.getByLabel('What should we change?').fill('Please make the letters of Kavi a little larger');
  await proof.getByRole('button', { name: 'Send my request' }).click();
  await expect(proof).toContainText('Thank you. We will send you a new proof.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousAxeFindings();
  expect(await mailToContaining(SHOP_INBOX, 'Please make the letters of Kavi a little larger')).toContain(
    `change asked to proof 1 of line 1`,
  );

  // The jeweller reads the request and sends proof 2.
  await staff.reload();
  await expect(proofs).toContainText('Change asked: Please make the letters of Kavi a little larger');
  await uploadProof(staff, 'proof-2.png', 128);
  await expect(proofs.getByRole('img', { name: `Proof 2 of ${product.name}` })).toBeVisible();
  await expect(proofs).toContainText('Waits for the customer’s decision');

  // The customer approves proof 2; the history keeps each step with its date.
  await page.reload();
  await expect(proof.getByRole('img', { name: `Proof 2 of ${product.name}` })).toBeVisible();
  await proof.getByRole('button', { name: 'Approve' }).click();
  await expect(proof).toContainText('Thank you. We will make your piece as shown.');
  // Approved on the day it was paid: the days count from today, and the order is paid again.
  await page.reload();
  await expect(where.getByRole('listitem')).toHaveText([
    /^Paid/,
    /^Proof 1 sent/,
    /^Change asked to proof 1.*Please make the letters of Kavi a little larger$/,
    /^Proof 2 sent/,
    /^Proof 2 approved/,
  ]);
  await expect(where).toContainText('Expected between');
  const history = proof.getByRole('list', { name: 'History of the proofs' });
  await expect(history.getByRole('listitem')).toHaveText([
    /Proof 1 sent$/,
    /Change asked to proof 1: Please make the letters of Kavi a little larger$/,
    /Proof 2 sent$/,
    /Proof 2 approved$/,
  ]);
  await expectNoSeriousAxeFindings();

  // The bench's work list shows the approved proof beside the engraving; the jeweller starts making it.
  await staff.goto('/admin/work-list');
  const entry = staff.getByRole('article', { name: `Order ${reference}` });
  await expect(entry).toContainText('Approved proof 2');
  await expect(entry.getByRole('img', { name: `Proof 2 of ${product.name}` })).toBeVisible();
  await staff.goto(`/admin/orders/${orderId}`);
  await expect(proofs).toContainText('Approved');
  await expect(staff.getByRole('region', { name: 'Timeline' })).toContainText('Proof 2 approved');
  // A second tab of the same order, left open, is refused the step the first one took: the
  // refusal shows, and its question closes.
  const stale = await staffContext.newPage();
  await stale.goto(`/admin/orders/${orderId}`);
  const staleStep = stale.getByRole('region', { name: 'Next step' });
  await staleStep.getByRole('button', { name: 'Start making' }).click();
  await expect(staleStep.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await nextStep.getByRole('button', { name: 'Start making' }).click();
  await nextStep.getByRole('button', { name: 'Confirm' }).click();
  await expect(nextStep.getByRole('heading', { name: 'Next step: quality check' })).toBeVisible();
  await staleStep.getByRole('button', { name: 'Confirm' }).click();
  await expect(staleStep).toContainText('An order that is in making cannot be marked in making.');
  await expect(staleStep.getByRole('alertdialog')).toHaveCount(0);
  await stale.close();
  await expect(staff.getByRole('region', { name: 'Timeline' })).toContainText('In making');
  await expectNoSeriousAxeFindings(staff);
  await staffContext.close();
});
