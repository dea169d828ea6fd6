import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RECONCILIATION_TEXTS } from '@shop/shared/payment-reconciliation';
import { Alert } from '@shop/ui/alert.tsx';
import { moneyWithoutOrderQuery } from '../../features/payments/api/payment-calls.ts';
import { PaymentToRefund } from '../../features/payments/components/payment-to-refund.tsx';
import { useStaffSession } from '../../features/staff/staff-session.tsx';

/**
 * Every payment the shop took that paid no order, oldest first, each with one button that
 * gives it back: pieces sold out, an order gone, a cancelled order, or one only the
 * reconciliation found. Everyone on the staff reads the list; only the owner refunds.
 */
export default function MoneyWithoutOrderRoute() {
  const mayRefund = useStaffSession().member?.role === 'owner';
  const { data, error } = useQuery(moneyWithoutOrderQuery());
  // Kept on the page: a refunded payment leaves the list once the provider has processed it.
  const [notice, setNotice] = useState<string>();
  return (
    <section aria-labelledby="money-title" className="space-y-4">
      <h1 id="money-title" className="text-2xl font-semibold">
        {RECONCILIATION_TEXTS.listTitle}
      </h1>
      <p className="text-stone-700">
        The payment provider took this money, but it paid no order of the shop. Give it back to the customer.
      </p>
      {notice && (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-900"
        >
          {notice}
        </p>
      )}
      <Alert message={error?.message} />
      {data && data.payments.length === 0 && <p role="status">{RECONCILIATION_TEXTS.nothingToRefund}</p>}
      {data && data.payments.length > 0 && (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
          {data.payments.map((payment) => (
            <PaymentToRefund
              key={payment.paymentId}
              payment={payment}
              mayRefund={mayRefund}
              onRefunded={setNotice}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
