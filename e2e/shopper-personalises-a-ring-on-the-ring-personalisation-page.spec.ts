import type { Page } from '@playwright/test';
import type { CartLine } from '@shop/shared/cart';
import { PERSONALISATION_TEXTS } from '@shop/shared/personalisation';
import { expect, test } from './fixtures.ts';
import { fingerprintPng } from './pictures.ts';

/** Follows the landing's link for one design, once it leads to a ring. */
async function openFromLanding(page: Page, design: 'Engraved Ring' | 'Fingerprint Ring') {
  await page.goto('/custom');
  const link = page.getByRole('link', { name: design });
  await expect(link).toHaveAttribute('href', /^\/customize\/ring\?product=\d+&type=/);
  await link.click();
  await expect(page).toHaveURL(/\/customize\/ring\?product=\d+&type=(engraving|fingerprint)$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customize Your Ring' })).toBeVisible();
  await expect(page.getByRole('button', { name: design })).toHaveAttribute('aria-pressed', 'true');
  return (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('Shopper personalises a ring on the ring personalisation page', async ({
  page,
  expectNoSeriousAxeFindings,
}) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });

  // An engraving, in Roman letters.
  const ring = await openFromLanding(page, 'Engraved Ring');
  const add = page.getByRole('button', { name: PERSONALISATION_TEXTS.addRingToCart });
  await add.click();
  await expect.poll(() => alerts).toEqual([PERSONALISATION_TEXTS.incompleteRing]);

  await page.getByLabel('Your engraving').fill('Forever Yours');
  await page.getByText('Roman', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Roman' })).toBeChecked();
  await expect(
    page.getByRole('img', { name: 'Preview of your ring engraved with “Forever Yours” in Roman' }),
  ).toBeVisible();
  await expect(page.getByText('13/20 characters')).toBeVisible();
  await expectNoSeriousAxeFindings();
  await page.setViewportSize({ width: 360, height: 780 });
  await noSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await add.click();
  await expect(
    page.getByRole('heading', { level: 1, name: PERSONALISATION_TEXTS.personalisationComplete }),
  ).toBeVisible();
  await expect(page.getByText(PERSONALISATION_TEXTS.ringAdded(ring))).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your customization' });
  await expect(summary.getByText('Forever Yours')).toBeVisible();
  await expect(summary.getByText('Roman', { exact: true })).toBeVisible();
  await expectNoSeriousAxeFindings();

  // Checkout starts in the cart, where the ring waits with its engraving.
  await page.getByRole('link', { name: PERSONALISATION_TEXTS.proceedToCheckout }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: ring })).toBeVisible();
  await expect(page.getByText('Forever Yours')).toBeVisible();

  // A fingerprint: a picture sent to the shop, then the ring added with it.
  await openFromLanding(page, 'Fingerprint Ring');
  await expect(page.getByText(PERSONALISATION_TEXTS.fingerprintNote)).toBeVisible();
  await page.getByLabel('Your fingerprint').setInputFiles({
    name: 'fingerprint.png',
    mimeType: 'image/png',
    buffer: fingerprintPng(),
  });
  await expect(
    page.getByRole('img', { name: 'Your fingerprint on the ring: fingerprint.png' }),
  ).toBeVisible();
  await expectNoSeriousAxeFindings();
  await page.setViewportSize({ width: 360, height: 780 });
  await noSidewaysScroll(page);
  await add.click();
  await expect(
    page.getByRole('heading', { name: PERSONALISATION_TEXTS.personalisationComplete }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your customization' })).toContainText(
    PERSONALISATION_TEXTS.customFingerprint,
  );
  await noSidewaysScroll(page);

  const lines = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]') as CartLine[];
  expect(lines.map((line) => line.customization?.type)).toEqual(['engraving', 'fingerprint']);
  await page.getByRole('link', { name: /^Cart, 2 pieces/ }).click();
  await expect(page.getByRole('img', { name: 'Fingerprint: fingerprint.png' })).toBeVisible();
  expect(alerts).toHaveLength(1);
});

test('Shopper who opens the ring page without a ring is sent to the collection', async ({
  page,
  expectNoSeriousAxeFindings,
}) => {
  await page.goto('/customize/ring?type=engraving');
  await expect(
    page.getByRole('heading', { level: 1, name: PERSONALISATION_TEXTS.productMissing }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Customize Your Ring · Velli & Thangam');
  await expectNoSeriousAxeFindings();
  await page.getByRole('link', { name: PERSONALISATION_TEXTS.browseCollection }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Timeless Women's Rings" })).toBeVisible();
});
