/**
 * The mail a customer gets when staff take their order a step further: what is happening to
 * it now, and for a shipped order the courier, the tracking and the tax invoice.
 */
import { orderReference } from '@shop/shared/checkout';
import { ORDER_STATUS_NAMES, type FulfilmentStep, type Shipment } from '@shop/shared/order-lifecycle';
import type { Language } from '@shop/shared/languages';
import { SHOP_NAME } from '@shop/shared/shop';
import { LETTER_WORDS, mailDocument } from '../../plugins/mail-layout.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { escapeMarkup } from '../../plugins/markup.ts';

interface StepWords {
  subject: (reference: string, status: string) => string;
  status: Record<FulfilmentStep, string>;
  whatHappens: Record<FulfilmentStep, string>;
  courier: string;
  trackingNumber: string;
  trackIt: string;
  trackParcel: string;
  invoiceAttached: string;
}

/** The mail in the language the order was bought in (its `language`). */
const STEP_WORDS: Readonly<Record<Language, StepWords>> = {
  en: {
    subject: (reference, status) => `Your ${SHOP_NAME} order ${reference}: ${status.toLowerCase()}`,
    status: {
      in_making: ORDER_STATUS_NAMES.in_making,
      quality_check: ORDER_STATUS_NAMES.quality_check,
      shipped: ORDER_STATUS_NAMES.shipped,
      delivered: ORDER_STATUS_NAMES.delivered,
    },
    whatHappens: {
      in_making: 'Our jewellers have started making your piece by hand.',
      quality_check: 'Your piece is made, and we are checking every detail before it leaves us.',
      shipped: 'Your piece is on its way to you.',
      delivered: 'Your piece has been delivered. We hope you love it.',
    },
    courier: 'Courier',
    trackingNumber: 'Tracking number',
    trackIt: 'Track it',
    trackParcel: 'Track your parcel',
    invoiceAttached: 'Your tax invoice is attached.',
  },
  ta: {
    subject: (reference, status) => `உங்கள் ${SHOP_NAME} ஆர்டர் ${reference}: ${status}`,
    status: {
      in_making: 'செய்யப்படுகிறது',
      quality_check: 'தரச் சோதனை',
      shipped: 'அனுப்பப்பட்டது',
      delivered: 'வந்து சேர்ந்தது',
    },
    whatHappens: {
      in_making: 'எங்கள் பொற்கொல்லர்கள் உங்கள் நகையைக் கையால் செய்யத் தொடங்கிவிட்டனர்.',
      quality_check: 'உங்கள் நகை தயார்; அனுப்பும் முன் ஒவ்வொரு நுணுக்கத்தையும் சரிபார்க்கிறோம்.',
      shipped: 'உங்கள் நகை உங்களை நோக்கி வந்துகொண்டிருக்கிறது.',
      delivered: 'உங்கள் நகை வந்து சேர்ந்தது. உங்களுக்குப் பிடிக்கும் என்று நம்புகிறோம்.',
    },
    courier: 'கூரியர்',
    trackingNumber: 'டிராக்கிங் எண்',
    trackIt: 'பார்சலைப் பின்தொடர',
    trackParcel: 'உங்கள் பார்சலைப் பின்தொடருங்கள்',
    invoiceAttached: 'உங்கள் வரி விலைப்பட்டியல் இணைக்கப்பட்டுள்ளது.',
  },
  hi: {
    subject: (reference, status) => `आपका ${SHOP_NAME} ऑर्डर ${reference}: ${status}`,
    status: {
      in_making: 'बन रहा है',
      quality_check: 'गुणवत्ता जाँच',
      shipped: 'भेज दिया गया',
      delivered: 'पहुँच गया',
    },
    whatHappens: {
      in_making: 'हमारे कारीगरों ने आपका गहना हाथ से बनाना शुरू कर दिया है।',
      quality_check: 'आपका गहना बन गया है; भेजने से पहले हम उसकी हर बारीकी जाँच रहे हैं।',
      shipped: 'आपका गहना आपके पास आ रहा है।',
      delivered: 'आपका गहना पहुँच गया है। उम्मीद है आपको पसंद आएगा।',
    },
    courier: 'कूरियर',
    trackingNumber: 'ट्रैकिंग नंबर',
    trackIt: 'पार्सल ट्रैक करें',
    trackParcel: 'अपना पार्सल ट्रैक करें',
    invoiceAttached: 'आपका टैक्स इनवॉइस साथ में है।',
  },
};

export function orderStepMail(order: {
  id: string;
  status: FulfilmentStep;
  customer: { name: string; email: string };
  shipment: Shipment | null;
  /** The language the order was bought in; English unless said. */
  language?: Language;
  /** The tax invoice issued as the order shipped, attached as a PDF. */
  invoice?: { fileName: string; pdf: Buffer } | undefined;
}): MailMessage {
  const language = order.language ?? 'en';
  const words = { ...STEP_WORDS[language], ...LETTER_WORDS[language] };
  const reference = orderReference(order.id);
  const statusName = words.status[order.status];
  const whatHappens = words.whatHappens[order.status];
  const subject = words.subject(reference, statusName);
  const lines = [words.dear(order.customer.name), '', whatHappens];
  const shipment = order.status === 'shipped' ? order.shipment : null;
  if (shipment) {
    lines.push(
      '',
      `${words.courier}: ${shipment.courier}`,
      `${words.trackingNumber}: ${shipment.trackingNumber}`,
    );
    if (shipment.trackingUrl) lines.push(`${words.trackIt}: ${shipment.trackingUrl}`);
  }
  if (order.invoice) lines.push('', words.invoiceAttached);
  lines.push('', `${words.order} ${reference}`, '', SHOP_NAME);
  const shipmentHtml = shipment
    ? `<p style="margin:0 0 12px;">${escapeMarkup(words.courier)}: <strong>${escapeMarkup(shipment.courier)}</strong><br />${escapeMarkup(words.trackingNumber)}: <strong>${escapeMarkup(shipment.trackingNumber)}</strong>${
        shipment.trackingUrl
          ? `<br /><a href="${escapeMarkup(shipment.trackingUrl)}" style="color:#7a4b1e;">${escapeMarkup(words.trackParcel)}</a>`
          : ''
      }</p>`
    : '';
  const invoiceHtml = order.invoice
    ? `<p style="margin:0 0 12px;">${escapeMarkup(words.invoiceAttached)}</p>`
    : '';
  return {
    to: order.customer.email,
    subject,
    text: lines.join('\n'),
    html: mailDocument({
      subject,
      heading: statusName,
      language,
      content: `<p style="margin:0 0 12px;">${escapeMarkup(words.dear(order.customer.name))}</p><p style="margin:0 0 12px;">${escapeMarkup(whatHappens)}</p>${shipmentHtml}${invoiceHtml}<p style="margin:0;color:#6b5a48;">${escapeMarkup(words.order)} ${reference}</p>`,
    }),
    ...(order.invoice && {
      attachments: [
        { filename: order.invoice.fileName, content: order.invoice.pdf, contentType: 'application/pdf' },
      ],
    }),
  };
}
