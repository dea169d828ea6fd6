/**
 * The frame every mail of the shop shares: a card on the shop's paper colour, its heading,
 * the mail's own content and the shop's name below. Inline styles and tables only, because
 * mail programs drop style sheets and many ignore modern layout.
 */
import { orderReference } from '@shop/shared/checkout';
import { LANGUAGE_LOCALES, type Language } from '@shop/shared/languages';
import { SHOP_NAME } from '@shop/shared/shop';
import type { MailMessage } from './mail.ts';
import { escapeMarkup } from './markup.ts';

export const MAIL_COLOURS = {
  brand: '#7a4b1e',
  brandDark: '#3d2510',
  paper: '#fbf6ee',
  muted: '#6b5a48',
  rule: '#e8dcc8',
} as const;

export function mailDocument(options: {
  subject: string;
  /** Plain text, escaped here. */
  heading: string;
  /** The mail's own HTML, already escaped where it holds what people typed. */
  content: string;
  maxWidth?: number;
  /** The language it is written in (its `lang`); English unless said. */
  language?: Language;
}): string {
  const { subject, heading, content, maxWidth = 560, language = 'en' } = options;
  const { brand, brandDark, paper, muted, rule } = MAIL_COLOURS;
  return `<!doctype html>
<html lang="${LANGUAGE_LOCALES[language]}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeMarkup(subject)}</title>
  </head>
  <body style="margin:0;padding:0;background:${paper};font-family:Georgia,'Times New Roman',serif;color:${brandDark};">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${paper};padding:24px 12px;">
      <tr>
        <td align="center">
          <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:${maxWidth}px;background:#ffffff;border:1px solid ${rule};border-radius:12px;">
            <tr>
              <td style="padding:24px 28px 8px;font-size:22px;font-weight:bold;color:${brand};">${escapeMarkup(heading)}</td>
            </tr>
            <tr>
              <td style="padding:8px 28px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;">
${content}
              </td>
            </tr>
            <tr>
              <td style="padding:8px 28px 24px;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:${muted};">${escapeMarkup(SHOP_NAME)}</td>
            </tr>
          </table>
        </td>
      </tr>
    </table>
  </body>
</html>
`;
}

/** A letter's greeting and the order's line, in the customer's language (every mail to them). */
export const LETTER_WORDS: Readonly<Record<Language, { dear: (name: string) => string; order: string }>> = {
  en: { dear: (name) => `Dear ${name},`, order: 'Order' },
  ta: { dear: (name) => `அன்புள்ள ${name},`, order: 'ஆர்டர்' },
  hi: { dear: (name) => `प्रिय ${name},`, order: 'ऑर्डर' },
};

/**
 * A letter to a customer about one of their orders: 'Dear …', its paragraphs, an optional link
 * to the order's page, and the order's reference; in plain text and in the shop's frame. The
 * step mails of orders, returns and proofs are all written this way.
 */
export function customerOrderMail(options: {
  order: { id: string; customer: { name: string; email: string } };
  subject: string;
  heading: string;
  /** Plain text, escaped here. */
  paragraphs: readonly string[];
  link?: { url: string; label: string } | undefined;
  /** The language the paragraphs are in, which the greeting follows; English unless said. */
  language?: Language;
}): MailMessage {
  const { order, subject, heading, paragraphs, link, language = 'en' } = options;
  const words = LETTER_WORDS[language];
  const reference = orderReference(order.id);
  const paragraph = (html: string) => `<p style="margin:0 0 12px;">${html}</p>`;
  const text = [
    words.dear(order.customer.name),
    '',
    ...paragraphs.flatMap((line) => [line, '']),
    ...(link ? [link.url, ''] : []),
    `${words.order} ${reference}`,
    '',
    SHOP_NAME,
  ];
  return {
    to: order.customer.email,
    subject,
    text: text.join('\n'),
    html: mailDocument({
      subject,
      heading,
      language,
      content: [
        paragraph(escapeMarkup(words.dear(order.customer.name))),
        ...paragraphs.map((line) => paragraph(escapeMarkup(line))),
        link
          ? paragraph(
              `<a href="${escapeMarkup(link.url)}" style="color:${MAIL_COLOURS.brand};">${escapeMarkup(link.label)}</a>`,
            )
          : '',
        `<p style="margin:0;color:${MAIL_COLOURS.muted};">${escapeMarkup(words.order)} ${reference}</p>`,
      ].join(''),
    }),
  };
}
