/**
 * A full disk. The shop knows its database cannot write two ways, both cheap: the free space of
 * the disk holding the embedded database's folder (`statfs`, a system call), and a write that
 * failed in the last minute because a disk was full (PostgreSQL's `disk_full`, 53100, or
 * ENOSPC and EDQUOT from the system). A small write on each health call would not tell: on a
 * full disk an update in place still goes through while a new row fails. With DATABASE_URL the
 * shop cannot see the server's disk, so it goes by the failed writes alone.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { CANNOT_WRITE_BELOW_BYTES, DISK_SPACE_TEXTS, formatBytes } from '@shop/shared/disk-space';

/** PostgreSQL's SQLSTATE for a write that found no room. */
const DISK_FULL = '53100';
const SYSTEM_CODES = new Set(['ENOSPC', 'EDQUOT']);
/** What PostgreSQL's own programs write (initdb, the server at start) when the disk is full. */
const SYSTEM_WORDS = /No space left on device|Disk quota exceeded/;
/** A failed write says the database cannot write for this long, unless the disk has room again. */
const FAILURE_COUNTS_FOR_MS = 60_000;

export type DiskFull = { where: 'database'; message: string } | { where: 'file'; path: string | undefined };

/** Whether an error is a full disk: the database's (53100), or a file's (ENOSPC, EDQUOT), on it or its causes. */
export function diskFullError(error: unknown): DiskFull | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = 'code' in current ? current.code : undefined;
    if (code === DISK_FULL) return { where: 'database', message: current.message };
    if (typeof code === 'string' && SYSTEM_CODES.has(code)) {
      const at = 'path' in current && typeof current.path === 'string' ? current.path : undefined;
      return { where: 'file', path: at };
    }
  }
  return undefined;
}

export interface DiskSpace {
  freeBytes: number;
  totalBytes: number;
}

/** The disk holding a folder (or the nearest folder above it that exists): what this user may still write, and its size. */
export async function diskSpace(folder: string): Promise<DiskSpace> {
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    try {
      const found = await fs.statfs(current);
      return { freeBytes: found.bavail * found.bsize, totalBytes: found.blocks * found.bsize };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || current === path.dirname(current))
        throw error;
    }
  }
}

/** The folder of a path that exists, for a message: the file itself may not have been made. */
async function existingFolder(at: string): Promise<string> {
  for (let current = path.resolve(at); ; current = path.dirname(current)) {
    const isFolder = await fs.stat(current).then(
      (found) => found.isDirectory(),
      () => false,
    );
    if (isFolder || current === path.dirname(current)) return current;
  }
}

export interface DiskTrouble {
  /** The folder whose disk is full, or undefined for the database server of DATABASE_URL. */
  folder: string | undefined;
  freeBytes: number | undefined;
}

export interface DiskWatch {
  /** Notes a write that failed on a full disk; answers whose disk it was, for the log. */
  noteFailure(full: DiskFull): Promise<DiskTrouble>;
  /** Why the database cannot write now, or undefined when it can. */
  databaseCannotWrite(): Promise<string | undefined>;
  /** Whether the database server of DATABASE_URL answered "disk full" in the last minute. */
  databaseServerFull(): boolean;
}

export function createDiskWatch(options: {
  dataDir: string;
  /** The embedded database's folder; undefined with DATABASE_URL. */
  databaseFolder: string | undefined;
  now?: () => number;
}): DiskWatch {
  const { dataDir, databaseFolder } = options;
  const now = options.now ?? Date.now;
  let lastFailure: { at: number; freeBytes: number | undefined } | undefined;

  const recent = () => lastFailure !== undefined && now() - lastFailure.at < FAILURE_COUNTS_FOR_MS;

  return {
    async noteFailure(full) {
      if (full.where === 'database') {
        const freeBytes = databaseFolder ? (await diskSpace(databaseFolder)).freeBytes : undefined;
        lastFailure = { at: now(), freeBytes };
        return { folder: databaseFolder, freeBytes };
      }
      const folder = await existingFolder(full.path ?? dataDir);
      return { folder, freeBytes: (await diskSpace(folder)).freeBytes };
    },
    async databaseCannotWrite() {
      if (!databaseFolder) return recent() ? DISK_SPACE_TEXTS.healthDatabaseServerFull : undefined;
      const { freeBytes } = await diskSpace(databaseFolder);
      // A failure counts until a minute has passed or the disk has gained room since.
      const failedSince = recent() && freeBytes < (lastFailure?.freeBytes ?? 0) + CANNOT_WRITE_BELOW_BYTES;
      return freeBytes < CANNOT_WRITE_BELOW_BYTES || failedSince
        ? DISK_SPACE_TEXTS.healthCannotWrite(databaseFolder, freeBytes)
        : undefined;
    },
    databaseServerFull: () => !databaseFolder && recent(),
  };
}

/** The log's line for a write that failed on a full disk. */
export function diskFullLogLine(trouble: DiskTrouble): string {
  return trouble.folder === undefined
    ? "a write failed: the database server's disk is full (PostgreSQL answered “disk full”); the shop cannot take orders until space is freed there"
    : `a write failed: the disk holding ${trouble.folder} is full (${
        trouble.freeBytes === undefined ? 'free space unknown' : `${formatBytes(trouble.freeBytes)} free`
      }); the shop cannot take orders until space is freed`;
}

/**
 * What a start that stopped says: for a full disk (preparing DATA_DIR, its lock, the embedded
 * database, the secret, the demo's pictures) the folder and its free space; anything else as it
 * was thrown.
 */
export async function startFailureMessage(
  error: unknown,
  config: { dataDir: string; databaseUrl: string | undefined },
): Promise<string> {
  const said = error instanceof Error ? error.message : String(error);
  const full = diskFullError(error);
  if (full?.where === 'database' && config.databaseUrl) return DISK_SPACE_TEXTS.databaseServerFullAtStart;
  if (!full && !SYSTEM_WORDS.test(said)) return said;
  const folder = await existingFolder(full?.where === 'file' && full.path ? full.path : config.dataDir);
  const { freeBytes } = await diskSpace(folder).catch(() => ({ freeBytes: 0 }));
  return DISK_SPACE_TEXTS.fullAtStart(folder, freeBytes);
}
