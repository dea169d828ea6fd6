import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  SECOND_FACTOR_CHALLENGE_MINUTES,
  SecondFactorCodeBodySchema,
  StaffSignInBodySchema,
  type SecondFactorCodeBody,
  type StaffSessionAnswer,
  type StaffSignInBody,
} from '@shop/shared/staff';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { TextField } from '@shop/ui/text-field.tsx';
import { completeSignIn, signIn } from '../../features/staff/api/staff-calls.ts';
import { StaffCard } from '../../features/staff/components/staff-card.tsx';
import { useStaffSession } from '../../features/staff/staff-session.tsx';

/** Where a page that asked for sign-in sends the jeweller back to. */
export interface SignInState {
  from?: string;
  /** A challenge from setting a password: the code step comes straight away. */
  challenge?: string;
}

/** The second step for a member with a second factor: the code from their app. */
function CodeStep({
  challenge,
  onSignedIn,
}: {
  challenge: string;
  onSignedIn: (answer: StaffSessionAnswer) => void;
}) {
  const form = useForm<z.input<typeof SecondFactorCodeBodySchema>, unknown, SecondFactorCodeBody>({
    resolver: zodResolver(SecondFactorCodeBodySchema),
  });
  const mutation = useMutation({
    mutationFn: ({ code }: SecondFactorCodeBody) => completeSignIn({ challenge, code }),
    onSuccess: onSignedIn,
  });
  return (
    <StaffCard title="Enter your code">
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
        <p className="text-sm text-stone-700">
          Open your authenticator app and type the six-digit code it shows for the shop. This sign-in waits{' '}
          {SECOND_FACTOR_CHALLENGE_MINUTES} minutes for it.
        </p>
        <Alert message={mutation.error?.message} />
        <TextField
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <button type="submit" className={`${PRIMARY_BUTTON} w-full`} disabled={mutation.isPending}>
          {mutation.isPending ? 'Checking…' : 'Sign in'}
        </button>
      </form>
    </StaffCard>
  );
}

/** `/admin/login`: the e-mail and password, then the code of a member with a second factor. */
export default function LoginRoute() {
  const { signedIn, startSession } = useStaffSession();
  const navigate = useNavigate();
  const state = useLocation().state as SignInState | null;
  const from = state?.from ?? '/';
  const [challenge, setChallenge] = useState(state?.challenge);
  const form = useForm<z.input<typeof StaffSignInBodySchema>, unknown, StaffSignInBody>({
    resolver: zodResolver(StaffSignInBodySchema),
  });
  const signedInNow = (answer: StaffSessionAnswer) => {
    startSession(answer);
    void navigate(from, { replace: true });
  };
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if ('secondFactor' in answer) setChallenge(answer.secondFactor.challenge);
      else signedInNow(answer);
    },
  });

  if (signedIn && !mutation.isPending) return <Navigate to={from} replace />;
  if (challenge) return <CodeStep challenge={challenge} onSignedIn={signedInNow} />;
  const { errors } = form.formState;
  return (
    <StaffCard title="Sign in">
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
        <Alert message={mutation.error?.message} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <button type="submit" className={`${PRIMARY_BUTTON} w-full`} disabled={mutation.isPending}>
          {mutation.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </StaffCard>
  );
}
