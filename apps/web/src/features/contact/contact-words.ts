/**
 * The contact page's words (`CONTACT_TEXTS`, `CONTACT_MESSAGES` in packages/shared/src/contact.ts,
 * also the server's, and the complaint section's heading of `COMPLAINT_TEXTS`) as the
 * storefront's messages, so a Tamil or Hindi contact page speaks its language. English keeps
 * the shared module's words: each message here is the same English text.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@shop/shared/contact';
import { SHOP_STORE } from '@shop/shared/shop-store';

export function contactWords(i18n: I18n) {
  return {
    /** The page's title, `Contact Us` in the shop's page list, as the page's head names it. */
    title: i18n._(msg({ message: 'Contact Us', context: 'the page’s title' })),
    heading: i18n._(msg`Get in touch`),
    intro: i18n._(msg`Ask us about a piece, a personalisation or an order, or visit the store.`),
    formHeading: i18n._(msg`Send us a message`),
    formNote: i18n._(msg`Only your e-mail is needed; a name, a phone number and a few words help us answer.`),
    complaintHeading: i18n._(msg`Raise a complaint`),
    complaintIntro: i18n._(
      msg`Something wrong with an order, a piece, a payment, a delivery or a refund? Tell us: your complaint is registered at once, with a ticket number we mail to you, and we resolve it within one month.`,
    ),
    nameLabel: i18n._(msg`Name`),
    emailLabel: i18n._(msg`Email`),
    phoneLabel: i18n._(msg`Phone`),
    messageLabel: i18n._(msg`Message`),
    send: i18n._(msg`Send Message`),
    sending: i18n._(msg`Sending...`),
    sent: i18n._(msg`Thank you for your message! We will get back to you soon.`),
    notOk: i18n._(msg`Something went wrong`),
    failed: i18n._(msg`Failed to submit form`),
    tooMany: i18n._(
      msg`Too many messages were sent from this network. Please wait a few minutes and try again.`,
    ),
    storeLocation: i18n._(msg`Store location`),
    timingsLabel: i18n._(msg`Timings`),
    /** The store's hours (`SHOP_STORE.timings`, as the footer says them too); other hours as written. */
    timings:
      SHOP_STORE.timings === 'All days 10:00 am to 9:30 pm'
        ? i18n._(msg`All days 10:00 am to 9:30 pm`)
        : SHOP_STORE.timings,
    addressLabel: i18n._(msg`Address`),
    emailLinkLabel: i18n._(msg`E-mail`),
    mapTitle: i18n._(msg`Map of the store`),
    openInMaps: i18n._(msg`Open in Maps`),
    genuineSilver: i18n._(msg`All items are genuine silver with resale value all over India.`),
    ringSizeHeading: i18n._(msg`Find your ring size`),
    ringSizeText: i18n._(
      msg`A ring-sizer app on your phone measures a ring you already wear, or your finger.`,
    ),
    ringSizeLink: i18n._(msg`Get a ring-size app`),
    ringSizeGuideLink: i18n._(msg`Or measure with our ring size guide`),
  };
}

/** What the contact form's shared rules say of a wrong value, in the page's language; any other as it is. */
export function contactFieldMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const { name, phone, message: longest } = CONTACT_LIMITS;
  const known: readonly (readonly [string, () => string])[] = [
    [CONTACT_MESSAGES.emailRequired, () => i18n._(msg`Email is required`)],
    [CONTACT_MESSAGES.emailInvalid, () => i18n._(msg`Please enter a valid email address`)],
    [CONTACT_MESSAGES.nameTooLong, () => i18n._(msg`Please keep your name to ${name} characters`)],
    [CONTACT_MESSAGES.phoneTooLong, () => i18n._(msg`Please keep the phone number to ${phone} characters`)],
    [CONTACT_MESSAGES.messageTooLong, () => i18n._(msg`Please keep your message to ${longest} characters`)],
  ];
  return known.find(([english]) => english === message)?.[1]() ?? message;
}
