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
 *     makes a backup of the shop, running or not, into DATA_DIR/backups and prints its path;
 *     with BACKUP_RECIPIENT and a bucket, copies it there encrypted.
 *   restore FILE [--identity KEY_FILE]
 *   restore --from-bucket latest|NAME --identity KEY_FILE
 *     gives back the shop of a backup, a file or one in the backups' bucket, into an empty
 *     database and DATA_DIR; an encrypted backup needs the owner's key file.
 *   upgrade
 *     with the shop stopped and the new release in place: builds what changed, makes a backup,
 *     then applies the release's new migrations, all in one transaction; one that fails leaves
 *     the database as it was, for the release before to start on again.
 *   backup-key --out KEY_FILE
 *     makes the owner's key for the backups: writes its secret to KEY_FILE, prints BACKUP_RECIPIENT.
 *   whatsapp-templates
 *     prints the shop's WhatsApp templates as Meta's template-creation call takes them (JSON),
 *     with their example values, for the owner to submit (docs/whatsapp.md).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { STAFF_PASSWORD_LINK_HOURS, StaffEmailSchema, StaffNameSchema } from '@shop/shared/staff';
import { MIGRATIONS_FOLDER, type DatabaseHandle } from './db/client.ts';
import { openCommandDatabase } from './db/command-database.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { applyMigrations, MigrationFailedError, pendingMigrations } from './db/migrations.ts';
import { readConfig, type Config } from './env.ts';
import { newBackupKey } from './features/backups/encryption.ts';
import { restoreShop } from './features/backups/restore.ts';
import { createBackupsService, OffSiteCopyError, readIdentities } from './features/backups/service.ts';
import { SERVER_PACKAGE_FOLDER } from './package-folder.ts';
import { metaTemplates } from './features/whatsapp/meta-templates.ts';
import { createStaffService, type StaffService } from './features/staff/service.ts';

const USAGE =
  'Usage: npm run shop -- create-owner --email <address> --name "<name>"\n' +
  '       npm run shop -- password-link --email <address>\n' +
  '       npm run shop -- backup\n' +
  '       npm run shop -- restore <backup file> [--identity <key file>]\n' +
  '       npm run shop -- restore --from-bucket latest|<name> --identity <key file>\n' +
  '       npm run shop -- upgrade\n' +
  '       npm run shop -- backup-key --out <key file>\n' +
  '       npm run shop -- whatsapp-templates';

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

function backupsOf(config: Config, database: { db: DatabaseHandle['db']; url: string }) {
  return createBackupsService(database.db, {
    databaseUrl: database.url,
    dataDir: config.DATA_DIR,
    bucket: config.BACKUP_S3_URL,
    recipient: config.BACKUP_RECIPIENT,
  });
}

async function backupCommand(): Promise<string> {
  const config = readConfig();
  const database = await openCommandDatabase(config);
  try {
    const backups = backupsOf(config, database);
    const made = await backups.makeBackup();
    if (made.inBucket) return `${made.file}\n(copied to the backups' bucket, encrypted, as ${made.inBucket})`;
    if (backups.offSite === 'no-key')
      return `${made.file}\n(not copied to the bucket: set BACKUP_RECIPIENT to the key to encrypt backups to)`;
    return made.file;
  } finally {
    await database.close();
  }
}

