import { expect, test } from './fixtures.ts';
import { OWNERS, ownerLinkPath } from './owner.ts';

const OWNER = OWNERS.welcome;

const PASSWORD = 'four silver rings and a chain';

test('Owner sets a password from the printed link, signs out and signs in to the back office', async ({
  page,
  expectNoSeriousAxeFindings,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(ownerLinkPath('welcome'));
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
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Signed in as ${OWNER.name}`)).toBeVisible();
});
