/**
 * The personalisation's shared words (packages/shared: `PERSONALISATION_TEXTS`, `FONT_LABELS`,
 * the engraving limits' advice, and the client's own upload messages of `FILE_MESSAGES`) as the storefront's messages, so a Tamil or Hindi page personalises a piece
 * in its language. The server and the back office keep the shared modules; each message here
 * is the same English text, so English pages read as before.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CustomizationType } from '@shop/shared/catalogue';
import { FILE_MESSAGES } from '@shop/shared/files';
import type { EngravingFont, PERSONALISATION_TEXTS } from '@shop/shared/personalisation';

type TextKey = Exclude<keyof typeof PERSONALISATION_TEXTS, 'ringAdded' | 'noPersonalisation'>;

/** `PERSONALISATION_TEXTS`, but for `ringAdded` (`ringAddedText`) and the orders' `noPersonalisation`. */
export const PERSONALISATION_MESSAGES: Readonly<Record<TextKey, MessageDescriptor>> = {
  wrongFileType: msg`Please upload a valid file type for this customization.`,
  wrongSecondFile: msg`Please upload an image (JPEG, PNG, GIF).`,
  uploadHint: msg`JPEG, PNG or GIF, max 5MB`,
  uploadHintWithPdf: msg`JPEG, PNG, GIF or PDF, max 5MB`,
  personaliseIt: msg`Personalise it`,
  noneChoice: msg`None`,
  addToCart: msg`Add to cart`,
  addedToCart: msg`Added to cart!`,
  viewCart: msg`View cart`,
  lineRefused: msg`This piece could not be kept in the cart as personalised. Please check the words and the picture, and try again.`,
  incompleteRing: msg`Please complete the customization before adding to cart`,
  ringPlaceholder: msg`Your message here`,
  fingerprintNote: msg`Our artisans will carefully engrave your fingerprint onto the ring`,
  productMissing: msg`Product information missing`,
  productMissingHint: msg`Please select a product from our collection first.`,
  browseCollection: msg`Browse Collection`,
  backToCollection: msg`Back to Collection`,
  engravedRing: msg`Engraved Ring`,
  fingerprintRing: msg`Fingerprint Ring`,
  addRingToCart: msg`Add Customized Ring to Cart`,
  personalisationComplete: msg`Customization Complete!`,
  customFingerprint: msg`Custom Fingerprint`,
  continueShopping: msg`Continue Shopping`,
  proceedToCheckout: msg`Proceed to Checkout`,
  aboutPersonalisation: msg`About Our Customization`,
  careInstructions: msg`Care Instructions`,
  extraDays: msg`Customised pieces need 5 to 7 additional business days.`,
  viewPdf: msg`View PDF`,
};

/** `PERSONALISATION_TEXTS.ringAdded`. */
export function ringAddedText(i18n: I18n, product: string): string {
  return i18n._(msg`Your beautifully customized ${product} has been added to your cart.`);
}

/** `FONT_LABELS`, where a font is named in words (the font picker writes each name in its own face). */
export const FONT_MESSAGES: Readonly<Record<EngravingFont, MessageDescriptor>> = {
  script: msg`Script`,
  serif: msg`Serif`,
  modern: msg`Modern`,
  handwritten: msg`Handwritten`,
  block: msg`Block`,
  roman: msg`Roman`,
};

/** `PERSONALISATION_LABELS`: the types' names in the product page's choices. */
export const TYPE_MESSAGES: Readonly<Record<CustomizationType, MessageDescriptor>> = {
  engraving: msg`Engraving`,
  fingerprint: msg`Fingerprint`,
  image: msg`Image`,
  combined: msg`Combined`,
};

/** `engravingLimit(…).guidance`, by its English text; any other advice stays as given. */
const GUIDANCE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'Best with 3-8 characters on a ring': msg`Best with 3-8 characters on a ring`,
  'Best with 5-10 characters on a pendant': msg`Best with 5-10 characters on a pendant`,
  'Up to 15 characters on a bracelet': msg`Up to 15 characters on a bracelet`,
  'Up to 15 characters': msg`Up to 15 characters`,
};

export function guidanceText(i18n: I18n, guidance: string): string {
  const message = Object.hasOwn(GUIDANCE_MESSAGES, guidance) ? GUIDANCE_MESSAGES[guidance] : undefined;
  return message ? i18n._(message) : guidance;
}

/**
 * The upload's own refusals, made in the browser (`FILE_MESSAGES.tooLarge`, `empty`,
 * `uploadFailed`): the page knows them as its own. What the server answers stays as it is sent.
 */
const OWN_UPLOAD_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [FILE_MESSAGES.tooLarge]: msg`The file is larger than 5 MB. Please choose a smaller one.`,
  [FILE_MESSAGES.empty]: msg`The file is empty. Choose another one.`,
  [FILE_MESSAGES.uploadFailed]: msg`The file could not be uploaded. Please try again.`,
};

/** An upload area's failure in the page's language when the page made it; the server's as sent. */
export function uploadFailureText(i18n: I18n, failure: { message: string; own?: boolean }): string {
  const message = failure.own ? OWN_UPLOAD_MESSAGES[failure.message] : undefined;
  return message ? i18n._(message) : failure.message;
}

/** A type's name as the choice shows it: the shop's own name on an English page, its message otherwise. */
export function typeNameText(i18n: I18n, choice: { id: CustomizationType; name: string }): string {
  return i18n.locale === 'en' ? choice.name : i18n._(TYPE_MESSAGES[choice.id]);
}
