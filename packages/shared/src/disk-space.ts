/**
 * The disk the shop writes to: how full it may get before the owner is warned (the back
 * office's Today page and a mail to SHOP_EMAIL), when the shop cannot write at all, and what
 * the shop says then to a shopper, to a monitor and to whoever starts it.
 */
import { z } from 'zod';

const MB = 1_000_000;
const GB = 1_000_000_000;

/** Under 5 % or under 1 GB free: the owner is warned. */
export const LOW_SPACE = { fraction: 0.05, bytes: GB } as const;
/** Under 1 % or under 200 MB free: the owner is warned again. */
export const VERY_LOW_SPACE = { fraction: 0.01, bytes: 200 * MB } as const;
/**
 * Under 8 MiB the embedded database cannot be counted on to write: a shopper's upload (up to
 * 5 MB) is written once to its table and once to PostgreSQL's log. Measured on a full tmpfs:
 * with 6 MB free every write went through, with 1 MB free a 2 MB one failed, and with none
 * free a new row failed while an update in place still went through.
 */
export const CANNOT_WRITE_BELOW_BYTES = 8 * 1024 * 1024;

/** From best to worst. */
export const DISK_SPACE_LEVELS = ['ok', 'low', 'very-low', 'full'] as const;
export type DiskSpaceLevel = (typeof DISK_SPACE_LEVELS)[number];

export function diskSpaceLevel(space: { freeBytes: number; totalBytes: number }): DiskSpaceLevel {
  const { freeBytes, totalBytes } = space;
  if (freeBytes < CANNOT_WRITE_BELOW_BYTES) return 'full';
  const under = (limit: { fraction: number; bytes: number }) =>
    freeBytes < limit.bytes || freeBytes < totalBytes * limit.fraction;
  if (under(VERY_LOW_SPACE)) return 'very-low';
  if (under(LOW_SPACE)) return 'low';
  return 'ok';
}

export function isWorse(level: DiskSpaceLevel, than: DiskSpaceLevel): boolean {
  return DISK_SPACE_LEVELS.indexOf(level) > DISK_SPACE_LEVELS.indexOf(than);
}

const UNITS = [
  { bytes: 1_000_000_000_000, name: 'TB' },
  { bytes: GB, name: 'GB' },
  { bytes: MB, name: 'MB' },
  { bytes: 1_000, name: 'kB' },
] as const;

/** 0 bytes, 640 bytes, 12 kB, 812 MB, 1.2 GB: as a person reads a disk's free space. */
export function formatBytes(bytes: number): string {
  const unit = UNITS.find((candidate) => bytes >= candidate.bytes);
  if (!unit) return `${Math.max(0, Math.floor(bytes))} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const amount = bytes / unit.bytes;
  const digits = amount < 10 ? 1 : 0;
  return `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits }).format(Math.floor(amount * 10 ** digits) / 10 ** digits)} ${unit.name}`;
}

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

/** `GET /api/admin/disk-space`: the disk of DATA_DIR, and whether the database server said it is full. */
export const DiskSpaceAnswerSchema = z.strictObject({
  /** DATA_DIR, as the server names it. */
  folder: z.string(),
  freeBytes: z.number().int().nonnegative(),
  totalBytes: z.number().int().nonnegative(),
  level: z.enum(DISK_SPACE_LEVELS),
  /** PostgreSQL of DATABASE_URL answered "disk full" in the last minute: its disk is not the shop's to see. */
  databaseServerFull: z.boolean(),
});
export type DiskSpaceAnswer = z.infer<typeof DiskSpaceAnswerSchema>;

export const DISK_SPACE_TEXTS = {
  /** A shopper's write (an order, a payment, a message) while the shop cannot write. */
  shopCannotWrite:
    'The shop cannot take orders just now. Please try again in a little while; a payment you have already made is not lost, and the shop records it as soon as it can.',
  /** What to do, said to the owner. */
  remedy: (folder: string) =>
    `Delete old backups in ${folder}/backups (keep the latest), or give the disk more room.`,
  left: (answer: Pick<DiskSpaceAnswer, 'folder' | 'freeBytes' | 'totalBytes'>) =>
    `The disk holding the shop's data (${answer.folder}) has ${formatBytes(answer.freeBytes)} free, ${percent.format(
      answer.totalBytes > 0 ? answer.freeBytes / answer.totalBytes : 0,
    )} of ${formatBytes(answer.totalBytes)}.`,
  fills: 'When it is full the shop cannot take orders.',
  full: (folder: string, freeBytes: number) =>
    `The disk holding the shop's data (${folder}) is full (${formatBytes(freeBytes)} free): the shop cannot take orders.`,
  databaseServerFull:
    "The database server's disk is full (PostgreSQL answered “disk full”): the shop cannot take orders until space is freed there.",
  /** `GET /api/health` while the database cannot write. */
  healthCannotWrite: (folder: string, freeBytes: number) =>
    `The disk holding ${folder} is full (${formatBytes(freeBytes)} free): the shop's database cannot write. Free some space on it.`,
  healthDatabaseServerFull:
    "The database server's disk is full: PostgreSQL answered “disk full” in the last minute. Free some space on it.",
  /** A start that stopped on a full disk. */
  fullAtStart: (folder: string, freeBytes: number) =>
    `The disk holding ${folder} is full (${formatBytes(freeBytes)} free): free some space and start again.`,
  databaseServerFullAtStart:
    "The database server's disk is full (PostgreSQL answered “disk full”): free some space on it and start again.",
  mailSubject: (level: DiskSpaceLevel, freeBytes: number) =>
    level === 'full'
      ? 'The shop’s disk is full: it cannot take orders'
      : `The shop’s disk is almost full: ${formatBytes(freeBytes)} left`,
  wasFull: (when: string) => `The disk was full at ${when}: the shop could not take orders then.`,
} as const;

/** The Today page's warning, or undefined while the disk has room. */
export function diskSpaceWarning(answer: DiskSpaceAnswer): string | undefined {
  if (answer.databaseServerFull) return DISK_SPACE_TEXTS.databaseServerFull;
  if (answer.level === 'ok') return undefined;
  const state =
    answer.level === 'full'
      ? DISK_SPACE_TEXTS.full(answer.folder, answer.freeBytes)
      : `${DISK_SPACE_TEXTS.left(answer)} ${DISK_SPACE_TEXTS.fills}`;
  return `${state} ${DISK_SPACE_TEXTS.remedy(answer.folder)}`;
}
