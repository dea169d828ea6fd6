/**
 * The shop's outgoing mail (password-reset codes, order confirmations). With SMTP_URL each
 * mail goes to that server; without it each mail is written as a `.eml` file into
 * DATA_DIR/mail, which any mail program opens, and a log line says where. Both go through
 * nodemailer, so a mail looks the same either way.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { MAIL_FOLDER } from '../db/data-dir.ts';

/** A file sent with a mail; with a `cid`, the HTML part shows it as `<img src="cid:…">`. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

export interface MailMessage {
  to: string;
  /** Where an answer goes when it should not go to the shop's sender address. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** This mail's Message-ID, and those of the mails it answers: a mail program's thread. */
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
}

export interface Mailer {
  /** Sends now; rejects when the mail could not be handed over. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait (a failure is logged). The answer to a request
   * then takes the same time whether or not a mail goes out, so its timing tells nothing.
   * A mail still being written (a PDF to attach) goes once it is ready. With `inTurnOf` (an
   * order's id), it goes only after the mails queued before it under that key have gone.
   */
  sendInBackground(message: MailMessage | Promise<MailMessage>, inTurnOf?: string): void;
  /**
   * Sends once the mails queued before it under `key` have gone or failed, so one order's
   * mails reach its customer in the order of its events, however long each takes to write.
   * The turn is taken when this is called, not when the mail is ready; `null` (nothing to
   * send after all) gives the turn on. Resolves once handed over; rejects when it could not be.
   */
  sendInTurn(key: string, message: MailMessage | null | Promise<MailMessage | null>): Promise<void>;
  /** Waits for every mail still being sent; called when the server stops. */
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}

export function mailOutbox(dataDir: string): string {
  return path.join(dataDir, MAIL_FOLDER);
}

/** When this instance last handed a mail over, and last failed to (the health call's word on mail). */
export interface MailDelivery {
  lastSentAt: Date | undefined;
  lastFailureAt: Date | undefined;
}

export function createMailer(options: MailerOptions): Mailer & { delivery(): MailDelivery } {
  const transport = options.smtpUrl ? smtpDelivery(options.smtpUrl, options) : outboxDelivery(options);
  const { closeTransport } = transport;
  const delivery: MailDelivery = { lastSentAt: undefined, lastFailureAt: undefined };
  const deliver = async (message: MailMessage) => {
    try {
      await transport.deliver(message);
      delivery.lastSentAt = new Date();
    } catch (error) {
      delivery.lastFailureAt = new Date();
      throw error;
    }
  };
  const inFlight = new Set<Promise<void>>();
  /** The last mail queued under each key; a key is dropped once its last mail has gone. */
  const turns = new Map<string, Promise<void>>();

  function sendInTurn(key: string, message: MailMessage | null | Promise<MailMessage | null>) {
    const before = turns.get(key) ?? Promise.resolve();
    // Written meanwhile; a failure to write it is this mail's, not the next one's.
    const ready = Promise.resolve(message);
    ready.catch(() => {});
    const sending = before.then(() => ready).then((mail) => (mail ? deliver(mail) : undefined));
    const settled = sending.then(
      () => {},
      () => {},
    );
    turns.set(key, settled);
    void settled.then(() => {
      if (turns.get(key) === settled) turns.delete(key);
    });
    return sending;
  }

  return {
    delivery: () => ({ ...delivery }),
    send: deliver,
    sendInTurn,
    sendInBackground(message, inTurnOf) {
      let subject: string | undefined;
      const named = Promise.resolve(message).then((ready) => {
        subject = ready.subject;
        return ready;
      });
      // The turn is taken now, at the event, not once the mail is written.
      const sending = (inTurnOf === undefined ? named.then(deliver) : sendInTurn(inTurnOf, named))
        .catch((error: unknown) => {
          options.log.error({ err: error, subject }, 'a mail could not be sent');
        })
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async close() {
      await Promise.all(inFlight);
      closeTransport();
    },
  };
}

function smtpDelivery(smtpUrl: string, options: MailerOptions) {
  const transport = nodemailer.createTransport(smtpUrl, { from: options.from });
  return {
    async deliver(message: MailMessage): Promise<void> {
      const sent = await transport.sendMail(message);
      options.log.info({ messageId: sent.messageId, subject: message.subject }, 'mail sent');
    },
    closeTransport: () => transport.close(),
  };
}

function outboxDelivery(options: MailerOptions) {
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'windows' },
    { from: options.from },
  );
  const folder = mailOutbox(options.dataDir);
  let written = 0;
  async function deliver(message: MailMessage): Promise<void> {
    const composed = await transport.sendMail(message);
    if (!Buffer.isBuffer(composed.message)) throw new Error('The mail was not composed into a buffer');
    // The mails carry reset codes: only the shop's own user may read them.
    await fs.mkdir(folder, { recursive: true, mode: 0o700 });
    // Sortable by time, then by the order they were written in (two in one millisecond), and
    // never two with one name however many mails go out at once.
    written += 1;
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(written).padStart(6, '0')}-${crypto.randomBytes(4).toString('hex')}.eml`;
    const file = path.join(folder, name);
    await fs.writeFile(file, composed.message, { mode: 0o600 });
    // Not the address: a log is read by more people, and kept longer, than the mail.
    options.log.info({ subject: message.subject, file }, `mail written to ${file}`);
  }
  return { deliver, closeTransport: () => transport.close() };
}
