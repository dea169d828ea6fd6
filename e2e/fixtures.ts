import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';

/** Pages checked with axe: a test calls `expectNoSeriousAxeFindings()` on what the shopper sees. */
export const test = base.extend<{ expectNoSeriousAxeFindings: () => Promise<void> }>({
  expectNoSeriousAxeFindings: async ({ page }, use) => {
    await use(async () => {
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
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  },
});

export { expect };
