import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The shop writes each mail as a `.eml` file into DATA_DIR/mail when no SMTP server is set;
 * a journey reads what the shopper would find in their inbox: the mails addressed to them,
 * not the shop's copies that name them as the one to answer.
 */
export async function latestMailTo(address: string): Promise<string> {
  const folder = path.join(process.env.SHOP_E2E_DATA_DIR ?? '', 'mail');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const names = await fs.readdir(folder).catch(() => [] as string[]);
    const mails = await Promise.all(
      names
        .filter((name) => name.endsWith('.eml'))
        .map(async (name) => {
          const file = path.join(folder, name);
          return { text: await fs.readFile(file, 'utf8'), modified: (await fs.stat(file)).mtimeMs };
        }),
    );
    const newest = mails
      .filter((mail) => mail.text.toLowerCase().includes(`\nto: ${address.toLowerCase()}\r\n`))
      .sort((a, b) => b.modified - a.modified)[0];
    if (newest) return newest.text;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${address} in ${folder}`);
}

/** The reset code of a password-reset mail, from its link (quoted-printable writes `=` as `=3D`). */
export function resetCodeIn(mail: string): string {
  const code = /code(?:=3D|=)(\d{6})/.exec(mail.replace(/=\r?\n/g, ''))?.[1];
  if (!code) throw new Error('The mail carries no reset code');
  return code;
}

/** A mail as a person reads it: quoted-printable's soft line breaks and escaped bytes undone. */
function readable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
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

/**
 * The mail to the address that carries the text, as a person reads it: several journeys may
 * write to one address (the shop's) at once, so the newest one may be another's.
 */
export async function mailToContaining(address: string, text: string): Promise<string> {
  const folder = path.join(process.env.SHOP_E2E_DATA_DIR ?? '', 'mail');
  const addressed = new RegExp(`^To: ${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r?$`, 'mi');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const names = (await fs.readdir(folder).catch(() => [] as string[])).filter((name) =>
      name.endsWith('.eml'),
    );
    for (const name of names) {
      const raw = await fs.readFile(path.join(folder, name), 'utf8');
      if (!addressed.test(raw)) continue;
      const mail = readable(raw);
      if (mail.includes(text)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${address} with "${text}" in ${folder}`);
}
