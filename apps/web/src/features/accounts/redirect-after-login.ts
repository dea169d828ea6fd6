import { SESSION_KEYS } from '@shop/shared/accounts';
import { read, write } from './session-storage.ts';

/** Remembers the page a guest was sent away from, to return there after signing in. */
export function rememberRedirect(path: string) {
  write(SESSION_KEYS.redirectAfterLogin, path);
}

/** Where to go after signing in: the remembered page (forgotten once read), else home. */
export function takeRedirectAfterLogin(): string {
  const path = read(SESSION_KEYS.redirectAfterLogin);
  write(SESSION_KEYS.redirectAfterLogin, null);
  // Only a page of this shop: another site's address would make the sign-in a trampoline.
  return path && /^\/(?![/\\])/.test(path) ? path : '/';
}
