import { createContext } from 'react';
import type {
  GoogleVerifyBody,
  LoginBody,
  ProfileUpdateBody,
  RegisterBody,
  ResetRequestBody,
  ResetVerifyBody,
  UserProfile,
} from '@shop/shared/accounts';
import type { SessionUser } from './session-storage.ts';

/** The user session: who is signed in, and how their last request went. */
export interface AuthState {
  user: SessionUser | null;
  token: string | null;
  /** A request is under way. */
  loading: boolean;
  error: string | null;
  message: string | null;
}

/** Each request resolves to whether it succeeded (or the profile); its outcome is in the state. */
export interface AuthActions {
  login(body: LoginBody): Promise<boolean>;
  register(body: RegisterBody): Promise<boolean>;
  googleLogin(body: GoogleVerifyBody): Promise<boolean>;
  requestReset(body: ResetRequestBody): Promise<boolean>;
  resetPassword(body: ResetVerifyBody): Promise<boolean>;
  fetchProfile(): Promise<UserProfile | null>;
  updateProfile(body: ProfileUpdateBody): Promise<UserProfile | null>;
  deleteAccount(): Promise<boolean>;
  logout(): void;
  /** Clears the error and the message. */
  clearStatus(): void;
}

export type Auth = AuthState & AuthActions & { isAuthenticated: boolean };

export const AuthContext = createContext<Auth | null>(null);
