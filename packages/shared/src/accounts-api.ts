/**
 * The account calls' answers (the bodies and their rules are in accounts.ts, which the forms
 * load). The server checks each answer against these before sending it.
 */
import { z } from 'zod';
import { AUTH_PROVIDERS } from './accounts.ts';
import { LANGUAGES } from './languages.ts';

/** A user's profile, as `GET /user/profile` answers it; empty fields are null. */
export const UserProfileSchema = z.strictObject({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  profilePicture: z.string().nullable(),
  authProvider: z.enum(AUTH_PROVIDERS),
  status: z.literal('active'),
  isEmailVerified: z.boolean(),
  /** The language the account's mails are written in: `en`, `ta` or `hi`, English until chosen. */
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** A new session: its token, and the greeting the page shows. */
export const LoginAnswerSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  userId: z.string(),
  firstName: z.string(),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

export const RegisterAnswerSchema = LoginAnswerSchema.extend({ lastName: z.string() });
export type RegisterAnswer = z.infer<typeof RegisterAnswerSchema>;

export const GoogleVerifyAnswerSchema = LoginAnswerSchema.extend({ authProvider: z.enum(AUTH_PROVIDERS) });
export type GoogleVerifyAnswer = z.infer<typeof GoogleVerifyAnswerSchema>;

export const ProfileAnswerSchema = z.strictObject({
  success: z.literal(true),
  user: UserProfileSchema,
  /** Only after a change: what the page says. */
  message: z.string().optional(),
});
export type ProfileAnswer = z.infer<typeof ProfileAnswerSchema>;

/** `GET /api/config`: what the browser needs to know of the server's settings. */
export const ClientConfigAnswerSchema = z.strictObject({
  success: z.literal(true),
  /** Null: Google sign-in is off, and its button is not shown. */
  googleClientId: z.string().nullable(),
  /**
   * False: the shop sends no WhatsApp messages (a shop taking real payments without the
   * WhatsApp settings), so no box asks for them.
   */
  whatsappUpdates: z.boolean(),
});
export type ClientConfigAnswer = z.infer<typeof ClientConfigAnswerSchema>;
