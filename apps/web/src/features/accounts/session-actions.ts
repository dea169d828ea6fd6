/**
 * What each account request does to the session. Loaded when the first request is made: its
 * texts come with the contract's module, and with it zod, which the first visit of the shop
 * does not download.
 */
import { ACCOUNT_TEXTS, MESSAGES, type UserProfile } from '@shop/shared/accounts';
import type {
  GoogleVerifyBody,
  LoginBody,
  ProfileUpdateBody,
  RegisterBody,
  ResetRequestBody,
  ResetVerifyBody,
} from '@shop/shared/accounts';
import { ApiError } from '@shop/shared/api-client';
import {
  deleteProfile,
  getProfile,
  postGoogleVerify,
  postLogin,
  postLogout,
  postRegister,
  postResetRequest,
  postResetVerify,
  putProfile,
} from './api/account-calls.ts';
import type { AuthState } from './auth-context.ts';
import { storeSession, type SessionUser } from './session-storage.ts';

/** What a request may do to the session; the provider keeps the state and the stored keys. */
export interface SessionControl {
  token(): string | null;
  /**
   * Ends the request with these changes; a user given is signed in (with the token given, or
   * the session's own). The caller has stored them.
   */
  settle(change: Partial<Omit<AuthState, 'loading'>>): void;
  /** Ends the request and the session. */
  signOut(change: Partial<Pick<AuthState, 'error' | 'message'>>): void;
}

/** The server's message when it gave one, else the fixed fallback for that request. */
function failure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

async function signIn(
  session: SessionControl,
  fallback: string,
  request: () => Promise<{ token: string; user: SessionUser; message: string }>,
): Promise<boolean> {
  try {
    const signedIn = await request();
    storeSession(signedIn.token, signedIn.user);
    session.settle(signedIn);
    return true;
  } catch (error) {
    session.settle({ error: failure(error, fallback) });
    return false;
  }
}

export const login = (session: SessionControl, body: LoginBody) =>
  signIn(session, ACCOUNT_TEXTS.loginFailed, async () => {
    const answer = await postLogin(body);
    return {
      token: answer.token,
      user: { id: answer.userId, firstName: answer.firstName },
      message: ACCOUNT_TEXTS.loginWelcome(answer.firstName),
    };
  });

export const register = (session: SessionControl, body: RegisterBody) =>
  signIn(session, ACCOUNT_TEXTS.registrationFailed, async () => {
    const answer = await postRegister(body);
    return {
      token: answer.token,
      user: {
        id: answer.userId,
        firstName: answer.firstName,
        lastName: answer.lastName,
        email: body.email,
        phoneNumber: body.phoneNumber,
      },
      message: ACCOUNT_TEXTS.registerWelcome(answer.firstName),
    };
  });

export const googleLogin = (session: SessionControl, body: GoogleVerifyBody) =>
  signIn(session, ACCOUNT_TEXTS.googleFailed, async () => {
    const answer = await postGoogleVerify(body);
    return {
      token: answer.token,
      user: { id: answer.userId, firstName: answer.firstName },
      message: answer.message || ACCOUNT_TEXTS.loginWelcome(answer.firstName),
    };
  });

async function withMessage(
  session: SessionControl,
  fallback: string,
  message: string,
  request: () => Promise<unknown>,
) {
  try {
    await request();
    session.settle({ message });
    return true;
  } catch (error) {
    session.settle({ error: failure(error, fallback) });
    return false;
  }
}

export const requestReset = (session: SessionControl, body: ResetRequestBody) =>
  withMessage(session, ACCOUNT_TEXTS.resetRequestFailed, ACCOUNT_TEXTS.resetCodeSent, () =>
    postResetRequest(body),
  );

export const resetPassword = (session: SessionControl, body: ResetVerifyBody) =>
  withMessage(session, ACCOUNT_TEXTS.resetFailed, ACCOUNT_TEXTS.passwordReset, () => postResetVerify(body));

/**
 * A call with the session's token. A 401 means the token is missing, old or for an account
 * that is gone: the session ends. The answer is dropped if the session changed meanwhile.
 */
async function withToken<T>(
  session: SessionControl,
  fallback: string,
  request: (token: string) => Promise<T>,
): Promise<{ token: string; answer: T } | null> {
  const token = session.token();
  if (!token) {
    session.settle({ error: MESSAGES.noToken });
    return null;
  }
  try {
    const answer = await request(token);
    if (session.token() === token) return { token, answer };
    session.settle({});
    return null;
  } catch (error) {
    const message = failure(error, fallback);
    if (error instanceof ApiError && error.status === 401) session.signOut({ error: message, message: null });
    else session.settle({ error: message });
    return null;
  }
}

/** The session's user from the profile, stored so that a reload greets the new name. */
function signedInAs(token: string, profile: UserProfile): SessionUser {
  const user = {
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName ?? undefined,
    email: profile.email,
    phoneNumber: profile.phoneNumber ?? undefined,
  };
  storeSession(token, user);
  return user;
}

export async function fetchProfile(session: SessionControl): Promise<UserProfile | null> {
  const done = await withToken(session, ACCOUNT_TEXTS.profileFetchFailed, getProfile);
  if (!done) return null;
  session.settle({ user: signedInAs(done.token, done.answer.user) });
  return done.answer.user;
}

export async function updateProfile(
  session: SessionControl,
  body: ProfileUpdateBody,
): Promise<UserProfile | null> {
  const done = await withToken(session, ACCOUNT_TEXTS.profileUpdateFailed, (token) =>
    putProfile(token, body),
  );
  if (!done) return null;
  session.settle({ user: signedInAs(done.token, done.answer.user), message: ACCOUNT_TEXTS.profileUpdated });
  return done.answer.user;
}

/** Ends on the server a session the browser has let go of; a failure has no one to tell. */
export async function endSession(token: string): Promise<void> {
  await postLogout(token).catch(() => undefined);
}

export async function deleteAccount(session: SessionControl): Promise<boolean> {
  const done = await withToken(session, ACCOUNT_TEXTS.deleteFailed, deleteProfile);
  if (!done) return false;
  session.signOut({ message: done.answer.message || ACCOUNT_TEXTS.accountDeleted });
  return true;
}
