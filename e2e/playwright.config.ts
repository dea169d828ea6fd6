import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { installedChromium } from './browser.ts';
import { ensureGoogleKeys, GOOGLE_CLIENT_ID } from './google/keys.ts';
import { createOwnersCommand } from './owner.ts';
import { GOOGLE_SHOP_PORT, SHOP_PORT } from './shops.ts';

// A fresh shop for every run: an empty data folder, seeded with the demo catalogue at start.
// Workers load this file again and inherit the runner's environment, so they find the same
// folder (the journeys read the mail the shop writes into it).
process.env.SHOP_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const dataDir = process.env.SHOP_E2E_DATA_DIR;

// A second shop, with Google sign-in, for the journeys that use it (google/keys.ts). It needs
// no catalogue, and keeps its own data folder.
ensureGoogleKeys();
const googleShopDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-google-'));
const serverOutput = { stdout: 'ignore', stderr: 'pipe' } as const;
// Stopped as Ctrl-C stops them, not killed: each shop then stops its embedded PostgreSQL,
// which runs in a process group of its own and would outlive a killed shop.
const gracefulShutdown = { signal: 'SIGTERM', timeout: 20_000 } as const;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // A journey that passes only on a second try is broken, in CI as on a newcomer's machine.
  retries: 0,
  // A time limit is no performance check (bench/ measures speed): it only ends a journey that
  // is stuck. Journeys with two accessibility scans took up to 36 s on a busy two-core machine.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${SHOP_PORT}`,
    // The page as it was at each step of a failed journey. Without the screencast: its
    // screenshots took a third of every journey's time on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: installedChromium(),
          args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
        },
      },
    },
  ],
  webServer: [
    {
      // The back office's owners first, made on the command line (owner.ts), then the server
      // as `npm start` runs it: the JavaScript `npm run build` made before the journeys.
      command: `${createOwnersCommand(dataDir)} && node ../apps/server/dist/server.js`,
      url: `http://127.0.0.1:${SHOP_PORT}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      gracefulShutdown,
      ...serverOutput,
      env: {
        PORT: String(SHOP_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // One proxy trusted, as behind Caddy: each journey's calls carry an address of their own
        // (fixtures.ts), as its shopper's would, so the limits per address hold per journey.
        TRUST_PROXY: '1',
      },
    },
    {
      command: 'npx tsx google/shop.ts',
      url: `http://127.0.0.1:${GOOGLE_SHOP_PORT}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      gracefulShutdown,
      ...serverOutput,
      env: {
        PORT: String(GOOGLE_SHOP_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: googleShopDataDir,
        SEED_DEMO: 'false',
        GOOGLE_CLIENT_ID,
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
