/**
 * The mail an order paid on delivery gets when it is placed: it asks its customer to confirm
 * it by its deadline, with the link to the order's page (in the order's language), where the
 * confirmation is one click. Unconfirmed, the order expires and nothing is made.
 */
import { orderReference } from '@shop/shared/checkout';
import { CASH_ON_DELIVERY_TEXTS } from '@shop/shared/cash-on-delivery';
import { SHOP_TIME_ZONE } from '@shop/shared/delivery';
import { pathInLanguage, type Language } from '@shop/shared/languages';
import { formatPaise, type Paise } from '@shop/shared/money';
import { orderPagePath } from '@shop/shared/pages';
import { SHOP_NAME } from '@shop/shared/shop';
import { customerOrderMail } from '../../plugins/mail-layout.ts';
import type { MailMessage } from '../../plugins/mail.ts';

interface ConfirmationAskedWords {
  subject: (reference: string) => string;
  heading: string;
  placed: string;
  confirmBy: (deadline: string) => string;
  dueOnDelivery: (totalPaise: Paise) => string;
  /** Without a link: where the order's page is. */
  whereToConfirm: (reference: string) => string;
  confirm: string;
}

const WORDS: Readonly<Record<Language, ConfirmationAskedWords>> = {
  en: {
    subject: (reference) => `Your ${SHOP_NAME} order ${reference}: please confirm it`,
    heading: 'Please confirm your order',
    placed: CASH_ON_DELIVERY_TEXTS.placed,
    confirmBy: CASH_ON_DELIVERY_TEXTS.confirmBy,
    dueOnDelivery: CASH_ON_DELIVERY_TEXTS.dueOnDelivery,
    whereToConfirm: (reference) =>
      `Confirm it on its page, under My orders in your account (order ${reference}).`,
    confirm: CASH_ON_DELIVERY_TEXTS.confirm,
  },
  ta: {
    subject: (reference) => `உங்கள் ${SHOP_NAME} ஆர்டர் ${reference}: தயவுசெய்து உறுதிசெய்யுங்கள்`,
    heading: 'உங்கள் ஆர்டரை உறுதிசெய்யுங்கள்',
    placed: 'உங்கள் ஆர்டர் பதிவாகிவிட்டது. அதைச் செய்து அனுப்ப, தயவுசெய்து உறுதிசெய்யுங்கள்.',
    confirmBy: (deadline) => `${deadline}க்குள் இந்த ஆர்டரை உறுதிசெய்யுங்கள்; இல்லையெனில் அது ரத்தாகும்.`,
    dueOnDelivery: (totalPaise) => `டெலிவரியின்போது செலுத்த வேண்டியது: ${formatPaise(totalPaise)}`,
    whereToConfirm: (reference) =>
      `உங்கள் கணக்கில் My orders பகுதியில் அதன் பக்கத்தில் உறுதிசெய்யுங்கள் (ஆர்டர் ${reference}).`,
    confirm: 'ஆர்டரை உறுதிசெய்',
  },
  hi: {
    subject: (reference) => `आपका ${SHOP_NAME} ऑर्डर ${reference}: कृपया इसकी पुष्टि करें`,
    heading: 'कृपया अपने ऑर्डर की पुष्टि करें',
    placed: 'आपका ऑर्डर दर्ज हो गया है। इसे बनवाने और भेजने के लिए कृपया इसकी पुष्टि करें।',
    confirmBy: (deadline) => `${deadline} तक इस ऑर्डर की पुष्टि करें, नहीं तो यह रद्द हो जाएगा।`,
    dueOnDelivery: (totalPaise) => `डिलीवरी पर चुकाने हैं: ${formatPaise(totalPaise)}`,
    whereToConfirm: (reference) => `अपने खाते में My orders में इसके पेज पर पुष्टि करें (ऑर्डर ${reference})।`,
    confirm: 'ऑर्डर की पुष्टि करें',
  },
};

const LOCALES: Readonly<Record<Language, string>> = { en: 'en-IN', ta: 'ta-IN', hi: 'hi-IN' };

/** The deadline as the customer reads it, in India's time: '5 December 2026, 6:30 pm'. */
export function confirmationDeadline(moment: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(moment);
}

/** The address of the order's page in its language (the confirmation is given there). */
export function orderPageLink(origin: string, orderId: string, language: Language): string {
  return new URL(pathInLanguage(orderPagePath(orderId), language), origin).toString();
}

export function confirmationAskedMail(
  order: {
    id: string;
    customer: { name: string; email: string };
    language: Language;
    totalPaise: Paise;
    confirmBy: Date;
  },
  origin: string | undefined,
): MailMessage {
  const words = WORDS[order.language];
  const reference = orderReference(order.id);
  // Without an origin to trust, the mail names the page instead of linking to it.
  const link = origin ? orderPageLink(origin, order.id, order.language) : undefined;
  return customerOrderMail({
    order,
    subject: words.subject(reference),
    heading: words.heading,
    paragraphs: [
      words.placed,
      words.confirmBy(confirmationDeadline(order.confirmBy, order.language)),
      words.dueOnDelivery(order.totalPaise),
      ...(link ? [] : [words.whereToConfirm(reference)]),
    ],
    link: link ? { url: link, label: words.confirm } : undefined,
    language: order.language,
  });
}
