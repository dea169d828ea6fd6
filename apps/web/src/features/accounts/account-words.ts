/**
 * The account forms' shared words (packages/shared/src/accounts.ts, also the server's) as the
 * storefront's messages, so a Tamil or Hindi page says in its language what a field lacks.
 * English keeps the shared module's words: each message here is the same English text.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ACCOUNT_TEXTS, MESSAGES, NEW_PASSWORD_SYMBOLS } from '@shop/shared/accounts';
import { CONNECTION_FAILED } from '@shop/shared/api-client';
import { SHOP_NAME } from '@shop/shared/shop';

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

type SessionText = Exclude<
  keyof typeof ACCOUNT_TEXTS,
  'loginWelcome' | 'registerWelcome' | 'comingSoon' | 'notProvided' | 'notAvailable'
>;

/** `ACCOUNT_TEXTS`: what the session's requests say once they are done, or why they failed. */
export const SESSION_MESSAGES: Readonly<Record<SessionText, MessageDescriptor>> = {
  profileUpdated: msg`Profile updated successfully!`,
  resetCodeSent: msg`Verification code sent to your email!`,
  passwordReset: msg`Password reset successfully!`,
  accountDeleted: msg`Your account has been deleted.`,
  loginFailed: msg`Login failed. Please try again.`,
  registrationFailed: msg`Registration failed. Please try again.`,
  resetRequestFailed: msg`Failed to send reset code. Please try again.`,
  resetFailed: msg`Password reset failed. Please try again.`,
  googleFailed: msg`Google login failed. Please try again.`,
  profileFetchFailed: msg`Failed to fetch profile`,
  profileUpdateFailed: msg`Failed to update profile`,
  deleteFailed: msg`Failed to delete account`,
  wrongCredentials: msg`The email or password is not right.`,
  emailTaken: msg`An account with this email already exists. Sign in instead.`,
  codeNotValid: msg`This code is not valid any more. Ask for a new code.`,
  sessionEnded: msg`Your session has ended. Please sign in again.`,
  signedOut: msg`You have been signed out.`,
  googleNotConfigured: msg`Google sign-in is not available in this shop.`,
  googleEmailNotVerified: msg`Your Google account’s email is not verified, so it cannot sign in here.`,
  tooManySignIns: msg`Too many sign-in attempts. Please wait a few minutes and try again.`,
  tooManyRegistrations: msg`Too many accounts were created from this network. Please try again in an hour.`,
  tooManyResetRequests: msg`Too many reset codes were asked for. Please wait an hour and ask again.`,
  tooManyCodeTries: msg`Too many tries with a code. Please wait a few minutes and try again.`,
};

const SESSION_BY_TEXT = new Map<string, MessageDescriptor>([
  ...(Object.keys(SESSION_MESSAGES) as SessionText[]).map(
    (key) => [ACCOUNT_TEXTS[key], SESSION_MESSAGES[key]] as const,
  ),
  [MESSAGES.noToken, msg`No authentication token found`],
  [CONNECTION_FAILED, msg`Could not reach the shop. Check your connection.`],
]);

/** The name a shared text made with `make(name)` was made with, or undefined when it is not one. */
function nameIn(text: string, make: (name: string) => string): string | undefined {
  const [before = '', after = ''] = make('\u0000').split('\u0000');
  if (text.length <= before.length + after.length) return undefined;
  return text.startsWith(before) && text.endsWith(after)
    ? text.slice(before.length, text.length - after.length)
    : undefined;
}

/**
 * A session's message or error (the shared `ACCOUNT_TEXTS`, the greetings with the shopper's
 * name, or the server's same sentences) in the page's language; any other text as it is.
 */
export function sessionMessage(i18n: I18n, text: string): string {
  const descriptor = SESSION_BY_TEXT.get(text);
  if (descriptor) return i18n._(descriptor);
  const returning = nameIn(text, ACCOUNT_TEXTS.loginWelcome);
  if (returning !== undefined) return i18n._(msg`Welcome back, ${returning}!`);
  const joined = nameIn(text, ACCOUNT_TEXTS.registerWelcome);
  if (joined !== undefined) {
    const shop = SHOP_NAME;
    return i18n._(msg`Welcome to ${shop}, ${joined}!`);
  }
  return text;
}
