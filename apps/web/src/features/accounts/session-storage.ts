import type { SESSION_KEYS } from '@shop/shared/accounts';

/**
 * The contract's keys of the session, written out here because the contract's module brings
 * zod, which the first visit must not download just to restore a session. The type holds
 * them equal to SESSION_KEYS: a key changed there fails the type check here.
 */
const STORAGE_KEYS: Omit<typeof SESSION_KEYS, 'redirectAfterLogin'> = {
  token: 'token',
  userId: 'userId',
  firstName: 'firstName',
  lastName: 'lastName',
};

/** Whether a change of this stored key (null: storage was cleared) may change the session. */
export function touchesSession(key: string | null): boolean {
  return key === null || Object.values<string>(STORAGE_KEYS).includes(key);
}

/** The signed-in shopper as the session knows them. */
export interface SessionUser {
  id: string;
  firstName: string;
  lastName?: string | undefined;
  email?: string | undefined;
  phoneNumber?: string | undefined;
}

export interface StoredSession {
  token: string;
  user: SessionUser;
}

// Storage can be switched off (private modes, strict settings): the session then lives only
// as long as the page, and nothing breaks.
export function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function write(key: string, value: string | null | undefined) {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {
    // See above.
  }
}

/** The stored session, only when its token, user id and first name are all there. */
export function readStoredSession(): StoredSession | null {
  const token = read(STORAGE_KEYS.token);
  const id = read(STORAGE_KEYS.userId);
  const firstName = read(STORAGE_KEYS.firstName);
  if (!token || !id || !firstName) return null;
  return { token, user: { id, firstName, lastName: read(STORAGE_KEYS.lastName) ?? undefined } };
}

export function storeSession(token: string | null, user: SessionUser | null) {
  write(STORAGE_KEYS.token, token);
  write(STORAGE_KEYS.userId, user?.id);
  write(STORAGE_KEYS.firstName, user?.firstName);
  write(STORAGE_KEYS.lastName, user?.lastName);
}
