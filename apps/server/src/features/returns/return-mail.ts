/**
 * The mails a customer gets as their return goes along: asked for, approved or declined,
 * picked up, received. The refund's own mail (the orders feature's) follows when the provider
 * has made it; a return with nothing to refund gets a mail that closes it instead. Each is
 * written in the language the order was bought in; the pieces keep the names the order recorded.
 */
import { orderReference } from '@shop/shared/checkout';
import type { Language } from '@shop/shared/languages';
import { formatPaise } from '@shop/shared/money';
import {
  RETURN_STATUS_NAMES,
  RETURN_TEXTS,
  type CouponWithdrawalAnswer,
  type OrderReturn,
  type ReturnStatus,
} from '@shop/shared/returns';
import { SHOP_NAME } from '@shop/shared/shop';
import { customerOrderMail } from '../../plugins/mail-layout.ts';
import type { MailMessage } from '../../plugins/mail.ts';

/** A step's name, and 'closed' for a return closed with nothing to refund. */
type MailedStep = Exclude<ReturnStatus, 'refunded'> | 'closed';

interface ReturnWords {
  subject: (reference: string, step: string) => string;
  /** The subject's end, and the heading. */
  step: Readonly<Record<MailedStep, { subject: string; heading: string }>>;
  requested: (pieces: string) => string;
  willLook: string;
  approved: (pieces: string) => string;
  courierComes: string;
  declined: (pieces: string) => string;
  pickedUp: string;
  courier: string;
  trackingNumber: string;
  received: string;
  willRefund: (amount: string) => string;
  closed: (pieces: string) => string;
  nothingToRefund: string;
  /** Returning `pieces` takes the order below its coupon's minimum. */
  belowMinimum: (withdrawal: CouponWithdrawalAnswer, pieces: number) => string;
  closedWithNothing: (withdrawal: CouponWithdrawalAnswer) => string;
}

const englishStep = (step: MailedStep) => {
  const name = step === 'closed' ? 'closed' : RETURN_STATUS_NAMES[step].toLowerCase();
  return { subject: `return ${name}`, heading: `Return ${name}` };
};

/** Whether the discount taken back is as much as the returned pieces cost, or more. */
const asMuch = (withdrawal: CouponWithdrawalAnswer) => withdrawal.discountPaise === withdrawal.returnedPaise;

