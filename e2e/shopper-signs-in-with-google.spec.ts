import { expect, test } from './fixtures.ts';
import { offerGoogleSignIn } from './google/sign-in-button.ts';
import { GOOGLE_SHOP_URL } from './shops.ts';

// A picture as Google's image server would send it: one brown pixel, as a PNG.
const PICTURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAD/wH+2Yq5nwAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ baseURL: GOOGLE_SHOP_URL });

test('Shopper signs in with Google and finds the Google account in the profile', async ({
  page,
  expectNoSeriousAxeFindings,
}) => {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const picture = `https://lh3.googleusercontent.com/a/${unique}`;
  await offerGoogleSignIn(page, {
    sub: `1076915035000${unique}`,
    email: `priya.${unique}@gmail.com`,
    given_name: 'Priya',
    family_name: 'Venkatesh',
    picture,
  });
  await page.route(picture, (route) => route.fulfill({ contentType: 'image/png', body: PICTURE_PNG }));

  await page.goto('/login');
  await expect(page.getByText('Or continue with')).toBeVisible();
  await expectNoSeriousAxeFindings();
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByText('Welcome back, Priya!')).toBeVisible();
  await expect(page).toHaveURL(`${GOOGLE_SHOP_URL}/`);
  await expect(page.getByRole('button', { name: 'Priya' })).toBeVisible();

  await page.goto('/profile');
  // Name, e-mail and picture are the ones in Google's token.
  await expect(page.getByText(`priya.${unique}@gmail.com`)).toBeVisible();
  await expect(page.getByText('Priya Venkatesh', { exact: true })).toBeVisible();
  const photo = page.getByRole('img', { name: 'Your profile picture' });
  await expect(photo).toHaveAttribute('src', picture);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByText('Google account')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change Password' })).toHaveCount(0);
});
