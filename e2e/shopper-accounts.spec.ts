import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { latestMailTo, resetCodeIn } from './mail.ts';

/** A new shopper for each journey, so journeys never share an account. */
function newShopper() {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    firstName: 'Meena',
    lastName: 'Sundaram',
    // As long as real addresses get: the screens that show it must still fit a phone.
    email: `meenakshi.sundaramoorthy.${unique}@example.in`,
    phoneNumber: '9876543210',
    password: 'silver925',
  };
}

async function register(page: Page, shopper: ReturnType<typeof newShopper>) {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('First name').fill(shopper.firstName);
  await page.getByLabel('Last name').fill(shopper.lastName);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Phone number').fill(shopper.phoneNumber);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(`Welcome to Velli & Thangam, ${shopper.firstName}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const PHONE = { width: 360, height: 740 };

async function expectToFitThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function signOut(page: Page, firstName: string) {
  await page.getByRole('button', { name: firstName }).click();
  await page
    .getByRole('menuitem', { name: 'Logout' })
    .or(page.getByRole('button', { name: 'Logout' }))
    .click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
}

test('Shopper registers, signs out and signs in again', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}) => {
  const shopper = newShopper();
  const askedOfGoogle: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('google.com')) askedOfGoogle.push(request.url());
  });
  await page.goto('/register');
  await expectNoSeriousAxeFindings();
  await register(page, shopper);
  await expect(page.getByRole('button', { name: shopper.firstName })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));

  await signOut(page, shopper.firstName);
  // The session ended on the server too: its token opens nothing any more.
  await expect
    .poll(async () =>
      (await request.get('/user/profile', { headers: { authorization: `Bearer ${token}` } })).status(),
    )
    .toBe(401);

  await signIn(page, shopper.email, 'not-the-password1');
  // This shop has no Google client id: no Google button, and none of Google's code.
  await expect(page.getByText('Or continue with')).toHaveCount(0);
  expect(askedOfGoogle).toEqual([]);
  await expect(page.getByRole('alert')).toContainText('The email or password is not right.');
  await expectNoSeriousAxeFindings();

  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(`Welcome back, ${shopper.firstName}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The session outlives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: shopper.firstName })).toBeVisible();
});

test.describe('on a small phone', () => {
  test.use({ viewport: PHONE });

  test('Shopper resets a forgotten password with the mailed code', async ({
    page,
    expectNoSeriousAxeFindings,
  }) => {
    const shopper = newShopper();
    await register(page, shopper);
    await signOut(page, shopper.firstName);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page.getByText('Verification code sent to your email!')).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password\?/);

    const code = resetCodeIn(await latestMailTo(shopper.email));
    await page.goto(`/reset-password?email=${encodeURIComponent(shopper.email)}&code=${code}`);
    await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
    await page.getByLabel('New password').fill('gold22carat');
    await page.getByLabel('Confirm password').fill('gold22carat');
    await expectToFitThePhone(page);
    await expectNoSeriousAxeFindings();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

    await signIn(page, shopper.email, shopper.password);
    await expect(page.getByRole('alert')).toContainText('The email or password is not right.');
    await signIn(page, shopper.email, 'gold22carat');
    await expect(page.getByText(`Welcome back, ${shopper.firstName}!`)).toBeVisible();
  });

  test('Shopper edits the profile and deletes the account', async ({ page, expectNoSeriousAxeFindings }) => {
    const shopper = newShopper();
    await register(page, shopper);

    await page.getByRole('button', { name: shopper.firstName }).click();
    await page
      .getByRole('link', { name: 'My Profile' })
      .or(page.getByRole('menuitem', { name: 'My Profile' }))
      .click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(shopper.email)).toBeVisible();
    await expectToFitThePhone(page);
    await expectNoSeriousAxeFindings();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('City').fill('Madurai');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Madurai')).toBeVisible();

    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = page.getByRole('dialog');
    const deleteForGood = confirm.getByRole('button', { name: /Delete/ });
    await expect(deleteForGood).toBeDisabled();
    await confirm.getByRole('textbox').fill('DELETE');
    await expect(deleteForGood).toBeEnabled();
    await deleteForGood.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').getByText('Your account has been deleted.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

    await signIn(page, shopper.email, shopper.password);
    await expect(page.getByRole('alert')).toContainText('The email or password is not right.');
  });
});
