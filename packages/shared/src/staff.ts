/**
 * Contracts of the back office's staff calls: who may sign in, with which role, and the
 * messages a jeweller reads. The back office's forms validate with these same schemas.
 */
import { z } from 'zod';
import { plainText } from './text.ts';

/** The owner does everything, staff included; staff run the catalogue, orders and messages. */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_NAMES: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff' };

/**
 * A back-office password opens every order and customer of the shop: longer than a shopper's,
 * any characters at all, so a pass phrase or a password manager's output always fits.
 */
export const STAFF_PASSWORD = { minLength: 12, maxLength: 128 } as const;

/** How long a set-password link works. */
export const STAFF_PASSWORD_LINK_HOURS = 72;

/** How long a back-office session lasts: a working day, then the jeweller signs in again. */
export const STAFF_SESSION_HOURS = 12;

export const STAFF_TEXTS = {
  emailInvalid: 'Enter a valid e-mail address',
  nameRequired: 'Enter a name',
  nameTooLong: 'A name is at most 100 characters',
  passwordRequired: 'Enter your password',
  passwordTooShort: `Use at least ${STAFF_PASSWORD.minLength} characters`,
  passwordTooLong: `Use at most ${STAFF_PASSWORD.maxLength} characters`,
  passwordsDiffer: 'The two passwords differ',
  wrongCredentials: 'The e-mail or password is not right.',
  tooManySignIns: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  signInRequired: 'Sign in to the back office.',
  sessionEnded: 'Your back-office session has ended. Please sign in again.',
  customerSession: 'A shopper’s account cannot open the back office. Sign in with a staff account.',
  ownerOnly: 'Only the shop’s owner can do this.',
  linkNotValid: 'This link has been used or has expired. Ask the owner for a new one.',
  passwordSet: 'Your password is set. Welcome to the back office.',
  signedOut: 'You have signed out of the back office.',
} as const;

const emailField = z
  .string({ error: STAFF_TEXTS.emailInvalid })
  .trim()
  .max(254, STAFF_TEXTS.emailInvalid)
  .pipe(z.email(STAFF_TEXTS.emailInvalid))
  .transform((email) => email.toLowerCase());

const passwordField = z
  .string({ error: STAFF_TEXTS.passwordRequired })
  .min(1, STAFF_TEXTS.passwordRequired)
  .max(STAFF_PASSWORD.maxLength, STAFF_TEXTS.passwordTooLong);

const newPasswordField = passwordField.min(STAFF_PASSWORD.minLength, STAFF_TEXTS.passwordTooShort);

export const StaffNameSchema = plainText('Name', { error: STAFF_TEXTS.nameRequired })
  .trim()
  .min(1, STAFF_TEXTS.nameRequired)
  .max(100, STAFF_TEXTS.nameTooLong);

export const StaffEmailSchema = emailField;

export const StaffSignInBodySchema = z.object({ email: emailField, password: passwordField });
export type StaffSignInBody = z.infer<typeof StaffSignInBodySchema>;

/** The token of a set-password link: 32 random bytes in base64url. */
export const PasswordLinkTokenSchema = z
  .string({ error: STAFF_TEXTS.linkNotValid })
  .regex(/^[A-Za-z0-9_-]{43}$/, STAFF_TEXTS.linkNotValid);

export const StaffPasswordBodySchema = z.object({
  token: PasswordLinkTokenSchema,
  password: newPasswordField,
});
export type StaffPasswordBody = z.infer<typeof StaffPasswordBodySchema>;

/** The set-password form: the new password twice (the token comes from the link). */
export const StaffPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: STAFF_TEXTS.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type StaffPasswordForm = z.infer<typeof StaffPasswordFormSchema>;

export const StaffMemberSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** A signed-in staff member and the token that carries their session. */
export const StaffSessionAnswerSchema = z.strictObject({
  success: z.literal(true),
  token: z.string(),
  staff: StaffMemberSchema,
});
export type StaffSessionAnswer = z.infer<typeof StaffSessionAnswerSchema>;

/** The page a set-password link opens; the token rides in the fragment, which no server sees. */
export const STAFF_WELCOME_PATH = '/admin/welcome';

export function passwordLink(origin: string, token: string): string {
  return `${origin}${STAFF_WELCOME_PATH}#${token}`;
}

export const NewStaffMemberBodySchema = z.object({
  email: emailField,
  name: StaffNameSchema,
  role: z.enum(STAFF_ROLES, { error: 'Choose owner or staff' }),
});
export type NewStaffMemberBody = z.infer<typeof NewStaffMemberBodySchema>;

export const StaffListEntrySchema = StaffMemberSchema.extend({
  /** Whether they have set a password from their link yet. */
  passwordSet: z.boolean(),
  disabled: z.boolean(),
  secondFactorOn: z.boolean(),
  createdAt: z.string(),
});
export type StaffListEntry = z.infer<typeof StaffListEntrySchema>;

