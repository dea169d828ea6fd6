import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * axe-core run in the page itself: its source is put into a document once, and each check
 * is one `axe.run`. The shop's pages have no frame of their own to check (the contact
 * page's map is another site's), so frames are left out. See docs/decisions/0011.
 */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    const results = await engine.run(document, { resultTypes: ['violations'], iframes: false });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help}`);
  });
}

/**
 * Pages checked with axe: a test calls `expectNoSeriousAxeFindings()` on what the shopper sees,
 * or names another page of its own (a second person's browser).
 */
export const test = base.extend<{ expectNoSeriousAxeFindings: (other?: Page) => Promise<void> }>({
  expectNoSeriousAxeFindings: async ({ page: ownPage }, use) => {
    await use(async (other?: Page) => {
      const page = other ?? ownPage;
      // Cards that fade in are judged as the shopper sees them once they have arrived.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            // A spinner or a pulsing placeholder never finishes.
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
            .map((animation) => animation.finished),
        ),
      );
      expect(await seriousAxeFindings(page)).toEqual([]);
    });
  },
});

export { expect };
