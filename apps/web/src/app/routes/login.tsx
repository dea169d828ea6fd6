import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LoginBodySchema } from '@shop/shared/accounts';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { AuthCard, BackLink, StatusBoxes, TEXT_LINK } from '../../features/accounts/components/auth-card.tsx';
import { EmailField, PasswordField } from '../../features/accounts/components/form-field.tsx';
import { GoogleSignIn } from '../../features/accounts/components/google-sign-in.tsx';
import { useAuth } from '../../features/accounts/hooks/use-auth.ts';
import { useSignInRedirect } from '../../features/accounts/hooks/use-status-effects.ts';
import { useAccountForm } from '../../features/accounts/hooks/use-account-form.ts';

/** `/login`: the sign-in screen. */
export default function LoginRoute() {
  const { login, loading, error, message, isAuthenticated } = useAuth();
  const signedInAlready = useSignInRedirect();
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useAccountForm(LoginBodySchema, { email: '', password: '' });

  if (signedInAlready) return null;
  return (
    <AuthCard title={t`Welcome Back`} subtitle={t`Sign in to your account`}>
      <StatusBoxes error={error} message={message} />
      <form
        noValidate
        className="mt-6 space-y-4"
        onSubmit={handleSubmit(async (body) => {
          await login(body);
        })}
      >
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="text-right text-sm">
          <Link to="/forgot-password" className={TEXT_LINK}>
            <Trans>Forgot your password?</Trans>
          </Link>
        </p>
        <button
          type="submit"
          className={`${PRIMARY_BUTTON} w-full`}
          disabled={!isValid || loading || isAuthenticated}
        >
          {loading ? t`Signing in...` : t`Sign In`}
        </button>
      </form>
      <GoogleSignIn text="signin_with" />
      <p className="mt-6 text-center text-sm text-stone-700">
        <Trans>
          Don&apos;t have an account?{' '}
          <Link to="/register" className={TEXT_LINK}>
            Create account
          </Link>
        </Trans>
      </p>
      <BackLink to="/">
        <Trans>Back to Home</Trans>
      </BackLink>
    </AuthCard>
  );
}
