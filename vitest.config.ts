import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { LINGUI_CONFIG_PATH, linguiMacros } from './apps/web/lingui-macros.ts';

/** Testing Library's settings and a clean page between tests, for every app's components. */
const COMPONENT_TEST_SETUP = 'packages/ui/src/testing/test-setup.ts';

export default defineConfig({
  test: {
    // Two cores: more parallel embedded databases only queue behind each other.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'demo-catalogue',
          include: ['packages/demo-catalogue/src/**/*.test.ts'],
          // Drawing the pictures with sharp takes seconds on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'tools',
          include: ['tools/**/*.test.js', 'deploy/**/*.test.js', 'e2e/ensure-browser.test.ts'],
        },
      },
      {
        // React components and hooks, rendered with Testing Library in happy-dom; their messages
        // through Lingui, as the build does (apps/web/vite.config.ts).
        plugins: [linguiMacros(), lingui({ configPath: LINGUI_CONFIG_PATH }), react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: [COMPONENT_TEST_SETUP],
          // A page's first request loads its code (the account screens: zod and the
          // requests), which a fresh checkout on a busy machine transforms first.
          testTimeout: 15_000,
        },
      },
      {
        // The back office's pages, the same way.
        plugins: [react()],
        test: {
          name: 'admin',
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: [COMPONENT_TEST_SETUP],
          testTimeout: 15_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'ui',
          include: ['packages/ui/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: [COMPONENT_TEST_SETUP],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Migrates once; each API test file then starts its own database from that copy.
          globalSetup: ['apps/server/src/test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
