/**
 * The mail that brings a visitor's message to the shop. A reply goes straight to the visitor
 * (reply-to). Everything the visitor typed is escaped in the HTML part: a message is written by
 * anyone, and the shop's mail program must show it as text, never run or load it.
 */
import { SHOP_NAME } from '@shop/shared/shop';
import type { ContactMessageRow } from '../../db/schema.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { MAIL_COLOURS, mailDocument } from '../../plugins/mail-layout.ts';
import { escapeMarkup } from '../../plugins/markup.ts';

const { brand: BRAND, muted: MUTED } = MAIL_COLOURS;
const NOT_GIVEN = '(not given)';

/** Mail headers are one line; a name typed with line breaks or tabs is folded into one. */
function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function contactMail(options: { shopEmail: string; message: ContactMessageRow }): MailMessage {
  const { shopEmail, message } = options;
  const from = message.name ? oneLine(message.name, 60) : message.email;
  const subject = `Contact message from ${from}`;
  const fields: readonly [string, string][] = [
    ['Name', message.name || NOT_GIVEN],
    ['Email', message.email],
    ['Phone', message.phone || NOT_GIVEN],
  ];
  const body = message.message || '(no message)';
  const received = message.createdAt.toISOString();

  const text = [
    `A visitor wrote through the contact page of ${SHOP_NAME}.`,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    `Received: ${received}`,
    '',
    body,
    '',
    'Reply to this mail to answer the visitor.',
  ].join('\n');

  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 12px 2px 0;color:${MUTED};">${label}</td><td style="padding:2px 0;">${escapeMarkup(value)}</td></tr>`,
    )
    .join('\n                  ');

  const html = mailDocument({
    subject,
    heading: 'A contact message',
    content: `                <table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;">
                  ${rows}
                </table>
                <p style="margin:0 0 16px;white-space:pre-wrap;border-left:3px solid ${BRAND};padding-left:12px;">${escapeMarkup(body)}</p>
                <p style="margin:0 0 12px;font-size:13px;color:${MUTED};">Received ${escapeMarkup(received)}. Reply to this mail to answer the visitor.</p>`,
  });

  return { to: shopEmail, replyTo: message.email, subject, text, html };
}
