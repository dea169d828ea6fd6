import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ACCOUNT_DELAYS_MS,
  NewPasswordFormSchema,
  RESET_CODE,
  ResetVerifyBodySchema,
} from '@shop/shared/accounts';
import { INPUT_CLASS } from '@shop/ui/text-field.tsx';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { AuthCard, BackLink, StatusBoxes } from '../../features/accounts/components/auth-card.tsx';
import {
  AccountField,
  PasswordChecklist,
  ShowPasswordButton,
  EmailField,
  usePasswordVisibility,
} from '../../features/accounts/components/form-field.tsx';
import { useAuth } from '../../features/accounts/hooks/use-auth.ts';
import { useClearStatusOnLeave } from '../../features/accounts/hooks/use-status-effects.ts';
import { useAccountForm } from '../../features/accounts/hooks/use-account-form.ts';

const { email: emailField, verificationCode: codeField } = ResetVerifyBodySchema.shape;

/** The new password twice, and the e-mail and code too when the link did not bring them. */
const ResetFormSchema = NewPasswordFormSchema.safeExtend({ email: emailField, verificationCode: codeField });

/** `/reset-password?email=…&code=…`: the screen that sets a new password. */
export default function ResetPasswordRoute() {
  const { resetPassword, loading, error, message } = useAuth();
  const navigate = useNavigate();
  const { t } = useLingui();
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);
  const checklistId = useId();
  const { visible, type, toggle } = usePasswordVisibility();
  useClearStatusOnLeave();

  const linkEmail = params.get('email') ?? '';
  const linkCode = params.get('code') ?? '';
  // The mail carries the code in its link and as text: without a usable one in the link,
  // the shopper types it.
  const [askEmail] = useState(() => !emailField.safeParse(linkEmail).success);
  const [askCode] = useState(() => !codeField.safeParse(linkCode).success);

  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isValid },
  } = useAccountForm(ResetFormSchema, {
    email: linkEmail,
    verificationCode: linkCode,
    newPassword: '',
    confirmPassword: '',
  });
  const [newPassword, confirmPassword] = useWatch({ control, name: ['newPassword', 'confirmPassword'] });

  useEffect(() => {
    if (!done || !message?.includes('successfully')) return;
    const timer = setTimeout(() => void navigate('/login'), ACCOUNT_DELAYS_MS.afterReset);
    return () => clearTimeout(timer);
  }, [done, message, navigate]);

  return (
    <AuthCard
      title={t`Set New Password`}
      subtitle={askEmail ? t`Enter the code from the e-mail and a new password` : t`For ${linkEmail}`}
    >
      <StatusBoxes error={error} message={message} />
      <form
        noValidate
        className="mt-6 space-y-4"
        onSubmit={handleSubmit(async ({ email, verificationCode, newPassword }) => {
          if (await resetPassword({ email, verificationCode, newPassword })) setDone(true);
        })}
      >
        {askEmail && <EmailField error={errors.email?.message} {...register('email')} />}
        {askCode && (
          <AccountField
            label={t`Verification code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={RESET_CODE.digits}
            error={errors.verificationCode?.message}
            {...register('verificationCode')}
          />
        )}
        <div>
          <AccountField
            label={t`New password`}
            type={type}
            autoComplete="new-password"
            className={`${INPUT_CLASS} pr-12`}
            aria-describedby={checklistId}
            error={errors.newPassword?.message}
            // A changed password checks the confirmation again, once there is one to check.
            {...register('newPassword', { deps: confirmPassword ? ['confirmPassword'] : [] })}
          >
            <ShowPasswordButton visible={visible} onToggle={toggle} />
          </AccountField>
          <PasswordChecklist id={checklistId} password={newPassword} />
        </div>
        <AccountField
          label={t`Confirm password`}
          type={type}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <button type="submit" className={`${PRIMARY_BUTTON} w-full`} disabled={!isValid || loading || done}>
          {loading ? t`Resetting password...` : t`Reset Password`}
        </button>
      </form>
      <BackLink to="/forgot-password">
        <Trans>Back</Trans>
      </BackLink>
    </AuthCard>
  );
}
