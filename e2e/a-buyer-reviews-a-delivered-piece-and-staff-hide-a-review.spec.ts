import { ADMIN_REVIEW_TEXTS, REVIEW_TEXTS } from '@shop/shared/reviews';
import { expect, test } from './fixtures.ts';
import { mailToContaining } from './mail.ts';
import { setPasswordAndSignIn } from './owner.ts';
import { aPaidOrder, shipTheOrder, signIn } from './paid-order.ts';

// The buyer on a phone, the back office on a desktop.
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

test('A buyer reviews a delivered piece and staff hide a review', async ({
  page,
  browser,
  request,
  expectNoSeriousAxeFindings,
}) => {
  test.setTimeout(180_000);
  const shopper = {
    firstName: 'Nisha',
    lastName: 'Varghese',
    email: `reviews.${Date.now().toString(36)}@example.in`,
    phoneNumber: '9876598765',
    password: 'silver925review',
  };
  const title = `Shines every day ${Date.now().toString(36)}`;
  const { product, orderId } = await aPaidOrder(request, shopper, { search: 'category=anklet' });

  // Before delivery the buyer may not review: the page says who may.
  await signIn(page, shopper.email, shopper.password);
  await page.goto(`/product/${product._id}`);
  const reviews = page.getByRole('region', { name: REVIEW_TEXTS.heading });
  await expect(reviews).toContainText(REVIEW_TEXTS.moderationRule);
  await reviews.getByRole('radio', { name: '5 stars' }).check();
  await reviews.getByLabel(REVIEW_TEXTS.titleLabel).fill(title);
  await reviews.getByLabel(REVIEW_TEXTS.textLabel).fill('Light, and the silver has kept its shine.');
  await reviews.getByRole('button', { name: REVIEW_TEXTS.submit }).click();
  await expect(reviews.getByRole('alert')).toHaveText(REVIEW_TEXTS.onlyBuyers);

  // A member of the back office signs in for the first time and delivers the order.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await staffContext.newPage();
  await setPasswordAndSignIn(staff, 'reviews', 'reviews read with care');
  const token = await staff.evaluate(() => localStorage.getItem('backOffice.sessionToken'));
  await shipTheOrder(request, token, orderId, { trackingNumber: 'EE444555666IN', delivered: true });

  // Delivered: the same review is published, marked as a verified buyer's, first in the list.
  await reviews.getByRole('button', { name: REVIEW_TEXTS.submit }).click();
  await expect(reviews.getByRole('status')).toHaveText(REVIEW_TEXTS.saved);
  const published = reviews.getByRole('listitem').filter({ hasText: title });
  await expect(published).toContainText(REVIEW_TEXTS.verifiedBuyer);
  await expect(published).toContainText('Nisha V.');
  await expect(reviews.getByRole('heading', { level: 3 }).first()).toHaveText(title);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousAxeFindings();

  // The member of staff hides it on the Reviews page, with a reason.
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reviews' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: ADMIN_REVIEW_TEXTS.heading })).toBeVisible();
  const card = staff.getByRole('article', { name: title });
  await expect(card).toContainText(shopper.email);
  await card.getByRole('button', { name: ADMIN_REVIEW_TEXTS.hide }).click();
  await card.getByLabel(ADMIN_REVIEW_TEXTS.reasonLabel).fill('It gives a phone number to call.');
  await card.getByRole('button', { name: ADMIN_REVIEW_TEXTS.confirmHide }).click();
  await expect(staff.getByText(ADMIN_REVIEW_TEXTS.hidden)).toBeVisible();
  await expect(card).toContainText(ADMIN_REVIEW_TEXTS.hiddenBecause('It gives a phone number to call.'));
  await expectNoSeriousAxeFindings(staff);
  await staffContext.close();

  // The buyer is told why, and the review is gone from the piece's page.
  const mail = await mailToContaining(shopper.email, 'It gives a phone number to call.');
  // A long subject is folded onto a second line.
  expect(mail.replace(/\r?\n /g, ' ')).toMatch(/^Subject: Your review of .+ is hidden\r?$/m);
  await page.reload();
  await expect(reviews.getByRole('heading', { level: 2, name: REVIEW_TEXTS.heading })).toBeVisible();
  await expect(reviews.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
});
