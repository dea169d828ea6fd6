import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  CASH_ON_DELIVERY_DEFAULTS,
  CashOnDeliverySettingsBodySchema,
  CONFIRMATION_WINDOW_MS,
  settingsToBody,
  type CashOnDeliverySettingsBody,
} from '@shop/shared/cash-on-delivery';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { TextAreaField, TextField } from '@shop/ui/text-field.tsx';
import { cashOnDeliverySettingsQuery, saveCashOnDeliverySettings } from '../api/cash-on-delivery-calls.ts';

/** The starts the owner typed, one per word: spaces, commas and new lines part them. */
const prefixesOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

const PrefixesSchema = CashOnDeliverySettingsBodySchema.shape.excludedPincodePrefixes;

/** The settings' own schema, but for the pincodes' starts, typed as words in one box. */
const FormSchema = CashOnDeliverySettingsBodySchema.extend({
  excludedPincodePrefixes: z.string().transform((text, context) => {
    const prefixes = PrefixesSchema.safeParse(prefixesOf(text));
    if (prefixes.success) return prefixes.data;
    context.addIssue({ code: 'custom', message: prefixes.error.issues[0]?.message ?? 'Check the pincodes.' });
    return z.NEVER;
  }),
});
type FormValues = z.input<typeof FormSchema>;

const formValues = (settings: CashOnDeliverySettingsBody): FormValues => ({
  ...settings,
  excludedPincodePrefixes: settings.excludedPincodePrefixes.join(' '),
});

const HOURS_TO_CONFIRM = CONFIRMATION_WINDOW_MS / (60 * 60 * 1000);

/**
 * The owner's cash on delivery (`packages/shared/src/cash-on-delivery.ts`): whether the shop
 * offers it, up to which order total, with what fee, for personalised pieces or not, where
 * not, and after how many orders refused at the door a customer pays online. Checked by the
 * shared schema with its messages before it is sent; the server checks it again.
 */
export function CashOnDeliveryForm() {
  const queryClient = useQueryClient();
  const headingId = useId();
  const { data, error } = useQuery(cashOnDeliverySettingsQuery());
  const form = useForm<FormValues, unknown, CashOnDeliverySettingsBody>({
    resolver: zodResolver(FormSchema),
    defaultValues: formValues(settingsToBody(CASH_ON_DELIVERY_DEFAULTS)),
    // The stored settings fill the form once they arrive, and again once saved.
    values: data ? formValues(data.settings) : undefined,
  });
  const save = useMutation({
    mutationFn: saveCashOnDeliverySettings,
    onSuccess: (answer) => queryClient.setQueryData(cashOnDeliverySettingsQuery().queryKey, answer),
  });
  const { errors } = form.formState;
  const number = (name: 'maxOrderTotalRupees' | 'feeRupees' | 'maxUndeliveredOrders') =>
    form.register(name, { valueAsNumber: true, onChange: () => save.reset() });
  const box = (name: 'enabled' | 'personalisedOnDelivery') =>
    form.register(name, { onChange: () => save.reset() });
  const check = 'mt-1 size-4 shrink-0 accent-brand-700';
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        Cash on delivery
      </h2>
      <p className="text-sm text-stone-700">
        Customers pay in cash or by UPI when the parcel arrives. Each such order waits for its customer to
        confirm it within {HOURS_TO_CONFIRM} hours, or it is cancelled.
      </p>
      <Alert message={error?.message} />
      {save.isSuccess && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm">
          Cash on delivery settings saved.
        </p>
      )}
      <form
        noValidate
        className="space-y-3"
        onSubmit={form.handleSubmit((settings) => save.mutate(settings))}
      >
        <label className="flex items-start gap-2 text-sm font-medium text-stone-900">
          <input type="checkbox" className={check} {...box('enabled')} />
          Offer cash on delivery
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Largest order total (₹), delivery and fee included"
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.maxOrderTotalRupees?.message}
            {...number('maxOrderTotalRupees')}
          />
          <TextField
            label="Fee (₹)"
            type="number"
            inputMode="numeric"
            min={0}
            error={errors.feeRupees?.message}
            {...number('feeRupees')}
          />
        </div>
        <label className="flex items-start gap-2 text-sm text-stone-900">
          <input type="checkbox" className={check} {...box('personalisedOnDelivery')} />
          <span>
            <span className="font-medium">Personalised pieces may be paid on delivery</span>
            <span className="block text-stone-600">
              A personalised piece refused at the door cannot be sold to anyone else.
            </span>
          </span>
        </label>
        <TextAreaField
          label="Pincodes not offered cash on delivery, by their starts"
          rows={2}
          inputMode="numeric"
          placeholder="79 744"
          error={errors.excludedPincodePrefixes?.message}
          {...form.register('excludedPincodePrefixes', { onChange: () => save.reset() })}
        />
        <div className="sm:w-1/2">
          <TextField
            label="Orders refused at the door before a customer must pay online"
            type="number"
            inputMode="numeric"
            min={1}
            max={10}
            error={errors.maxUndeliveredOrders?.message}
            {...number('maxUndeliveredOrders')}
          />
        </div>
        <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending || !data}>
          Save cash on delivery
        </button>
      </form>
      <Alert message={save.error?.message} />
    </section>
  );
}
