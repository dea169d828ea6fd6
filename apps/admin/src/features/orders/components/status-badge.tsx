import { ORDER_STATUS_NAMES, type OrderStatus } from '@shop/shared/order-lifecycle';

const TONES: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  in_making: 'bg-sky-100 text-sky-900',
  quality_check: 'bg-violet-100 text-violet-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-emerald-200 text-emerald-950',
  cancelled: 'bg-rose-100 text-rose-900',
  refunded: 'bg-rose-100 text-rose-900',
  expired: 'bg-stone-200 text-stone-700',
  awaiting_confirmation: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-teal-100 text-teal-900',
  not_delivered: 'bg-stone-200 text-stone-700',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {ORDER_STATUS_NAMES[status]}
    </span>
  );
}
