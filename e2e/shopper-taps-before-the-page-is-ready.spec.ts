import { expect, test, type Page, type Route } from '@playwright/test';

/**
 * A cheap phone shows the server's page long before the shop's JavaScript has arrived and
 * adopted it. A tap in that time is kept, shown as pressed, and answered once the app is
 * ready, never lost and never answered twice (apps/server/src/plugins/early-taps.ts).
 *
 * The plain Playwright test, not fixtures.ts: its `goto` waits for the app, which is what
 * these journeys hold back.
 */
test.use({ viewport: { width: 360, height: 740 } });

/**
 * The shop's scripts wait until the journey lets them through: first the app itself (the
 * scripts the page names), then the code of the page's own part, which the app loads later.
 */
async function slowScripts(page: Page) {
  const held: Route[] = [];
  let through: (url: string) => boolean = () => false;
  await page.route(/\/assets\/[^/?]+\.js(\?.*)?$/, async (route) => {
    if (through(route.request().url())) await route.continue();
    else held.push(route);
  });
  const letThrough = async (which: (url: string) => boolean) => {
    through = which;
    const now = held.filter((route) => which(route.request().url()));
    held.splice(0, held.length, ...held.filter((route) => !now.includes(route)));
    await Promise.all(now.map((route) => route.continue()));
  };
  return {
    /** The page's first scripts only: React adopts the page, but not yet its lazily loaded parts. */
    async releaseTheApp() {
      const named = await page.evaluate(() =>
        Array.from(document.querySelectorAll('script[src], link[rel=modulepreload]')).map(
          (element) =>
            new URL(element.getAttribute('src') ?? element.getAttribute('href') ?? '', location.href).href,
        ),
      );
      await letThrough((url) => named.includes(url));
    },
    async releaseEverything() {
      await letThrough(() => true);
    },
    /** Everything but the scripts whose address matches, which come when everything is let through. */
    async releaseAllBut(held: RegExp) {
      await letThrough((url) => !held.test(url));
    },
    /** Until the page has asked for a script whose address matches. */
    async asked(address: RegExp) {
      await expect.poll(() => held.some((route) => address.test(route.request().url()))).toBe(true);
    },
  };
}

/** The page as it arrives, without waiting for its scripts (they hold back its load event). */
async function open(page: Page, address: string) {
  await page.goto(address, { waitUntil: 'commit' });
}

/** Until React has taken the header (it marks each element it adopts) and committed it. */
async function headerAdopted(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'Search' })
    .evaluate(
      (button) =>
        new Promise<void>((resolve) => {
          const adopted = () => Object.keys(button).some((key) => key.startsWith('__reactProps$'));
          const wait = () =>
            adopted() ? requestAnimationFrame(() => setTimeout(resolve, 100)) : setTimeout(wait, 20);
          wait();
        }),
    );
}

test('A filter picked before the app is ready is applied once it is', async ({ page }) => {
  const scripts = await slowScripts(page);
  await open(page, '/category/women');
  const material = page.getByLabel('Material');
  await material.selectOption('Silver');
  await expect(material).toHaveAttribute('aria-busy', 'true');

  await scripts.releaseEverything();
  await expect(page).toHaveURL(/productType=Silver/);
  await expect(material).toHaveValue('Silver');
  await expect(material).not.toHaveAttribute('aria-busy');
  await expect(page.getByText(/^Showing 1-\d+ of \d+ exquisite pieces$/)).toBeVisible();
});

