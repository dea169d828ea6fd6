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
/**
 * The storefront's pages arrive rendered by the server, and their buttons answer only once the
 * app has adopted the page: a tap before that is kept and replayed then
 * (shopper-taps-before-the-page-is-ready.spec.ts tests that). Other journeys must not depend
 * on it, so after each page load they wait until React has taken the page's root (React
 * marks the root element when it does). Pages without a root, or without JavaScript, are not
 * waited for.
 */
async function waitForTheApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

let journeys = 0;

/**
 * An address of the journey's own for its calls to the shop, as its own shopper's would be: the
 * shop takes 30 sign-ups an hour from one address, and every journey runs on this machine. The
 * shop trusts one proxy (TRUST_PROXY=1, as behind Caddy; playwright.config.ts), so it reads the
 * address from X-Forwarded-For; the browser's pages come from the machine's own.
 */
function anAddressOfItsOwn(): string {
  journeys += 1;
  return `10.${process.pid % 250}.${Math.floor(journeys / 250) % 250}.${journeys % 250}`;
}

export const test = base.extend<{ expectNoSeriousAxeFindings: (other?: Page) => Promise<void> }>({
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': anAddressOfItsOwn() },
    });
    await use(request);
    await request.dispose();
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForTheApp(page);
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForTheApp(page);
        return response;
      };
    }
    await use(page);
  },
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
