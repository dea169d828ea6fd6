import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SHOP_TIME_ZONE } from '@shop/shared/delivery';
import { GST_MONTH_TEXTS, MONTH_PATTERN } from '@shop/shared/gst-month';
import { Alert } from '@shop/ui/alert.tsx';
import { SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { downloadMonthCsv, monthFiguresQuery } from '../../features/accounts/api/accounts-calls.ts';
import { MonthFigures } from '../../features/accounts/components/month-figures.tsx';

/** This month in India, 'YYYY-MM' (the en-CA calendar writes its year first). */
function thisMonth(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).format(new Date());
}

/**
 * The accountant's month: what GSTR-1 asks of the shop for the month picked, and every tax
 * invoice and credit note of it as a CSV. Every staff member may read it, as they read the orders.
 */
export default function AccountsRoute() {
  const [month, setMonth] = useState(thisMonth);
  const valid = MONTH_PATTERN.test(month);
  const { data, error } = useQuery({ ...monthFiguresQuery(month), enabled: valid });
  const download = useMutation({ mutationFn: downloadMonthCsv });
  return (
    <section aria-labelledby="accounts-title" className="space-y-4">
      <h1 id="accounts-title" className="text-2xl font-semibold">
        {GST_MONTH_TEXTS.title}
      </h1>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          {GST_MONTH_TEXTS.month}
          <input
            type="month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            className="rounded-lg border border-stone-300 px-3 py-2"
          />
        </label>
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={!valid}
          onClick={() => download.mutate(month)}
        >
          {GST_MONTH_TEXTS.downloadCsv}
        </button>
      </div>
      <Alert message={error?.message ?? download.error?.message} />
      {data && <MonthFigures figures={data} />}
    </section>
  );
}
