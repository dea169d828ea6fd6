import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { SHOP_PORT } from './shops.ts';

const run = promisify(execFile);
const REPOSITORY = path.resolve(import.meta.dirname, '..');

/** The owner the README's back office section makes: in a second terminal, while the shop runs. */
export const FIRST_OWNER = { email: 'meena.iyer@velli-thangam.example', name: 'Meena Iyer' } as const;

/**
 * Owners of the demo shop's back office, each made by `npm run shop -- create-owner` before the
 * shop starts, as the README's back office section makes the first one. Each journey that opens the
 * back office has its own, since a set-password link works once.
 */
export const OWNERS = {
  orders: { email: 'lakshmi.rao@velli-thangam.example', name: 'Lakshmi Rao' },
  messages: { email: 'farah.khan@velli-thangam.example', name: 'Farah Khan' },
  pictures: { email: 'anjali.menon@velli-thangam.example', name: 'Anjali Menon' },
  security: { email: 'anand.pillai@velli-thangam.example', name: 'Anand Pillai' },
  refunds: { email: 'priya.nair@velli-thangam.example', name: 'Priya Nair' },
  shipping: { email: 'arjun.pillai@velli-thangam.example', name: 'Arjun Pillai' },
  catalogue: { email: 'anita.pillai@velli-thangam.example', name: 'Anita Pillai' },
  rates: { email: 'kavya.raman@velli-thangam.example', name: 'Kavya Raman' },
  phone: { email: 'deepa.menon@velli-thangam.example', name: 'Deepa Menon' },
  invoices: { email: 'revathi.subramanian@velli-thangam.example', name: 'Revathi Subramanian' },
  accounts: { email: 'sundari.krishnan@velli-thangam.example', name: 'Sundari Krishnan' },
  policies: { email: 'nandini.iyer@velli-thangam.example', name: 'Nandini Iyer' },
  returns: { email: 'nandini.rao@velli-thangam.example', name: 'Nandini Rao' },
  cancels: { email: 'gayathri.iyer@velli-thangam.example', name: 'Gayathri Iyer' },
  proofs: { email: 'lalitha.menon@velli-thangam.example', name: 'Lalitha Menon' },
  complaints: { email: 'revathi.krishnan@velli-thangam.example', name: 'Revathi Krishnan' },
  coupons: { email: 'shalini.varma@velli-thangam.example', name: 'Shalini Varma' },
  gifts: { email: 'meenakshi.sundaram@velli-thangam.example', name: 'Meenakshi Sundaram' },
  reviews: { email: 'kavitha.rajan@velli-thangam.example', name: 'Kavitha Rajan' },
  variants: { email: 'malathi.venkat@velli-thangam.example', name: 'Malathi Venkat' },
  whatsapp: { email: 'padma.srinivasan@velli-thangam.example', name: 'Padma Srinivasan' },
  couriers: { email: 'sarala.murthy@velli-thangam.example', name: 'Sarala Murthy' },
  cashOnDelivery: { email: 'vasanthi.raman@velli-thangam.example', name: 'Vasanthi Raman' },
} as const;
export type OwnerName = keyof typeof OWNERS;

/** Where the command's output is kept: it holds the one-time set-password link. */
export function ownerLinkFile(dataDir: string, owner: OwnerName): string {
  return path.join(dataDir, `owner-link-${owner}.txt`);
}

/** The shell command that makes every owner and keeps each one's output. */
export function createOwnersCommand(dataDir: string): string {
  return Object.entries(OWNERS)
    .map(
      ([owner, { email, name }]) =>
        `node ../apps/server/dist/shop-command.js create-owner --email ${email} --name "${name}" > "${ownerLinkFile(dataDir, owner as OwnerName)}"`,
    )
    .join(' && ');
}

function shopDataDir(): string {
  const dataDir = process.env.SHOP_E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('SHOP_E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  return dataDir;
}

/** The address (path and fragment) of the link the command printed, to open in the shop under test. */
export function ownerLinkPath(owner: OwnerName): string {
  return linkPathIn(fs.readFileSync(ownerLinkFile(shopDataDir(), owner), 'utf8'));
}

/**
 * Runs `npm run shop -- create-owner` from the repository as the README says, beside the
 * running shop; answers the address of the link it printed.
 */
export async function createOwnerBesideTheShop(owner: { email: string; name: string }): Promise<string> {
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'shop', '--', 'create-owner', '--email', owner.email, '--name', owner.name],
    { cwd: REPOSITORY, env: { ...process.env, DATA_DIR: shopDataDir(), PORT: String(SHOP_PORT) } },
  );
  return linkPathIn(stdout);
}

function linkPathIn(printed: string): string {
  const link = /https?:\/\/\S+\/admin\/welcome#\S+/.exec(printed)?.[0];
  if (!link) throw new Error(`No set-password link in the output of create-owner:\n${printed}`);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

/**
 * An owner's first visit to the back office: the password set from the link the owners' command
 * printed, then signed in, the back office saying who.
 */
export async function setPasswordAndSignIn(page: Page, owner: OwnerName, password: string): Promise<void> {
  await page.goto(ownerLinkPath(owner));
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByText(`Signed in as ${OWNERS[owner].name}`)).toBeVisible();
}

/** A step of the order page's Next step box, confirmed as staff confirm it. */
export async function takeStep(staff: Page, button: string): Promise<void> {
  const nextStep = staff.getByRole('region', { name: 'Next step' });
  await nextStep.getByRole('button', { name: button }).click();
  await nextStep.getByRole('button', { name: 'Confirm' }).click();
}
