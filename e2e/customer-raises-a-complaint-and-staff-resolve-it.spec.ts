import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { mailToContaining } from './mail.ts';
import { OWNERS, ownerLinkPath } from './owner.ts';
import { aPaidOrder } from './paid-order.ts';

/** A member of the back office of its own: a set-password link works once. */
const MEMBER = OWNERS.complaints;

async function signInToTheBackOffice(page: Page) {
  await page.goto(ownerLinkPath('complaints'));
  await page.getByLabel('New password', { exact: true }).fill('complaints answered within a day');
  await page.getByLabel('New password again').fill('complaints answered within a day');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByText(`Signed in as ${MEMBER.name}`)).toBeVisible();
}

test('Customer raises a complaint on the contact page and gets a ticket; staff see it on Today, reply and resolve it, and the customer is told by mail', async ({
  page,
  browser,
  expectNoSeriousAxeFindings,
}) => {
  test.slow();
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const shopper = { name: 'Kavya Raman', email: `kavya.${unique}@example.in` };
  const description = `The silver anklet arrived with its clasp broken (${unique}).`;

  // On a phone: the complaint form beside the contact form.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/contact');
  const section = page.getByRole('region', { name: 'Raise a complaint' });
  await expect(
    section.getByText(
      /registered at once, with a ticket number we mail to you, and we resolve it within one month/,
    ),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Register complaint' }).click();
  await expect(section.getByText('Please tell us your name')).toBeVisible();
  await expect(section.getByText('Please choose what the complaint is about')).toBeVisible();

  await section.getByLabel('Your name').fill(shopper.name);
  await section.getByLabel('Your e-mail').fill(shopper.email);
  await section.getByLabel('What is it about?').selectOption({ label: 'Delivery' });
  await section.getByLabel('Order number (optional)').fill('1a2b3c4d');
  await section.getByLabel('What went wrong?').fill(description);
  await expectNoSeriousAxeFindings();
  await section.getByRole('button', { name: 'Register complaint' }).click();

  const registered = section.getByRole('status');
  await expect(registered).toContainText('Your complaint is registered. Ticket C-');
  const ticket = (await registered.getByText(/^C-\d{6}$/).textContent()) ?? '';
  expect(ticket).toMatch(/^C-\d{6}$/);
  await expect(registered).toContainText(`Ticket ${ticket}. We will resolve it by `);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousAxeFindings();

  const acknowledgement = await mailToContaining(shopper.email, `Your ticket is ${ticket}.`);
  expect(acknowledgement).toMatch(
    new RegExp(`^Subject: Your complaint ${ticket} to Velli & Thangam is registered\\r?$`, 'm'),
  );
  expect(acknowledgement).toContain(
    'This mail is our acknowledgement of it. We will resolve it within one month of its receipt, by ',
  );
  expect(acknowledgement).not.toContain('will acknowledge');
  // The demo shop's grievance officer, whom the rules name as the one to write to.
  expect(acknowledgement).toContain(
    'write to Meenakshi Sundaram (Grievance Officer), grievance@velli-thangam.example, phone +91 452 400 1234, quoting the ticket',
  );
  expect(acknowledgement).toContain(description);

  // In the back office, in a browser of its own.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await signInToTheBackOffice(staff);
  const today = staff.getByRole('region', { name: 'Complaints' });
  await expect(today.getByText(/complaints? (is|are) open\./)).toBeVisible();
  await expect(today.getByRole('link', { name: ticket })).toBeVisible();
  await expectNoSeriousAxeFindings(staff);

  await staff
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Complaints' })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: ticket });
  await expect(row).toContainText(shopper.name);
  await expect(row).toContainText('Delivery');
  await expect(row).toContainText('1A2B3C4D');
  await expect(row).toContainText('Open');
  await expectNoSeriousAxeFindings(staff);

  await row.getByRole('link', { name: ticket }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Complaint ${ticket}` })).toBeVisible();
  await expect(staff.getByText(description)).toBeVisible();
  await expect(staff.getByRole('link', { name: '1A2B3C4D' })).toHaveAttribute(
    'href',
    '/admin/orders?q=1A2B3C4D',
  );

  await staff.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByText('Write the note')).toBeVisible();
  const reply = 'We are sorry: a new clasp is being fitted and the anklet goes back to you on Monday.';
  await staff.getByLabel(`Reply to ${shopper.email}`).fill(reply);
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByRole('status')).toHaveText('The reply has been sent.');
  await expect(staff.getByText('In progress', { exact: true })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Steps' })).toContainText(`Reply by ${MEMBER.name}`);

  const replied = await mailToContaining(shopper.email, reply);
  expect(replied).toMatch(new RegExp(`^Subject: Re: your complaint ${ticket} to Velli & Thangam\\r?$`, 'm'));

  const note = 'Clasp replaced and the anklet delivered again on 30 November.';
  await staff.getByLabel('How it was resolved').fill(note);
  await staff.getByRole('button', { name: 'Resolve complaint' }).click();
  await expect(staff.getByRole('status')).toHaveText(
    'The complaint is resolved and the customer has been told.',
  );
  await expect(staff.getByText('Resolved', { exact: true }).first()).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Resolve complaint' })).toHaveCount(0);
  await expect(staff.getByRole('region', { name: 'Steps' })).toContainText(`Resolved by ${MEMBER.name}`);
  await expectNoSeriousAxeFindings(staff);

  const resolved = await mailToContaining(shopper.email, note);
  expect(resolved).toMatch(
    new RegExp(`^Subject: Your complaint ${ticket} to Velli & Thangam is resolved\\r?$`, 'm'),
  );

  // Resolved, it leaves the list of open ones.
  await staff.getByRole('link', { name: 'All complaints' }).click();
  await staff.getByLabel('Show').selectOption({ label: 'Open and in progress' });
  await expect(staff.getByRole('link', { name: ticket })).toHaveCount(0);
  await staff.getByLabel('Show').selectOption({ label: 'Resolved' });
  await expect(staff.getByRole('row').filter({ hasText: ticket })).toContainText('Resolved');
  await staffContext.close();
});

test('Customer raises a complaint from their order’s page, tied to the order', async ({ page, request }) => {
  test.slow();
  const shopper = {
    firstName: 'Arun',
    lastName: 'Kumar',
    email: `arun.${Date.now().toString(36)}@example.in`,
    phoneNumber: '9876543210',
    password: 'silver925anklet',
  };
  const { orderId, reference } = await aPaidOrder(request, shopper, { search: 'category=chain' });

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();

  const section = page.getByRole('region', { name: 'Something wrong with this order?' });
  await section.getByRole('button', { name: 'Raise a complaint about this order' }).click();
  await expect(section.getByLabel('Your e-mail')).toHaveValue(shopper.email);
  await section.getByLabel('What is it about?').selectOption({ label: 'An order' });
  await section.getByLabel('What went wrong?').fill('The engraving reads Arnu instead of Arun.');
  await section.getByRole('button', { name: 'Register complaint' }).click();
  const registered = section.getByRole('status');
  await expect(registered).toContainText('Your complaint is registered. Ticket C-');
  const ticket = (await registered.getByText(/^C-\d{6}$/).textContent()) ?? '';

  const acknowledgement = await mailToContaining(shopper.email, `Your ticket is ${ticket}.`);
  expect(acknowledgement).toContain(`Order: ${reference}`);
});
