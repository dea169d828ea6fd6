/**
 * The mail that brings a visitor's message to the shop. A reply goes straight to the visitor
 * (reply-to). Everything the visitor typed is escaped in the HTML part: a message is written by
 * anyone, and the shop's mail program must show it as text, never run or load it.
 */
import { SHOP_NAME } from '@shop/shared/shop';
import type { ContactMessageRow } from '../../db/schema.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { escapeMarkup } from '../../plugins/markup.ts';

const BRAND = '#7a4b1e';
const BRAND_DARK = '#3d2510';
const PAPER = '#fbf6ee';
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
        `<tr><td style="padding:2px 12px 2px 0;color:#6b5a48;">${label}</td><td style="padding:2px 0;">${escapeMarkup(value)}</td></tr>`,
    )
    .join('\n                  ');

  const html = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeMarkup(subject)}</title>
  </head>
  <body style="margin:0;padding:0;background:${PAPER};font-family:Georgia,'Times New Roman',serif;color:${BRAND_DARK};">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAPER};padding:24px 12px;">
      <tr>
        <td align="center">
          <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e8dcc8;border-radius:12px;">
            <tr>
              <td style="padding:24px 28px 8px;font-size:22px;font-weight:bold;color:${BRAND};">A contact message</td>
            </tr>
            <tr>
              <td style="padding:8px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;">
                <table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;">
                  ${rows}
                </table>
                <p style="margin:0 0 16px;white-space:pre-wrap;border-left:3px solid ${BRAND};padding-left:12px;">${escapeMarkup(body)}</p>
                <p style="margin:0 0 12px;font-size:13px;color:#6b5a48;">Received ${escapeMarkup(received)}. Reply to this mail to answer the visitor.</p>
              </td>
            </tr>
            <tr>
              <td style="padding:8px 28px 24px;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#6b5a48;">${escapeMarkup(SHOP_NAME)}</td>
            </tr>
          </table>
        </td>
      </tr>
    </table>
  </body>
</html>
`;

  return { to: shopEmail, replyTo: message.email, subject, text, html };
}