/** The mails in the language the order was bought in (its `language`). */
const RETURN_WORDS: Readonly<Record<Language, ReturnWords>> = {
  en: {
    subject: (reference, step) => `Your ${SHOP_NAME} order ${reference}: ${step}`,
    step: {
      requested: englishStep('requested'),
      approved: englishStep('approved'),
      declined: englishStep('declined'),
      picked_up: englishStep('picked_up'),
      received: englishStep('received'),
      closed: englishStep('closed'),
    },
    requested: (pieces) => `We have your request to return ${pieces}.`,
    willLook: 'We will look at it and write to you once it is approved, usually within two working days.',
    approved: (pieces) => `Your return of ${pieces} is approved.`,
    courierComes: 'A courier will come to pick the pieces up; please keep them packed as they came.',
    declined: (pieces) => `We cannot accept your return of ${pieces}.`,
    pickedUp: 'The courier has picked up your return.',
    courier: 'Courier',
    trackingNumber: 'Tracking number',
    received: 'We have received your return and checked the pieces.',
    willRefund: (amount) =>
      `We will refund ${amount} to the card or account you paid with, and write to you when the refund has been made.`,
    closed: (pieces) => `We have closed your return of ${pieces}.`,
    nothingToRefund: 'There is nothing to refund for it.',
    belowMinimum: RETURN_TEXTS.belowMinimum,
    closedWithNothing: RETURN_TEXTS.closedWithNothing,
  },
  ta: {
    subject: (reference, step) => `உங்கள் ${SHOP_NAME} ஆர்டர் ${reference}: ${step}`,
    step: {
      requested: {
        subject: 'திருப்பி அனுப்பும் கோரிக்கை கிடைத்தது',
        heading: 'திருப்பி அனுப்பும் கோரிக்கை கிடைத்தது',
      },
      approved: { subject: 'திருப்பி அனுப்புவது ஏற்கப்பட்டது', heading: 'திருப்பி அனுப்புவது ஏற்கப்பட்டது' },
      declined: {
        subject: 'திருப்பி அனுப்புவது ஏற்கப்படவில்லை',
        heading: 'திருப்பி அனுப்புவது ஏற்கப்படவில்லை',
      },
      picked_up: {
        subject: 'கூரியர் நகைகளை எடுத்துச் சென்றார்',
        heading: 'கூரியர் நகைகளை எடுத்துச் சென்றார்',
      },
      received: {
        subject: 'திருப்பி அனுப்பியவை கிடைத்து, சரிபார்க்கப்பட்டன',
        heading: 'திருப்பி அனுப்பியவை கிடைத்தன',
      },
      closed: { subject: 'திருப்பி அனுப்புவது முடிந்தது', heading: 'திருப்பி அனுப்புவது முடிந்தது' },
    },
    requested: (pieces) => `${pieces} ஐத் திருப்பி அனுப்ப நீங்கள் கேட்டது எங்களுக்குக் கிடைத்தது.`,
    willLook: 'அதைப் பார்த்து, ஏற்றுக்கொண்டதும் உங்களுக்கு எழுதுகிறோம்; பொதுவாக இரண்டு வேலை நாட்களுக்குள்.',
    approved: (pieces) => `${pieces} ஐ நீங்கள் திருப்பி அனுப்புவதை ஏற்றுக்கொண்டோம்.`,
    courierComes: 'நகைகளைப் பெற்றுச் செல்ல ஒரு கூரியர் வருவார்; அவை வந்தபடியே பொதிந்து வைத்திருங்கள்.',
    declined: (pieces) => `${pieces} ஐ நீங்கள் திருப்பி அனுப்புவதை எங்களால் ஏற்க இயலவில்லை.`,
    pickedUp: 'நீங்கள் திருப்பி அனுப்பும் நகைகளைக் கூரியர் எடுத்துச் சென்றுவிட்டார்.',
    courier: 'கூரியர்',
    trackingNumber: 'டிராக்கிங் எண்',
    received: 'நீங்கள் திருப்பி அனுப்பிய நகைகள் எங்களுக்குக் கிடைத்தன; அவற்றைச் சரிபார்த்துவிட்டோம்.',
    willRefund: (amount) =>
      `${amount} ஐ நீங்கள் செலுத்திய கார்டு அல்லது கணக்கிற்குத் திருப்பித் தருவோம்; பணம் திரும்பியதும் உங்களுக்கு எழுதுகிறோம்.`,
    closed: (pieces) => `${pieces} ஐத் திருப்பி அனுப்பியதை முடித்து வைத்தோம்.`,
    nothingToRefund: 'இதற்குத் திருப்பித் தர வேண்டிய தொகை எதுவும் இல்லை.',
    belowMinimum: (withdrawal, pieces) => {
      const these = pieces === 1 ? 'இந்த நகையை' : 'இந்த நகைகளை';
      const opening = `${these}த் திருப்பி அனுப்பினால், உங்கள் ஆர்டர் ${withdrawal.code} குறியீட்டின் குறைந்தபட்சத் தொகையான ${formatPaise(withdrawal.minOrderPaise)} க்குக் கீழே போகிறது: நீங்கள் வைத்துக்கொள்ளும் நகைகளுக்குக் கிடைத்த ${formatPaise(withdrawal.discountPaise)} தள்ளுபடி`;
      if (withdrawal.discountPaise < withdrawal.returnedPaise) {
        return `${opening} திருப்பித் தரும் தொகையிலிருந்து கழிக்கப்படும்.`;
      }
      const returned = pieces === 1 ? 'நகைக்கு' : 'நகைகளுக்கு';
      const them = pieces === 1 ? 'அதைத்' : 'அவற்றைத்';
      return `${opening}, நீங்கள் திருப்பி அனுப்பும் ${returned}ச் செலுத்திய ${formatPaise(withdrawal.returnedPaise)} க்கு${asMuch(withdrawal) ? 'ச் சமம்' : ' மேல்'}; எனவே எதுவும் திருப்பித் தரப்படாது. இருந்தாலும் ${them} திருப்பி அனுப்பலாம்.`;
    },
    closedWithNothing: (withdrawal) =>
      `எதுவும் திருப்பித் தரப்படவில்லை: நீங்கள் வைத்துக்கொண்ட நகைகள் ${withdrawal.code} குறியீட்டின் குறைந்தபட்சத் தொகையான ${formatPaise(withdrawal.minOrderPaise)} ஐ இனி எட்டாததால், அவற்றின் ${formatPaise(withdrawal.discountPaise)} தள்ளுபடி, நீங்கள் திருப்பி அனுப்பிய நகைகளுக்குச் செலுத்திய ${formatPaise(withdrawal.returnedPaise)} க்கு${asMuch(withdrawal) ? 'ச் சமம்' : ' மேல்'}.`,
  },
  hi: {
    subject: (reference, step) => `आपका ${SHOP_NAME} ऑर्डर ${reference}: ${step}`,
    step: {
      requested: { subject: 'वापसी का अनुरोध मिला', heading: 'वापसी का अनुरोध मिला' },
      approved: { subject: 'वापसी मंज़ूर', heading: 'वापसी मंज़ूर' },
      declined: { subject: 'वापसी स्वीकार नहीं हुई', heading: 'वापसी स्वीकार नहीं हुई' },
      picked_up: { subject: 'कूरियर ने गहने ले लिए', heading: 'कूरियर ने गहने ले लिए' },
      received: { subject: 'वापसी मिली और जाँची गई', heading: 'वापसी मिली और जाँची गई' },
      closed: { subject: 'वापसी पूरी हुई', heading: 'वापसी पूरी हुई' },
    },
    requested: (pieces) => `हमें ${pieces} वापस करने का आपका अनुरोध मिल गया है।`,
    willLook: 'हम इसे देखेंगे और मंज़ूर होते ही आपको लिखेंगे, आम तौर पर दो कार्यदिवसों के भीतर।',
    approved: (pieces) => `${pieces} की आपकी वापसी मंज़ूर हो गई है।`,
    courierComes: 'गहने लेने के लिए एक कूरियर आएगा; कृपया उन्हें वैसे ही पैक रखें जैसे वे आए थे।',
    declined: (pieces) => `माफ़ कीजिए, हम ${pieces} की आपकी वापसी स्वीकार नहीं कर सकते।`,
    pickedUp: 'कूरियर ने आपके लौटाए गहने ले लिए हैं।',
    courier: 'कूरियर',
    trackingNumber: 'ट्रैकिंग नंबर',
    received: 'आपके लौटाए गहने हमें मिल गए हैं और हमने उनकी जाँच कर ली है।',
    willRefund: (amount) =>
      `हम ${amount} उसी कार्ड या खाते में लौटाएँगे जिससे आपने भुगतान किया था, और रिफ़ंड होने पर आपको लिखेंगे।`,
    closed: (pieces) => `${pieces} की आपकी वापसी हमने पूरी कर दी है।`,
    nothingToRefund: 'इसके लिए लौटाने को कोई राशि नहीं है।',
    belowMinimum: (withdrawal, pieces) => {
      const these = pieces === 1 ? 'इस गहने' : 'इन गहनों';
      const opening = `${these} को वापस करने से आपका ऑर्डर कोड ${withdrawal.code} की ${formatPaise(withdrawal.minOrderPaise)} की न्यूनतम राशि से नीचे चला जाता है: आपके रखे गहनों पर मिली ${formatPaise(withdrawal.discountPaise)} की छूट`;
      if (withdrawal.discountPaise < withdrawal.returnedPaise) return `${opening} रिफ़ंड में से काट ली जाएगी।`;
      const returned = pieces === 1 ? 'लौटाए जा रहे गहने' : 'लौटाए जा रहे गहनों';
      const them = pieces === 1 ? 'इसे' : 'इन्हें';
      return `${opening} ${returned} के लिए चुकाए ${formatPaise(withdrawal.returnedPaise)} के ${asMuch(withdrawal) ? 'बराबर' : 'से ज़्यादा'} है, इसलिए कुछ भी रिफ़ंड नहीं होगा। फिर भी आप ${them} वापस भेज सकते हैं।`;
    },
    closedWithNothing: (withdrawal) =>
      `कुछ भी रिफ़ंड नहीं हुआ: आपके रखे गहने अब कोड ${withdrawal.code} की ${formatPaise(withdrawal.minOrderPaise)} की न्यूनतम राशि तक नहीं पहुँचते, और उन पर मिली ${formatPaise(withdrawal.discountPaise)} की छूट लौटाए गए गहनों के लिए चुकाए ${formatPaise(withdrawal.returnedPaise)} के ${asMuch(withdrawal) ? 'बराबर' : 'से ज़्यादा'} है।`,
  },
};