async function restoreCommand(args: string[]): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { identity: { type: 'string' }, 'from-bucket': { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const fromBucket = values['from-bucket'];
  if ((fromBucket === undefined) === (positionals.length !== 1) || positionals.length > 1)
    throw new UsageError(
      'restore takes one backup: a file, or --from-bucket latest or a name in the bucket.',
    );
  const config = readConfig();
  const identities = values.identity === undefined ? [] : await readIdentities(path.resolve(values.identity));
  // Not migrated: the restore makes the schema the backup was made with.
  const database = await openCommandDatabase(config, { migrate: false });
  let restored;
  try {
    const file =
      fromBucket === undefined
        ? path.resolve(positionals[0] ?? '')
        : await backupsOf(config, database).fetchFromBucket(fromBucket);
    restored = await restoreShop({
      databaseUrl: database.url,
      dataDir: config.DATA_DIR,
      file,
      migrationsFolder: MIGRATIONS_FOLDER,
      identities,
    });
  } finally {
    await database.close();
  }
  return (
    `The shop of ${restored.madeAt.toISOString()} is back: ${restored.rows} rows in ${restored.tables} tables, ` +
    `${restored.files} ${restored.files === 1 ? 'file' : 'files'} in ${config.DATA_DIR}. Start the shop as usual; it brings the database up to this release.`
  );
}

/** The owner's key: the secret into a new file readable by its owner only, the public half printed. */
async function backupKeyCommand(args: string[]): Promise<string> {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
  if (values.out === undefined) throw new UsageError('backup-key takes --out <key file>.');
  const file = path.resolve(values.out);
  const { keyFile, recipient } = await newBackupKey();
  await fs.writeFile(file, keyFile, { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(
      error.code === 'EEXIST' ? `${file} is there already: it is left as it is.` : error.message,
    );
  });
  return [
    `The secret key is in ${file}. Keep it off the server (a password manager, and a printed copy): without it no backup copied off the machine can be restored.`,
    "Put its public half in the shop's settings:",
    '',
    `  BACKUP_RECIPIENT=${recipient}`,
    '',
  ].join('\n');
}

/** The web app's and the back office's builds, when their sources changed (the server's is built already). */
async function buildTheApps(): Promise<void> {
  const builder = path.resolve(SERVER_PACKAGE_FOLDER, '../../tools/build-if-changed.js');
  const child = spawn(process.execPath, [builder, '--quiet', 'web', 'admin'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0)
    throw new Error(
      'The build of the new release failed (above): nothing was backed up or migrated, and the database is as it was.',
    );
}

async function upgradeCommand(args: string[]): Promise<string> {
  if (args.length > 0) throw new UsageError('upgrade takes nothing else.');
  const config = readConfig();
  await buildTheApps();
  let database: DatabaseHandle;
  try {
    // Not beside a running shop: the release before would run on the new schema.
    database = await openCommandDatabase(config, { migrate: false, command: false });
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new Error(
        `${error.message.split('. ')[0]}. Stop the shop first (sudo systemctl stop shop), then upgrade.`,
        { cause: error },
      );
    throw error;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { pending, hasShop } = await pendingMigrations(client, MIGRATIONS_FOLDER);
    if (pending.length === 0)
      return 'The database has every migration of this release already: start the shop.';
    const lines: string[] = [];
    let backup: string | undefined;
    if (hasShop) {
      try {
        backup = (await backupsOf(config, database).makeBackup()).file;
      } catch (error) {
        if (!(error instanceof OffSiteCopyError)) throw error;
        // The backup on the disk is made: the upgrade goes on, and says the copy failed.
        lines.push(error.message);
        backup = /The backup (\S+) was made/.exec(error.message)?.[1];
      }
      lines.push(`Backed up before migrating: ${backup}`);
    }
    let applied: string[];
    try {
      applied = await applyMigrations(client, MIGRATIONS_FOLDER);
    } catch (error) {
      if (!(error instanceof MigrationFailedError)) throw error;
      throw new Error(
        [
          ...lines,
          error.message,
          'Start the release before this one (git checkout the tag it was), and report the failure.',
        ].join('\n'),
        { cause: error },
      );
    }
    lines.push(
      `Applied ${applied.length} ${applied.length === 1 ? 'migration' : 'migrations'}: ${applied.join(', ')}.`,
      'Start the shop (sudo systemctl start shop).',
    );
    return lines.join('\n');
  } finally {
    await client.end();
    await database.close();
  }
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
  if (command === 'upgrade') {
    console.log(await upgradeCommand(args));
    return;
  }
  if (command === 'backup-key') {
    console.log(await backupKeyCommand(args));
    return;
  }
  if (command === 'whatsapp-templates') {
    console.log(metaTemplates(shopOrigin(readConfig())));
    return;
  }
  throw new UsageError(command === undefined ? USAGE : `Unknown command "${command}". ${USAGE}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof UsageError ? `${message}\n${USAGE}` : message);
  process.exit(1);
});
