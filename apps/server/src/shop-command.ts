/**
 * `npm run shop -- <command>`: the shop's work on the command line, against the configured
 * database (DATA_DIR's embedded one, or DATABASE_URL's), whether the shop runs or not.
 *
 *   create-owner --email <address> --name <name>
 *     makes an owner of the back office and prints a one-time link that sets their password.
 *   password-link --email <address>
 *     prints a new set-password link for someone on the staff, and turns off their second
 *     factor: an owner locked out of the back office, or who lost their phone, gets back in.
 *   backup
 *     makes a backup of the shop, running or not, into DATA_DIR/backups and prints its path.
 *   restore FILE
 *     gives back the shop of a backup, into an empty database and DATA_DIR.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { STAFF_PASSWORD_LINK_HOURS, StaffEmailSchema, StaffNameSchema } from '@shop/shared/staff';
import { MIGRATIONS_FOLDER } from './db/client.ts';
import { openCommandDatabase } from './db/command-database.ts';
import { readConfig, type Config } from './env.ts';
import { restoreShop } from './features/backups/restore.ts';
import { createBackupsService } from './features/backups/service.ts';
import { createStaffService, type StaffService } from './features/staff/service.ts';

const USAGE =
  'Usage: npm run shop -- create-owner --email <address> --name "<name>"\n' +
  '       npm run shop -- password-link --email <address>\n' +
  '       npm run shop -- backup\n' +
  '       npm run shop -- restore <backup file>';

class UsageError extends Error {}

/** Where the printed link points: the shop's public address, or this machine's own. */
export function shopOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

function optionsOf(args: string[], names: readonly ('email' | 'name')[]) {
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, name: { type: 'string' } } });
  const email = StaffEmailSchema.safeParse(values.email);
  if (!email.success) throw new UsageError(`--email: ${email.error.issues[0]?.message}`);
  const name = StaffNameSchema.safeParse(values.name);
  if (names.includes('name') && !name.success)
    throw new UsageError(`--name: ${name.error.issues[0]?.message}`);
  return { email: email.data, name: name.data ?? '' };
}

/** Runs `work` with the staff of the configured database, and closes the database after. */
async function withStaff<T>(work: (staff: StaffService, origin: string) => Promise<T>): Promise<T> {
  const config = readConfig();
  const database = await openCommandDatabase(config);
  try {
    return await work(
      createStaffService(database.db, { isCustomerSession: async () => false }),
      shopOrigin(config),
    );
  } finally {
    await database.close();
  }
}

function linkLines(lead: string, link: string): string {
  return [
    lead,
    `Open this link within ${STAFF_PASSWORD_LINK_HOURS} hours to set the password (it works once):`,
    '',
    `  ${link}`,
    '',
  ].join('\n');
}

async function createOwner(args: string[]): Promise<string> {
  const { email, name } = optionsOf(args, ['email', 'name']);
  return withStaff(async (staff, origin) => {
    const { member, link } = await staff.addMember({ email, name, role: 'owner' }, origin);
    return linkLines(`${member.name} <${member.email}> is an owner of the back office.`, link);
  });
}

async function passwordLinkCommand(args: string[]): Promise<string> {
  const { email } = optionsOf(args, ['email']);
  return withStaff(async (staff, origin) => {
    const found = (await staff.list()).find((member) => member.email === email && !member.disabled);
    if (!found) throw new UsageError(`${email} is not on the shop's staff, or has been disabled.`);
    const { member, link } = await staff.newPasswordLink(found.id, origin);
    // The way back in for whoever lost the phone with their second factor, an owner above all.
    const secondFactorOff = await staff.turnOffSecondFactorOf(found.id);
    return linkLines(
      `A new link for ${member.name} <${member.email}>; the one before no longer works.` +
        (secondFactorOff ? ' Their second factor is off: they can turn it on again under Security.' : ''),
      link,
    );
  });
}

async function backupCommand(): Promise<string> {
  const config = readConfig();
  const database = await openCommandDatabase(config);
  try {
    const backups = createBackupsService(database.db, {
      databaseUrl: database.url,
      dataDir: config.DATA_DIR,
      bucket: config.S3_URL,
    });
    const made = await backups.makeBackup();
    return made.inBucket ? `${made.file}\n(copied to the S3_URL bucket too)` : made.file;
  } finally {
    await database.close();
  }
}

async function restoreCommand(args: string[]): Promise<string> {
  const [file, ...rest] = args;
  if (file === undefined || rest.length > 0)
    throw new UsageError('restore takes the backup file, and nothing else.');
  const config = readConfig();
  // Not migrated: the restore makes the schema the backup was made with.
  const database = await openCommandDatabase(config, { migrate: false });
  let restored;
  try {
    restored = await restoreShop({
      databaseUrl: database.url,
      dataDir: config.DATA_DIR,
      file: path.resolve(file),
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } finally {
    await database.close();
  }
  return (
    `The shop of ${restored.madeAt.toISOString()} is back: ${restored.rows} rows in ${restored.tables} tables, ` +
    `${restored.files} ${restored.files === 1 ? 'file' : 'files'} in ${config.DATA_DIR}. Start the shop as usual; it brings the database up to this release.`
  );
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  if (command === 'create-owner') {
    console.log(await createOwner(args));
    return;
  }
  if (command === 'password-link') {
    console.log(await passwordLinkCommand(args));
    return;
  }
  if (command === 'backup') {
    console.log(await backupCommand());
    return;
  }
  if (command === 'restore') {
    console.log(await restoreCommand(args));
    return;
  }
  throw new UsageError(command === undefined ? USAGE : `Unknown command "${command}". ${USAGE}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof UsageError ? `${message}\n${USAGE}` : message);
  process.exit(1);
});
