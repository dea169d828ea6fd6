import { defineConfig } from '@lingui/cli';

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
      exclude: ['**/*.test.*', '**/testing/**'],
    },
  ],
  format: 'po',
  // Compiled catalogs are ES modules the build could import; the build compiles the .po files itself.
  compileNamespace: 'es',
});
