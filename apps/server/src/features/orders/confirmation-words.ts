/**
 * The order confirmation's words in the customer's language (the order's `language`, the pages
 * they bought on). English is the shop's own text, as every other mail has it; Tamil and Hindi
 * say the same for a reader of those languages. The copy to the shop stays in English.
 */
import { CASH_ON_DELIVERY_TEXTS } from '@shop/shared/cash-on-delivery';
import { COUPON_TEXTS } from '@shop/shared/coupons';
import { formatPaise, type Paise } from '@shop/shared/money';
import { GIFT_TEXTS } from '@shop/shared/gift-texts';
import type { Language } from '@shop/shared/languages';
import { PERSONALISATION_TEXTS } from '@shop/shared/personalisation';
import { SHOP_NAME } from '@shop/shared/shop';

export interface ConfirmationWords {
  subject: (reference: string) => string;
  hello: (name: string) => string;
  thanks: string;
  receiptAttached: string;
  order: string;
  payment: string;
  size: (size: string) => string;
  subtotal: string;
  shipping: string;
  discount: (code: string) => string;
  totalPaid: (currency: string) => string;
  /** An order paid on delivery: it was confirmed, not paid, and what the courier collects. */
  onDelivery: {
    thanks: string;
    payOnDelivery: (totalPaise: Paise) => string;
    fee: string;
    totalDue: (currency: string) => string;
    payment: string;
  };
  shippingTo: string;
  shippingAddress: string;
  extraDays: string;
  gift: { heading: string; wrapped: string; notWrapped: string; messageHeading: string; noMessage: string };
  engraving: (text: string) => string;
  font: (font: string, size: number) => string;
  fingerprint: string;
  customImage: string;
  pdfDesign: string;
  text: (text: string) => string;
  withPdf: string;
  withPicture: string;
  secondPicture: (name: string) => string;
}

const ENGLISH: ConfirmationWords = {
  subject: (reference) => `Your ${SHOP_NAME} order ${reference} is confirmed`,
  hello: (name) => `Hello ${name},`,
  thanks: 'Thank you for your order. Your payment has been received and we have started on your pieces.',
  receiptAttached:
    'The receipt for your payment is attached. Your tax invoice follows when your order ships.',
  order: 'Order',
  payment: 'Payment',
  size: (size) => `Size ${size}`,
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  discount: COUPON_TEXTS.discountLine,
  totalPaid: (currency) => `Total paid (${currency})`,
  onDelivery: {
    thanks: 'Thank you for confirming your order. We have started on your pieces.',
    payOnDelivery: (totalPaise) =>
      `Please pay ${formatPaise(totalPaise)} when it arrives, in cash or by UPI.`,
    fee: CASH_ON_DELIVERY_TEXTS.fee,
    totalDue: (currency) => `To pay on delivery (${currency})`,
    payment: CASH_ON_DELIVERY_TEXTS.option,
  },
  shippingTo: 'Shipping to:',
  shippingAddress: 'Shipping address',
  extraDays: PERSONALISATION_TEXTS.extraDays,
  gift: GIFT_TEXTS,
  engraving: (text) => `Engraving: "${text}"`,
  font: (font, size) => `Font: ${font}, size ${size}`,
  fingerprint: 'Fingerprint',
  customImage: 'Custom image',
  pdfDesign: 'Design (PDF)',
  text: (text) => `Text: "${text}"`,
  withPdf: 'With a PDF design',
  withPicture: 'With a picture',
  secondPicture: (name) => `And a second picture, ${name}`,
};

