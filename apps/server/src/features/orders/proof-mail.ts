/**
 * The mails of proofs (proofs.ts): to the customer when a proof is ready for them to decide on
 * (and once more when it has waited three days), and to the shop when a customer asks for a
 * change. They are sent after the transaction that made them true has committed.
 */
import { orderReference } from '@shop/shared/checkout';
import { orderPagePath } from '@shop/shared/pages';
import { PROOF_ANCHOR } from '@shop/shared/proofs';
import type { Language } from '@shop/shared/languages';
import { SHOP_NAME } from '@shop/shared/shop';
import { customerOrderMail, mailDocument } from '../../plugins/mail-layout.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { escapeMarkup } from '../../plugins/markup.ts';

interface ProofMailOrder {
  id: string;
  customer: { name: string; email: string };
  /** The language the order was bought in: the customer's mails are in it. */
  language?: Language;
}

interface ProofWords {
  subject: (reference: string, reminder: boolean) => string;
  heading: (reminder: boolean) => string;
  ready: (version: number, name: string) => string;
  waiting: (version: number, name: string) => string;
  onlyOnceApproved: (reference: string, linked: boolean) => string;
  seeProof: string;
}

const PROOF_WORDS: Readonly<Record<Language, ProofWords>> = {
  en: {
    subject: (reference, reminder) =>
      reminder
        ? `Your ${SHOP_NAME} order ${reference}: your proof is still waiting for you`
        : `Your ${SHOP_NAME} order ${reference}: please approve the proof of your piece`,
    heading: (reminder) => (reminder ? 'Your proof is waiting' : 'Your proof is ready'),
    ready: (version, name) =>
      `Proof ${version} of your ${name} is ready: it shows your personalisation as we will make it.`,
    waiting: (version, name) =>
      `Proof ${version} of your ${name} has been waiting for your decision for a few days.`,
    onlyOnceApproved: (reference, linked) =>
      'A personalised piece cannot be returned, so we make it only once you have approved the proof. Please approve it or ask for a change on your order’s page' +
      (linked ? ':' : `, under My orders in your account (order ${reference}).`),
    seeProof: 'See the proof',
  },
  ta: {
    subject: (reference, reminder) =>
      reminder
        ? `உங்கள் ${SHOP_NAME} ஆர்டர் ${reference}: உங்கள் மாதிரி இன்னும் காத்திருக்கிறது`
        : `உங்கள் ${SHOP_NAME} ஆர்டர் ${reference}: உங்கள் நகையின் மாதிரியை ஒப்புதல் செய்யுங்கள்`,
    heading: (reminder) => (reminder ? 'உங்கள் மாதிரி காத்திருக்கிறது' : 'உங்கள் மாதிரி தயார்'),
    ready: (version, name) =>
      `உங்கள் ${name} நகையின் மாதிரி ${version} தயார்: நாங்கள் செய்யப்போகும் வடிவில் உங்கள் தனிப்பயனாக்கத்தை அது காட்டுகிறது.`,
    waiting: (version, name) =>
      `உங்கள் ${name} நகையின் மாதிரி ${version} சில நாட்களாக உங்கள் முடிவுக்குக் காத்திருக்கிறது.`,
    onlyOnceApproved: (reference, linked) =>
      'தனிப்பயனாக்கிய நகையைத் திருப்பித் தர முடியாது; எனவே நீங்கள் மாதிரியை ஒப்புக்கொண்ட பிறகே அதைச் செய்வோம். உங்கள் ஆர்டர் பக்கத்தில் ஒப்புதல் தாருங்கள் அல்லது மாற்றம் கேளுங்கள்' +
      (linked ? ':' : ` (உங்கள் கணக்கில் My orders, ஆர்டர் ${reference}).`),
    seeProof: 'மாதிரியைப் பாருங்கள்',
  },
  hi: {
    subject: (reference, reminder) =>
      reminder
        ? `आपका ${SHOP_NAME} ऑर्डर ${reference}: आपका प्रूफ़ अब भी आपका इंतज़ार कर रहा है`
        : `आपका ${SHOP_NAME} ऑर्डर ${reference}: कृपया अपने गहने का प्रूफ़ मंज़ूर करें`,
    heading: (reminder) => (reminder ? 'आपका प्रूफ़ इंतज़ार में है' : 'आपका प्रूफ़ तैयार है'),
    ready: (version, name) =>
      `आपके ${name} का प्रूफ़ ${version} तैयार है: इसमें आपका पर्सनलाइज़ेशन वैसा ही दिखता है जैसा हम बनाएँगे।`,
    waiting: (version, name) => `आपके ${name} का प्रूफ़ ${version} कुछ दिनों से आपके फ़ैसले का इंतज़ार कर रहा है।`,
    onlyOnceApproved: (reference, linked) =>
      'पर्सनलाइज़ किया गया गहना वापस नहीं होता, इसलिए हम उसे आपके प्रूफ़ मंज़ूर करने के बाद ही बनाते हैं। कृपया अपने ऑर्डर के पेज पर उसे मंज़ूर करें या बदलाव माँगें' +
      (linked ? ':' : ` (आपके खाते में My orders, ऑर्डर ${reference})।`),
    seeProof: 'प्रूफ़ देखें',
  },
};

const PARAGRAPH = 'margin:0 0 12px;';

export function proofReadyMail(
  order: ProofMailOrder,
  proof: { position: number; name: string; version: number; reminder: boolean },
  origin: string | undefined,
): MailMessage {
  const reference = orderReference(order.id);
  // Without an origin to trust, the mail names the page instead of linking to it.
  // To the proof itself, which the page puts first while it waits for the customer.
  const link = origin ? new URL(`${orderPagePath(order.id)}#${PROOF_ANCHOR}`, origin).toString() : undefined;
  const words = PROOF_WORDS[order.language ?? 'en'];
  return customerOrderMail({
    order,
    subject: words.subject(reference, proof.reminder),
    heading: words.heading(proof.reminder),
    paragraphs: [
      proof.reminder ? words.waiting(proof.version, proof.name) : words.ready(proof.version, proof.name),
      words.onlyOnceApproved(reference, link !== undefined),
    ],
    link: link ? { url: link, label: words.seeProof } : undefined,
    language: order.language,
  });
}

export function changeAskedMail(
  order: ProofMailOrder,
  proof: { position: number; name: string; version: number; comment: string },
  shopEmail: string,
  origin: string | undefined,
): MailMessage {
  const reference = orderReference(order.id);
  const link = origin ? new URL(`/admin/orders/${order.id}`, origin).toString() : `Order ${reference}`;
  const subject = `Order ${reference}: change asked to proof ${proof.version} of line ${proof.position + 1}`;
  const lines = [
    `${order.customer.name} asked for a change to proof ${proof.version} of line ${proof.position + 1}, ${proof.name}:`,
    '',
    proof.comment,
    '',
    link,
  ];
  return {
    to: shopEmail,
    ...(order.customer.email ? { replyTo: order.customer.email } : {}),
    subject,
    text: lines.join('\n'),
    html: mailDocument({
      subject,
      heading: 'Change asked to a proof',
      content: `<p style="${PARAGRAPH}">${escapeMarkup(lines[0] ?? '')}</p><blockquote style="${PARAGRAPH}">${escapeMarkup(proof.comment)}</blockquote><p style="margin:0;">${
        origin
          ? `<a href="${escapeMarkup(link)}" style="color:#7a4b1e;">Open the order</a>`
          : escapeMarkup(link)
      }</p>`,
    }),
  };
}
