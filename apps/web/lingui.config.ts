import { defineConfig } from '@lingui/cli';

/**
 * The pages whose messages come with them rather than with the first visit (decision 0055):
 * each part's messages are a catalog of their own, `src/locales/{locale}/{part}.po`, which the
 * part's pages load with their code (`lazyWithQueries` in src/lib/lazy-with-queries.ts names
 * the parts a page draws). The messages of the rest (the layout, the home page, the catalogue,
 * the product page) are `messages.po`, loaded before a page starts.
 */
export const MESSAGE_PARTS = {
  /** The cart and its checkout. */
  cart: ['features/cart', 'features/checkout', 'app/routes/cart.tsx'],
  /**
   * A piece's personalisation, its previews, the personalisation pages and the product page's
   * buying part (product.tsx names the part).
   */
  personalisation: [
    'features/personalisation',
    'features/previews',
    'app/routes/personalise.tsx',
    'app/routes/ring-personalisation.tsx',
    'app/routes/preview.tsx',
    'app/routes/preview-page.tsx',
    'app/routes/product-purchase.tsx',
  ],
  /**
   * Signing in, the account, its orders and complaints, the contact page (which holds the
   * complaint form), the wishlist's page. The wishlist's
   * heart is on every card, so its words stay with the first visit's.
   */
  account: [
    'features/accounts',
    'features/orders',
    'features/complaints',
    'app/routes/sign-in-screens.tsx',
    'app/routes/login.tsx',
    'app/routes/register.tsx',
    'app/routes/forgot-password.tsx',
    'app/routes/reset-password.tsx',
    'app/routes/profile.tsx',
    'app/routes/order.tsx',
    'app/routes/wishlist.tsx',
    'features/contact',
    'app/routes/contact.tsx',
  ],
  /**
   * The footer, the same on every page: it loads after the page's own code (layout.tsx), and
   * so do its words, which the first visit's catalog would otherwise carry. The policy pages
   * and the ring size guide are named by its words too.
   */
  footer: ['app/layout/footer.tsx', 'app/layout/policy-names.ts'],
  /** The ring size guide and the policy pages' own words around the owner's text. */
  guides: [
    'app/routes/ring-size-guide.tsx',
    'features/ring-sizes',
    'app/routes/policy.tsx',
    'features/policies',
  ],
} as const;

export type MessagePart = keyof typeof MESSAGE_PARTS;

const NOT_MESSAGES = ['**/*.test.*', '**/testing/**'];
const inSource = (paths: readonly string[]) => paths.map((path) => `<rootDir>/src/${path}`);

/**
 * The storefront's languages (decision 0052): English is the source, its messages the
 * specification's texts as they are; Tamil and Hindi are translated from it. `npm run
 * messages:extract` gathers the messages from the code into each catalog, `npm run
 * messages:compile` fails when a catalog lacks a translation, and the build compiles the
 * catalogs it imports (vite.config.ts).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ta', 'hi'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      // A folder's files are left out by its `/**`: the folder's own path leaves out only itself.
      exclude: [
        ...NOT_MESSAGES,
        ...inSource(Object.values(MESSAGE_PARTS).flat()).flatMap((path) => [path, `${path}/**`]),
      ],
    },
    ...Object.entries(MESSAGE_PARTS).map(([part, paths]) => ({
      path: `<rootDir>/src/locales/{locale}/${part}`,
      include: inSource(paths),
      exclude: NOT_MESSAGES,
    })),
  ],
  format: 'po',
  // Compiled catalogs are ES modules the build could import; the build compiles the .po files itself.
  compileNamespace: 'es',
});