function whatHappens(words: ReturnWords, step: ReturnStatus, ret: OrderReturn): string[] {
  const pieces = ret.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ');
  const count = ret.lines.reduce((sum, line) => sum + line.quantity, 0);
  // The pieces kept lose the coupon's discount: said whenever the refund is spoken of.
  const withdrawal = ret.couponWithdrawal ? words.belowMinimum(ret.couponWithdrawal, count) : '';
  switch (step) {
    case 'requested':
      return [words.requested(pieces), withdrawal, words.willLook];
    case 'approved':
      return [words.approved(pieces), words.courierComes];
    case 'declined':
      return [words.declined(pieces), ret.declineReason ?? ''];
    case 'picked_up':
      return [
        words.pickedUp,
        ...(ret.pickup
          ? [
              `${words.courier}: ${ret.pickup.courier}`,
              `${words.trackingNumber}: ${ret.pickup.trackingNumber}`,
            ]
          : []),
      ];
    case 'received':
      return [
        words.received,
        ret.amountPaise === 0 ? '' : words.willRefund(formatPaise(ret.amountPaise)),
        withdrawal,
      ];
    case 'refunded':
      // Sent only for a return with nothing to refund; a refund has its own mail when made.
      return [
        words.closed(pieces),
        ret.couponWithdrawal ? words.closedWithNothing(ret.couponWithdrawal) : words.nothingToRefund,
      ];
  }
}

export function returnStepMail(
  order: {
    id: string;
    customer: { name: string; email: string };
    /** The language the order was bought in; English unless said. */
    language?: Language;
  },
  step: ReturnStatus,
  ret: OrderReturn,
): MailMessage {
  const { language = 'en' } = order;
  const words = RETURN_WORDS[language];
  const named = words.step[step === 'refunded' ? 'closed' : step];
  return customerOrderMail({
    order,
    subject: words.subject(orderReference(order.id), named.subject),
    heading: named.heading,
    paragraphs: whatHappens(words, step, ret).filter(Boolean),
    language,
  });
}
