import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form checked by one of the shared schemas on every change: its messages show as the
 * shopper types, and `isValid` keeps the submit button disabled until the whole form is right.
 */
export function useAccountForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({ resolver: zodResolver(schema), mode: 'onChange', defaultValues });
}
