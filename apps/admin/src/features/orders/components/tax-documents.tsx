import { useMutation, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@shop/shared/admin-orders';
import { DOCUMENT_NAMES, type OrderDocument } from '@shop/shared/gst';
import { Alert } from '@shop/ui/alert.tsx';
import { QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { formatDateTime, formatPaise } from '../../../lib/format.ts';
import { downloadDocument, orderDocumentsQuery } from '../api/order-calls.ts';

/**
 * Every GST document of the order, in the order they were issued: the receipt voucher of the
 * payment, the tax invoice of the shipping, and a refund voucher or credit note for each
 * refund, each a PDF to download. A document comes with a payment, a step or a refund, so the
 * list is asked for again whenever the order's status or a refund's changes.
 */
export function TaxDocuments({ order }: { order: AdminOrder }) {
  const { data } = useQuery(
    orderDocumentsQuery(order.id, [order.status, ...order.refunds.map((refund) => refund.status)].join()),
  );
  const download = useMutation({
    mutationFn: (document: OrderDocument) => downloadDocument(order.id, document),
  });
  if (!data || data.documents.length === 0) return null;
  return (
    <div className="mt-3 border-t border-stone-200 pt-3">
      <h3 className="mb-1 font-semibold">Tax documents</h3>
      <ul className="space-y-2 text-sm">
        {data.documents.map((document) => (
          <li key={document.number} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>
              {DOCUMENT_NAMES[document.kind]} <span className="font-mono">{document.number}</span>:{' '}
              {formatPaise(document.totalPaise)}, {formatDateTime(document.issuedAt)}
            </span>
            <button
              type="button"
              className={QUIET_BUTTON}
              aria-label={`Download ${DOCUMENT_NAMES[document.kind].toLowerCase()} ${document.number}`}
              onClick={() => download.mutate(document)}
            >
              Download
            </button>
          </li>
        ))}
      </ul>
      <Alert message={download.error?.message} />
    </div>
  );
}
