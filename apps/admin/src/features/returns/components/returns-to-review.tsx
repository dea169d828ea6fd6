import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RETURN_TEXTS } from '@shop/shared/returns';
import { Alert } from '@shop/ui/alert.tsx';
import { formatDateTime, formatPaise } from '../../../lib/format.ts';
import { returnsToReviewQuery } from '../api/return-calls.ts';

/** The Today page's card of returns asked for and returns received awaiting their refund. */
export function ReturnsToReview() {
  const { data, error } = useQuery(returnsToReviewQuery());
  return (
    <section
      aria-labelledby="returns-to-review-title"
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="returns-to-review-title" className="text-lg font-semibold">
        {RETURN_TEXTS.toReviewHeading}
      </h2>
      <Alert message={error?.message} />
      {data &&
        (data.returns.length === 0 ? (
          <p className="text-sm text-stone-700">{RETURN_TEXTS.toReviewEmpty}</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {data.returns.map((ret) => (
              <li key={ret.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <Link to={`/orders/${ret.orderId}`} className="font-medium text-brand-700 underline">
                  {ret.reference}
                </Link>
                <span className="text-sm">{ret.customerName}</span>
                <span className="text-sm font-medium">{RETURN_TEXTS.toReviewWhat(ret.status)}</span>
                <span className="text-sm text-stone-600">
                  {formatPaise(ret.amountPaise)} · {formatDateTime(ret.at)}
                </span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
