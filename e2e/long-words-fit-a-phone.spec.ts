import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { setPasswordAndSignIn } from './owner.ts';
import { aPaidOrder } from './paid-order.ts';

const PHONE = { width: 360, height: 740 };
/** A 30-letter first name, the longest the sign-up takes. */
const LONG_NAME = 'Thiruvananthapuramvenkataraman';
const TRACKING_NUMBER = 'EE98765432101234567890123456IN';
const TRACKING_LINK =
  'https://www.indiapost.gov.in/_layouts/15/DOP.Portal.Tracking/TrackConsignment.aspx/EE98765432101234567890123456IN';

/** The page's width is the screen's: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const scrolling = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: scrolling.scrollWidth, clientWidth: scrolling.clientWidth };
  });
  expect(
    scrollWidth,
    `${page.url()} is ${scrollWidth} px wide on a ${clientWidth} px screen`,
  ).toBeLessThanOrEqual(clientWidth);
}

/** A value the reader sees whole: shown, and within the screen's width rather than cut off at its edge. */
async function expectWithinTheScreen(value: Locator) {
  await expect(value).toBeVisible();
  const box = await value.boundingBox();
  const width = value.page().viewportSize()?.width ?? 0;
  expect(
    box && box.x >= 0 && box.x + box.width <= width,
    `${await value.textContent()} at ${JSON.stringify(box)}`,
  ).toBe(true);
}

test('Long e-mails, names, payment ids and tracking links wrap on a phone instead of widening the page', async ({
  page,
  browser,
  request,
}) => {
  // A payment, a back-office sign-in with its argon2 hash and three steps, then the customer's pages.
  test.slow();
  const stamp = Date.now().toString(36);
  // 40 characters with no space to break at.
  const email = `${'lakshminarayanansundararajan'.slice(0, 28 - stamp.length)}.${stamp}@example.in`;
  expect(email).toHaveLength(40);
  const shopper = {
    firstName: LONG_NAME,
    lastName: 'Subrahmanyan',
    email,
    phoneNumber: '9876501234',
    password: 'silver925',
  };
  const { orderId, reference } = await aPaidOrder(request, shopper, { search: 'category=chain' });

  // The owner ships the order with a long tracking number and link, then reads it on a phone.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await setPasswordAndSignIn(owner, 'phone', 'chains leave at four');
  await owner.goto(`/admin/orders/${orderId}`);
  const nextStep = owner.getByRole('region', { name: 'Next step' });
  for (const step of ['Start making', 'Send to quality check', 'Mark shipped']) {
    if (step === 'Mark shipped') {
      await nextStep.getByLabel('Courier').fill('India Post');
      await nextStep.getByLabel('Tracking number').fill(TRACKING_NUMBER);
      await nextStep.getByLabel('Tracking link (optional)').fill(TRACKING_LINK);
    }
    await nextStep.getByRole('button', { name: step }).click();
    await nextStep.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(nextStep.getByRole('button', { name: 'Mark delivered' })).toBeVisible();

  await owner.setViewportSize(PHONE);
  await owner.reload();
  await expect(owner.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  for (const value of [email, `${LONG_NAME} Subrahmanyan`, TRACKING_NUMBER, TRACKING_LINK, orderId]) {
    await expectWithinTheScreen(owner.getByText(value, { exact: true }));
  }
  await expectWithinTheScreen(owner.getByText(/^pay_\w+$/));
  await expectNoSidewaysScroll(owner);
  await owner.goto('/admin/orders');
  // The list is a table that scrolls sideways in its own box; the page itself does not.
  await expect(owner.getByRole('link', { name: reference, exact: true })).toBeVisible();
  await expectNoSidewaysScroll(owner);
  await ownerContext.close();

  // The shopper, on their phone, reads their account and the order.
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectNoSidewaysScroll(page);

  await page.goto('/profile');
  await expectWithinTheScreen(page.getByText(`${LONG_NAME} Subrahmanyan`, { exact: true }));
  await expectWithinTheScreen(page.getByText(LONG_NAME, { exact: true }));
  await expectWithinTheScreen(page.getByText(email, { exact: true }).first());
  await expectNoSidewaysScroll(page);

  await page.goto('/profile?tab=orders');
  await expect(
    page.getByRole('tabpanel', { name: 'Orders' }).getByRole('link', { name: `Order ${reference}` }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto(`/orders/${orderId}`);
  const where = page.getByRole('region', { name: 'Where your order is' });
  await expectWithinTheScreen(where.getByText(TRACKING_NUMBER));
  await expectWithinTheScreen(page.getByText(`${LONG_NAME} Subrahmanyan`));
  await expectNoSidewaysScroll(page);

  // The same pages in Tamil and in Hindi, whose words run longer than the English.
  for (const language of ['ta', 'hi']) {
    await page.goto(`/${language}/profile`);
    await expectWithinTheScreen(page.getByText(`${LONG_NAME} Subrahmanyan`, { exact: true }));
    await expectWithinTheScreen(page.getByText(email, { exact: true }).first());
    await expectNoSidewaysScroll(page);

    await page.goto(`/${language}/orders/${orderId}`);
    await expectWithinTheScreen(page.getByText(TRACKING_NUMBER).first());
    await expectWithinTheScreen(page.getByText(`${LONG_NAME} Subrahmanyan`));
    await expectNoSidewaysScroll(page);
  }
});
