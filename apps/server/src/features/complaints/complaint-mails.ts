/**
 * The mails of a complaint: its acknowledgement to the shopper with the ticket and the day it
 * will be resolved by, a notice to the shop, and each reply and the resolution staff send. The shopper's
 * mails share one thread (Message-ID, In-Reply-To, References) and are written in the language
 * of the order the complaint is about, English without one; the shop's notice stays in English.
 * What the shopper typed is escaped in the HTML parts: anyone may write a complaint.
 */
import {
  COMPLAINT_TOPIC_NAMES,
  formatComplaintDay,
  resolveBy,
  ticketOf,
  type ComplaintTopic,
  type GrievanceContact,
} from '@shop/shared/complaints';
import { LANGUAGE_LOCALES, type Language } from '@shop/shared/languages';
import { SHOP_NAME } from '@shop/shared/shop';
import type { ComplaintRow } from '../../db/schema.ts';
import { LETTER_WORDS, MAIL_COLOURS, mailDocument } from '../../plugins/mail-layout.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { escapeMarkup } from '../../plugins/markup.ts';

const { brand: BRAND, muted: MUTED } = MAIL_COLOURS;

type MailedComplaint = Pick<
  ComplaintRow,
  'number' | 'name' | 'email' | 'phone' | 'topic' | 'description' | 'orderNumber' | 'createdAt' | 'mailId'
> & {
  orderReference: string | null;
  /** The language of the order it is about; English unless said. */
  language?: Language;
};

interface ComplaintWords {
  registeredSubject: (ticket: string) => string;
  heading: (ticket: string) => string;
  registered: (ticket: string) => string;
  acknowledged: (day: string) => string;
  /** Whom to write to: the officer's name (if any), address and phone (if any). */
  writeTo: (contact: string) => string;
  phone: (phone: string) => string;
  about: string;
  received: string;
  whatYouWrote: string;
  topics: Readonly<Record<ComplaintTopic, string>>;
  resolvedSubject: (ticket: string) => string;
  replySubject: (ticket: string) => string;
  resolvedOpening: (ticket: string) => string;
  replyOpening: (ticket: string) => string;
  notSatisfied: (ticket: string) => string;
  resolvedHeading: (ticket: string) => string;
  /** A day as the language writes it: 26 December 2026. */
  day: (moment: Date) => string;
}

const dayIn = (language: Language) => {
  const format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    dateStyle: 'long',
    timeZone: 'Asia/Kolkata',
  });
  return (moment: Date) => format.format(moment);
};

