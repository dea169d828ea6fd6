import { expect, test } from './fixtures.ts';
import { mailToContaining } from './mail.ts';

/** Where the demo shop's contact messages go: SHOP_EMAIL is not set for the journeys. */
const SHOP_INBOX = 'hello@velli-thangam.example';

test.use({ viewport: { width: 360, height: 740 } });

test('Visitor sends a contact message', async ({ page, expectNoSeriousAxeFindings }) => {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const visitor = {
    name: 'Kavya Raman',
    email: `kavya.${unique}@example.in`,
    phone: '98765 43210',
    message: `Can the Om pendant be engraved with அம்மா in Tamil? (${unique})`,
  };

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in touch' })).toBeVisible();
  await expect(page).toHaveTitle('Contact Us · Velli & Thangam');
  const store = page.getByRole('region', { name: 'Store location' });
  await expect(store.getByText('All days 10:00 am to 9:30 pm')).toBeVisible();
  await expect(store.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  );
  await expect(
    page.getByText('All items are genuine silver with resale value all over India.'),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByLabel('Name', { exact: true }).fill(visitor.name);
  await page.getByLabel('Email', { exact: true }).fill(visitor.email);
  await page.getByLabel('Phone', { exact: true }).fill(visitor.phone);
  await page.getByLabel('Message', { exact: true }).fill(visitor.message);
  await expectNoSeriousAxeFindings();

  // The answer waits until 'Sending...' has been seen, so a fast machine cannot skip past it.
  let seenSending: () => void = () => undefined;
  const sendingSeen = new Promise<void>((resolve) => (seenSending = resolve));
  await page.route('**/api/contacts', async (route) => {
    await sendingSeen;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  seenSending();

  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message!' })).toHaveText(
    'Thank you for your message! We will get back to you soon.',
  );
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  await expectNoSeriousAxeFindings();

  const mail = await mailToContaining(SHOP_INBOX, unique);
  expect(mail).toMatch(new RegExp(`^Reply-To: ${visitor.email.replace(/\./g, '\\.')}\\r?$`, 'm'));
  expect(mail).toContain(visitor.message);
  expect(mail).toContain(visitor.name);

  // The thanks goes after five seconds; the form is ready for another message.
  await expect(page.getByText('Thank you for your message!')).toBeHidden({ timeout: 7_000 });
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});
