import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxMails } from '../test-support/mail.ts';
import { createMailer, mailOutbox, type MailMessage } from './mail.ts';

const FROM = 'Velli & Thangam <orders@velli-thangam.example>';
const MESSAGE: MailMessage = {
  to: 'meena@example.in',
  subject: 'Your order is on its way',
  text: 'Your ring left Madurai today.',
  html: '<p>Your ring left <b>Madurai</b> today.</p>',
};

let dataDir: string;
let logLines: Record<string, unknown>[];
const log = () =>
  pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()));
        done();
      },
    }),
  );

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-mail-'));
  logLines = [];
});
afterEach(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file in DATA_DIR/mail, readable by the shop’s user only, and logs where', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, dataDir, log: log() });
    await mailer.send(MESSAGE);
    const [mail, ...others] = await outboxMails(dataDir);
    expect(others).toEqual([]);
    expect(path.dirname(mail?.file ?? '')).toBe(mailOutbox(dataDir));
    expect(mail?.file).toMatch(/\.eml$/);
    expect((await fs.stat(mail?.file ?? '')).mode & 0o777).toBe(0o600);
    expect(mail?.raw).toMatch(/^From: "Velli & Thangam" <orders@velli-thangam\.example>\r$/m);
    expect(mail?.raw).toMatch(/^To: meena@example\.in\r$/m);
    expect(mail?.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mail?.decoded).toContain('Your ring left Madurai today.');
    expect(mail?.decoded).toContain('<p>Your ring left <b>Madurai</b> today.</p>');
    expect(logLines).toContainEqual(expect.objectContaining({ msg: `mail written to ${mail?.file}` }));
    // The log tells where the mail is, never whom it is for.
    expect(JSON.stringify(logLines)).not.toContain('meena@example.in');
  });

  it('finishes the mails still being written before it closes', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, dataDir, log: log() });
    for (let count = 0; count < 3; count += 1) mailer.sendInBackground(MESSAGE);
    await mailer.close();
    expect(await outboxMails(dataDir)).toHaveLength(3);
  });

  it('sends the mails of one key in the order they were queued, however long each takes to write', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, dataDir, log: log() });
    let finishFirst: (message: MailMessage) => void = () => {};
    const first = new Promise<MailMessage>((resolve) => {
      finishFirst = resolve;
    });
    const written = mailer.sendInTurn('order-1', first);
    // Queued later, ready at once: it waits for the first of its order, not for another order's.
    mailer.sendInBackground({ ...MESSAGE, subject: 'Second' }, 'order-1');
    mailer.sendInBackground({ ...MESSAGE, subject: 'Another order' }, 'order-2');
    const failed = mailer.sendInTurn('order-1', Promise.reject(new Error('no PDF')));
    mailer.sendInBackground({ ...MESSAGE, subject: 'Third' }, 'order-1');
    await expect.poll(async () => (await outboxMails(dataDir)).length).toBe(1);
    finishFirst({ ...MESSAGE, subject: 'First' });
    await written;
    await expect(failed).rejects.toThrow('no PDF');
    await mailer.close();
    const subjects = (await outboxMails(dataDir)).map((mail) => /^Subject: (.*)\r$/m.exec(mail.raw)?.[1]);
    expect(subjects).toEqual(['Another order', 'First', 'Second', 'Third']);
  });
});

/** Just enough of an SMTP server to take one mail and keep what it was sent. */
async function fakeSmtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let envelope = { from: '', to: [] as string[] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          received.push({ ...envelope, data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          envelope = { from: '', to: [] };
          reply('250 OK queued');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 fake.smtp.test');
        else if (command === 'MAIL') {
          envelope.from = line;
          reply('250 OK');
        } else if (command === 'RCPT') {
          envelope.to.push(line);
          reply('250 OK');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('with SMTP_URL', () => {
  it('hands each mail to that server and writes no file', async () => {
    const smtp = await fakeSmtpServer();
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: FROM,
        dataDir,
        log: log(),
      });
      await mailer.send(MESSAGE);
      await mailer.close();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.from).toContain('orders@velli-thangam.example');
      expect(smtp.received[0]?.to).toEqual([expect.stringContaining('meena@example.in')]);
      expect(smtp.received[0]?.data).toContain('Subject: Your order is on its way');
      expect(await outboxMails(dataDir)).toEqual([]);
      expect(logLines).toContainEqual(expect.objectContaining({ msg: 'mail sent' }));
    } finally {
      await smtp.close();
    }
  });

  it('logs a mail sent in the background that the server refuses, without failing the caller', async () => {
    const smtp = await fakeSmtpServer();
    await smtp.close();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: FROM,
      dataDir,
      log: log(),
    });
    mailer.sendInBackground(MESSAGE);
    await mailer.close();
    expect(logLines).toContainEqual(expect.objectContaining({ msg: 'a mail could not be sent', level: 50 }));
  });
});
