import { expect, test } from './fixtures.ts';
import { createOwnerBesideTheShop, FIRST_OWNER } from './owner.ts';

const OWNER = FIRST_OWNER;

const PASSWORD = 'four silver rings and a chain';

test('Owner made on the command line beside the running shop sets a password from the printed link, signs in again, and adds and disables a member of staff', async ({
  page,
  browser,
  expectNoSeriousAxeFindings,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // As the README's back office section: `npm start` runs, and the first owner is made in a second terminal.
  await page.goto(await createOwnerBesideTheShop(OWNER));
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  // The token leaves the address bar, and so the history, as soon as the page has read it.
  await expect(page).toHaveURL(/\/admin\/welcome$/);
  await expectNoSeriousAxeFindings();

  await page.getByLabel('New password', { exact: true }).fill('silver925');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByText('Use at least 12 characters')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('New password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password is set. Welcome to the back office.');
  await expect(
    page.getByText(`Signed in as ${OWNER.name} (${OWNER.email}), owner of the shop.`),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousAxeFindings();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // A page behind sign-in sends the owner to sign in, and back to it afterwards.
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expectNoSeriousAxeFindings();

  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill('four gold rings and a chain');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is not right.');

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
  // Today says how much room the disk holding the shop's data has (and warns when it is little).
  await expect(
    page
      .getByRole('region', { name: 'Disk space' })
      .getByText(/^The disk holding the shop's data \(.+\) has .+ free, .+ of .+\./),
  ).toBeVisible();
  await expectNoSeriousAxeFindings();
  await page.reload();
  await expect(page.getByText(`Signed in as ${OWNER.name}`)).toBeVisible();

  // The owner adds someone to the staff, who sets a password from the link the owner passes on.
  await page.getByRole('link', { name: 'Staff' }).click();
  await page.getByLabel('Name').fill('Kiran Das');
  await page.getByLabel('E-mail').fill(`kiran.${Date.now().toString(36)}@velli-thangam.example`);
  await page.getByRole('button', { name: 'Add to the staff' }).click();
  const added = page.getByRole('status').filter({ hasText: 'Kiran Das is on the staff.' });
  const link = (await added.locator('.font-mono').textContent()) ?? '';
  expect(link).toMatch(/\/admin\/welcome#[\w-]{43}$/);
  await expectNoSeriousAxeFindings();

  const kiran = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await kiran.goto(new URL(link).pathname + new URL(link).hash);
  await kiran.getByLabel('New password', { exact: true }).fill('the polishing wheel');
  await kiran.getByLabel('New password again').fill('the polishing wheel');
  await kiran.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(kiran.getByText('Signed in as Kiran Das')).toBeVisible();
  // Staff run orders and messages; the staff list is the owner's.
  await expect(kiran.getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(kiran.getByRole('link', { name: 'Staff' })).toHaveCount(0);

  await page.reload();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Disable Kiran Das' }).click();
  await expect(page.getByText(/· Disabled$/)).toBeVisible();
  // Kiran's session has ended: the next call sends Kiran to sign in.
  await kiran.getByRole('link', { name: 'Orders' }).click();
  await expect(kiran.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
