import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CONNECTION_FAILED } from '@shop/shared/api-client';
import { AuthContext, type AuthActions, type AuthState } from '../auth-context.ts';
import type * as Requests from '../session-actions.ts';
import { readStoredSession, storeSession, touchesSession } from '../session-storage.ts';

// Every page shows whether the shopper is signed in, but only the account screens make
// requests: their code, texts and zod load with the first request.
const loadRequests = () => import('../session-actions.ts');

const SIGNED_OUT = { user: null, token: null, loading: false };

function restore(): AuthState {
  return { ...SIGNED_OUT, ...readStoredSession(), error: null, message: null };
}

/**
 * The user session, restored from the browser's storage. A page the server rendered shows the
 * shop signed out, as the server saw it; the browser adopts that HTML first and restores the
 * session right after, before the page is painted again.
 */
export function AuthProvider({
  children,
  restoreAfterHydration = false,
}: {
  children: ReactNode;
  restoreAfterHydration?: boolean;
}) {
  const [state, setState] = useState(() =>
    restoreAfterHydration ? { ...SIGNED_OUT, error: null, message: null } : restore(),
  );
  // Requests read the token when they finish, after renders the closure has not seen.
  const token = useRef(state.token);

  const actions = useMemo((): AuthActions => {
    const patch = (change: Partial<AuthState>) => setState((current) => ({ ...current, ...change }));
    const session: Requests.SessionControl = {
      token: () => token.current,
      settle(change) {
        if (change.token) token.current = change.token;
        patch({ ...change, loading: false });
      },
      signOut(change) {
        token.current = null;
        storeSession(null, null);
        patch({ ...SIGNED_OUT, ...change });
      },
    };
    // Every request shows it is under way and drops the last error; signing in and the
    // password reset also drop the last message.
    const run = async <T,>(
      clearMessage: boolean,
      failed: T,
      request: (requests: typeof Requests) => Promise<T>,
    ) => {
      patch({ loading: true, error: null, ...(clearMessage && { message: null }) });
      try {
        return await request(await loadRequests());
      } catch {
        // Only loading the code can fail here: each request turns its own failures into state.
        patch({ loading: false, error: CONNECTION_FAILED });
        return failed;
      }
    };
    return {
      login: (body) => run(true, false, (r) => r.login(session, body)),
      register: (body) => run(true, false, (r) => r.register(session, body)),
      googleLogin: (body) => run(true, false, (r) => r.googleLogin(session, body)),
      requestReset: (body) => run(true, false, (r) => r.requestReset(session, body)),
      resetPassword: (body) => run(true, false, (r) => r.resetPassword(session, body)),
      fetchProfile: () => run(false, null, (r) => r.fetchProfile(session)),
      updateProfile: (body) => run(false, null, (r) => r.updateProfile(session, body)),
      deleteAccount: () => run(false, false, (r) => r.deleteAccount(session)),
      // Signed out here at once; the server is told to end the session too (session-actions.ts).
      logout: () => {
        const ended = token.current;
        session.signOut({ error: null, message: null });
        if (ended) void loadRequests().then((requests) => requests.endSession(ended));
      },
      clearStatus: () => patch({ error: null, message: null }),
    };
  }, []);

  useLayoutEffect(() => {
    if (!restoreAfterHydration) return;
    const restored = restore();
    // A guest is what the server drew. A new state would change the session for every part
    // of the page at once, and React would then adopt all that is left of the page in one
    // long task rather than in slices.
    if (restored.user === null) return;
    token.current = restored.token;
    // The browser's storage is outside React, and the server's HTML could not know it: it is
    // read once the page is adopted, in a layout effect so the signed-out header never paints.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState(restored);
    // Once; later changes come through the actions and the `storage` event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Signing in or out in another tab of the shop signs this one in or out as well.
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (!touchesSession(event.key)) return;
      const restored = restore();
      token.current = restored.token;
      setState((current) => ({ ...restored, loading: current.loading }));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

  const value = useMemo(() => ({ ...state, isAuthenticated: !!state.user, ...actions }), [state, actions]);
  return <AuthContext value={value}>{children}</AuthContext>;
}
