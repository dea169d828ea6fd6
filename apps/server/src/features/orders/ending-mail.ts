/**
 * The mails a customer gets when their order is cancelled, when a refund of it has been
 * processed, with the refund's document, and when a parcel paid on delivery came back, with
 * the credit note that cancels its invoice. The mail's text leaves out the staff's reason; the
 * refund voucher or credit note attached states it, as the back office's refund form says.
 */
import { orderReference } from '@shop/shared/checkout';
import { DOCUMENT_TEXTS, type DocumentKind } from '@shop/shared/gst';
import { formatPaise } from '@shop/shared/money';
import { ORDER_STATUS_NAMES } from '@shop/shared/order-lifecycle';
import type { Language } from '@shop/shared/languages';
import { SHOP_NAME } from '@shop/shared/shop';
import { customerOrderMail } from '../../plugins/mail-layout.ts';
import type { MailMessage } from '../../plugins/mail.ts';

interface MailedOrder {
  id: string;
  customer: { name: string; email: string };
  /** The language the order was bought in; English unless said. */
  language?: Language;
}

type Refunded = { refundPaise: number; paidPaise: number };

interface EndingWords {
  subject: (reference: string, end: string) => string;
  cancelled: string;
  cancelledAsAsked: string;
  cancelledByShop: string;
  refundAll: string;
  refundedAlready: (paid: string) => string;
  refundPart: (refund: string, paid: string, earlier: string) => string;
  willRefund: string;
  neverPaid: string;
  refundOf: (amount: string) => string;
  refunded: string;
  refundProcessed: string;
  refundedTo: (amount: string) => string;
  refundedByTransfer: (amount: string) => string;
  allRefunded: (paid: string) => string;
  soFar: (refunded: string, paid: string) => string;
  banks: string;
  notDelivered: string;
  cameBack: string;
  nothingOwed: string;
  creditNoteAttached: (number: string) => string;
  orderAgain: string;
}

