import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OWNERS, setPasswordAndSignIn } from './owner.ts';

const PHONE = { width: 360, height: 740 };
const NEW_TEXT = 'Return any silver piece within thirty days of its delivery, no questions asked.';

/** The page's width is the screen's: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const scrolling = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: scrolling.scrollWidth, clientWidth: scrolling.clientWidth };
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** 'Last updated 25 November 2026': today in India. */
function updatedToday(): string {
  const day = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date());
  return `Last updated ${day}`;
}

test('Owner edits the refund policy with a preview, and a shopper on a phone reads the new text', async ({
  page,
  browser,
  request,
  expectNoSeriousAxeFindings,
}) => {
  // A shopper on a phone finds the policy in the footer of any page.
  await page.setViewportSize(PHONE);
  await page.goto('/contact');
  const footerLink = page.getByRole('navigation', { name: 'Policies' }).getByRole('link', {
    name: 'Refund and Return Policy',
  });
  await footerLink.scrollIntoViewIfNeeded();
  await footerLink.click();
  await expect(page).toHaveURL(/\/policies\/refund-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Refund and Return Policy' })).toBeVisible();
  await expect(page.getByText(/within \d+ days of its delivery/)).toBeVisible();
  await expect(page.getByText('Personalised pieces cannot be returned')).toBeVisible();
  await expect(page.getByText(/^Last updated \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeFindings();

  // The contact information names the grievance officer; its text is in the first HTML.
  const first = await request.get('/policies/contact-information');
  expect(first.status()).toBe(200);
  const html = await first.text();
  expect(html).toContain('Grievance officer');
  expect(html).toContain('within 48 hours');
  expect((await request.get('/policies/cookie-policy')).status()).toBe(404);

  // The owner edits the policy in the back office, with a preview, and saves it.
  const backOffice = await browser.newPage();
  await setPasswordAndSignIn(backOffice, 'policies', 'policies before noon');
  await backOffice
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Policies' })
    .click();
  await expect(backOffice.getByRole('link', { name: /Refund and Return Policy/ })).toContainText(
    'Written from the shop’s settings',
  );
  await backOffice.getByRole('link', { name: /Refund and Return Policy/ }).click();
  const editor = backOffice.getByLabel('Markdown');
  await expect(editor).toHaveValue(/Personalised pieces cannot be returned/);

  await editor.fill('');
  await backOffice.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(backOffice.getByText('Write the policy’s text: it cannot be empty.')).toBeVisible();

  await editor.fill(`## Returns\n\n${NEW_TEXT}\n\n<script>alert("no")</script>\n`);
  await backOffice.getByRole('button', { name: 'Preview' }).click();
  const preview = backOffice.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Returns' })).toBeVisible();
  await expect(preview.getByText(NEW_TEXT)).toBeVisible();
  await expect(preview.getByText('<script>alert("no")</script>')).toBeVisible();
  await expectNoSeriousAxeFindings(backOffice);

  await backOffice.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(backOffice.getByRole('status')).toHaveText(
    'Refund and Return Policy is saved as a new version; the shop shows it now.',
  );
  const versions = backOffice.getByRole('region', { name: 'Versions' });
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await expect(versions.getByRole('listitem').first()).toContainText(OWNERS.policies.name);
  await expect(versions.getByRole('listitem').last()).toContainText('Written from the shop’s settings');
  await backOffice.close();

  // The shopper sees the new text and its date at once.
  await page.reload();
  await expect(page.getByText(NEW_TEXT)).toBeVisible();
  await expect(page.getByText('<script>alert("no")</script>')).toBeVisible();
  await expect(page.getByText(/within \d+ days of its delivery/)).toHaveCount(0);
  await expect(page.getByText(updatedToday())).toBeVisible();
  await expectNoSidewaysScroll(page);
});