/** The shopper's mails in the language of their order (its `language`). */
const COMPLAINT_WORDS: Readonly<Record<Language, ComplaintWords>> = {
  en: {
    registeredSubject: (ticket) => `Your complaint ${ticket} to ${SHOP_NAME} is registered`,
    heading: (ticket) => `Complaint ${ticket}`,
    registered: (ticket) => `We have registered your complaint. Your ticket is ${ticket}.`,
    acknowledged: (day) =>
      `This mail is our acknowledgement of it. We will resolve it within one month of its receipt, by ${day}.`,
    writeTo: (contact) => `For anything about this complaint, write to ${contact}, quoting the ticket.`,
    phone: (phone) => `phone ${phone}`,
    about: 'About',
    received: 'Received',
    whatYouWrote: 'What you wrote:',
    topics: COMPLAINT_TOPIC_NAMES,
    resolvedSubject: (ticket) => `Your complaint ${ticket} to ${SHOP_NAME} is resolved`,
    replySubject: (ticket) => `Re: your complaint ${ticket} to ${SHOP_NAME}`,
    resolvedOpening: (ticket) => `Your complaint ${ticket} is resolved. How we resolved it:`,
    replyOpening: (ticket) => `About your complaint ${ticket}:`,
    notSatisfied: (ticket) =>
      `If you are not satisfied with how it was resolved, reply to this mail quoting ${ticket}.`,
    resolvedHeading: (ticket) => `Complaint ${ticket} resolved`,
    day: formatComplaintDay,
  },
  ta: {
    registeredSubject: (ticket) => `${SHOP_NAME} க்கு நீங்கள் அளித்த புகார் ${ticket} பதிவானது`,
    heading: (ticket) => `புகார் ${ticket}`,
    registered: (ticket) => `உங்கள் புகாரைப் பதிவு செய்துள்ளோம். உங்கள் டிக்கெட் எண்: ${ticket}.`,
    acknowledged: (day) =>
      `உங்கள் புகார் எங்களுக்குக் கிடைத்ததை இந்த மின்னஞ்சல் உறுதிசெய்கிறது. அது கிடைத்த நாளிலிருந்து ஒரு மாதத்திற்குள், ${day} க்குள், அதைத் தீர்த்து வைப்போம்.`,
    writeTo: (contact) =>
      `இந்தப் புகார் குறித்து எதுவானாலும், டிக்கெட் எண்ணைக் குறிப்பிட்டு இவருக்கு எழுதுங்கள்: ${contact}.`,
    phone: (phone) => `தொலைபேசி ${phone}`,
    about: 'எதைப் பற்றி',
    received: 'பெறப்பட்ட நாள்',
    whatYouWrote: 'நீங்கள் எழுதியது:',
    topics: {
      order: 'ஒரு ஆர்டர்',
      product: 'ஒரு நகை (அதன் தரம், ஹால்மார்க் அல்லது தனிப்பயனாக்கம்)',
      payment: 'ஒரு கட்டணம்',
      delivery: 'டெலிவரி',
      refund: 'பணத்திருப்பம்',
      other: 'வேறு ஏதாவது',
    },
    resolvedSubject: (ticket) => `${SHOP_NAME} க்கு நீங்கள் அளித்த புகார் ${ticket} தீர்க்கப்பட்டது`,
    replySubject: (ticket) => `Re: ${SHOP_NAME} க்கு நீங்கள் அளித்த புகார் ${ticket}`,
    resolvedOpening: (ticket) => `உங்கள் புகார் ${ticket} தீர்க்கப்பட்டது. நாங்கள் அதைத் தீர்த்த விதம்:`,
    replyOpening: (ticket) => `உங்கள் புகார் ${ticket} குறித்து:`,
    notSatisfied: (ticket) =>
      `தீர்வு உங்களுக்குத் திருப்தி அளிக்கவில்லை என்றால், ${ticket} ஐக் குறிப்பிட்டு இந்த மின்னஞ்சலுக்குப் பதில் எழுதுங்கள்.`,
    resolvedHeading: (ticket) => `புகார் ${ticket} தீர்க்கப்பட்டது`,
    day: dayIn('ta'),
  },
  hi: {
    registeredSubject: (ticket) => `${SHOP_NAME} से की गई आपकी शिकायत ${ticket} दर्ज हो गई है`,
    heading: (ticket) => `शिकायत ${ticket}`,
    registered: (ticket) => `हमने आपकी शिकायत दर्ज कर ली है। आपका टिकट नंबर ${ticket} है।`,
    acknowledged: (day) =>
      `यह मेल इस बात की पावती है कि आपकी शिकायत हमें मिल गई है। हम इसे मिलने के एक महीने के भीतर, ${day} तक, सुलझा देंगे।`,
    writeTo: (contact) => `इस शिकायत के बारे में कुछ भी हो, टिकट नंबर बताकर यहाँ लिखें: ${contact}।`,
    phone: (phone) => `फ़ोन ${phone}`,
    about: 'विषय',
    received: 'प्राप्त हुई',
    whatYouWrote: 'आपने लिखा था:',
    topics: {
      order: 'कोई ऑर्डर',
      product: 'कोई गहना (उसकी गुणवत्ता, हॉलमार्क या पर्सनलाइज़ेशन)',
      payment: 'कोई भुगतान',
      delivery: 'डिलीवरी',
      refund: 'कोई रिफ़ंड',
      other: 'कुछ और',
    },
    resolvedSubject: (ticket) => `${SHOP_NAME} से की गई आपकी शिकायत ${ticket} सुलझ गई है`,
    replySubject: (ticket) => `Re: ${SHOP_NAME} से की गई आपकी शिकायत ${ticket}`,
    resolvedOpening: (ticket) => `आपकी शिकायत ${ticket} सुलझ गई है। हमने इसे ऐसे सुलझाया:`,
    replyOpening: (ticket) => `आपकी शिकायत ${ticket} के बारे में:`,
    notSatisfied: (ticket) => `अगर आप इसके समाधान से संतुष्ट नहीं हैं, तो ${ticket} बताकर इस मेल का जवाब दें।`,
    resolvedHeading: (ticket) => `शिकायत ${ticket} सुलझ गई`,
    day: dayIn('hi'),
  },
};

