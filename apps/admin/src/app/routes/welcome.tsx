import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  PasswordLinkTokenSchema,
  STAFF_PASSWORD,
  STAFF_TEXTS,
  StaffPasswordFormSchema,
  type StaffPasswordForm,
} from '@shop/shared/staff';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { TextField } from '@shop/ui/text-field.tsx';
import { setPassword } from '../../features/staff/api/staff-calls.ts';
import { StaffCard } from '../../features/staff/components/staff-card.tsx';
import { useStaffSession } from '../../features/staff/staff-session.tsx';
import type { SignInState } from './login.tsx';

/**
 * The page a set-password link opens. The token rides in the address's fragment, which the
 * browser never sends: it is read once and taken out of the address bar and the history.
 */
function takeTokenFromAddress(): string | undefined {
  const token = PasswordLinkTokenSchema.safeParse(window.location.hash.slice(1));
  if (window.location.hash) history.replaceState(history.state, '', window.location.pathname);
  return token.success ? token.data : undefined;
}

/** `/admin/welcome#{token}`: a new member (or one who forgot theirs) sets a password. */
export default function WelcomeRoute() {
  const [token] = useState(takeTokenFromAddress);
  const { startSession } = useStaffSession();
  const navigate = useNavigate();
  const form = useForm<StaffPasswordForm>({ resolver: zodResolver(StaffPasswordFormSchema) });
  const mutation = useMutation({
    mutationFn: (password: string) => setPassword({ token: token ?? '', password }),
    onSuccess: (answer) => {
      // A member with a second factor (a new link after a forgotten password) gives a code too.
      if ('secondFactor' in answer) {
        const state: SignInState = { challenge: answer.secondFactor.challenge };
        void navigate('/login', { replace: true, state });
        return;
      }
      startSession(answer);
      void navigate('/', { replace: true, state: { notice: STAFF_TEXTS.passwordSet } });
    },
  });

  if (token === undefined) {
    return (
      <StaffCard title="Set your password">
        <Alert message={STAFF_TEXTS.linkNotValid} />
      </StaffCard>
    );
  }
  const { errors } = form.formState;
  return (
    <StaffCard title="Set your password">
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit(({ password }) => mutation.mutate(password))}
      >
        <p className="text-sm text-stone-700">
          Choose a password of at least {STAFF_PASSWORD.minLength} characters: a few words you will remember
          make a good one.
        </p>
        <Alert message={mutation.error?.message} />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <button type="submit" className={`${PRIMARY_BUTTON} w-full`} disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving…' : 'Set password and sign in'}
        </button>
      </form>
    </StaffCard>
  );
}
