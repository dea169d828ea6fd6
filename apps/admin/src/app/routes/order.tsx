import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '@shop/ui/alert.tsx';
import { orderQuery } from '../../features/orders/api/order-calls.ts';
import { OrderDetails } from '../../features/orders/components/order-details.tsx';
import { CourierBox } from '../../features/couriers/components/courier-box.tsx';
import { OrderReturns } from '../../features/returns/components/order-returns.tsx';
import { OrderProofs } from '../../features/orders/components/order-proofs.tsx';
import { useStaffSession } from '../../features/staff/staff-session.tsx';

/** `/admin/orders/{id}`: one order; the owner alone may refund it. */
export default function OrderRoute() {
  const mayRefund = useStaffSession().member?.role === 'owner';
  const { orderId = '' } = useParams();
  const { data, error, isPending } = useQuery(orderQuery(orderId));
  return (
    <div className="space-y-4">
      <Link
        to="/orders"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All orders
      </Link>
      {isPending && <p className="text-stone-600">Loading the order…</p>}
      <Alert message={error?.message} />
      {data && (
        <OrderDetails
          order={data.order}
          mayRefund={mayRefund}
          shipping={
            <CourierBox orderId={data.order.id} readyToShip={data.order.status === 'quality_check'} />
          }
          proofs={<OrderProofs orderId={data.order.id} isOwner={mayRefund} />}
        />
      )}
      {data && <OrderReturns orderId={data.order.id} mayRefund={mayRefund} />}
    </div>
  );
}
