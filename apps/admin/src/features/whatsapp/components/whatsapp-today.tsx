import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  WHATSAPP_CATEGORIES,
  WHATSAPP_CATEGORY_NAMES,
  WHATSAPP_TEXTS,
  WhatsAppRatesFormSchema,
  type WhatsAppRates,
  type WhatsAppRatesBody,
  type WhatsAppRatesForm,
  type WhatsAppTodayAnswer,
} from '@shop/shared/whatsapp';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { TextField } from '@shop/ui/text-field.tsx';
import { formatDateTime, formatPaise } from '../../../lib/format.ts';
import { saveWhatsAppRates, whatsappTodayQuery } from '../api/whatsapp-calls.ts';

const MONTH = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-12" → "December 2026". */
function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return MONTH.format(new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1, 1)));
}

/** Thousandths of a rupee as the owner reads a rate: 115 → ₹0.115. */
export function rateInRupees(milliRupees: number): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  }).format(milliRupees / 1000);
}

/**
 * The Today page's WhatsApp: the month's delivered template messages by category and what they
 * cost at the owner's rates, the owner's form for those rates, and, first of all, the Cloud
 * API's refusal of the shop's settings, since then nothing reaches the customers.
 */
export function WhatsAppThisMonth({ isOwner }: { isOwner: boolean }) {
  const { data, error } = useQuery(whatsappTodayQuery());
  return (
    <section
      aria-labelledby="whatsapp-today-title"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="whatsapp-today-title" className="text-lg font-semibold">
        {WHATSAPP_TEXTS.todayHeading}
      </h2>
      <Alert message={error?.message} />
      {data && (
        <>
          {data.refused && (
            <div
              role="alert"
              className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950"
            >
              <p className="font-semibold [overflow-wrap:anywhere]">
                {WHATSAPP_TEXTS.refused(data.refused.reason)}
              </p>
              <p className="text-sm">{WHATSAPP_TEXTS.refusedSince(formatDateTime(data.refused.at))}</p>
            </div>
          )}
          <MonthTable answer={data} />
          {isOwner ? (
            <RatesForm rates={data.ratesMilliRupees} />
          ) : (
            <p className="text-sm text-stone-600">{WHATSAPP_TEXTS.ratesOwnerOnly}</p>
          )}
        </>
      )}
    </section>
  );
}

function MonthTable({ answer }: { answer: WhatsAppTodayAnswer }) {
  const rows = WHATSAPP_CATEGORIES.map((category) => ({
    category,
    delivered: 0,
    freeInWindow: 0,
    costPaise: 0,
    ...answer.categories.find((row) => row.category === category),
  }));
  const delivered = rows.reduce((sum, row) => sum + row.delivered, 0);
  const costPaise = rows.reduce((sum, row) => sum + row.costPaise, 0);
  const caption = monthName(answer.month);
  return (
    <div className="max-w-2xl space-y-1">
      <table className="w-full text-sm">
        <caption className="mb-1 text-left font-medium">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-left text-stone-600">
            <th scope="col" className="py-1 pr-2 font-medium">
              <span className="sr-only">Category</span>
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              {WHATSAPP_TEXTS.delivered}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {WHATSAPP_TEXTS.cost}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.category} className="border-b border-stone-100">
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {WHATSAPP_CATEGORY_NAMES[row.category]}
                <span className="block text-xs text-stone-500">
                  {WHATSAPP_TEXTS.perMessage(rateInRupees(answer.ratesMilliRupees[row.category]))}
                </span>
              </th>
              <td className="py-1 pr-2 text-right tabular-nums">{row.delivered}</td>
              <td className="py-1 text-right tabular-nums">{formatPaise(row.costPaise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="py-1 pr-2 text-left">
              {WHATSAPP_TEXTS.total}
            </th>
            <td className="py-1 pr-2 text-right tabular-nums">{delivered}</td>
            <td className="py-1 text-right tabular-nums">{formatPaise(costPaise)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="text-xs text-stone-600">
        {delivered === 0 ? `${WHATSAPP_TEXTS.noneThisMonth} ` : ''}
        {WHATSAPP_TEXTS.beforeGst}
      </p>
    </div>
  );
}

/** A rate the server keeps in thousandths of a rupee, as the form shows it: 115 → "0.115". */
const typedRates = (rates: WhatsAppRates): WhatsAppRatesForm => ({
  utility: String(rates.utility / 1000),
  marketing: String(rates.marketing / 1000),
  authentication: String(rates.authentication / 1000),
});

/** The owner's rates, typed in rupees as Meta's rate card gives them (₹0.115 a message). */
function RatesForm({ rates }: { rates: WhatsAppRates }) {
  const queryClient = useQueryClient();
  const form = useForm<WhatsAppRatesForm, unknown, WhatsAppRatesBody>({
    resolver: zodResolver(WhatsAppRatesFormSchema),
    defaultValues: typedRates(rates),
  });
  const save = useMutation({
    mutationFn: saveWhatsAppRates,
    onSuccess: (answer) => {
      form.reset(typedRates(answer.ratesMilliRupees));
      // The month's cost is counted again at the new rates.
      void queryClient.invalidateQueries({ queryKey: whatsappTodayQuery().queryKey });
    },
  });
  const { errors, isDirty } = form.formState;
  return (
    <form
      noValidate
      aria-labelledby="whatsapp-rates-title"
      className="space-y-3 border-t border-stone-200 pt-3"
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
    >
      <h3 id="whatsapp-rates-title" className="font-semibold">
        {WHATSAPP_TEXTS.ratesHeading}
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        {WHATSAPP_CATEGORIES.map((category) => (
          <TextField
            key={category}
            label={WHATSAPP_CATEGORY_NAMES[category]}
            inputMode="decimal"
            error={errors[category]?.message}
            {...form.register(category, { onChange: () => save.reset() })}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending}>
          {WHATSAPP_TEXTS.saveRates}
        </button>
        {save.isSuccess && !isDirty && (
          <p role="status" className="text-sm text-emerald-800">
            {WHATSAPP_TEXTS.ratesSaved}
          </p>
        )}
      </div>
      <Alert message={save.error?.message} />
    </form>
  );
}