/** The mails in the language the order was bought in (its `language`). */
const ENDING_WORDS: Readonly<Record<Language, EndingWords>> = {
  en: {
    subject: (reference, end) => `Your ${SHOP_NAME} order ${reference}: ${end}`,
    cancelled: ORDER_STATUS_NAMES.cancelled,
    cancelledAsAsked: 'Your order has been cancelled, as you asked.',
    cancelledByShop: 'Your order has been cancelled.',
    refundAll:
      'We are refunding all you paid to the card or account you paid with, with no fee, and will write to you when the refund has been made.',
    refundedAlready: (paid) =>
      `All you paid, ${paid}, had been refunded already, so nothing more is refunded.`,
    refundPart: (refund, paid, earlier) =>
      `We are refunding ${refund} of the ${paid} you paid to the card or account you paid with, with no fee: ${earlier} was refunded earlier. We will write to you when the refund has been made.`,
    willRefund:
      'We will refund your payment to the card or account you paid with, and write to you when the refund has been made.',
    neverPaid: 'It was never paid, so nothing has been charged.',
    refundOf: (amount) => `refund of ${amount}`,
    refunded: ORDER_STATUS_NAMES.refunded,
    refundProcessed: 'Refund processed',
    refundedTo: (amount) => `We have refunded ${amount} to the card or account you paid with.`,
    refundedByTransfer: (amount) => `We have paid ${amount} back to you by bank transfer or UPI.`,
    allRefunded: (paid) => `All you paid, ${paid}, has now been refunded.`,
    soFar: (refunded, paid) => `So far ${refunded} of the ${paid} you paid has been refunded.`,
    banks: 'Banks usually take 5 to 7 working days to show it on your statement.',
    notDelivered: ORDER_STATUS_NAMES.not_delivered,
    cameBack: 'Your parcel came back to us undelivered, so your order is closed.',
    nothingOwed: 'It was to be paid on delivery, so you owe nothing and nothing has been charged.',
    creditNoteAttached: (number) => `The credit note ${number}, which cancels its tax invoice, is attached.`,
    orderAgain: 'If you would still like the piece, you are welcome to order it again.',
  },
  ta: {
    subject: (reference, end) => `உங்கள் ${SHOP_NAME} ஆர்டர் ${reference}: ${end}`,
    cancelled: 'ரத்து செய்யப்பட்டது',
    cancelledAsAsked: 'நீங்கள் கேட்டபடி உங்கள் ஆர்டர் ரத்து செய்யப்பட்டது.',
    cancelledByShop: 'உங்கள் ஆர்டர் ரத்து செய்யப்பட்டது.',
    refundAll:
      'நீங்கள் செலுத்திய முழுத் தொகையையும், கட்டணம் எதுவுமின்றி, நீங்கள் செலுத்திய கார்டு அல்லது கணக்கிற்கே திருப்பித் தருகிறோம்; பணம் திரும்பியதும் எழுதுகிறோம்.',
    refundedAlready: (paid) => `நீங்கள் செலுத்திய ${paid} முழுவதும் ஏற்கெனவே திருப்பித் தரப்பட்டது; மேலும் எதுவும் இல்லை.`,
    refundPart: (refund, paid, earlier) =>
      `நீங்கள் செலுத்திய ${paid} இல் ${refund} ஐக் கட்டணம் எதுவுமின்றி நீங்கள் செலுத்திய கார்டு அல்லது கணக்கிற்குத் திருப்பித் தருகிறோம்; ${earlier} முன்பே திருப்பித் தரப்பட்டது. பணம் திரும்பியதும் எழுதுகிறோம்.`,
    willRefund:
      'உங்கள் கட்டணத்தை நீங்கள் செலுத்திய கார்டு அல்லது கணக்கிற்குத் திருப்பித் தருவோம்; பணம் திரும்பியதும் எழுதுகிறோம்.',
    neverPaid: 'இதற்குப் பணம் செலுத்தப்படவில்லை; எதுவும் வசூலிக்கப்படவில்லை.',
    refundOf: (amount) => `${amount} திருப்பித் தரப்பட்டது`,
    refunded: 'பணம் திருப்பித் தரப்பட்டது',
    refundProcessed: 'பணம் திருப்பித் தரப்பட்டது',
    refundedTo: (amount) => `${amount} ஐ நீங்கள் செலுத்திய கார்டு அல்லது கணக்கிற்குத் திருப்பித் தந்துள்ளோம்.`,
    refundedByTransfer: (amount) => `${amount} ஐ வங்கிப் பரிமாற்றம் அல்லது UPI மூலம் உங்களுக்குத் திருப்பித் தந்துள்ளோம்.`,
    allRefunded: (paid) => `நீங்கள் செலுத்திய ${paid} முழுவதும் இப்போது திருப்பித் தரப்பட்டது.`,
    soFar: (refunded, paid) => `நீங்கள் செலுத்திய ${paid} இல் இதுவரை ${refunded} திருப்பித் தரப்பட்டது.`,
    banks: 'வங்கிக் கணக்கு அறிக்கையில் இது தெரிய பொதுவாக 5 முதல் 7 வேலை நாட்கள் ஆகும்.',
    notDelivered: 'டெலிவரி ஆகவில்லை',
    cameBack: 'உங்கள் பார்சல் டெலிவரி ஆகாமல் எங்களிடம் திரும்பி வந்தது; எனவே உங்கள் ஆர்டர் முடிக்கப்பட்டது.',
    nothingOwed:
      'இது டெலிவரியின்போது செலுத்த வேண்டியது; எனவே நீங்கள் எதுவும் செலுத்த வேண்டியதில்லை, எதுவும் வசூலிக்கப்படவில்லை.',
    creditNoteAttached: (number) => `அதன் வரி விலைப்பட்டியலை ரத்து செய்யும் கிரெடிட் நோட் ${number} இணைக்கப்பட்டுள்ளது.`,
    orderAgain: 'இந்த நகை இன்னும் வேண்டுமென்றால், மீண்டும் ஆர்டர் செய்யலாம்.',
  },
  hi: {
    subject: (reference, end) => `आपका ${SHOP_NAME} ऑर्डर ${reference}: ${end}`,
    cancelled: 'रद्द हो गया',
    cancelledAsAsked: 'आपके कहने पर आपका ऑर्डर रद्द कर दिया गया है।',
    cancelledByShop: 'आपका ऑर्डर रद्द कर दिया गया है।',
    refundAll:
      'आपने जो भी चुकाया, वह सब हम बिना किसी शुल्क के उसी कार्ड या खाते में लौटा रहे हैं जिससे आपने भुगतान किया था, और रिफ़ंड होने पर आपको लिखेंगे।',
    refundedAlready: (paid) =>
      `आपका पूरा भुगतान, ${paid}, पहले ही लौटा दिया गया था, इसलिए अब कुछ और नहीं लौटाया जा रहा।`,
    refundPart: (refund, paid, earlier) =>
      `आपके चुकाए ${paid} में से ${refund} हम बिना किसी शुल्क के उसी कार्ड या खाते में लौटा रहे हैं: ${earlier} पहले लौटाए जा चुके हैं। रिफ़ंड होने पर हम आपको लिखेंगे।`,
    willRefund: 'हम आपका भुगतान उसी कार्ड या खाते में लौटाएँगे जिससे आपने चुकाया था, और रिफ़ंड होने पर आपको लिखेंगे।',
    neverPaid: 'इसका भुगतान कभी नहीं हुआ, इसलिए कुछ भी नहीं काटा गया।',
    refundOf: (amount) => `${amount} का रिफ़ंड`,
    refunded: 'रिफ़ंड हो गया',
    refundProcessed: 'रिफ़ंड हो गया',
    refundedTo: (amount) => `हमने ${amount} उसी कार्ड या खाते में लौटा दिए हैं जिससे आपने भुगतान किया था।`,
    refundedByTransfer: (amount) => `हमने ${amount} बैंक ट्रांसफ़र या UPI से आपको लौटा दिए हैं।`,
    allRefunded: (paid) => `आपका पूरा भुगतान, ${paid}, अब लौटा दिया गया है।`,
    soFar: (refunded, paid) => `आपके चुकाए ${paid} में से अब तक ${refunded} लौटाए जा चुके हैं।`,
    banks: 'बैंक स्टेटमेंट में इसे दिखने में आम तौर पर 5 से 7 कार्यदिवस लगते हैं।',
    notDelivered: 'डिलीवर नहीं हुआ',
    cameBack: 'आपका पार्सल डिलीवर हुए बिना हमारे पास लौट आया, इसलिए आपका ऑर्डर बंद कर दिया गया है।',
    nothingOwed: 'इसका भुगतान डिलीवरी पर होना था, इसलिए आपको कुछ नहीं देना है और कुछ भी नहीं काटा गया।',
    creditNoteAttached: (number) => `इसके टैक्स इनवॉइस को रद्द करने वाला क्रेडिट नोट ${number} संलग्न है।`,
    orderAgain: 'अगर आपको यह गहना अब भी चाहिए, तो आप इसे फिर से ऑर्डर कर सकते हैं।',
  },
};

