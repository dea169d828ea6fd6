import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { GIFT_TEXTS } from '@shop/shared/gift-texts';
import type { WorkListOrder } from '@shop/shared/admin-orders';
import { formatDateTime } from '../../../lib/format.ts';
import { WorkListProof } from './order-proofs.tsx';
import { PersonalisationView } from './personalisation-view.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * One order on the bench: a block of its own, never cut across two printed pages. A gift is
 * marked with its wrap; its message is on the order page and the packing slip.
 */
export function WorkListEntry({ order }: { order: WorkListOrder }) {
  const headingId = `work-list-${order.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="break-inside-avoid rounded-xl border border-stone-200 bg-white p-4 print:rounded-none print:border-x-0 print:border-t-0 print:border-b-2 print:border-stone-400 print:px-0"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          <Link to={`/orders/${order.id}`} className="underline print:no-underline">
            Order <span className="font-mono">{order.reference}</span>
          </Link>
        </h2>
        <StatusBadge status={order.status} />
        {order.gift && (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-900 print:border print:border-stone-400">
            <Gift aria-hidden className="size-4" />
            {GIFT_TEXTS.giftMark(order.gift)}
          </span>
        )}
        <p className="w-full text-sm text-stone-600">
          Paid {formatDateTime(order.paidAt)}
          {order.customerName && ` · ${order.customerName}`}
        </p>
      </header>
      <ul className="mt-3 divide-y divide-stone-100">
        {order.lines.map((line) => (
          <li key={line.position} className="grid gap-3 py-3 sm:grid-cols-[4rem_1fr] print:grid-cols-1">
            <img
              src={line.image}
              alt=""
              className="size-16 rounded-lg border border-stone-200 object-cover print:hidden"
            />
            <div>
              <p className="font-medium">
                {line.quantity} × {line.name}
              </p>
              <p className="text-sm text-stone-600">
                {[line.size && `size ${line.size}`, line.variant].filter(Boolean).join(' · ') ||
                  'No size given'}
              </p>
              <div className="mt-2">
                {line.customization ? (
                  <PersonalisationView customization={line.customization} />
                ) : (
                  <p className="text-sm text-stone-600">No personalisation: made as shown.</p>
                )}
              </div>
              <WorkListProof orderId={order.id} line={line} />
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}
