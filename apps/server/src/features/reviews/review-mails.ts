/**
 * The mails to a buyer whose review staff hid (which review, and why) or published again.
 * What the buyer and staff typed is escaped in the HTML part.
 */
import { SHOP_NAME } from '@shop/shared/shop';
import { MAIL_COLOURS, mailDocument } from '../../plugins/mail-layout.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { escapeMarkup } from '../../plugins/markup.ts';

const { brand: BRAND, muted: MUTED } = MAIL_COLOURS;

const paragraph = (text: string) =>
  `<p style="margin:0 0 12px;white-space:pre-wrap;">${escapeMarkup(text)}</p>`;

export function reviewHiddenMail(options: {
  to: string;
  firstName: string;
  productName: string;
  title: string;
  reason: string;
  replyTo: string;
}): MailMessage {
  const { to, firstName, productName, title, reason, replyTo } = options;
  const subject = `Your review of ${productName} on ${SHOP_NAME} is hidden`;
  const lines = [
    `Dear ${firstName},`,
    `We have hidden your review "${title}" of ${productName}: it no longer shows on the piece's page and counts in no rating.`,
    'Why:',
  ];
  const after = [
    'You can still change your review from the piece’s page, but it stays hidden until we publish it again. If you think we were wrong, or once you have changed it, reply to this mail.',
  ];
  const text = [
    ...lines.flatMap((line) => [line, '']),
    ...reason.split('\n').map((line) => `> ${line}`),
    '',
    ...after,
    '',
    SHOP_NAME,
  ].join('\n');
  const html = mailDocument({
    subject,
    heading: 'Your review is hidden',
    content: `${lines.map(paragraph).join('')}<blockquote style="margin:0 0 12px;padding-left:12px;border-left:3px solid ${BRAND};white-space:pre-wrap;">${escapeMarkup(reason)}</blockquote><p style="margin:0 0 12px;color:${MUTED};">${escapeMarkup(after[0] ?? '')}</p>`,
  });
  return { to, replyTo, subject, text, html };
}

export function reviewPublishedMail(options: {
  to: string;
  firstName: string;
  productName: string;
  title: string;
  replyTo: string;
}): MailMessage {
  const { to, firstName, productName, title, replyTo } = options;
  const subject = `Your review of ${productName} on ${SHOP_NAME} is published again`;
  const lines = [
    `Dear ${firstName},`,
    `We have published your review "${title}" of ${productName} again, as you last wrote it: it shows on the piece's page and counts in its rating.`,
  ];
  const text = [...lines.flatMap((line) => [line, '']), SHOP_NAME].join('\n');
  const html = mailDocument({
    subject,
    heading: 'Your review is published again',
    content: lines.map(paragraph).join(''),
  });
  return { to, replyTo, subject, text, html };
}
