/**
 * Accounts: registration, sign-in with a password or with Google, password reset by a mailed
 * code, and the profile. Refusals are HttpErrors, which the error handler answers as
 * `{ success: false, message }` with their status.
 */
import {
  ACCOUNT_TEXTS,
  MESSAGES,
  type ClientConfigAnswer,
  type GoogleVerifyAnswer,
  type GoogleVerifyBody,
  type LoginAnswer,
  type LoginBody,
  type MessageAnswer,
  type ProfileAnswer,
  type ProfileUpdateBody,
  type RegisterAnswer,
  type RegisterBody,
  type ResetRequestBody,
  type ResetVerifyBody,
  type UserProfile,
} from '@shop/shared/accounts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { GoogleVerifier } from './google-id-token.ts';
import { hashPassword, passwordMatches } from '../../auth/passwords.ts';
import {
  checkResetCode,
  deleteUser,
  endSession,
  findSessionUser,
  findUserByEmail,
  findUserByGoogleId,
  insertUser,
  linkGoogleAccount,
  replaceResetCode,
  updateProfile,
  useResetCode,
  type ProfileChanges,
} from './repository.ts';
import { resetMail } from './reset-mail.ts';
import { newResetCode, resetCodeExpiry, resetCodeHash, sameHash } from './reset-codes.ts';
import type { SessionTokens } from './session-tokens.ts';
import { HttpError } from '../../plugins/http-error.ts';

export interface AccountsServiceOptions {
  sessions: SessionTokens;
  /** Keys the reset-code hashes; the session secret serves. */
  secret: string;
  mailer: Mailer;
  /** Set when GOOGLE_CLIENT_ID is: Google sign-in is offered only then. */
  google: { clientId: string; verify: GoogleVerifier } | undefined;
  /** Whether the shop sends updates on WhatsApp, so that the boxes asking for them show. */
  whatsappUpdates: boolean;
  /**
   * Erases what other features hold of a customer deleting their account (orders, uploads,
   * messages); app.ts composes it. Runs before the account goes, so a failure leaves an
   * account that can be deleted again.
   */
  eraseCustomerData: (user: UserRow) => Promise<void>;
  now?: () => Date;
}

export function toUserProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    address: user.address,
    city: user.city,
    postalCode: user.postalCode,
    country: user.country,
    profilePicture: user.profilePicture,
    authProvider: user.authProvider,
    status: user.status,
    isEmailVerified: user.isEmailVerified,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The token after "Bearer " in an Authorization header, or undefined when there is none. */
function bearerToken(authorization: string | undefined): string | undefined {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  // A browser with nothing stored sends what an empty variable prints.
  return token === undefined || token === 'null' || token === 'undefined' ? undefined : token;
}

/** A sent field changes the profile; an empty one clears it; one not sent stays as it is. */
function optionalField(value: string | undefined): string | null | undefined {
  return value === undefined ? undefined : value === '' ? null : value;
}

