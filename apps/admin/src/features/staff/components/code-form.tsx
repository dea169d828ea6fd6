import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  SecondFactorCodeBodySchema,
  type SecondFactorCodeBody,
  type SecondFactorStateAnswer,
} from '@shop/shared/staff';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { TextField } from '@shop/ui/text-field.tsx';

/** A code from the app, for the call that needs one. */
export function CodeForm(props: {
  label: string;
  pending: string;
  call: (code: string) => Promise<SecondFactorStateAnswer>;
  onDone: (answer: SecondFactorStateAnswer) => void;
}) {
  const form = useForm<z.input<typeof SecondFactorCodeBodySchema>, unknown, SecondFactorCodeBody>({
    resolver: zodResolver(SecondFactorCodeBodySchema),
  });
  const mutation = useMutation({
    mutationFn: ({ code }: SecondFactorCodeBody) => props.call(code),
    onSuccess: (answer) => {
      form.reset({ code: '' });
      props.onDone(answer);
    },
  });
  return (
    <form
      noValidate
      className="max-w-xs space-y-3"
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <Alert message={mutation.error?.message} />
      <TextField
        label="Code from your app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <button type="submit" className={PRIMARY_BUTTON} disabled={mutation.isPending}>
        {mutation.isPending ? props.pending : props.label}
      </button>
    </form>
  );
}
