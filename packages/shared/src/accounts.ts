/**
 * Contracts of the account calls: the bodies they accept, with the messages a person reads
 * when a value is wrong, and the answers they give. The browser's forms validate with these
 * same schemas (react-hook-form's zod resolver), so a rule and its message are written once.
 */
import { z } from 'zod';
import { plainText } from './text.ts';
import { SHOP_NAME } from './shop.ts';
import { LANGUAGES } from './languages.ts';

/** Longest text a field takes; anything longer is refused rather than cut. */
const MAX_TEXT = 200;
const MAX_EMAIL = 254;
/** argon2 hashes whatever it is given: a bound keeps one request from costing seconds. */
const MAX_PASSWORD = 128;

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordRule: 'At least 8 characters with one letter and one number',
  passwordTooLong: `Password must be at most ${MAX_PASSWORD} characters`,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameRule: '2-30 characters, letters only',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  codeInvalid: 'Enter the 6-digit code from the e-mail',
  noToken: 'No authentication token found',
  tooLong: (field: string) => `${field} must be at most ${MAX_TEXT} characters`,
} as const;

/** Texts of the screens and of the server's answers. */
export const ACCOUNT_TEXTS = {
  loginWelcome: (firstName: string) => `Welcome back, ${firstName}!`,
  registerWelcome: (firstName: string) => `Welcome to ${SHOP_NAME}, ${firstName}!`,
  profileUpdated: 'Profile updated successfully!',
  resetCodeSent: 'Verification code sent to your email!',
  passwordReset: 'Password reset successfully!',
  accountDeleted: 'Your account has been deleted.',
  loginFailed: 'Login failed. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  resetRequestFailed: 'Failed to send reset code. Please try again.',
  resetFailed: 'Password reset failed. Please try again.',
  googleFailed: 'Google login failed. Please try again.',
  profileFetchFailed: 'Failed to fetch profile',
  profileUpdateFailed: 'Failed to update profile',
  deleteFailed: 'Failed to delete account',
  /** The same for an unknown e-mail and a wrong password: sign-in never tells which. */
  wrongCredentials: 'The email or password is not right.',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  /** Also for a used, expired or tried-out code: the shopper asks for a new one either way. */
  codeNotValid: 'This code is not valid any more. Ask for a new code.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  signedOut: 'You have been signed out.',
  googleNotConfigured: 'Google sign-in is not available in this shop.',
  googleEmailNotVerified: 'Your Google account’s email is not verified, so it cannot sign in here.',
  comingSoon: 'This section is coming soon. Stay tuned for updates!',
  tooManySignIns: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManyRegistrations: 'Too many accounts were created from this network. Please try again in an hour.',
  tooManyResetRequests: 'Too many reset codes were asked for. Please wait an hour and ask again.',
  tooManyCodeTries: 'Too many tries with a code. Please wait a few minutes and try again.',
  notProvided: 'Not provided',
  notAvailable: 'Not available',
} as const;

/** How long the screens wait before they move on. */
export const ACCOUNT_DELAYS_MS = {
  afterSignIn: 1_000,
  afterResetRequest: 1_500,
  afterReset: 2_000,
  profileSuccess: 3_000,
  profileError: 5_000,
  /** A success message shown on a page of the shop after an account screen, such as a deletion. */
  notice: 5_000,
} as const;

/** Browser storage keys of the session. */
export const SESSION_KEYS = {
  token: 'token',
  userId: 'userId',
  firstName: 'firstName',
  lastName: 'lastName',
  redirectAfterLogin: 'redirectAfterLogin',
} as const;

/** Reset codes: six digits, valid 10 minutes, used once, void after 5 wrong tries. */
export const RESET_CODE = { digits: 6, minutesValid: 10, maxAttempts: 5 } as const;

/** The text the delete confirmation asks for. */
export const DELETE_CONFIRMATION = 'DELETE';

const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(MAX_EMAIL, MESSAGES.emailInvalid)
  .pipe(z.email({ error: MESSAGES.emailInvalid }))
  // One account per address whatever its case.
  .transform((email) => email.toLowerCase());

// Letters of any script, with the vowel signs that Indian scripts write as marks.
const LETTERS_ONLY = /^[\p{L}\p{M}]{2,30}$/u;
const nameField = (required: string) =>
  z.string({ error: required }).trim().min(1, required).regex(LETTERS_ONLY, MESSAGES.nameRule);

const phoneField = z
  .string({ error: MESSAGES.phoneRequired })
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .regex(/^\d{10}$/, MESSAGES.phoneInvalid);

/**
 * The symbols a new password may hold, as the specification lists them: a hyphen, a space or
 * a full stop is refused. None of them needs escaping in a character class.
 */
export const NEW_PASSWORD_SYMBOLS = '@$!%*#?&';

