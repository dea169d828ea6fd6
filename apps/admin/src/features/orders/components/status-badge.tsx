import { ORDER_STATUS_NAMES } from '@shop/shared/admin-orders';
import type { OrderStatus } from '@shop/shared/checkout-api';

const TONES: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  expired: 'bg-stone-200 text-stone-700',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {ORDER_STATUS_NAMES[status]}
    </span>
  );
}
