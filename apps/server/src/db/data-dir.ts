/**
 * DATA_DIR holds the embedded database, the session secret and the mail outbox (reset codes,
 * orders), the demo's drawings and the backups: only the server's own user may open it.
 */
import fs from 'node:fs/promises';

/** The session secret made when JWT_SECRET is not set; it also derives the second factors' key. */
export const SESSION_SECRET_FILE = 'jwt-secret';
/** The catalogue's drawings (packages/demo-catalogue/src/product-images.ts), served under /images. */
export const IMAGES_FOLDER = 'images';
/** Where `npm run shop -- backup` and the nightly backup write theirs (features/backups). */
export const BACKUPS_FOLDER = 'backups';

/** The mail outbox: each mail written as a `.eml` file when SMTP_URL is not set (plugins/mail.ts). */
export const MAIL_FOLDER = 'mail';

/**
 * What of DATA_DIR a backup carries besides the database: the session secret, the drawings
 * and the mail outbox (without SMTP_URL, the only copy of each mail the shop wrote). Not the
 * embedded database's own folder (its rows are in the backup), the lock file or the backups
 * themselves.
 */
export const BACKED_UP_ENTRIES = [SESSION_SECRET_FILE, IMAGES_FOLDER, MAIL_FOLDER] as const;

const OWNER_ONLY = 0o700;

/** Creates DATA_DIR, and the folders above it, readable by this user only. */
export async function createDataDir(dataDir: string): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true, mode: OWNER_ONLY });
}

/**
 * Creates DATA_DIR when it is missing; answers a warning when a folder that was already there
 * lets other users of the machine in. It is left as it is: the owner may share it on purpose.
 * A group that may only pass through (0710) is the embedded database's, for a shop run as root.
 */
export async function prepareDataDir(dataDir: string): Promise<string | undefined> {
  await createDataDir(dataDir);
  const { mode } = await fs.stat(dataDir);
  return (mode & 0o067) === 0
    ? undefined
    : `The data folder ${dataDir} can be opened by other users of this machine; "chmod 700 ${dataDir}" keeps the shop's data to its own user.`;
}
