import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '@shop/ui/alert.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { attentionQuery } from '../api/courier-calls.ts';

/** Today's parcels that did not reach their customer: not delivered, or on their way back. */
export function ShipmentsNeedingAttention() {
  const { data, error } = useQuery(attentionQuery());
  if (data?.shipments.length === 0) return null;
  return (
    <section
      aria-labelledby="shipments-attention-title"
      className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="shipments-attention-title" className="text-lg font-semibold">
        Shipments needing attention
      </h2>
      <Alert message={error?.message} />
      <ul className="divide-y divide-amber-200">
        {data?.shipments.map((shipment) => (
          <li key={shipment.awb} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2">
            <Link to={`/orders/${shipment.orderId}`} className="font-medium text-brand-700 underline">
              {shipment.reference}
            </Link>
            <span className="font-mono text-sm">{shipment.awb}</span>
            <span className="text-sm font-medium">{shipment.title}</span>
            <span className="text-sm text-stone-600">{formatDateTime(shipment.at)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
