/**
 * The mails to a buyer whose review staff hid (which review, and why) or published again,
 * written in their account's language; the reason and the title go as staff and the buyer
 * wrote them. What the buyer and staff typed is escaped in the HTML part.
 */
import type { Language } from '@shop/shared/languages';
import { SHOP_NAME } from '@shop/shared/shop';
import { LETTER_WORDS, MAIL_COLOURS, mailDocument } from '../../plugins/mail-layout.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { escapeMarkup } from '../../plugins/markup.ts';

const { brand: BRAND, muted: MUTED } = MAIL_COLOURS;

interface ReviewWords {
  hiddenSubject: (piece: string) => string;
  hiddenHeading: string;
  hidden: (title: string, piece: string) => string;
  why: string;
  stillChange: string;
  publishedSubject: (piece: string) => string;
  publishedHeading: string;
  published: (title: string, piece: string) => string;
}

/** The mails in the account's language (its `language`). */
const REVIEW_WORDS: Readonly<Record<Language, ReviewWords>> = {
  en: {
    hiddenSubject: (piece) => `Your review of ${piece} on ${SHOP_NAME} is hidden`,
    hiddenHeading: 'Your review is hidden',
    hidden: (title, piece) =>
      `We have hidden your review "${title}" of ${piece}: it no longer shows on the piece's page and counts in no rating.`,
    why: 'Why:',
    stillChange:
      'You can still change your review from the piece’s page, but it stays hidden until we publish it again. If you think we were wrong, or once you have changed it, reply to this mail.',
    publishedSubject: (piece) => `Your review of ${piece} on ${SHOP_NAME} is published again`,
    publishedHeading: 'Your review is published again',
    published: (title, piece) =>
      `We have published your review "${title}" of ${piece} again, as you last wrote it: it shows on the piece's page and counts in its rating.`,
  },
  ta: {
    hiddenSubject: (piece) => `${SHOP_NAME} இல் ${piece} பற்றிய உங்கள் மதிப்புரை மறைக்கப்பட்டது`,
    hiddenHeading: 'உங்கள் மதிப்புரை மறைக்கப்பட்டது',
    hidden: (title, piece) =>
      `${piece} பற்றிய உங்கள் மதிப்புரை "${title}" ஐ மறைத்துள்ளோம்: அது இனி நகையின் பக்கத்தில் தெரியாது, எந்த மதிப்பீட்டிலும் சேராது.`,
    why: 'காரணம்:',
    stillChange:
      'நகையின் பக்கத்திலிருந்து உங்கள் மதிப்புரையை இப்போதும் மாற்றலாம்; ஆனால் நாங்கள் மீண்டும் வெளியிடும் வரை அது மறைந்தே இருக்கும். நாங்கள் தவறு செய்ததாக நினைத்தால், அல்லது மாற்றிய பிறகு, இந்த மின்னஞ்சலுக்குப் பதில் எழுதுங்கள்.',
    publishedSubject: (piece) => `${SHOP_NAME} இல் ${piece} பற்றிய உங்கள் மதிப்புரை மீண்டும் வெளியிடப்பட்டது`,
    publishedHeading: 'உங்கள் மதிப்புரை மீண்டும் வெளியிடப்பட்டது',
    published: (title, piece) =>
      `${piece} பற்றிய உங்கள் மதிப்புரை "${title}" ஐ, நீங்கள் கடைசியாக எழுதியபடியே மீண்டும் வெளியிட்டுள்ளோம்: அது நகையின் பக்கத்தில் தெரியும், அதன் மதிப்பீட்டிலும் சேரும்.`,
  },
  hi: {
    hiddenSubject: (piece) => `${SHOP_NAME} पर ${piece} का आपका रिव्यू छिपा दिया गया है`,
    hiddenHeading: 'आपका रिव्यू छिपा दिया गया है',
    hidden: (title, piece) =>
      `हमने ${piece} का आपका रिव्यू "${title}" छिपा दिया है: अब यह गहने के पेज पर नहीं दिखेगा और किसी रेटिंग में नहीं गिना जाएगा।`,
    why: 'क्यों:',
    stillChange:
      'आप गहने के पेज से अपना रिव्यू अब भी बदल सकते हैं, पर जब तक हम इसे फिर से प्रकाशित न करें, यह छिपा रहेगा। अगर आपको लगता है कि हमसे गलती हुई, या इसे बदलने के बाद, इस मेल का जवाब दें।',
    publishedSubject: (piece) => `${SHOP_NAME} पर ${piece} का आपका रिव्यू फिर से प्रकाशित हुआ`,
    publishedHeading: 'आपका रिव्यू फिर से प्रकाशित हुआ',
    published: (title, piece) =>
      `हमने ${piece} का आपका रिव्यू "${title}" फिर से प्रकाशित कर दिया है, जैसा आपने आख़िरी बार लिखा था: यह गहने के पेज पर दिखेगा और उसकी रेटिंग में गिना जाएगा।`,
  },
};

const paragraph = (text: string) =>
  `<p style="margin:0 0 12px;white-space:pre-wrap;">${escapeMarkup(text)}</p>`;

export function reviewHiddenMail(options: {
  to: string;
  firstName: string;
  productName: string;
  title: string;
  reason: string;
  replyTo: string;
  /** The account's language; English unless said. */
  language?: Language;
}): MailMessage {
  const { to, firstName, productName, title, reason, replyTo, language = 'en' } = options;
  const words = REVIEW_WORDS[language];
  const subject = words.hiddenSubject(productName);
  const lines = [LETTER_WORDS[language].dear(firstName), words.hidden(title, productName), words.why];
  const after = [words.stillChange];
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
    heading: words.hiddenHeading,
    language,
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
  /** The account's language; English unless said. */
  language?: Language;
}): MailMessage {
  const { to, firstName, productName, title, replyTo, language = 'en' } = options;
  const words = REVIEW_WORDS[language];
  const subject = words.publishedSubject(productName);
  const lines = [LETTER_WORDS[language].dear(firstName), words.published(title, productName)];
  const text = [...lines.flatMap((line) => [line, '']), SHOP_NAME].join('\n');
  const html = mailDocument({
    subject,
    heading: words.publishedHeading,
    language,
    content: lines.map(paragraph).join(''),
  });
  return { to, replyTo, subject, text, html };
}