function orderMail(
  order: MailedOrder,
  subjectEnd: string,
  heading: string,
  paragraphs: string[],
): MailMessage {
  const words = ENDING_WORDS[order.language ?? 'en'];
  const subject = words.subject(orderReference(order.id), subjectEnd);
  return customerOrderMail({ order, subject, heading, paragraphs, language: order.language });
}

/** What a customer's cancellation refunds: all that was left of what they paid. */
function customerRefundSentence(words: EndingWords, { refundPaise, paidPaise }: Refunded) {
  if (refundPaise === paidPaise) return words.refundAll;
  if (refundPaise === 0) return words.refundedAlready(formatPaise(paidPaise));
  return words.refundPart(
    formatPaise(refundPaise),
    formatPaise(paidPaise),
    formatPaise(paidPaise - refundPaise),
  );
}

export function cancellationMail(
  order: MailedOrder & {
    paid: boolean;
    /** Cancelled by the customer: what that refunds of what they paid. */
    byCustomer?: Refunded;
  },
): MailMessage {
  const words = ENDING_WORDS[order.language ?? 'en'];
  return orderMail(order, words.cancelled.toLowerCase(), words.cancelled, [
    order.byCustomer ? words.cancelledAsAsked : words.cancelledByShop,
    order.byCustomer && order.paid
      ? customerRefundSentence(words, order.byCustomer)
      : order.paid
        ? words.willRefund
        : words.neverPaid,
  ]);
}

/**
 * A processed refund: how much, how much of the payment that makes, and the refund voucher or
 * credit note it issued, attached (or named, when it could not be drawn); a refund that
 * issued none says why (in English: the documents' names are the law's).
 */
export function refundMail(
  order: MailedOrder & {
    amountPaise: number;
    refundedPaise: number;
    paidPaise: number;
    /** Paid back by the shop's own bank transfer or UPI payment (an order paid on delivery), not to a card. */
    byTransfer?: boolean;
    document:
      | { kind: DocumentKind; number: string; file?: { fileName: string; pdf: Buffer } | undefined }
      | undefined;
  },
): MailMessage {
  const words = ENDING_WORDS[order.language ?? 'en'];
  const whole = order.refundedPaise >= order.paidPaise;
  const { document } = order;
  const mail = orderMail(
    order,
    words.refundOf(formatPaise(order.amountPaise)),
    whole ? words.refunded : words.refundProcessed,
    [
      order.byTransfer
        ? words.refundedByTransfer(formatPaise(order.amountPaise))
        : words.refundedTo(formatPaise(order.amountPaise)),
      whole
        ? words.allRefunded(formatPaise(order.paidPaise))
        : words.soFar(formatPaise(order.refundedPaise), formatPaise(order.paidPaise)),
      ...(order.byTransfer ? [] : [words.banks]),
      !document
        ? DOCUMENT_TEXTS.noRefundDocument
        : document.file
          ? DOCUMENT_TEXTS.refundDocumentAttached(document.kind, document.number)
          : DOCUMENT_TEXTS.refundDocumentOnOrderPage(document.kind, document.number),
    ],
  );
  const file = document?.file;
  return file
    ? {
        ...mail,
        attachments: [{ filename: file.fileName, content: file.pdf, contentType: 'application/pdf' }],
      }
    : mail;
}

/**
 * A parcel paid on delivery came back undelivered: the order is closed, nothing is owed, and the
 * credit note that cancels its invoice is attached (or named, when it could not be drawn).
 */
export function notDeliveredMail(
  order: MailedOrder & { creditNote: { number: string; fileName: string; pdf: Buffer } | undefined },
): MailMessage {
  const words = ENDING_WORDS[order.language ?? 'en'];
  const { creditNote } = order;
  const mail = orderMail(order, words.notDelivered.toLowerCase(), words.notDelivered, [
    words.cameBack,
    words.nothingOwed,
    ...(creditNote ? [words.creditNoteAttached(creditNote.number)] : []),
    words.orderAgain,
  ]);
  return creditNote
    ? {
        ...mail,
        attachments: [
          { filename: creditNote.fileName, content: creditNote.pdf, contentType: 'application/pdf' },
        ],
      }
    : mail;
}