const TAMIL: ConfirmationWords = {
  subject: (reference) => `உங்கள் ${SHOP_NAME} ஆர்டர் ${reference} உறுதியானது`,
  hello: (name) => `வணக்கம் ${name},`,
  thanks: 'உங்கள் ஆர்டருக்கு நன்றி. உங்கள் கட்டணம் கிடைத்துவிட்டது; உங்கள் நகைகளைச் செய்யத் தொடங்கிவிட்டோம்.',
  receiptAttached: 'உங்கள் கட்டணத்தின் ரசீது இணைக்கப்பட்டுள்ளது. ஆர்டர் அனுப்பப்படும்போது வரி விலைப்பட்டியல் வரும்.',
  order: 'ஆர்டர்',
  payment: 'கட்டணம்',
  size: (size) => `அளவு ${size}`,
  subtotal: 'துணைத் தொகை',
  shipping: 'டெலிவரி',
  discount: (code) => `தள்ளுபடி (${code})`,
  totalPaid: (currency) => `செலுத்திய மொத்தம் (${currency})`,
  onDelivery: {
    thanks: 'உங்கள் ஆர்டரை உறுதிசெய்ததற்கு நன்றி. உங்கள் நகைகளைச் செய்யத் தொடங்கிவிட்டோம்.',
    payOnDelivery: (totalPaise) => `பார்சல் வரும்போது ${formatPaise(totalPaise)} செலுத்துங்கள்.`,
    fee: 'டெலிவரியின்போது பணம் செலுத்தும் கட்டணம்',
    totalDue: (currency) => `டெலிவரியின்போது செலுத்த வேண்டியது (${currency})`,
    payment: 'டெலிவரியின்போது பணம்',
  },
  shippingTo: 'அனுப்பும் முகவரி:',
  shippingAddress: 'அனுப்பும் முகவரி',
  extraDays: 'தனிப்பயனாக்கிய நகைகளுக்குக் கூடுதலாக 5 முதல் 7 வேலை நாட்கள் ஆகும்.',
  gift: {
    heading: 'பரிசு',
    wrapped: 'பரிசுப் பொதியுடன்',
    notWrapped: 'பரிசுப் பொதி இல்லாமல்',
    messageHeading: 'பரிசுச் செய்தி',
    noMessage: 'பரிசுச் செய்தி இல்லை',
  },
  engraving: (text) => `பொறிப்பு: "${text}"`,
  font: (font, size) => `எழுத்துரு: ${font}, அளவு ${size}`,
  fingerprint: 'விரல் ரேகை',
  customImage: 'உங்கள் படம்',
  pdfDesign: 'வடிவமைப்பு (PDF)',
  text: (text) => `எழுத்து: "${text}"`,
  withPdf: 'PDF வடிவமைப்புடன்',
  withPicture: 'படத்துடன்',
  secondPicture: (name) => `இரண்டாவது படம்: ${name}`,
};

const HINDI: ConfirmationWords = {
  subject: (reference) => `आपका ${SHOP_NAME} ऑर्डर ${reference} पक्का हो गया है`,
  hello: (name) => `नमस्ते ${name},`,
  thanks: 'आपके ऑर्डर के लिए धन्यवाद। आपका भुगतान मिल गया है और हमने आपके गहने बनाना शुरू कर दिया है।',
  receiptAttached: 'आपके भुगतान की रसीद साथ में है। ऑर्डर भेजे जाने पर टैक्स इनवॉइस आएगा।',
  order: 'ऑर्डर',
  payment: 'भुगतान',
  size: (size) => `साइज़ ${size}`,
  subtotal: 'उप-योग',
  shipping: 'डिलीवरी',
  discount: (code) => `छूट (${code})`,
  totalPaid: (currency) => `कुल भुगतान (${currency})`,
  onDelivery: {
    thanks: 'अपने ऑर्डर की पुष्टि के लिए धन्यवाद। हमने आपके गहने बनाना शुरू कर दिया है।',
    payOnDelivery: (totalPaise) => `पार्सल आने पर ${formatPaise(totalPaise)} चुकाइए।`,
    fee: 'कैश ऑन डिलीवरी शुल्क',
    totalDue: (currency) => `डिलीवरी पर चुकाने हैं (${currency})`,
    payment: 'डिलीवरी पर भुगतान',
  },
  shippingTo: 'भेजने का पता:',
  shippingAddress: 'भेजने का पता',
  extraDays: 'पर्सनलाइज़ किए गए गहनों में 5 से 7 कार्यदिवस और लगते हैं।',
  gift: {
    heading: 'तोहफ़ा',
    wrapped: 'गिफ़्ट रैप के साथ',
    notWrapped: 'बिना गिफ़्ट रैप',
    messageHeading: 'तोहफ़े का संदेश',
    noMessage: 'कोई संदेश नहीं',
  },
  engraving: (text) => `नक्काशी: "${text}"`,
  font: (font, size) => `फ़ॉन्ट: ${font}, साइज़ ${size}`,
  fingerprint: 'उंगली की छाप',
  customImage: 'आपकी तस्वीर',
  pdfDesign: 'डिज़ाइन (PDF)',
  text: (text) => `लिखावट: "${text}"`,
  withPdf: 'PDF डिज़ाइन के साथ',
  withPicture: 'तस्वीर के साथ',
  secondPicture: (name) => `और दूसरी तस्वीर, ${name}`,
};

export const CONFIRMATION_WORDS: Readonly<Record<Language, ConfirmationWords>> = {
  en: ENGLISH,
  ta: TAMIL,
  hi: HINDI,
};
