import type { Locator, Page } from '@playwright/test';
import type { Product } from '@shop/shared/catalogue-api';
import { PERSONALISATION_TEXTS } from '@shop/shared/personalisation-texts';
import { WISHLIST_TEXTS } from '@shop/shared/wishlist';
import { expect, test } from './fixtures.ts';

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

/** A shopper's account, made before the journey: they have one, and shop first as a guest. */
function newShopper() {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    firstName: 'Kavya',
    lastName: 'Raman',
    email: `kavya.raman.${unique}@example.in`,
    phoneNumber: '9876501234',
    password: 'gold916kavya',
  };
}

async function signIn(page: Page, shopper: ReturnType<typeof newShopper>) {
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const heartOf = (card: Locator) => card.getByRole('button', { name: /wishlist/ });

/** Saves the piece with its heart, once the heart answers (the server's is plain until its code arrives). */
async function save(heart: Locator) {
  await expect(heart).toHaveAccessibleName('Add to wishlist');
  await expect(async () => {
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass();
  await expect(heart).toHaveAccessibleName('Remove from wishlist');
}

/** The collection's cards as the home page shows them, by the names they carry. */
async function firstCards(page: Page, count: number): Promise<{ name: string; card: Locator }[]> {
  const cards = page.getByRole('region', { name: 'The collection' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const names = (await cards.getByRole('heading', { level: 2 }).allTextContents()).slice(0, count);
  return names.map((name) => ({ name, card: cards.filter({ hasText: name }).first() }));
}

async function expectToFitThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('A guest saves pieces, signs in, and finds them on another device', async ({
  page,
  browser,
  request,
  expectNoSeriousAxeFindings,
}) => {
  const shopper = newShopper();
  expect((await request.post('/register', { data: shopper })).status()).toBe(201);

  // On the phone, as a guest: two pieces of the collection saved with their hearts.
  await page.goto('/');
  const saved = await firstCards(page, 2);
  expect(saved).toHaveLength(2);
  for (const { card } of saved) await save(heartOf(card));
  await expectNoSeriousAxeFindings();

  await page.getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
  for (const { name } of saved) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByText('2 pieces')).toBeVisible();
  await expect(
    page.getByText('Saved on this device. Sign in to keep your wishlist on every device.'),
  ).toBeVisible();
  await expectToFitThePhone(page);
  await expectNoSeriousAxeFindings();

  // Signing in from the wishlist joins the pieces to the account and comes back here.
  await page.getByRole('link', { name: 'Sign in', exact: true }).last().click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await signIn(page, shopper);
  await expect(page).toHaveURL(/\/wishlist$/);
  for (const { name } of saved) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByText('Saved on this device.', { exact: false })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();

  // Another phone: the same account finds the same pieces, and removing one there is the shop's.
  const otherPhone = await browser.newContext({ viewport: PHONE });
  const other = await otherPhone.newPage();
  await other.goto('/login');
  await signIn(other, shopper);
  await expect(other.getByRole('button', { name: shopper.firstName })).toBeVisible();
  await other.goto('/wishlist');
  await expect(other.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
  for (const { name } of saved) await expect(other.getByRole('link', { name, exact: true })).toBeVisible();
  await expectToFitThePhone(other);
  await expectNoSeriousAxeFindings(other);

  const [first, second] = saved;
  if (!first || !second) throw new Error('two pieces were saved');
  await other.getByRole('button', { name: `Remove ${first.name} from wishlist` }).click();
  await expect(other.getByRole('link', { name: first.name, exact: true })).toHaveCount(0);
  await expect(other.getByText('1 piece', { exact: true })).toBeVisible();

  // Back on the first phone, the product page's heart says what the account holds.
  await page.goto('/wishlist');
  await expect(page.getByRole('link', { name: second.name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: first.name, exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: second.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await otherPhone.close();

  // From the wishlist to the cart: a piece that offers no personalisation goes in as it is
  // shown; one that does is personalised on its page first.
  const { products } = (await (await request.get('/api/products/search?inStock=true&limit=100')).json()) as {
    products: Product[];
  };
  const unsaved = products.filter((piece) => !saved.some(({ name }) => name === piece.name));
  const plain = unsaved.find((piece) => piece.customizationTypes.length === 0);
  const personalisable = unsaved.find((piece) => piece.customizationTypes.length > 0);
  if (!plain || !personalisable) throw new Error('The demo catalogue has both kinds of piece in stock');
  for (const piece of [plain, personalisable]) {
    await page.goto(`/product/${piece._id}`);
    await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
    await save(page.getByRole('button', { name: /wishlist/ }));
  }
  await page.getByRole('link', { name: 'Wishlist' }).click();
  const rowOf = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
  const plainRow = rowOf(plain.name);
  await plainRow.getByRole('button', { name: PERSONALISATION_TEXTS.addToCart }).click();
  await expect(plainRow.getByRole('status')).toHaveText(
    `${PERSONALISATION_TEXTS.addedToCart} ${PERSONALISATION_TEXTS.viewCart}`,
  );
  await expect(page.getByRole('link', { name: 'Cart, 1 piece' })).toBeVisible();
  const personalisableRow = rowOf(personalisable.name);
  await expect(personalisableRow.getByRole('button', { name: PERSONALISATION_TEXTS.addToCart })).toHaveCount(
    0,
  );
  await expect(personalisableRow).toContainText(
    WISHLIST_TEXTS.choosePersonalisation([
      ...personalisable.customizationTypes.map((type) => type.name),
      PERSONALISATION_TEXTS.noneChoice,
    ]),
  );
  await expectToFitThePhone(page);
  await expectNoSeriousAxeFindings();
  await personalisableRow.getByRole('link', { name: PERSONALISATION_TEXTS.personaliseIt }).click();
  await expect(page.getByRole('heading', { level: 1, name: personalisable.name })).toBeVisible();
  await expect(page.getByRole('group', { name: PERSONALISATION_TEXTS.personaliseIt })).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 1 piece' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Increase quantity of ${plain.name}` })).toBeVisible();
});