const paragraph = (text: string) =>
  `<p style="margin:0 0 12px;white-space:pre-wrap;">${escapeMarkup(text)}</p>`;

/** Mail headers are one line; a name typed with line breaks or tabs is folded into one. */
function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function grievanceLine(words: ComplaintWords, contact: GrievanceContact): string {
  const who = contact.name ? `${contact.name}, ` : '';
  const phone = contact.phone ? `, ${words.phone(contact.phone)}` : '';
  return words.writeTo(`${who}${contact.email}${phone}`);
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
  const { language = 'en' } = complaint;
  const words = COMPLAINT_WORDS[language];
  const letter = LETTER_WORDS[language];
  const ticket = ticketOf(complaint.number);
  const subject = words.registeredSubject(ticket);
  const order = complaint.orderReference ?? complaint.orderNumber;
  const lines = [
    words.registered(ticket),
    words.acknowledged(words.day(resolveBy(complaint.createdAt))),
    grievanceLine(words, grievance),
  ];
  const about = [
    `${words.about}: ${words.topics[complaint.topic]}`,
    ...(order ? [`${letter.order}: ${order}`] : []),
    `${words.received}: ${words.day(complaint.createdAt)}`,
  ];
  const text = [
    letter.dear(complaint.name),
    '',
    ...lines.flatMap((line) => [line, '']),
    ...about,
    '',
    words.whatYouWrote,
    ...complaint.description.split('\n').map((line) => `> ${line}`),
    '',
    SHOP_NAME,
  ].join('\n');
  const html = mailDocument({
    subject,
    heading: words.heading(ticket),
    language,
    content: `${paragraph(letter.dear(complaint.name))}${lines.map(paragraph).join('')}<p style="margin:0 0 12px;font-size:14px;color:${MUTED};">${about.map(escapeMarkup).join('<br />')}</p><p style="margin:0 0 4px;color:${MUTED};">${escapeMarkup(words.whatYouWrote)}</p><blockquote style="margin:0 0 12px;padding-left:12px;border-left:3px solid ${BRAND};white-space:pre-wrap;">${escapeMarkup(complaint.description)}</blockquote>`,
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
  const { language = 'en' } = complaint;
  const words = COMPLAINT_WORDS[language];
  const letter = LETTER_WORDS[language];
  const ticket = ticketOf(complaint.number);
  const subject = kind === 'resolution' ? words.resolvedSubject(ticket) : words.replySubject(ticket);
  const opening = kind === 'resolution' ? words.resolvedOpening(ticket) : words.replyOpening(ticket);
  const closing = kind === 'resolution' ? words.notSatisfied(ticket) : grievanceLine(words, grievance);
  const text = [
    letter.dear(complaint.name),
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
    heading: kind === 'resolution' ? words.resolvedHeading(ticket) : words.heading(ticket),
    language,
    content: `${paragraph(letter.dear(complaint.name))}${paragraph(opening)}${paragraphs}${paragraph(closing)}${paragraph(`${signedBy}, ${SHOP_NAME}`)}`,
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
