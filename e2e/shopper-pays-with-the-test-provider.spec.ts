import type { APIRequestContext, Page } from '@playwright/test';
import type { Product } from '@shop/shared/catalogue-api';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import { expect, test } from './fixtures.ts';
import { fillDeliveryAddress } from './paid-order.ts';
import { latestMailTo } from './mail.ts';

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

let shoppers = 0;
/** A new account through the shop's own call; each journey has its own. */
async function newAccount(request: APIRequestContext) {
  shoppers += 1;
  const shopper = {
    firstName: 'Meena',
    lastName: 'Sundaram',
    email: `payer.${Date.now()}.${shoppers}@example.in`,
    phoneNumber: '9876543210',
    password: 'silver925',
  };
  const answer = await request.post('/register', { data: shopper });
  expect(answer.status()).toBe(201);
  return shopper;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A piece in stock, added from its product page as it is shown. */
async function addAPieceToTheCart(page: Page, request: APIRequestContext): Promise<Product> {
  const answer = (await (
    await request.get('/api/products/search?category=pendant&inStock=true&limit=1')
  ).json()) as {
    products: Product[];
  };
  const piece = answer.products[0];
  if (!piece) throw new Error('The demo catalogue has no pendant in stock');
  await page.goto(`/product/${piece._id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toBeVisible();
  return piece;
}

async function enterDetails(page: Page, email = 'meena@example.in') {
  await page.getByRole('button', { name: 'Pay with Razorpay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Your Details' });
  await dialog.getByLabel('Full name').fill('Meena Sundaram');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone number').fill('9876543210');
  await fillDeliveryAddress(dialog, {
    street: '22 West Masi Street',
    city: 'Madurai',
    state: 'Tamil Nadu',
    zipCode: '625001',
  });
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
  return page.getByRole('dialog', { name: 'Test payment' });
}

test('Guest is asked to sign in before paying', async ({ page, request, expectNoSeriousAxeFindings }) => {
  const shopper = await newAccount(request);
  await addAPieceToTheCart(page, request);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Login to Checkout' }).click();
  await expect(page.getByText('Please log in to complete your purchase')).toBeVisible();
  // The notice stays while the keyboard is in it, however long the accessibility check takes.
  await page.getByRole('button', { name: 'Go to Login' }).focus();
  await expectNoSeriousAxeFindings();
  await page.getByRole('button', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('button', { name: 'Pay with Razorpay' })).toBeEnabled();
});

test('Shopper pays with the test provider and sees the order', async ({
  page,
  request,
  expectNoSeriousAxeFindings,
}) => {
  const shopper = await newAccount(request);
  await page.goto('/login');
  await signIn(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/$/);
  const piece = await addAPieceToTheCart(page, request);
  await page.goto('/cart');
  const total = formatPaise(rupeesToPaise(piece.price) + 10_000);

  // The details start with what the account knows.
  await page.getByRole('button', { name: 'Pay with Razorpay' }).click();
  const detailsDialog = page.getByRole('dialog', { name: 'Enter Your Details' });
  await expect(detailsDialog.getByLabel('Full name')).toHaveValue('Meena Sundaram');
  await expect(detailsDialog.getByLabel('Email')).toHaveValue(shopper.email);
  await expect(detailsDialog.getByLabel('Phone number')).toHaveValue('9876543210');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const payment = await enterDetails(page, shopper.email);
  await expect(payment).toBeVisible();
  await expect(payment.getByText(total)).toBeVisible();
  await expectNoSeriousAxeFindings();
  await payment.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page.getByText('Payment successful! Your order has been placed.')).toBeVisible();
  await expect(page.getByText('Order has been saved successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(piece.name) })).toBeVisible();
  await expect(page.getByText('Total paid').locator('+ dd')).toHaveText(total);
  await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('22 West Masi Street');
  await expectNoSeriousAxeFindings();

  // The order details overlay, over the confirmation.
  await page.getByRole('button', { name: 'Order details' }).click();
  const details = page.getByRole('dialog', { name: 'Order details' });
  await expect(details.getByText('Order has been saved successfully')).toBeVisible();
  await expect(details.getByRole('region', { name: 'Payment information' })).toContainText('Successful');
  await expect(details.getByRole('region', { name: 'Order items' })).toContainText(piece.name);
  await expectNoSeriousAxeFindings();
  await details.getByRole('button', { name: 'Close order details' }).click();

  // Printed, the page is the order alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible();
  // The shop's name and address head the paper, and only the paper.
  const letterhead = page.getByText(/14 South Car Street.*·.*\+91 98765 43210/);
  await expect(letterhead).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(letterhead).toBeHidden();

  // The confirmation mail reaches the shopper.
  const mail = await latestMailTo(shopper.email);
  expect(mail).toMatch(/^Subject: Your Velli & Thangam order [0-9A-F]{8} is confirmed\r?$/m);
  expect(mail.replace(/=\r?\n/g, '')).toContain(piece.name);

  // The order is in the profile's Orders tab.
  await page.goto('/profile?tab=orders');
  await expect(page.getByRole('tabpanel', { name: 'Orders' })).toContainText(piece.name);
  await expect(page.getByRole('tabpanel', { name: 'Orders' })).toContainText(total);

  // The cart was emptied by the payment.
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('Closing the confirmation returns to the emptied cart', async ({ page, request }) => {
  const shopper = await newAccount(request);
  await page.goto('/login');
  await signIn(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/$/);
  await addAPieceToTheCart(page, request);
  await page.goto('/cart');
  await (await enterDetails(page, shopper.email)).getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByRole('button', { name: 'Close order confirmation' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('Payment fails and the cart is kept', async ({ page, request }) => {
  const shopper = await newAccount(request);
  await page.goto('/login');
  await signIn(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/$/);
  const piece = await addAPieceToTheCart(page, request);
  await page.goto('/cart');

  const payment = await enterDetails(page);
  await payment.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByText('There was an issue processing your payment. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay with Razorpay' })).toBeEnabled();

  // Closing the window instead ends the processing without a word, and the cart stays.
  await (await enterDetails(page)).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Pay with Razorpay' })).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('link', { name: new RegExp(piece.name) }).first()).toBeVisible();
});
