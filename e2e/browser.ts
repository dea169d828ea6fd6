import fs from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the journeys drive: CHROMIUM_PATH, else Debian's, else Playwright's own
 * download. Debian's comes first because Playwright's download is not reachable everywhere.
 */
export function installedChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const system = candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate));
  if (system) return system;
  const downloaded = chromium.executablePath();
  return fs.existsSync(downloaded) ? downloaded : undefined;
}
