import { useEffect } from 'react';
import { useAuth } from '../../features/accounts/hooks/use-auth.ts';
import ForgotPasswordRoute from './forgot-password.tsx';
import LoginRoute from './login.tsx';
import RegisterRoute from './register.tsx';
import ResetPasswordRoute from './reset-password.tsx';

const SCREENS = {
  login: LoginRoute,
  register: RegisterRoute,
  'forgot-password': ForgotPasswordRoute,
  'reset-password': ResetPasswordRoute,
};

export type SignInScreen = keyof typeof SCREENS;

/**
 * `/login`, `/register`, `/forgot-password` and `/reset-password` load as one: a shopper
 * moves from one to the next (sign in, forgot, reset, sign in) without waiting, and the
 * first visit carries one lazily loaded route for them instead of four.
 */
export default function SignInScreensRoute({ screen }: { screen: SignInScreen }) {
  const Screen = SCREENS[screen];
  const { token } = useAuth();
  // Signed in (or registered): the pieces a guest saved in this browser join the account.
  useEffect(() => {
    if (token !== null)
      void import('../../features/wishlist/wishlist.ts').then(({ readAccount }) => readAccount(token));
  }, [token]);
  return <Screen />;
}
