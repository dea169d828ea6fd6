import { generate } from 'otplib';
import { expect, test } from './fixtures.ts';
import { OWNERS, ownerLinkPath } from './owner.ts';

const OWNER = OWNERS.security;
const PASSWORD = 'a gold chain for amma';

/** The code an authenticator app shows for `secret`, of the step after `afterStep`'s. */
async function codeAfter(secret: string, afterEpoch: number): Promise<{ code: string; epoch: number }> {
  // A code is taken once: the next one comes from the next 30-second step.
  const epoch = Math.max(Math.floor(Date.now() / 1000), afterEpoch + 30);
  return { code: await generate({ secret, epoch }), epoch };
}

test('Staff cannot open staff management', async ({ page, browser, expectNoSeriousAxeFindings }) => {
  // Two people set passwords and the owner signs in again: four argon2 hashes on two busy cores.
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(ownerLinkPath('security'));
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('New password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByText(`Signed in as ${OWNER.name}`)).toBeVisible();

  // The owner adds a member with the staff role, who sets a password from the link.
  await page.getByRole('link', { name: 'Staff', exact: true }).click();
  await page.getByLabel('Name').fill('Nisha Menon');
  const nishaEmail = `nisha.${Date.now().toString(36)}@velli-thangam.example`;
  await page.getByLabel('E-mail').fill(nishaEmail);
  await page.getByRole('button', { name: 'Add to the staff' }).click();
  const added = page.getByRole('status').filter({ hasText: 'Nisha Menon is on the staff.' });
  const link = new URL((await added.locator('.font-mono').textContent()) ?? '');

  const nisha = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await nisha.goto(`${link.pathname}${link.hash}`);
  await nisha.getByLabel('New password', { exact: true }).fill('the polishing wheel');
  await nisha.getByLabel('New password again').fill('the polishing wheel');
  await nisha.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(nisha.getByText('Signed in as Nisha Menon')).toBeVisible();

  const navigation = nisha.getByRole('navigation', { name: 'Back office' });
  await expect(navigation.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Security' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

  await nisha.goto('/admin/staff');
  await expect(nisha.getByRole('heading', { name: 'Staff' })).toBeVisible();
  await expect(nisha.getByRole('alert')).toContainText('Only the shop’s owner can do this.');
  await expect(nisha.getByRole('button', { name: 'Add to the staff' })).toHaveCount(0);
  await expectNoSeriousAxeFindings(nisha);

  await nisha.goto('/admin/audit');
  await expect(nisha.getByRole('alert')).toContainText('Only the shop’s owner can do this.');
  await nisha.close();

  // The owner turns on a second factor, and signs in with a code from then on.
  await page.getByRole('link', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Set up a second factor' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code that adds the shop to your authenticator app' }),
  ).toBeVisible();
  const secret = (await page.locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoSeriousAxeFindings();
  const first = await codeAfter(secret, 0);
  await page.getByLabel('Code from your app').fill(first.code);
  await page.getByRole('button', { name: 'Turn on the second factor' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your second factor is on. From now on, signing in asks for a code from your app.',
  );

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expectNoSeriousAxeFindings();
  // The code that turned the factor on has been taken: it opens nothing.
  await page.getByLabel('Code').fill(first.code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right, or has been used already.');
  await page.getByLabel('Code').fill((await codeAfter(secret, first.epoch)).code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();

  // The owner's audit log shows both changes, newest first.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  // Other journeys' owners change things in the same shop: these rows are this journey's.
  const rows = page.getByRole('row');
  await expect(
    rows.filter({ hasText: OWNER.name }).getByRole('cell', { name: /Turned on a second factor/ }),
  ).toBeVisible();
  await expect(
    rows.filter({ hasText: nishaEmail }).getByRole('cell', { name: /Added a member of staff/ }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousAxeFindings();
});
