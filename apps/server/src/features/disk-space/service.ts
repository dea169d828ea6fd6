/**
 * The disk holding DATA_DIR, for the owner: the Today page's warning, and one mail to
 * SHOP_EMAIL when it has under 5 % or 1 GB free (DISK_SPACE_TEXTS in packages/shared), at most
 * one a day while it lasts and one more each time it gets fuller (under 1 % or 200 MB, then
 * full). The mails sent are kept in the database, so instances and restarts know of them.
 *
 * Without SMTP_URL a mail is a file in DATA_DIR/mail, on the very disk it warns of: the first
 * warning comes long before the disk is full, and a warning that cannot be written (or sent)
 * is not counted as sent, so it is tried again at the next check and goes out once there is
 * room; it then says when the disk was full. The log says each warning too.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  DISK_SPACE_TEXTS,
  diskSpaceLevel,
  diskSpaceWarning,
  isWorse,
  type DiskSpaceAnswer,
  type DiskSpaceLevel,
} from '@shop/shared/disk-space';
import type { Database } from '../../db/client.ts';
import { diskSpace, type DiskSpace, type DiskWatch } from '../../plugins/disk-space.ts';
import type { MailMessage, Mailer } from '../../plugins/mail.ts';
import { escapeMarkup } from '../../plugins/markup.ts';
import { levelsWarnedSinceADay, recordWarning, type WarnedLevel } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const IN_INDIA = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export interface DiskSpaceOptions {
  db: Database;
  dataDir: string;
  watch: Pick<DiskWatch, 'databaseServerFull'>;
  mailer: Mailer;
  shopEmail: string;
  log: FastifyBaseLogger;
  /** Reads the disk's room: the disk itself, unless a test gives a disk of its own. */
  readSpace?: (folder: string) => Promise<DiskSpace>;
}

export type DiskSpaceService = ReturnType<typeof createDiskSpaceService>;

/** A warning to mail: how full, and since when it has been that full. */
interface Warning {
  level: WarnedLevel;
  since: Date;
}

export function createDiskSpaceService({
  db,
  dataDir,
  watch,
  mailer,
  shopEmail,
  log,
  readSpace = diskSpace,
}: DiskSpaceOptions) {
  /** The worst warning this instance could not send yet. */
  let owed: Warning | undefined;
  /** A warning sent that the database could not record (its disk full): this instance remembers it. */
  let sentUnrecorded: Warning | undefined;

  async function overview(): Promise<DiskSpaceAnswer> {
    const space = await readSpace(dataDir);
    return {
      folder: dataDir,
      freeBytes: space.freeBytes,
      totalBytes: space.totalBytes,
      level: diskSpaceLevel(space),
      databaseServerFull: watch.databaseServerFull(),
    };
  }

  function warningMail(answer: DiskSpaceAnswer, warning: Warning): MailMessage {
    const paragraphs = [
      ...(warning.level === 'full' && answer.level !== 'full' && !answer.databaseServerFull
        ? [DISK_SPACE_TEXTS.wasFull(IN_INDIA.format(warning.since))]
        : []),
      diskSpaceWarning(answer) ??
        `${DISK_SPACE_TEXTS.left(answer)} ${DISK_SPACE_TEXTS.remedy(answer.folder)}`,
      'The shop sends this once a day while the disk stays this full, and again if it fills further.',
    ];
    return {
      to: shopEmail,
      subject: DISK_SPACE_TEXTS.mailSubject(warning.level, answer.freeBytes),
      text: paragraphs.join('\n\n'),
      html: paragraphs.map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`).join('\n'),
    };
  }

  /** The scheduled check: mails a warning when one is due; answers how many it sent. */
  async function check(now = new Date()): Promise<number> {
    const answer = await overview();
    const level: DiskSpaceLevel = answer.databaseServerFull ? 'full' : answer.level;
    if (level === 'ok') {
      owed = undefined;
      return 0;
    }
    // The worse of the disk now and a warning owed: a full disk's warning that could not be
    // written is still sent once there is room.
    const toSend: Warning = owed && !isWorse(level, owed.level) ? owed : { level, since: now };
    const warned = await levelsWarnedSinceADay(db);
    if (sentUnrecorded && now.getTime() - sentUnrecorded.since.getTime() < DAY_MS)
      warned.push(sentUnrecorded.level);
    if (warned.some((sent) => !isWorse(toSend.level, sent))) return 0;
    const mail = warningMail(answer, toSend);
    try {
      await mailer.send(mail);
    } catch (error) {
      owed = toSend;
      log.error(
        { err: error, level: toSend.level, folder: dataDir },
        `could not mail SHOP_EMAIL "${mail.subject}": it is tried again at the next check`,
      );
      return 0;
    }
    owed = undefined;
    log.warn(
      { level: toSend.level, folder: dataDir, freeBytes: answer.freeBytes },
      `mailed SHOP_EMAIL: ${mail.subject}`,
    );
    try {
      await recordWarning(db, toSend.level, answer.freeBytes);
    } catch (error) {
      sentUnrecorded = { level: toSend.level, since: now };
      log.warn(
        { err: error },
        'could not record the disk warning mailed: this instance remembers it until it restarts',
      );
    }
    return 1;
  }

  return { overview, check };
}
