import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium when it is there: Playwright's own download is not reachable everywhere. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate));
}

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh shop for every run: an empty data folder, seeded with the demo catalogue at start.
// Workers load this file again and inherit the runner's environment, so they find the same
// folder (the journeys read the mail the shop writes into it).
process.env.SHOP_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const dataDir = process.env.SHOP_E2E_DATA_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
        },
      },
    },
  ],
  webServer: {
    command: 'npx tsx ../apps/server/src/server.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
  },
});
