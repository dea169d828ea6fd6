/**
 * The account forms' shared words (packages/shared/src/accounts.ts, also the server's) as the
 * storefront's messages, so a Tamil or Hindi page says in its language what a field lacks.
 * English keeps the shared module's words: each message here is the same English text.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MESSAGES, NEW_PASSWORD_SYMBOLS } from '@shop/shared/accounts';

type FieldMessage = Exclude<keyof typeof MESSAGES, 'tooLong' | 'noToken'>;

/** `MESSAGES`: what the shared schemas say of a wrong value, as the forms show it under a field. */
export const FIELD_MESSAGES: Readonly<Record<FieldMessage, MessageDescriptor>> = {
  emailRequired: msg`Email is required`,
  emailInvalid: msg`Please enter a valid email address`,
  passwordRequired: msg`Password is required`,
  passwordTooShort: msg`Password must be at least 8 characters`,
  passwordRule: msg`At least 8 characters with one letter and one number`,
  passwordTooLong: msg`Password must be at most 128 characters`,
  firstNameRequired: msg`First name is required`,
  lastNameRequired: msg`Last name is required`,
  nameRule: msg`2-30 characters, letters only`,
  phoneRequired: msg`Phone number is required`,
  phoneInvalid: msg`Please enter a valid 10-digit phone number`,
  confirmRequired: msg`Please confirm your password`,
  passwordsDiffer: msg`Passwords do not match`,
  codeInvalid: msg`Enter the 6-digit code from the e-mail`,
};

const BY_TEXT = new Map<string, MessageDescriptor>(
  (Object.keys(FIELD_MESSAGES) as FieldMessage[]).map((key) => [MESSAGES[key], FIELD_MESSAGES[key]]),
);

/**
 * A field's message from the form's own schema in the page's language. The schemas run in the
 * browser, so the message is always one of `MESSAGES`; any other text is shown as it is.
 */
export function fieldMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const descriptor = BY_TEXT.get(message);
  return descriptor ? i18n._(descriptor) : message;
}

/** The rules of `passwordChecklist`, in its order. */
export function passwordRuleMessages(): readonly MessageDescriptor[] {
  const symbols = [...NEW_PASSWORD_SYMBOLS].join(' ');
  return [
    msg`At least 8 characters`,
    msg`Contains letters`,
    msg`Contains numbers`,
    msg`Only letters A-Z, numbers and the symbols ${symbols}`,
  ];
}
