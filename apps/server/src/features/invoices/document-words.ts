/**
 * The labels a receipt voucher, a tax invoice, a refund voucher and a credit note print in the
 * buyer's language beside the English ones (the order's language, kept in the document's
 * content when it was issued; a note takes the language of the document it answers): the
 * English stays, as the law's forms and the accountant read it, and the figures are the same.
 */
import type { Language } from '@shop/shared/languages';

export const DOCUMENT_LABELS = [
  'Receipt Voucher',
  'Tax Invoice',
  'Receipt voucher number',
  'Invoice number',
  'Date',
  'Received from (buyer)',
  'Buyer (billed and shipped to)',
  'Payment received in advance for',
  'Taxable value',
  'Round off',
  'Amount received',
  'Total',
  'The tax invoice for these pieces is issued when the order ships.',
  'Credit Note',
  'Refund Voucher',
  'Credit note number',
  'Refund voucher number',
  'Refunded to (buyer)',
  'Refund',
  'Reason',
  'Of the payment received in advance for',
  'Total refunded',
  'Not delivered',
  'Total credited',
] as const;
export type DocumentLabel = (typeof DOCUMENT_LABELS)[number];

const IN_LANGUAGE: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<DocumentLabel, string>>>> = {
  ta: {
    'Receipt Voucher': 'ரசீது',
    'Tax Invoice': 'வரி விலைப்பட்டியல்',
    'Receipt voucher number': 'ரசீது எண்',
    'Invoice number': 'விலைப்பட்டியல் எண்',
    Date: 'தேதி',
    'Received from (buyer)': 'பெற்றது (வாங்குபவர்)',
    'Buyer (billed and shipped to)': 'வாங்குபவர் (பில் மற்றும் அனுப்பும் முகவரி)',
    'Payment received in advance for': 'முன்பணமாகப் பெற்றது',
    'Taxable value': 'வரிக்குட்பட்ட மதிப்பு',
    'Round off': 'முழுமையாக்கல்',
    'Amount received': 'பெற்ற தொகை',
    Total: 'மொத்தம்',
    'The tax invoice for these pieces is issued when the order ships.':
      'இந்த நகைகளுக்கான வரி விலைப்பட்டியல் ஆர்டர் அனுப்பப்படும்போது வழங்கப்படும்.',
    'Credit Note': 'கடன் குறிப்பு',
    'Refund Voucher': 'பணத்திருப்பச் சீட்டு',
    'Credit note number': 'கடன் குறிப்பு எண்',
    'Refund voucher number': 'பணத்திருப்பச் சீட்டு எண்',
    'Refunded to (buyer)': 'திருப்பிச் செலுத்தப்பட்டது (வாங்குபவருக்கு)',
    Refund: 'பணத்திருப்பம்',
    Reason: 'காரணம்',
    'Of the payment received in advance for': 'இவற்றுக்காக முன்பணமாகப் பெற்றதிலிருந்து',
    'Total refunded': 'திருப்பிச் செலுத்திய மொத்தத் தொகை',
    'Not delivered': 'டெலிவரி ஆகவில்லை',
    'Total credited': 'வரவு வைக்கப்பட்ட மொத்தத் தொகை',
  },
  hi: {
    'Receipt Voucher': 'रसीद',
    'Tax Invoice': 'टैक्स इनवॉइस',
    'Receipt voucher number': 'रसीद संख्या',
    'Invoice number': 'इनवॉइस संख्या',
    Date: 'तारीख',
    'Received from (buyer)': 'प्राप्त किया (खरीदार से)',
    'Buyer (billed and shipped to)': 'खरीदार (बिल और डिलीवरी का पता)',
    'Payment received in advance for': 'अग्रिम भुगतान प्राप्त',
    'Taxable value': 'कर योग्य मूल्य',
    'Round off': 'राउंड ऑफ़',
    'Amount received': 'प्राप्त राशि',
    Total: 'कुल',
    'The tax invoice for these pieces is issued when the order ships.':
      'इन गहनों का टैक्स इनवॉइस ऑर्डर भेजे जाने पर जारी होगा।',
    'Credit Note': 'क्रेडिट नोट',
    'Refund Voucher': 'रिफ़ंड वाउचर',
    'Credit note number': 'क्रेडिट नोट संख्या',
    'Refund voucher number': 'रिफ़ंड वाउचर संख्या',
    'Refunded to (buyer)': 'रिफ़ंड किया गया (खरीदार को)',
    Refund: 'रिफ़ंड',
    Reason: 'कारण',
    'Of the payment received in advance for': 'इनके लिए प्राप्त अग्रिम भुगतान में से',
    'Total refunded': 'कुल रिफ़ंड राशि',
    'Not delivered': 'डिलीवर नहीं हुआ',
    'Total credited': 'कुल क्रेडिट राशि',
  },
};

/** The label in the buyer's language alone; nothing for English. */
export function inLanguage(label: DocumentLabel, language: Language | undefined): string | undefined {
  return language === undefined || language === 'en' ? undefined : IN_LANGUAGE[language][label];
}

/** The English label, with the buyer's language's beside it when the document was issued in one. */
export function labelled(label: DocumentLabel, language: Language | undefined): string {
  const words = inLanguage(label, language);
  return words === undefined ? label : `${label} / ${words}`;
}

/**
 * Which document a note answers, in the buyer's language, under the English 'Against tax
 * invoice …' and 'of 1 Apr 2026'; nothing for English.
 */
export function againstInLanguage(
  document: 'tax invoice' | 'receipt voucher',
  number: string,
  date: string,
  language: Language | undefined,
): string | undefined {
  if (language === undefined || language === 'en') return undefined;
  const label = IN_LANGUAGE[language][document === 'tax invoice' ? 'Tax Invoice' : 'Receipt Voucher'];
  // The number starts a line of its own, so it is never broken across two.
  return language === 'ta'
    ? `${date} அன்று வழங்கிய ${label}\n${number} தொடர்பானது`
    : `${date} को जारी ${label}\n${number} के संबंध में`;
}
