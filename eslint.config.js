// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import shopRules from './tools/eslint/import-direction.js';

/**
 * Import direction: shared rules -> shared components -> features -> app. A feature never
 * imports another feature (the app composes them), and shared code never imports an app.
 */
function featureZones(featuresFolder) {
  const features = fs.existsSync(featuresFolder)
    ? fs.readdirSync(featuresFolder, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    : [];
  return features.map(({ name }) => ({
    target: `${featuresFolder}/${name}`,
    from: featuresFolder,
    except: [`./${name}`],
    message: 'A feature never imports another feature; compose them in the app instead.',
  }));
}

/**
 * The server's shared folders (the database, plugins, storage, audit, sign-in, PDFs) serve every
 * feature and import none, except that the database's schema gathers each feature's tables.
 */
function serverFolderZones(serverSource) {
  const featuresFolder = `${serverSource}/features`;
  const features = fs.existsSync(featuresFolder)
    ? fs.readdirSync(featuresFolder, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    : [];
  return ['db', 'plugins', 'storage', 'audit', 'auth', 'pdf'].map((folder) => ({
    target: `${serverSource}/${folder}`,
    from: featuresFolder,
    except: folder === 'db' ? features.map(({ name }) => `./${name}/tables.ts`) : [],
    message:
      folder === 'db'
        ? 'The database imports only the features’ tables (their tables.ts), for the schema.'
        : 'Shared server code never imports a feature; the app passes it what it needs.',
  }));
}

/** The shop's own packages, so an import by package name is held to the zones too. */
const SHOP_PACKAGES = { '@shop/shared': './packages/shared/src', '@shop/ui': './packages/ui/src' };

const zones = [
  ...featureZones('./apps/server/src/features'),
  ...featureZones('./apps/web/src/features'),
  ...featureZones('./apps/admin/src/features'),
  ...serverFolderZones('./apps/server/src'),
  {
    target: './packages/shared',
    from: './apps',
    message: 'Shared code never imports an app or a feature.',
  },
  {
    target: './packages/shared',
    from: './packages/demo-catalogue',
    message: 'Shared code never imports the demo catalogue.',
  },
  {
    target: './packages/demo-catalogue',
    from: './apps',
    message: 'The demo catalogue never imports an app: it makes rows and pictures, the server stores them.',
  },
  {
    target: './bench',
    from: './apps/server',
    message: 'Benchmarks import the server through its exports (@shop/server/..., apps/server/package.json).',
  },
  {
    target: './e2e',
    from: './apps/server',
    message: 'Journeys import the server through its exports (@shop/server/..., apps/server/package.json).',
  },
  {
    target: './packages/ui',
    from: './apps',
    message: 'Shared code never imports an app or a feature.',
  },
  {
    target: './packages/shared',
    from: './packages/ui',
    message: 'The shared rules never import components; the components import the rules.',
  },
  {
    target: './apps/server',
    from: './packages/ui',
    message: 'The server draws no components; share rules through packages/shared.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features do not import the app; the app imports features.',
  },
  {
    target: './apps/admin/src/features',
    from: './apps/admin/src/app',
    message: 'Features do not import the app; the app imports features.',
  },
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The browser never imports server code; share it through packages/shared.',
  },
  {
    target: './apps/admin',
    from: './apps/server',
    message: 'The browser never imports server code; share it through packages/shared.',
  },
  {
    target: './apps/admin',
    from: './apps/web',
    message: 'The back office and the storefront are apps of their own; share code through packages/shared.',
  },
  {
    target: './apps/web',
    from: './apps/admin',
    message: 'The storefront never loads the back office; share code through packages/shared.',
  },
];

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      // Each catalog's compiled messages (npm run messages:compile), as .gitignore leaves them out.
      'apps/web/src/locales/*/*.mjs',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { shop: shopRules },
    rules: {
      'shop/import-direction': ['error', { zones, packages: SHOP_PACKAGES }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The server loads the demo only when it seeds it (db/seed.ts imports it then): a static
    // import would keep the demo's code in every running shop. The seed command and tests may.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test-support/**',
      'apps/server/src/db/seed-command.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shop/demo-catalogue', '@shop/demo-catalogue/*'],
              allowTypeImports: true,
              message:
                'The server imports the demo only when it seeds it: `await import(...)`, as db/seed.ts does.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.spec.ts', '**/test-support/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
