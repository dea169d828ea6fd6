import { DEMO_SHOP_NOTICE } from '@shop/shared/shop';
import { expect, test } from './fixtures.ts';

/** Every browsing address of docs/storefront.md's pages: the listings, personalisation and contact. */
const PAGES: readonly { path: string; heading: string | RegExp; shows?: RegExp }[] = [
  {
    path: '/',
    heading: 'Personalised silver and gold jewellery',
    shows: /^Showing 1-12 of \d+ exquisite pieces$/,
  },
  { path: '/search?q=ring', heading: /^\d+ results for "ring"$/ },
  { path: '/category/women', heading: "Women's Jewellery", shows: /^Showing 1-12 of \d+ exquisite pieces$/ },
  { path: '/category/men', heading: "Men's Jewellery" },
  { path: '/category/kids', heading: "Kids' Jewellery" },
  { path: '/category/rings', heading: 'Rings' },
  { path: '/category/pendants', heading: 'Pendants' },
  { path: '/womens', heading: "Women's Jewellery" },
  { path: '/mens', heading: "Men's Jewellery" },
  { path: '/custom', heading: 'Design Your Own Jewellery' },
  { path: '/customize', heading: 'Design Your Own Jewellery' },
  { path: '/custom/women/rings', heading: "Timeless Women's Rings", shows: /^\d+ rings$/ },
  { path: '/custom/women/bracelets', heading: "Luxurious Women's Bracelets" },
  { path: '/custom/women/Pendants', heading: "Captivating Women's Pendants" },
  { path: '/custom/men/rings', heading: "Distinguished Men's Rings" },
  { path: '/custom/men/bracelets', heading: "Men's Distinctive Bracelets", shows: /^2-year warranty$/ },
  { path: '/custom/men/pendants', heading: "Sophisticated Men's Pendants" },
  { path: '/custom/kids/rings', heading: "Magical Kids' Rings", shows: /^\d+ fun rings$/ },
  { path: '/custom/kids/bracelets', heading: "Enchanted Kids' Bracelets", shows: /^\d+ magical bracelets$/ },
  { path: '/custom/kids/pendants', heading: "Magical Kids' Pendants", shows: /^\d+ magical pendants$/ },
  { path: '/couple-rings', heading: 'Couple Rings Collection' },
  { path: '/luxury-pendants', heading: 'Luxury Pendants Collection' },
  { path: '/contact', heading: 'Get in touch', shows: /^All days 10:00 am to 9:30 pm$/ },
  { path: '/ring-size-guide', heading: 'Ring Size Guide', shows: /^Printable ring sizer$/ },
  { path: '/policies/terms-of-service', heading: 'Terms of Service', shows: /^Who we are$/ },
  { path: '/policies/privacy-policy', heading: 'Privacy Policy', shows: /^Deleting your account$/ },
  { path: '/policies/refund-policy', heading: 'Refund and Return Policy', shows: /^Refunds$/ },
  { path: '/policies/shipping-policy', heading: 'Shipping Policy', shows: /^How long it takes$/ },
  { path: '/policies/contact-information', heading: 'Contact Information', shows: /^Grievance officer$/ },
];

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const { path, heading, shows } of PAGES) {
    test(`${path} opens with its title, fits the screen and has no serious accessibility finding`, async ({
      page,
      expectNoSeriousAxeFindings,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The journeys' shop pays with the built-in test provider, and says so.
      await expect(page.getByRole('complementary', { name: 'Demo shop' })).toHaveText(DEMO_SHOP_NOTICE);
      if (shows) await expect(page.getByText(shows).first()).toBeVisible();
      // Cards, when the page lists any, have arrived before the page is judged.
      await expect(page.getByRole('status').filter({ hasText: 'Loading products' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoSeriousAxeFindings();
    });
  }
});
