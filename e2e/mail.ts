import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The shop writes each mail as a `.eml` file into DATA_DIR/mail when no SMTP server is set;
 * a journey reads what the shopper would find in their inbox.
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
      .filter((mail) => mail.text.toLowerCase().includes(address.toLowerCase()))
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
