import { expect, test } from './fixtures.ts';

// The shop's Content-Security-Policy forbids eval; a library that tries it anyway is refused,
// and the browser reports the violation (Lighthouse counts it against best practices).
test('Pages that check what the shopper types break no rule of the security policy', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);

  await page.goto('/login');
  await page.getByLabel('Email').fill('meena@example');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/product/121');
  await page.getByRole('radio', { name: /Combined/ }).check();
  await page.getByLabel('Text to engrave').fill('Amma');
  await page.getByRole('checkbox', { name: 'Add size' }).check();
  // A ring's size field suggests the guide's sizes: a combobox, still typed in freely.
  await page.getByRole('combobox', { name: 'Size', exact: true }).fill('Ring size 12');
  await expect(page.getByRole('img', { name: 'Preview: "Amma" engraved in Script' })).toBeVisible();
  expect(await violations()).toEqual([]);

  // The contact form checks the e-mail, and the store's map is a frame of another site.
  await page.goto('/contact');
  await page.getByLabel('Email').fill('meena@');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  const map = page.getByTitle('Map of the store');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\//);
  // A frame the policy refuses is reported when the browser tries to load it.
  const frame = await (await map.elementHandle())?.contentFrame();
  await frame?.waitForLoadState();
  expect(await violations()).toEqual([]);
});