export const StaffListAnswerSchema = z.strictObject({
  success: z.literal(true),
  staff: z.array(StaffListEntrySchema),
});
export type StaffListAnswer = z.infer<typeof StaffListAnswerSchema>;

/** A new member, and the link that sets their password: mailed to them, and shown once. */
export const NewStaffMemberAnswerSchema = z.strictObject({
  success: z.literal(true),
  member: StaffMemberSchema,
  /** Absolute when the shop knows its own address (PUBLIC_URL); otherwise from /admin. */
  link: z.string(),
  /** Whether the link went out by mail: only from an address the shop trusts. */
  mailed: z.boolean(),
});
export type NewStaffMemberAnswer = z.infer<typeof NewStaffMemberAnswerSchema>;

export const STAFF_ADMIN_TEXTS = {
  notFound: 'There is no such member of staff.',
  notYourself: 'You cannot disable your own account.',
  memberExists: (email: string) => `${email} is on the shop’s staff already.`,
} as const;

/*
 * The second factor: a six-digit code from an authenticator app (TOTP, 30-second steps),
 * asked for after the password. Each member turns it on for themselves; the owner may require
 * it of everyone.
 */

/** How long the code step after the password waits for its code. */
export const SECOND_FACTOR_CHALLENGE_MINUTES = 5;

/** Wrong codes one challenge takes before it dies and the password is asked for again. */
export const SECOND_FACTOR_CHALLENGE_TRIES = 5;

/**
 * Wrong codes a member's sign-ins take in all, challenge after challenge, before signing in
 * with a code is paused until the hours have passed since the first of them. Whoever knows a
 * member's password could otherwise start challenges for as long as it takes to guess a code;
 * a member mistyping meets the challenge's limit long before this one.
 */
export const SECOND_FACTOR_MEMBER_LIMIT = { wrongCodes: 20, hours: 24 } as const;

export const SECOND_FACTOR_TEXTS = {
  codeInvalid: 'Enter the six-digit code from your authenticator app',
  wrongCode: 'That code is not right, or has been used already. Enter the newest code from your app.',
  challengeEnded: 'This sign-in has expired. Please enter your e-mail and password again.',
  challengeTriesUsed: `This sign-in has ended after ${SECOND_FACTOR_CHALLENGE_TRIES} wrong codes. Please enter your e-mail and password again.`,
  memberTriesUsed: `Too many wrong codes have been typed for this account, so signing in is paused for up to ${SECOND_FACTOR_MEMBER_LIMIT.hours} hours. If you did not type them, someone knows your password: ask the owner for a new set-password link.`,
  alreadyOn: 'Your second factor is on already.',
  notSetUp: 'Start turning on the second factor again: the code did not match a new secret.',
  notOn: 'Your second factor is not on.',
  requiredByOwner: 'The owner asks everyone on the staff to use a second factor, so yours stays on.',
  setupRequired:
    'The owner asks everyone on the staff to use a second factor. Turn yours on under Security before anything else.',
  turnedOn: 'Your second factor is on. From now on, signing in asks for a code from your app.',
  turnedOff: 'Your second factor is off. Signing in asks only for your password.',
  turnedOffForMember: (name: string) =>
    `${name}’s second factor is off; they can sign in with their password.`,
  memberHasNone: 'This member has no second factor to turn off.',
} as const;

export const SecondFactorCodeSchema = z
  .string({ error: SECOND_FACTOR_TEXTS.codeInvalid })
  .trim()
  .regex(/^\d{6}$/, SECOND_FACTOR_TEXTS.codeInvalid);

/** The sign-in's code step: the challenge the password step answered, and the code. */
export const SecondFactorSignInBodySchema = z.object({
  challenge: z
    .string({ error: SECOND_FACTOR_TEXTS.challengeEnded })
    .regex(/^[A-Za-z0-9_-]{43}$/, SECOND_FACTOR_TEXTS.challengeEnded),
  code: SecondFactorCodeSchema,
});
export type SecondFactorSignInBody = z.infer<typeof SecondFactorSignInBodySchema>;

export const SecondFactorCodeBodySchema = z.object({ code: SecondFactorCodeSchema });
export type SecondFactorCodeBody = z.infer<typeof SecondFactorCodeBodySchema>;

/** The password was right; the member's second factor asks for a code before any session. */
export const SecondFactorChallengeAnswerSchema = z.strictObject({
  success: z.literal(true),
  secondFactor: z.strictObject({ challenge: z.string(), expiresAt: z.string() }),
});
export type SecondFactorChallengeAnswer = z.infer<typeof SecondFactorChallengeAnswerSchema>;

/** A session, or the code step when the member has a second factor. */
export const StaffSignInAnswerSchema = z.union([StaffSessionAnswerSchema, SecondFactorChallengeAnswerSchema]);
export type StaffSignInAnswer = z.infer<typeof StaffSignInAnswerSchema>;

