/**
 * Google's sign-in button (Google Identity Services). Its script is loaded only on a screen
 * that shows the button, and only when the shop has a Google client id.
 */
import type { GoogleVerifyBody } from '@shop/shared/accounts';

export const GOOGLE_SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

/** The part of Google Identity Services the shop uses. */
export interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      renderButton(
        parent: HTMLElement,
        options: {
          type: 'standard';
          theme: 'outline';
          size: 'large';
          shape: 'pill';
          text: 'signin_with' | 'signup_with';
          width: number;
          /** The button's language (Google's own words). */
          locale?: string;
        },
      ): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let pending: Promise<GoogleIdentity> | undefined;

export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google) return Promise.resolve(window.google);
  pending ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_SRC;
    script.async = true;
    script.onload = () =>
      window.google ? resolve(window.google) : reject(new Error('Google sign-in is missing'));
    script.onerror = () => {
      // A later screen may try again: the network may be back.
      script.remove();
      reject(new Error('Google sign-in could not be loaded'));
    };
    document.head.append(script);
  }).finally(() => {
    pending = undefined;
  });
  return pending;
}

/** The payload of Google's ID token (a JWT), read without checking it: the server checks it. */
function tokenPayload(credential: string): Record<string, unknown> {
  try {
    const part = (credential.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(part), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null ? { ...payload } : {};
  } catch {
    return {};
  }
}

/** The body of `POST /auth/google/verify`: the credential and the fields decoded from it. */
export function googleVerifyBody(credential: string): GoogleVerifyBody {
  const payload = tokenPayload(credential);
  const text = (key: string) => {
    const value = payload[key];
    return typeof value === 'string' ? value : undefined;
  };
  return {
    credential,
    email: text('email'),
    firstName: text('given_name'),
    lastName: text('family_name'),
    googleId: text('sub'),
    profilePicture: text('picture'),
  };
}
