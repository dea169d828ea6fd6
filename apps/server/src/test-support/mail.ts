/**
 * Reads the mails the shop wrote into its outbox (DATA_DIR/mail), as a shopper would: for the
 * API tests, and for the browser journeys (e2e/mail.ts), which read the outbox of the shop they run.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  /** The raw message, headers and parts. */
  raw: string;
  /** The message with each part's quoted-printable or text in base64 undone: the text a person reads. */
  decoded: string;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One part (or a whole single-part mail) with its body decoded as its own headers say: quoted-
 * printable undone, and a text part sent in base64 (nodemailer does so for text mostly outside
 * ASCII, such as a mail in Tamil) written out. Attachments stay as they are. Each part is
 * decoded by its own encoding only: an "=AB" in a base64 part's text is text.
 */
function decodePart(part: string): string {
  const blank = /\r?\n\r?\n/.exec(part);
  if (!blank) return part;
  const head = part.slice(0, blank.index + blank[0].length);
  const body = part.slice(blank.index + blank[0].length);
  const encoding = /^Content-Transfer-Encoding:\s*([\w-]+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return head + decodeQuotedPrintable(body);
  const isText = !/^Content-Type:/im.test(head) || /^Content-Type:\s*text\//im.test(head);
  if (encoding === 'base64' && isText) {
    return `${head}${Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')}\r\n`;
  }
  return part;
}

/** The mail with every part decoded by itself, split at its multipart boundaries. */
function decodeMail(raw: string): string {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map(([, boundary = '']) => boundary);
  if (boundaries.length === 0) return decodePart(raw);
  const boundaryLine = new RegExp(`(\\r?\\n--(?:${boundaries.map(escapeRegExp).join('|')})(?:--)?)`);
  return raw
    .split(boundaryLine)
    .map((piece, index) => (index % 2 === 1 ? piece : decodePart(piece)))
    .join('');
}

/**
 * The mails read so far, by file, with the size they had: a mail is written once, so it is read
 * again only while it grows (a poll may catch it half written). Mails carry PDFs, and decoding
 * every one of them on every poll slowed a test's waits on a busy machine.
 */
const read = new Map<string, { size: number; mail: OutboxMail }>();

export async function outboxMails(dataDir: string): Promise<OutboxMail[]> {
  const folder = path.join(dataDir, 'mail');
  const names = (await fs.readdir(folder).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.eml'),
  );
  return Promise.all(
    names.sort().map(async (name) => {
      const file = path.join(folder, name);
      const { size } = await fs.stat(file);
      const known = read.get(file);
      if (known?.size === size) return known.mail;
      const raw = await fs.readFile(file, 'utf8');
      const mail = { file, raw, decoded: decodeMail(raw) };
      read.set(file, { size: Buffer.byteLength(raw), mail });
      return mail;
    }),
  );
}

/** The newest mail to the address; mails go out after the answer, so it waits a little. */
export async function latestMailTo(
  dataDir: string,
  address: string,
  newerThan = 0,
  waitMs = 5_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const mails = (await outboxMails(dataDir)).filter((mail) =>
      new RegExp(`^To: ${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r?$`, 'mi').test(mail.raw),
    );
    const newest = mails.at(-1);
    if (newest && mails.length > newerThan) return newest;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} in ${dataDir}/mail`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The first mail that satisfies `isIt`, once it is written. Mails go out in the background,
 * so the one a test caused may land after another test's: pick it by what it says, not by
 * when it came.
 */
export async function mailWhere(
  dataDir: string,
  isIt: (mail: OutboxMail) => boolean,
  waitMs = 5_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const found = (await outboxMails(dataDir)).find(isIt);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No such mail in ${dataDir}/mail`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The six-digit code of a reset mail, as its text shows it (a mail may carry no link). */
export function resetCodeOf(mail: OutboxMail): string {
  const code = /^ {4}(\d{6})\r?$/m.exec(mail.decoded)?.[1];
  if (!code) throw new Error(`The mail ${mail.file} carries no reset code`);
  return code;
}

/** A header as a mail program shows it: folded lines joined and encoded words (RFC 2047) decoded. */
export function headerOf(mail: OutboxMail, name: string): string | undefined {
  const [head = ''] = mail.raw.split(/\r?\n\r?\n/, 1);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((header) => header.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) return undefined;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
