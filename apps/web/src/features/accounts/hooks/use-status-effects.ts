/**
 * What the account screens do with the session's message and error over time: when they
 * clear, and where a signed-in shopper goes next.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_DELAYS_MS } from '@shop/shared/accounts';
import { takeRedirectAfterLogin } from '../redirect-after-login.ts';
import { useAuth } from './use-auth.ts';

/** Leaving an account screen clears the auth error and message. */
export function useClearStatusOnLeave() {
  const { clearStatus } = useAuth();
  useEffect(() => clearStatus, [clearStatus]);
}

/**
 * Sign-in and registration: once signed in, the welcome shows for a second and the shopper
 * goes on to the page they came for (leaving clears the message). A shopper who comes here
 * signed in already goes home at once. True while that is so: the screen then shows nothing.
 */
export function useSignInRedirect(): boolean {
  const { isAuthenticated, message } = useAuth();
  const navigate = useNavigate();
  useClearStatusOnLeave();
  useEffect(() => {
    if (!isAuthenticated) return;
    if (!message) {
      void navigate('/', { replace: true });
      return;
    }
    const timer = setTimeout(
      () => void navigate(takeRedirectAfterLogin(), { replace: true }),
      ACCOUNT_DELAYS_MS.afterSignIn,
    );
    return () => clearTimeout(timer);
  }, [isAuthenticated, message, navigate]);
  return isAuthenticated && !message;
}

/**
 * The profile: a success message clears after 3 seconds and an error after 5. Leaving
 * clears them too, unless the session ended here: the sign-in screen then says why.
 */
export function useProfileStatus() {
  const { isAuthenticated, error, message, clearStatus } = useAuth();
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(clearStatus, ACCOUNT_DELAYS_MS.profileSuccess);
    return () => clearTimeout(timer);
  }, [message, clearStatus]);
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(clearStatus, ACCOUNT_DELAYS_MS.profileError);
    return () => clearTimeout(timer);
  }, [error, clearStatus]);
  const signedIn = useRef(isAuthenticated);
  useEffect(() => {
    signedIn.current = isAuthenticated;
  }, [isAuthenticated]);
  useEffect(
    () => () => {
      if (signedIn.current) clearStatus();
    },
    [clearStatus],
  );
}