/** The signed-in member's second factor, and whether the owner requires one. */
export const SecondFactorStateSchema = z.strictObject({ on: z.boolean(), required: z.boolean() });
export type SecondFactorState = z.infer<typeof SecondFactorStateSchema>;

/** The signed-in member, and their second factor: the app sends them to set it up when required. */
export const StaffMeAnswerSchema = z.strictObject({
  success: z.literal(true),
  staff: StaffMemberSchema,
  secondFactor: SecondFactorStateSchema,
});
export type StaffMeAnswer = z.infer<typeof StaffMeAnswerSchema>;

export const SecondFactorStateAnswerSchema = z.strictObject({
  success: z.literal(true),
  secondFactor: SecondFactorStateSchema,
  /** What the page says after turning it on or off. */
  message: z.string().optional(),
});
export type SecondFactorStateAnswer = z.infer<typeof SecondFactorStateAnswerSchema>;

/** A new secret to scan: the QR code (an SVG data URL), and the secret to type instead. */
export const SecondFactorSetupAnswerSchema = z.strictObject({
  success: z.literal(true),
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
export type SecondFactorSetupAnswer = z.infer<typeof SecondFactorSetupAnswerSchema>;

export const SecondFactorRequirementBodySchema = z.object({
  required: z.boolean({ error: 'Say whether a second factor is required: true or false' }),
});
export type SecondFactorRequirementBody = z.infer<typeof SecondFactorRequirementBodySchema>;

/*
 * The audit log as the owner reads it: newest first, filtered by member, kind of subject and
 * India's days.
 */

export const AUDIT_PAGE_SIZE = 50;

/**
 * What an entry shows in place of a customer's e-mail, or of what was written to or about
 * them, once they have deleted their account.
 */
export const AUDIT_ERASED_VALUE = 'removed when the customer deleted their account';

const AUDIT_DAY = /^\d{4}-\d{2}-\d{2}$/;
const auditDay = (message: string) =>
  z
    .string()
    .regex(AUDIT_DAY, message)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), message)
    .optional();

export const AUDIT_SUBJECT_TYPES = [
  'order',
  'staff',
  'message',
  'setting',
  'product',
  'metal-rate',
  'policy',
  'complaint',
  'review',
] as const;

export const AUDIT_SUBJECT_NAMES: Record<string, string> = {
  order: 'Orders',
  staff: 'Staff',
  message: 'Messages',
  complaint: 'Complaints',
  review: 'Reviews',
  setting: 'Settings',
  product: 'Products',
  'metal-rate': 'Metal rates',
  policy: 'Policies',
};

export const AuditListQuerySchema = z
  .object({
    staffId: z.uuid('Choose a member of staff from the list').optional(),
    subjectType: z
      .string()
      .trim()
      .regex(/^[a-z-]{1,40}$/, 'Choose a kind of change from the list')
      .optional(),
    /** Days in India's time, from and to inclusive. */
    from: auditDay('The first day must be a date such as 2026-11-24'),
    to: auditDay('The last day must be a date such as 2026-11-24'),
    page: z.coerce.number().int().min(1, 'The page starts at 1').max(100_000).default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The first day comes after the last one',
    path: ['to'],
  });
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

/** A change as the log keeps it: the fields it changed, as they were before and after. */
export const AuditEntrySchema = z.strictObject({
  id: z.string(),
  at: z.string(),
  staff: z.strictObject({ id: z.string(), name: z.string(), email: z.string() }),
  action: z.string(),
  subject: z.strictObject({ type: z.string(), id: z.string() }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListAnswerSchema = z.strictObject({
  success: z.literal(true),
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type AuditListAnswer = z.infer<typeof AuditListAnswerSchema>;

/** What each action of the log means, in words; an action not named here shows as it is. */
export const AUDIT_ACTION_NAMES: Record<string, string> = {
  'order.step': 'Took an order a step further',
  'order.remittance': 'Recorded the cash a courier remitted',
  'order.refund_transfer': 'Recorded a refund paid back by bank transfer or UPI',
  'staff.invite': 'Added a member of staff',
  'staff.password-link': 'Gave a set-password link',
  'staff.disable': 'Disabled a member of staff',
  'staff.second-factor-on': 'Turned on a second factor',
  'staff.second-factor-off': 'Turned off a second factor',
  'setting.update': 'Changed a setting',
  'message.mark': 'Marked a message',
  'message.reply': 'Replied to a message',
  'complaint.reply': 'Replied to a complaint',
  'complaint.resolve': 'Resolved a complaint',
  'review.hide': 'Hid a review',
  'metal-rate.set': 'Set the metal rates',
  'policy.version': 'Saved a new version of a policy',
  'product.variants': 'Changed a piece’s options and variants',
};
