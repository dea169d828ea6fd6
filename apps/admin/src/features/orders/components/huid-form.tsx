import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { AdminOrder, AdminOrderLine } from '@shop/shared/admin-orders';
import { HuidBodySchema, type HuidBody, type HuidInput } from '@shop/shared/hallmark';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { TextField } from '@shop/ui/text-field.tsx';
import { orderQuery, recordHuid } from '../api/order-calls.ts';

/**
 * A piece's HUID, typed from the hallmark once the piece is back from the hallmarking centre.
 * Gold carries one; silver may. Saving it empty clears a mistake.
 */
export function HuidForm({ order, line }: { order: AdminOrder; line: AdminOrderLine }) {
  const queryClient = useQueryClient();
  const form = useForm<HuidInput, unknown, HuidBody>({
    resolver: zodResolver(HuidBodySchema),
    defaultValues: { huid: line.huid ?? '' },
  });
  const mutation = useMutation({
    mutationFn: (body: HuidBody) => recordHuid(order.id, line.position, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderQuery(order.id).queryKey, answer);
      const saved = answer.order.lines.find((each) => each.position === line.position);
      form.reset({ huid: saved?.huid ?? '' });
    },
  });
  const { errors, isDirty } = form.formState;
  return (
    <form
      noValidate
      aria-label={`HUID of ${line.name}`}
      className="mt-3 flex flex-wrap items-end gap-2"
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <div className="w-36">
        <TextField
          label="HUID"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 font-mono text-base uppercase text-stone-900 focus:border-brand-700 aria-[invalid=true]:border-rose-600"
          error={errors.huid?.message}
          {...form.register('huid', { onChange: () => mutation.reset() })}
        />
      </div>
      <button type="submit" className={PRIMARY_BUTTON} disabled={mutation.isPending}>
        Save
      </button>
      <p role="status" className="basis-full text-sm text-emerald-800">
        {mutation.isSuccess && !isDirty ? 'HUID saved.' : ''}
      </p>
      <div className="basis-full">
        <Alert message={mutation.error?.message} />
      </div>
    </form>
  );
}
