/**
 * The settings file the guide installs (deploy/shop.env) is one the shop takes once its
 * placeholders are filled in, and agrees with the unit and the Caddyfile beside it: the data
 * folder systemd makes, the address Caddy proxies to.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './env.ts';

const REPOSITORY = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFile(path.join(REPOSITORY, file), 'utf8');

/** NAME=value lines, the value bare or in quotes, as systemd's EnvironmentFile= reads them. */
function settingsOf(text: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const found = /^([A-Z_]+)=(?:"([^"]*)"|'([^']*)'|(\S*))$/.exec(line);
    if (!found?.[1]) throw new Error(`deploy/shop.env: not a NAME=value line: ${line}`);
    settings[found[1]] = found[2] ?? found[3] ?? found[4] ?? '';
  }
  return settings;
}

describe('deploy/shop.env', () => {
  it('names only settings of docs/configuration.md', async () => {
    const table = (await read('docs/configuration.md')).split('\n').filter((line) => line.startsWith('| '));
    const documented = new Set(
      table.flatMap((row) => (row.split('|')[1] ?? '').split(',').map((n) => n.trim())),
    );
    const names = Object.keys(settingsOf(await read('deploy/shop.env')));
    expect(names.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('stops the shop until the GSTIN is filled in, then gives the shop on its domain behind Caddy', async () => {
    const settings = settingsOf(await read('deploy/shop.env'));
    expect(() => readConfig(settings)).toThrow('SHOP_GSTIN: SHOP_GSTIN must be');
    expect(readConfig({ ...settings, SHOP_GSTIN: '33AABCV1234F1ZV' })).toMatchObject({
      DATA_DIR: '/var/lib/shop',
      HOST: '127.0.0.1',
      PORT: 3000,
      TRUST_PROXY: 1,
      PUBLIC_URL: 'https://your-shop.in',
      PAYMENT_PROVIDER: 'razorpay',
      MAIL_FROM: 'Your Shop <orders@your-shop.in>',
      SHOP_ADDRESS: 'Your street and number, Your city, Your state 600001',
      GRIEVANCE_OFFICER_NAME: "Your grievance officer's name",
      SEED_DEMO: false,
    });
  });

  it('agrees with the unit and the Caddyfile', async () => {
    const settings = settingsOf(await read('deploy/shop.env'));
    const unit = await read('deploy/shop.service');
    expect(unit).toContain('\nStateDirectory=shop\n');
    expect(settings.DATA_DIR).toBe('/var/lib/shop');
    expect(unit).toContain('\nReadWritePaths=/var/lib/shop\n');
    expect(unit).toContain('\nEnvironmentFile=/etc/shop/shop.env\n');
    expect(await read('deploy/Caddyfile')).toContain(
      `reverse_proxy ${settings.HOST}:{$SHOP_PORT:${settings.PORT}}`,
    );
  });
});
