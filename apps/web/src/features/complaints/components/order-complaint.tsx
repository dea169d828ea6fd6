import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { complaintWords } from '../complaint-words.ts';
import { ComplaintForm, type ComplaintOrder } from './complaint-form.tsx';

/** On a customer's order page: a complaint about this order, tied to it, opened on request. */
export function OrderComplaint({ order, token }: { order: ComplaintOrder; token: string }) {
  const [open, setOpen] = useState(false);
  const { i18n } = useLingui();
  const words = complaintWords(i18n);
  return (
    <section
      aria-labelledby="order-complaint-heading"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-6"
    >
      <h2 id="order-complaint-heading" className="text-lg font-semibold text-brand-900">
        {words.orderHeading}
      </h2>
      {open ? (
        <>
          <p className="mt-1 mb-4 text-sm text-stone-600">{words.orderNote}</p>
          <ComplaintForm order={order} token={token} onCancel={() => setOpen(false)} />
        </>
      ) : (
        <button type="button" className={`${SECONDARY_BUTTON} mt-3`} onClick={() => setOpen(true)}>
          {words.orderOpen}
        </button>
      )}
    </section>
  );
}
