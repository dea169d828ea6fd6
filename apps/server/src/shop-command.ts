/**
 * `npm run shop -- <command>`: the shop's work on the command line, against the configured
 * database (DATA_DIR's embedded one, or DATABASE_URL's).
 *
 *   create-owner --email <address> --name <name>
 *     makes an owner of the back office and prints a one-time link that sets their password.
 */
import { parseArgs } from 'node:util';
import { STAFF_PASSWORD_LINK_HOURS, StaffEmailSchema, StaffNameSchema } from '@shop/shared/staff';
import { openDatabase } from './db/client.ts';
import { prepareDataDir } from './db/data-dir.ts';
import { readConfig, type Config } from './env.ts';
import { createStaffService } from './features/staff/service.ts';

const USAGE = 'Usage: npm run shop -- create-owner --email <address> --name "<name>"';

class UsageError extends Error {}

/** Where the printed link points: the shop's public address, or this machine's own. */
export function shopOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

async function createOwner(args: string[]): Promise<string> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, name: { type: 'string' } },
  });
  const email = StaffEmailSchema.safeParse(values.email);
  const name = StaffNameSchema.safeParse(values.name);
  if (!email.success) throw new UsageError(`--email: ${email.error.issues[0]?.message}`);
  if (!name.success) throw new UsageError(`--name: ${name.error.issues[0]?.message}`);

  const config = readConfig();
  await prepareDataDir(config.DATA_DIR);
  const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  try {
    const staff = createStaffService(database.db, { isCustomerSession: async () => false });
    const { member, link } = await staff.addMember(
      { email: email.data, name: name.data, role: 'owner' },
      shopOrigin(config),
    );
    return [
      `${member.name} <${member.email}> is an owner of the back office.`,
      `Open this link within ${STAFF_PASSWORD_LINK_HOURS} hours to set the password (it works once):`,
      '',
      `  ${link}`,
      '',
    ].join('\n');
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  if (command === 'create-owner') {
    console.log(await createOwner(args));
    return;
  }
  throw new UsageError(command === undefined ? USAGE : `Unknown command "${command}". ${USAGE}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof UsageError ? `${message}\n${USAGE}` : message);
  process.exit(1);
});