/** Register and reset: letters, digits and the symbols above, at least 8, with a letter and a digit. */
export const NEW_PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d${NEW_PASSWORD_SYMBOLS}]{8,}$`,
);

const ONLY_ALLOWED = new RegExp(`^[A-Za-z\\d${NEW_PASSWORD_SYMBOLS}]+$`);

const newPasswordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(MAX_PASSWORD, MESSAGES.passwordTooLong)
  .regex(NEW_PASSWORD_PATTERN, MESSAGES.passwordRule);

/**
 * The live checklist under a new password: the specification's three, and the shop's fourth,
 * which names the symbols allowed, so a password refused for a hyphen says why.
 */
export function passwordChecklist(password: string) {
  return {
    'At least 8 characters': password.length >= 8,
    'Contains letters': /[A-Za-z]/.test(password),
    'Contains numbers': /\d/.test(password),
    [`Only letters A-Z, numbers and the symbols ${[...NEW_PASSWORD_SYMBOLS].join(' ')}`]:
      ONLY_ALLOWED.test(password),
  };
}

export const LoginBodySchema = z.object({
  email: emailField,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .min(8, MESSAGES.passwordTooShort)
    .max(MAX_PASSWORD, MESSAGES.passwordTooLong),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/**
 * The language of the customer's e-mails, as the order body's `language` is written: the
 * pages' language at registration, then the profile's choice. English when not sent.
 */
const languageField = z
  .enum(LANGUAGES, { error: `The language is one of ${LANGUAGES.join(', ')}.` })
  .optional();

export const RegisterBodySchema = z.object({
  firstName: nameField(MESSAGES.firstNameRequired),
  lastName: nameField(MESSAGES.lastNameRequired),
  email: emailField,
  phoneNumber: phoneField,
  password: newPasswordField,
  /** The language of the pages the shopper registers on. */
  language: languageField,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const ResetRequestBodySchema = z.object({ email: emailField });
export type ResetRequestBody = z.infer<typeof ResetRequestBodySchema>;

export const ResetVerifyBodySchema = z.object({
  email: emailField,
  verificationCode: z
    .string({ error: MESSAGES.codeInvalid })
    .trim()
    .regex(new RegExp(`^\\d{${RESET_CODE.digits}}$`), MESSAGES.codeInvalid),
  newPassword: newPasswordField,
});
export type ResetVerifyBody = z.infer<typeof ResetVerifyBodySchema>;

/** The Set New Password form: the new password twice (the code and e-mail come from the link). */
export const NewPasswordFormSchema = z
  .object({
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: MESSAGES.confirmRequired }).min(1, MESSAGES.confirmRequired),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

/**
 * `POST /auth/google/verify`. Only `credential` (the Google ID token) is trusted: the server
 * verifies it and takes name, e-mail and picture from it. The other fields are the browser's
 * decoded copies, accepted so the call keeps its published shape, and never read.
 */
export const GoogleVerifyBodySchema = z.object({
  credential: plainText('The Google credential', { error: 'credential is required' })
    .min(1, 'credential is required')
    .max(4096, 'credential is too long'),
  email: z.string().max(MAX_EMAIL).optional(),
  firstName: z.string().max(MAX_TEXT).optional(),
  lastName: z.string().max(MAX_TEXT).optional(),
  googleId: z.string().max(MAX_TEXT).optional(),
  profilePicture: z.string().max(2048).optional(),
});
export type GoogleVerifyBody = z.infer<typeof GoogleVerifyBodySchema>;

const optionalText = (field: string) =>
  plainText(field, { error: `${field} must be text` })
    .trim()
    .max(MAX_TEXT, MESSAGES.tooLong(field))
    .optional();

/**
 * `PUT /user/profile`. The e-mail may be sent (the profile form sends it) but never changes.
 * No rule beyond length is shown for the other fields; a phone number, when given, has 10
 * digits like everywhere else.
 */
export const ProfileUpdateBodySchema = z.object({
  firstName: plainText('First name', { error: MESSAGES.firstNameRequired })
    .trim()
    .min(1, MESSAGES.firstNameRequired)
    .max(MAX_TEXT, MESSAGES.tooLong('First name')),
  lastName: optionalText('Last name'),
  // Sent by the form, never stored: the rule keeps the call's refusals the same as every field's.
  email: plainText('Email').max(MAX_EMAIL).optional(),
  phoneNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{10}$/.test(value), MESSAGES.phoneInvalid)
    .optional(),
  address: optionalText('Address'),
  city: optionalText('City'),
  postalCode: optionalText('Postal code'),
  country: optionalText('Country'),
  /** The profile's "Language for e-mails". */
  language: languageField,
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;

export const AUTH_PROVIDERS = ['manual', 'google'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

// The answers' schemas live in accounts-api.ts, which the browser imports only as types: the
// forms' module stays as small as the rules and messages it shares.
export type {
  ClientConfigAnswer,
  GoogleVerifyAnswer,
  LoginAnswer,
  ProfileAnswer,
  RegisterAnswer,
  UserProfile,
} from './accounts-api.ts';
export type { MessageAnswer } from './catalogue-api.ts';