export function createAccountsService(db: Database, options: AccountsServiceOptions) {
  const { sessions, mailer, google } = options;
  const now = options.now ?? (() => new Date());

  /** What every way of signing in answers: a new session for the account, and a greeting. */
  const signedIn = async (user: UserRow, message: string): Promise<LoginAnswer> => ({
    success: true,
    message,
    token: await sessions.sign({ userId: user.id, tokenVersion: user.tokenVersion }),
    userId: user.id,
    firstName: user.firstName,
  });

  /**
   * The signed-in account of a request's Authorization header, or an HttpError (401)
   * saying why there is none. Other features that need a shopper get this from app.ts.
   */
  async function authenticate(authorization: string | undefined): Promise<UserRow> {
    return (await signedInSession(authorization)).user;
  }

  async function signedInSession(authorization: string | undefined) {
    const token = bearerToken(authorization);
    if (token === undefined) throw new HttpError(401, MESSAGES.noToken);
    const session = await sessions.verify(token);
    const user = session ? await findSessionUser(db, session) : undefined;
    // Signed out, a reset raised the version, or the account is gone: the session has ended.
    if (!session || !user || user.tokenVersion !== session.tokenVersion || user.status !== 'active') {
      throw new HttpError(401, ACCOUNT_TEXTS.sessionEnded);
    }
    return { session, user };
  }

  return {
    authenticate,

    clientConfig(): ClientConfigAnswer {
      return {
        success: true,
        googleClientId: google?.clientId ?? null,
        whatsappUpdates: options.whatsappUpdates,
      };
    },

    async register(body: RegisterBody): Promise<RegisterAnswer> {
      // A taken e-mail is refused before the (deliberately slow) hash is made.
      if (await findUserByEmail(db, body.email)) throw new HttpError(409, ACCOUNT_TEXTS.emailTaken);
      const user = await insertUser(db, {
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phoneNumber: body.phoneNumber,
        passwordHash: await hashPassword(body.password),
        authProvider: 'manual',
        language: body.language ?? 'en',
      });
      // Two registrations of one e-mail at once: the database lets one through.
      if (!user) throw new HttpError(409, ACCOUNT_TEXTS.emailTaken);
      return {
        ...(await signedIn(user, ACCOUNT_TEXTS.registerWelcome(user.firstName))),
        lastName: user.lastName ?? '',
      };
    },

    async login(body: LoginBody): Promise<LoginAnswer> {
      const user = await findUserByEmail(db, body.email);
      // One answer for an unknown e-mail and a wrong password, after the same work.
      const matches = await passwordMatches(user?.passwordHash, body.password);
      if (!user || !matches || user.status !== 'active') {
        throw new HttpError(401, ACCOUNT_TEXTS.wrongCredentials);
      }
      return signedIn(user, ACCOUNT_TEXTS.loginWelcome(user.firstName));
    },

    /**
     * Mails a code when the e-mail has an account; the answer is the same either way, so it
     * does not tell who shops here. The mail goes out after the answer.
     */
    async requestPasswordReset(body: ResetRequestBody, origin: string | undefined): Promise<MessageAnswer> {
      const user = await findUserByEmail(db, body.email);
      if (user) {
        const code = newResetCode();
        await replaceResetCode(db, {
          userId: user.id,
          codeHash: resetCodeHash(options.secret, user.id, code),
          expiresAt: resetCodeExpiry(now()),
        });
        mailer.sendInBackground(
          resetMail({ to: user.email, firstName: user.firstName, code, origin, language: user.language }),
        );
      }
      return { success: true, message: ACCOUNT_TEXTS.resetCodeSent };
    },

    async resetPassword(body: ResetVerifyBody): Promise<MessageAnswer> {
      const refused = new HttpError(400, ACCOUNT_TEXTS.codeNotValid);
      const user = await findUserByEmail(db, body.email);
      if (!user) throw refused;
      const triedHash = resetCodeHash(options.secret, user.id, body.verificationCode);
      const codeHash = await checkResetCode(db, {
        userId: user.id,
        now: now(),
        isRightCode: (stored) => sameHash(stored, triedHash),
      });
      // The code first: a wrong guess costs a lookup, not argon2's memory and time. The
      // hash is made between the two transactions, so the database is never held meanwhile.
      if (codeHash === undefined) throw refused;
      const newPasswordHash = await hashPassword(body.newPassword);
      const reset = await useResetCode(db, { userId: user.id, codeHash, now: now(), newPasswordHash });
      if (!reset) throw refused;
      return { success: true, message: ACCOUNT_TEXTS.passwordReset };
    },

    /**
     * Signs in with a Google ID token. Name, e-mail and picture come from the checked token,
     * never from the other fields of the body. An existing account with the same e-mail is
     * joined only because Google has verified that the address is the person's.
     */
    async googleSignIn(body: GoogleVerifyBody): Promise<GoogleVerifyAnswer> {
      if (!google) throw new HttpError(404, ACCOUNT_TEXTS.googleNotConfigured);
      const identity = await google.verify(body.credential);
      if (!identity) throw new HttpError(401, ACCOUNT_TEXTS.googleFailed);
      if (!identity.emailVerified) throw new HttpError(403, ACCOUNT_TEXTS.googleEmailNotVerified);

      let user = await findUserByGoogleId(db, identity.googleId);
      if (!user) {
        const sameEmail = await findUserByEmail(db, identity.email);
        user = sameEmail
          ? await linkGoogleAccount(db, sameEmail.id, identity)
          : await insertUser(db, {
              firstName: identity.firstName?.trim() || identity.email.split('@')[0] || identity.email,
              lastName: identity.lastName?.trim() || null,
              email: identity.email,
              profilePicture: identity.picture ?? null,
              authProvider: 'google',
              googleId: identity.googleId,
              isEmailVerified: true,
            });
      }
      // Only a race (the same person signing in twice at once) leaves no account here.
      if (!user) throw new HttpError(409, ACCOUNT_TEXTS.googleFailed);
      if (user.status !== 'active') throw new HttpError(403, ACCOUNT_TEXTS.googleFailed);
      return {
        ...(await signedIn(user, ACCOUNT_TEXTS.loginWelcome(user.firstName))),
        authProvider: user.authProvider,
      };
    },

    /** Ends the session of this token only; the shopper's other devices stay signed in. */
    async logout(authorization: string | undefined): Promise<MessageAnswer> {
      const { session } = await signedInSession(authorization);
      await endSession(db, {
        sessionId: session.sessionId,
        userId: session.userId,
        endsAt: session.expiresAt,
      });
      return { success: true, message: ACCOUNT_TEXTS.signedOut };
    },

    profile(user: UserRow): ProfileAnswer {
      return { success: true, user: toUserProfile(user) };
    },

    /** The e-mail is the account's name and never changes here, even when the form sends it. */
    async updateProfile(user: UserRow, body: ProfileUpdateBody): Promise<ProfileAnswer> {
      const changes: ProfileChanges = {
        firstName: body.firstName,
        lastName: optionalField(body.lastName),
        phoneNumber: optionalField(body.phoneNumber),
        address: optionalField(body.address),
        city: optionalField(body.city),
        postalCode: optionalField(body.postalCode),
        country: optionalField(body.country),
        language: body.language,
      };
      const updated = await updateProfile(db, user.id, changes);
      if (!updated) throw new HttpError(401, ACCOUNT_TEXTS.sessionEnded);
      return { success: true, user: toUserProfile(updated), message: ACCOUNT_TEXTS.profileUpdated };
    },

    async deleteAccount(user: UserRow): Promise<MessageAnswer> {
      await options.eraseCustomerData(user);
      // The reset code and the ended sessions go with the row.
      if (!(await deleteUser(db, user.id))) throw new HttpError(401, ACCOUNT_TEXTS.sessionEnded);
      return { success: true, message: ACCOUNT_TEXTS.accountDeleted };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
