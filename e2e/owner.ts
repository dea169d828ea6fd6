import fs from 'node:fs';
import path from 'node:path';

/** The demo shop's first owner, made by `npm run shop -- create-owner` before the shop starts. */
export const OWNER = { email: 'meena.iyer@velli-thangam.example', name: 'Meena Iyer' } as const;

/** Where the command's output is kept: it holds the one-time set-password link. */
export function ownerLinkFile(dataDir: string): string {
  return path.join(dataDir, 'owner-link.txt');
}

/** The address (path and fragment) of the link the command printed, to open in the shop under test. */
export function ownerLinkPath(): string {
  const dataDir = process.env.SHOP_E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('SHOP_E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  const printed = fs.readFileSync(ownerLinkFile(dataDir), 'utf8');
  const link = /https?:\/\/\S+\/admin\/welcome#\S+/.exec(printed)?.[0];
  if (!link) throw new Error(`No set-password link in the output of create-owner:\n${printed}`);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}
