/**
 * Contracts of the back office's staff calls: who may sign in, with which role, and the
 * messages a jeweller reads. The back office's forms validate with these same schemas.
 */
import { z } from 'zod';

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

export const StaffNameSchema = z
  .string({ error: STAFF_TEXTS.nameRequired })
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

export const StaffMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** A signed-in staff member and the token that carries their session. */
export const StaffSessionAnswerSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  staff: StaffMemberSchema,
});
export type StaffSessionAnswer = z.infer<typeof StaffSessionAnswerSchema>;

export const StaffMeAnswerSchema = z.object({ success: z.literal(true), staff: StaffMemberSchema });
export type StaffMeAnswer = z.infer<typeof StaffMeAnswerSchema>;

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

export interface StaffListEntry extends StaffMember {
  /** Whether they have set a password from their link yet. */
  passwordSet: boolean;
  disabled: boolean;
  createdAt: string;
}

export interface StaffListAnswer {
  success: true;
  staff: StaffListEntry[];
}

/** A new member, and the link that sets their password: mailed to them, and shown once. */
export interface NewStaffMemberAnswer {
  success: true;
  member: StaffMember;
  /** Absolute when the shop knows its own address (PUBLIC_URL); otherwise from /admin. */
  link: string;
  /** Whether the link went out by mail: only from an address the shop trusts. */
  mailed: boolean;
}

export const STAFF_ADMIN_TEXTS = {
  notFound: 'There is no such member of staff.',
  notYourself: 'You cannot disable your own account.',
  memberExists: (email: string) => `${email} is on the shop’s staff already.`,
} as const;
