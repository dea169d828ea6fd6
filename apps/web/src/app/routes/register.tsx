import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { RegisterBodySchema } from '@shop/shared/accounts';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { AuthCard, BackLink, StatusBoxes, TEXT_LINK } from '../../features/accounts/components/auth-card.tsx';
import {
  AccountField,
  PasswordChecklist,
  PasswordField,
  EmailField,
} from '../../features/accounts/components/form-field.tsx';
import { usePageLanguage } from '../../lib/page-language.ts';
import { GoogleSignIn } from '../../features/accounts/components/google-sign-in.tsx';
import { useAuth } from '../../features/accounts/hooks/use-auth.ts';
import { useSignInRedirect } from '../../features/accounts/hooks/use-status-effects.ts';
import { useAccountForm } from '../../features/accounts/hooks/use-account-form.ts';

/** `/register`: the screen that creates an account. */
export default function RegisterRoute() {
  const auth = useAuth();
  const signedInAlready = useSignInRedirect();
  const checklistId = useId();
  const { t } = useLingui();
  const language = usePageLanguage();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isValid },
  } = useAccountForm(RegisterBodySchema, {
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    password: '',
  });
  const password = useWatch({ control, name: 'password' });

  if (signedInAlready) return null;
  return (
    <AuthCard title={t`Create Account`} subtitle={t`Join us for personalised silver and gold`}>
      <StatusBoxes error={auth.error} message={auth.message} />
      <form
        noValidate
        className="mt-6 space-y-4"
        onSubmit={handleSubmit(async (body) => {
          // The customer's e-mails are in the language of the pages they registered on.
          await auth.register({ ...body, language });
        })}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <AccountField
            label={t`First name`}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <AccountField
            label={t`Last name`}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <EmailField error={errors.email?.message} {...register('email')} />
        <AccountField
          label={t`Phone number`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <div>
          <PasswordField
            label={t`Password`}
            autoComplete="new-password"
            aria-describedby={checklistId}
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordChecklist id={checklistId} password={password} />
        </div>
        <button
          type="submit"
          className={`${PRIMARY_BUTTON} w-full`}
          disabled={!isValid || auth.loading || auth.isAuthenticated}
        >
          {auth.loading ? t`Creating account...` : t`Create Account`}
        </button>
      </form>
      <GoogleSignIn text="signup_with" />
      <p className="mt-6 text-center text-sm text-stone-700">
        <Trans>
          Already have an account?{' '}
          <Link to="/login" className={TEXT_LINK}>
            Sign in
          </Link>
        </Trans>
      </p>
      <BackLink to="/">
        <Trans>Back to Home</Trans>
      </BackLink>
    </AuthCard>
  );
}
