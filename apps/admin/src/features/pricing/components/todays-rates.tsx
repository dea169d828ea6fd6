import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PURITIES, PURITY_LABELS } from '@shop/shared/pricing';
import { Alert } from '@shop/ui/alert.tsx';
import { formatDateTime, formatPaise } from '../../../lib/format.ts';
import { metalRatesQuery } from '../api/rate-calls.ts';

/** The Today page's glance at the metal rates the rate-priced pieces are selling at. */
export function TodaysRates() {
  const { data, error } = useQuery(metalRatesQuery());
  const latest = data?.history[0];
  return (
    <section
      aria-labelledby="todays-rates-title"
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="todays-rates-title" className="text-lg font-semibold">
        Metal rates
      </h2>
      <Alert message={error?.message} />
      {data && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
          {PURITIES.map((purity) => {
            const current = data.current[purity];
            return (
              <div key={purity}>
                <dt className="text-stone-600">{PURITY_LABELS[purity]}</dt>
                <dd className="font-medium">
                  {current ? `${formatPaise(current.ratePaisePerGram)}/g` : 'No rate yet'}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      <p className="text-sm text-stone-700">
        {latest ? `Last set ${formatDateTime(latest.setAt)}. ` : ''}
        <Link to="/rates" className="text-brand-700 underline">
          Metal rates
        </Link>{' '}
        has every change.
      </p>
    </section>
  );
}
