import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 740 } });

/** The page's width is the screen's: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const scrolling = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: scrolling.scrollWidth, clientWidth: scrolling.clientWidth };
  });
  expect(scrollWidth, `${page.url()} is ${scrollWidth} px wide`).toBeLessThanOrEqual(clientWidth);
}

test('Shopper on a phone searches in Tamil as they type, opens a piece named in Tamil, and finds it again by its name', async ({
  page,
  expectNoSeriousAxeFindings,
}, testInfo) => {
  await page.goto('/ta/', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'தேடு' }).click();
  const field = page.getByRole('combobox', { name: 'நகைகளைத் தேடுங்கள்' });
  await expect(field).toBeFocused();
  await field.pressSequentially('வெள்ளிக் கொலு');

  // Suggestions in Tamil: the kind of piece, then pieces by their Tamil names.
  const suggestions = page.getByRole('listbox', { name: 'பரிந்துரைகள்' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  const labels = await suggestions.getByRole('option').allTextContents();
  expect(labels.length).toBeGreaterThan(1);
  for (const label of labels) expect(label).toMatch(/கொலுசு/);
  await expectNoSeriousAxeFindings();
  await page.screenshot({ path: testInfo.outputPath('tamil-suggestions.png') });

  const chosen = labels[0] ?? '';
  await suggestions.getByRole('option', { name: chosen }).first().click();
  await expect(page).toHaveURL(/\/ta\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: chosen })).toBeVisible();
  const served = await (await page.request.get(page.url(), { headers: { accept: 'text/html' } })).text();
  expect(served).toContain(`<title>${chosen}`);
  expect(served).toContain(`>${chosen}</h1>`);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('tamil-piece.png'), fullPage: true });

  // The search's own page lists every piece so named, each card in Tamil.
  await page.goto(`/ta/search?q=${encodeURIComponent('கொலுசு')}`);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const names = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
  expect(names.length).toBeGreaterThan(3);
  for (const name of names) expect(name).toMatch(/கொலுசு|தண்டை/);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeFindings();
});

test('Shopper searches in Hindi and reads the pieces in Hindi', async ({ page }) => {
  await page.goto(`/hi/search?q=${encodeURIComponent('चाँदी की अंगूठी')}`);
  const names = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(names.first()).toBeVisible();
  for (const name of await names.allTextContents()) expect(name).toMatch(/चाँदी .*अंगूठी/);
  // The same search on the English page names the same pieces in English.
  await page.goto(`/search?q=${encodeURIComponent('चाँदी की अंगूठी')}`);
  const english = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(english.first()).toBeVisible();
  for (const name of await english.allTextContents()) expect(name).toMatch(/[A-Za-z]/);
});
