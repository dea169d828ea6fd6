/**
 * The mails of a complaint: its acknowledgement to the shopper with the ticket and the day it
 * will be resolved by, a notice to the shop, and each reply and the resolution staff send. The shopper's
 * mails share one thread (Message-ID, In-Reply-To, References). What the shopper typed is
 * escaped in the HTML parts: anyone may write a complaint.
 */
import {
  COMPLAINT_TOPIC_NAMES,
  formatComplaintDay,
  resolveBy,
  ticketOf,
  type GrievanceContact,
} from '@shop/shared/complaints';
import { SHOP_NAME } from '@shop/shared/shop';
import type { ComplaintRow } from '../../db/schema.ts';
import { MAIL_COLOURS, mailDocument } from '../../plugins/mail-layout.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { escapeMarkup } from '../../plugins/markup.ts';

const { brand: BRAND, muted: MUTED } = MAIL_COLOURS;

type MailedComplaint = Pick<
  ComplaintRow,
  'number' | 'name' | 'email' | 'phone' | 'topic' | 'description' | 'orderNumber' | 'createdAt' | 'mailId'
> & { orderReference: string | null };

const paragraph = (text: string) =>
  `<p style="margin:0 0 12px;white-space:pre-wrap;">${escapeMarkup(text)}</p>`;

/** Mail headers are one line; a name typed with line breaks or tabs is folded into one. */
function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function grievanceLine(contact: GrievanceContact): string {
  const who = contact.name ? `${contact.name}, ` : '';
  const phone = contact.phone ? `, phone ${contact.phone}` : '';
  return `For anything about this complaint, write to ${who}${contact.email}${phone}, quoting the ticket.`;
}

/**
 * The shopper's acknowledgement, which rule 4(5) asks for within 48 hours and which goes as
 * the complaint is registered: the ticket, the day it will be resolved by, and whom to write to.
 */
export function acknowledgementMail(options: {
  complaint: MailedComplaint;
  grievance: GrievanceContact;
}): MailMessage {
  const { complaint, grievance } = options;
  const ticket = ticketOf(complaint.number);
  const subject = `Your complaint ${ticket} to ${SHOP_NAME} is registered`;
  const order = complaint.orderReference ?? complaint.orderNumber;
  const lines = [
    `We have registered your complaint. Your ticket is ${ticket}.`,
    `This mail is our acknowledgement of it. We will resolve it within one month of its receipt, by ${formatComplaintDay(resolveBy(complaint.createdAt))}.`,
    grievanceLine(grievance),
  ];
  const about = [
    `About: ${COMPLAINT_TOPIC_NAMES[complaint.topic]}`,
    ...(order ? [`Order: ${order}`] : []),
    `Received: ${formatComplaintDay(complaint.createdAt)}`,
  ];
  const text = [
    `Dear ${complaint.name},`,
    '',
    ...lines.flatMap((line) => [line, '']),
    ...about,
    '',
    'What you wrote:',
    ...complaint.description.split('\n').map((line) => `> ${line}`),
    '',
    SHOP_NAME,
  ].join('\n');
  const html = mailDocument({
    subject,
    heading: `Complaint ${ticket}`,
    content: `${paragraph(`Dear ${complaint.name},`)}${lines.map(paragraph).join('')}<p style="margin:0 0 12px;font-size:14px;color:${MUTED};">${about.map(escapeMarkup).join('<br />')}</p><p style="margin:0 0 4px;color:${MUTED};">What you wrote:</p><blockquote style="margin:0 0 12px;padding-left:12px;border-left:3px solid ${BRAND};white-space:pre-wrap;">${escapeMarkup(complaint.description)}</blockquote>`,
  });
  return { to: complaint.email, replyTo: grievance.email, subject, text, html, messageId: complaint.mailId };
}

/** What the shop has done of the rules' steps, and what is left to it. */
const handling = (complaint: MailedComplaint) =>
  `Its acknowledgement, with the ticket, has been mailed to the complainant. Resolve it by ${formatComplaintDay(resolveBy(complaint.createdAt))} from the back office's Complaints page.`;

/** The shop's notice of a new complaint; answering it writes to the shopper. */
export function shopNoticeMail(options: { complaint: MailedComplaint; shopEmail: string }): MailMessage {
  const { complaint, shopEmail } = options;
  const ticket = ticketOf(complaint.number);
  const subject = `Complaint ${ticket} from ${oneLine(complaint.name, 60)}`;
  const order = complaint.orderReference ?? complaint.orderNumber;
  const fields: readonly [string, string][] = [
    ['Ticket', ticket],
    ['Name', complaint.name],
    ['Email', complaint.email],
    ['Phone', complaint.phone ?? '(not given)'],
    ['About', COMPLAINT_TOPIC_NAMES[complaint.topic]],
    ['Order', order ?? '(none)'],
    ['Resolve by', formatComplaintDay(resolveBy(complaint.createdAt))],
  ];
  const text = [
    `A complaint was registered on ${SHOP_NAME}. ${handling(complaint)}`,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    complaint.description,
  ].join('\n');
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 12px 2px 0;color:${MUTED};">${label}</td><td style="padding:2px 0;">${escapeMarkup(value)}</td></tr>`,
    )
    .join('');
  const html = mailDocument({
    subject,
    heading: `Complaint ${ticket}`,
    content: `<p style="margin:0 0 12px;">${escapeMarkup(handling(complaint))}</p><table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;">${rows}</table><p style="margin:0 0 12px;white-space:pre-wrap;border-left:3px solid ${BRAND};padding-left:12px;">${escapeMarkup(complaint.description)}</p>`,
  });
  return { to: shopEmail, replyTo: complaint.email, subject, text, html };
}

/** A staff member's reply, or the resolution with its note: in the acknowledgement's thread. */
export function stepMail(options: {
  complaint: MailedComplaint;
  kind: 'reply' | 'resolution';
  body: string;
  signedBy: string;
  grievance: GrievanceContact;
  mailId: string;
  earlier: readonly string[];
}): MailMessage {
  const { complaint, kind, body, signedBy, grievance } = options;
  const ticket = ticketOf(complaint.number);
  const subject =
    kind === 'resolution'
      ? `Your complaint ${ticket} to ${SHOP_NAME} is resolved`
      : `Re: your complaint ${ticket} to ${SHOP_NAME}`;
  const opening =
    kind === 'resolution'
      ? `Your complaint ${ticket} is resolved. How we resolved it:`
      : `About your complaint ${ticket}:`;
  const closing =
    kind === 'resolution'
      ? `If you are not satisfied with how it was resolved, reply to this mail quoting ${ticket}.`
      : grievanceLine(grievance);
  const text = [
    `Dear ${complaint.name},`,
    '',
    opening,
    '',
    body,
    '',
    closing,
    '',
    `${signedBy}, ${SHOP_NAME}`,
  ].join('\n');
  const paragraphs = body
    .split(/\n{2,}/)
    .map(paragraph)
    .join('');
  const html = mailDocument({
    subject,
    heading: kind === 'resolution' ? `Complaint ${ticket} resolved` : `Complaint ${ticket}`,
    content: `${paragraph(`Dear ${complaint.name},`)}${paragraph(opening)}${paragraphs}${paragraph(closing)}${paragraph(`${signedBy}, ${SHOP_NAME}`)}`,
  });
  return {
    to: complaint.email,
    replyTo: grievance.email,
    subject,
    text,
    html,
    messageId: options.mailId,
    inReplyTo: options.earlier.at(-1),
    references: [...options.earlier],
  };
}
