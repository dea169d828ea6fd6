import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { outboxMails } from './mail.ts';

/** A mail as nodemailer writes it, into an outbox folder like the shop's. */
async function writeMail(dataDir: string, name: string, mail: SendMailOptions): Promise<void> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const { message } = (await transport.sendMail({
    from: 'shop@example.in',
    to: 'a@example.in',
    ...mail,
  })) as {
    message: Buffer;
  };
  await fs.mkdir(path.join(dataDir, 'mail'), { recursive: true });
  await fs.writeFile(path.join(dataDir, 'mail', name), message);
}

describe('the outbox as a shopper reads it', () => {
  it('reads a Tamil mail sent in base64 as written, an "=" and two capitals in it included', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    // Sent in base64, as nodemailer sends text mostly outside ASCII; its link has "=AB" in it.
    const text = 'உங்கள் ஆர்டர் உறுதியானது. இணைப்பு: https://shop.example.in/ta/reset-password?code=AB12CD';
    await writeMail(dataDir, '1.eml', {
      subject: 'ஆர்டர்',
      text,
      html: `<p>${text}</p>`,
      textEncoding: 'base64',
    });
    const [mail] = await outboxMails(dataDir);
    expect(mail?.raw).toContain('Content-Transfer-Encoding: base64');
    expect(mail?.decoded).toContain(text);
    expect(mail?.decoded).toContain(`<p>${text}</p>`);
  });

  it('undoes quoted-printable in an English mail, its soft line breaks and "=3D" included', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const link = `https://shop.example.in/reset-password?code=123456&email=${'long'.repeat(30)}`;
    await writeMail(dataDir, '1.eml', { subject: 'Reset', text: `Reset your password — ${link}` });
    const [mail] = await outboxMails(dataDir);
    expect(mail?.raw).toContain('Content-Transfer-Encoding: quoted-printable');
    expect(mail?.decoded).toContain(`Reset your password — ${link}`);
  });
});
