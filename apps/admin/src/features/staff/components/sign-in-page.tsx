import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { StaffSignInBodySchema, type StaffSignInBody } from '@shop/shared/staff';
import { FormAlert, PRIMARY_BUTTON, TextField } from '../../../components/form';
import { signIn } from '../api/staff-calls';
import { useStaffSession } from '../staff-session';
import { StaffCard } from './staff-card';

/** Where a page that asked for sign-in sends the jeweller back to. */
export interface SignInState {
  from?: string;
}

export function SignInPage() {
  const { signedIn, startSession } = useStaffSession();
  const navigate = useNavigate();
  const from = (useLocation().state as SignInState | null)?.from ?? '/';
  const form = useForm<z.input<typeof StaffSignInBodySchema>, unknown, StaffSignInBody>({
    resolver: zodResolver(StaffSignInBodySchema),
  });
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      startSession(answer);
      void navigate(from, { replace: true });
    },
  });

  if (signedIn && !mutation.isPending) return <Navigate to={from} replace />;
  const { errors } = form.formState;
  return (
    <StaffCard title="Sign in">
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
        <FormAlert message={mutation.error?.message} />
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
