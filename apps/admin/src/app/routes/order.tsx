import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { WHATSAPP_TEXTS } from '@shop/shared/whatsapp';
import { Alert } from '@shop/ui/alert.tsx';
import { orderQuery } from '../../features/orders/api/order-calls.ts';
import { OrderDetails } from '../../features/orders/components/order-details.tsx';
import { CourierBox } from '../../features/couriers/components/courier-box.tsx';
import { OrderReturns } from '../../features/returns/components/order-returns.tsx';
import { OrderProofs } from '../../features/orders/components/order-proofs.tsx';
import { useStaffSession } from '../../features/staff/staff-session.tsx';
import { orderWhatsAppQuery } from '../../features/whatsapp/api/whatsapp-calls.ts';
import { ConversationLink } from '../../features/whatsapp/components/conversation-link.tsx';
import { whatsappTimelineEntries } from '../../features/whatsapp/components/order-whatsapp.ts';

/** `/admin/orders/{id}`: one order; the owner alone may refund it. */
export default function OrderRoute() {
  const mayRefund = useStaffSession().member?.role === 'owner';
  const { orderId = '' } = useParams();
  const { data, error, isPending } = useQuery(orderQuery(orderId));
  // The messages come after the order: a slow or failed answer leaves the order page as it is.
  const whatsapp = useQuery({ ...orderWhatsAppQuery(orderId), enabled: data !== undefined });
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
          moreTimeline={whatsapp.data ? whatsappTimelineEntries(whatsapp.data.messages) : []}
          timelineLink={whatsapp.data && <ConversationLink messages={whatsapp.data.messages} />}
        />
      )}
      {data && whatsapp.isError && (
        <p className="text-sm text-stone-600">{WHATSAPP_TEXTS.loadMessagesFailed}</p>
      )}
      {data && <OrderReturns orderId={data.order.id} mayRefund={mayRefund} />}
    </div>
  );
}