test('The menu tapped before the app is ready opens once it is', async ({ page }) => {
  const scripts = await slowScripts(page);
  await open(page, '/product/14');
  await expect(page.getByRole('heading', { level: 1, name: 'Festive Sparkle Gold Bangles' })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  // The shopper sees the tap was taken.
  await expect(menuButton).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog')).toBeHidden();

  await scripts.releaseEverything();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
});

test('A piece chosen before its listing is ready opens once, and goes into the cart once', async ({
  page,
}) => {
  const scripts = await slowScripts(page);
  await open(page, '/category/women');
  const firstCard = page.getByRole('article').first();
  const name = (await firstCard.getByRole('heading', { level: 2 }).textContent()) ?? '';
  expect(name).not.toBe('');
  // An impatient shopper taps twice: nothing seems to happen on a slow phone.
  const addToCart = firstCard.getByRole('button', { name: 'Add to Cart' });
  await addToCart.click();
  await addToCart.click();
  await expect(addToCart).toHaveAttribute('aria-busy', 'true');

  // The app adopts the page while the listing's own code is still on its way: the header
  // answers, the tap waits for the listing (which React may draw afresh once its code is in).
  await scripts.releaseTheApp();
  await headerAdopted(page);
  await expect(page).toHaveURL(/\/category\/women$/);

  await scripts.releaseEverything();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/product\/\d+$/);

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 piece' })).toBeVisible();
  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Increase quantity of ${name}` })).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Decrease quantity of ${name}` })).toBeDisabled();

  // Opened once: one step back is the listing again.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: "Women's Jewellery" })).toBeVisible();
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`A piece chosen on the home page as soon as it shows opens once the page is ready, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const scripts = await slowScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const firstCard = page.getByRole('article').first();
    const name = (await firstCard.getByRole('heading', { level: 2 }).textContent()) ?? '';
    expect(name).not.toBe('');
    const addToCart = firstCard.getByRole('button', { name: 'Add to Cart' });
    await addToCart.click();
    await expect(addToCart).toHaveAttribute('aria-busy', 'true');

    // The app adopts the header and the hero first; the collection's code (home-content.tsx)
    // comes after, and the tap waits for it.
    await page.waitForFunction(() => document.querySelector('script[type=module][src]') !== null);
    await scripts.releaseTheApp();
    await headerAdopted(page);
    await expect(page).toHaveURL(/\/$/);

    await scripts.releaseEverything();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/product\/\d+$/);
  });
}

/** The wishlist's code (live-heart.tsx), which the page asks for once it is adopted. */
const HEART_CODE = /\/assets\/live-heart-[^/]+\.js/;

test('The heart tapped before the app is ready saves the piece once it is', async ({ page }) => {
  const scripts = await slowScripts(page);
  await open(page, '/product/14');
  await expect(page.getByRole('heading', { level: 1, name: 'Festive Sparkle Gold Bangles' })).toBeVisible();
  const heart = page.getByRole('button', { name: 'Add to wishlist' });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-busy', 'true');
  await heart.evaluate((button) => button.setAttribute('data-journey', 'from the server'));

  // The page is adopted and draws its plain heart again while the wishlist's code is on its
  // way: that heart still shows the tap was taken.
  await scripts.releaseAllBut(HEART_CODE);
  await scripts.asked(HEART_CODE);
  const drawnAgain = page.locator('button[aria-label="Add to wishlist"]:not([data-journey])');
  await expect(drawnAgain).toHaveAttribute('aria-busy', 'true');

  await scripts.releaseEverything();
  const saved = page.getByRole('button', { name: 'Remove from wishlist' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(saved).not.toHaveAttribute('aria-busy');

  await page.getByRole('link', { name: 'Wishlist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Festive Sparkle Gold Bangles' })).toBeVisible();
  await expect(page.getByText('1 piece', { exact: true })).toBeVisible();
});

test('The heart tapped after the page is adopted, before its own code has come, saves the piece once', async ({
  page,
}) => {
  const scripts = await slowScripts(page);
  await open(page, '/product/14');
  await scripts.releaseAllBut(HEART_CODE);
  await scripts.asked(HEART_CODE);
  await page.getByRole('button', { name: 'Back to Products' }).evaluate(
    (button) =>
      new Promise<void>((resolve) => {
        const wait = () =>
          Object.keys(button).some((key) => key.startsWith('__reactProps$'))
            ? resolve()
            : setTimeout(wait, 20);
        wait();
      }),
  );
  const heart = page.getByRole('button', { name: 'Add to wishlist' });
  // Twice, as a shopper does when nothing seems to happen: one tap, one piece saved.
  await heart.click();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-busy', 'true');

  await scripts.releaseEverything();
  const saved = page.getByRole('button', { name: 'Remove from wishlist' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(saved).not.toHaveAttribute('aria-busy');
  await page.getByRole('link', { name: 'Wishlist' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Festive Sparkle Gold Bangles' })).toBeVisible();
  await expect(page.getByText('1 piece', { exact: true })).toBeVisible();
});
