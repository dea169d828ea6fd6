import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_DELAYS_MS, ResetRequestBodySchema } from '@shop/shared/accounts';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { AuthCard, BackLink, StatusBoxes } from '../../features/accounts/components/auth-card.tsx';
import { EmailField } from '../../features/accounts/components/form-field.tsx';
import { useAuth } from '../../features/accounts/hooks/use-auth.ts';
import { useClearStatusOnLeave } from '../../features/accounts/hooks/use-status-effects.ts';
import { useAccountForm } from '../../features/accounts/hooks/use-account-form.ts';

/** `/forgot-password`: asks for a code by e-mail to set a new password. */
export default function ForgotPasswordRoute() {
  const { requestReset, loading, error, message } = useAuth();
  const navigate = useNavigate();
  const { t } = useLingui();
  // The profile's Change Password comes here with the shopper's address filled in.
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  useClearStatusOnLeave();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useAccountForm(ResetRequestBodySchema, { email: params.get('email') ?? '' });

  // Once the code is on its way, the shopper moves on to type it in.
  useEffect(() => {
    if (!sentTo || !message?.includes('sent')) return;
    const timer = setTimeout(
      () => void navigate(`/reset-password?${new URLSearchParams({ email: sentTo }).toString()}`),
      ACCOUNT_DELAYS_MS.afterResetRequest,
    );
    return () => clearTimeout(timer);
  }, [sentTo, message, navigate]);

  return (
    <AuthCard title={t`Reset Password`} subtitle={t`We will e-mail you a verification code`}>
      <StatusBoxes error={error} message={message} />
      <form
        noValidate
        className="mt-6 space-y-4"
        onSubmit={handleSubmit(async (body) => {
          if (await requestReset(body)) setSentTo(body.email);
        })}
      >
        <EmailField error={errors.email?.message} {...register('email')} />
        <button type="submit" className={`${PRIMARY_BUTTON} w-full`} disabled={!isValid || loading}>
          {loading ? t`Sending code...` : t`Send Verification Code`}
        </button>
      </form>
      <BackLink to="/login">
        <Trans>Back to Login</Trans>
      </BackLink>
    </AuthCard>
  );
}
