import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = path.join(import.meta.dirname, 'ensure-browser.ts');

function ensureBrowser(chromiumPath: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT], {
    encoding: 'utf8',
    env: { ...process.env, CHROMIUM_PATH: chromiumPath },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

// Each case starts Node with tsx, which takes several seconds on a busy machine (CI runs the
// whole suite at once): the check's answer is what is tested, not how fast Node starts.
const STARTS_NODE_MS = 60_000;

describe('the browser check before the tests', () => {
  it(
    'goes on at once when CHROMIUM_PATH names a file that is there',
    () => {
      const { status, output } = ensureBrowser(process.execPath);
      expect(output).toBe('');
      expect(status).toBe(0);
    },
    STARTS_NODE_MS,
  );

  it(
    'stops with the path it could not find when CHROMIUM_PATH names nothing',
    () => {
      const { status, output } = ensureBrowser('/nowhere/chromium');
      expect(status).toBe(1);
      expect(output).toContain('CHROMIUM_PATH is /nowhere/chromium, and no browser is there.');
    },
    STARTS_NODE_MS,
  );
});
