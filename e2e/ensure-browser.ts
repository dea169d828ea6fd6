/**
 * Gets a browser for the journeys before any test runs, so that `npm install && npm test`
 * works on a fresh machine: Debian's Chromium through apt when running as root, else
 * Playwright's own download, else it stops at once with the one command to run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { installedChromium } from './browser.ts';

const INSTALL_COMMAND = 'sudo apt-get install -y chromium';

function run(command: string, args: string[], timeoutMs: number): boolean {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: timeoutMs,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function installWithApt(): boolean {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) return false;
  console.log('No Chromium for the browser tests: installing Debian’s chromium with apt-get…');
  return (
    run('apt-get', ['update', '-qq'], 300_000) &&
    run('apt-get', ['install', '-y', '-qq', 'chromium'], 600_000)
  );
}

function downloadPlaywrightChromium(): boolean {
  console.log('No Chromium for the browser tests: trying Playwright’s own download…');
  return run('npx', ['playwright', 'install', 'chromium'], 300_000);
}

if (process.env.CHROMIUM_PATH && !fs.existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, and no browser is there.`);
  process.exit(1);
}

if (!installedChromium() && !installWithApt() && !downloadPlaywrightChromium()) {
  console.error(
    `No browser for the browser tests, and none could be installed. Run:\n\n  ${INSTALL_COMMAND}\n`,
  );
  process.exit(1);
}
if (!installedChromium()) {
  console.error(`The browser was installed but cannot be found. Run:\n\n  ${INSTALL_COMMAND}\n`);
  process.exit(1);
}
