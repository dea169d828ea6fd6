import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { GOOGLE_SCRIPT_SRC, type GoogleIdentity } from '../google-identity.ts';

/** A Google ID token as Google would send it (unsigned here: only the server checks it). */
export function googleCredential(payload: Record<string, string>): string {
  const part = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

/**
 * Stands in for Google's sign-in script: keeps the script element a page adds instead of
 * downloading it, and when the test lets it load, provides a `google` object whose button
 * hands the page the given credential when clicked.
 */
export function fakeGoogle(credential: string) {
  const scripts: HTMLScriptElement[] = [];
  const clientIds: string[] = [];
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement && node.src === GOOGLE_SCRIPT_SRC) scripts.push(node);
      else append(node);
    }
  });
  let callback: ((response: { credential?: string }) => void) | undefined;
  const google: GoogleIdentity = {
    accounts: {
      id: {
        initialize(options) {
          clientIds.push(options.client_id);
          callback = options.callback;
        },
        renderButton(parent, options) {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = options.text === 'signup_with' ? 'Sign up with Google' : 'Sign in with Google';
          button.addEventListener('click', () => callback?.({ credential }));
          parent.append(button);
        },
      },
    },
  };
  return {
    /** The addresses of the scripts the page asked for. */
    requested: () => scripts.map((script) => script.src),
    clientIds,
    load() {
      window.google = google;
      act(() => {
        for (const script of scripts) script.dispatchEvent(new Event('load'));
      });
    },
    fail() {
      act(() => {
        for (const script of scripts) script.dispatchEvent(new Event('error'));
      });
    },
    remove() {
      delete window.google;
    },
  };
}
