/**
 * The back-office session's token, kept in this browser until the jeweller signs out or the
 * server says the session has ended. Listeners hear every change, from any tab.
 */
const KEY = 'backOffice.sessionToken';

type Listener = () => void;
const listeners = new Set<Listener>();

export function readStaffToken(): string | null {
  return localStorage.getItem(KEY);
}

export function storeStaffToken(token: string | null): void {
  if (token === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, token);
  for (const listener of listeners) listener();
}

export function onStaffTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}
