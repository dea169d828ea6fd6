import { useMutation, useQuery } from '@tanstack/react-query';
import { INVOICE_TEXTS } from '@shop/shared/gst';
import { FormAlert, QUIET_BUTTON } from '../../../components/form';
import { formatDateTime, formatPaise } from '../../../lib/format';
import { downloadCreditNote, downloadInvoice, orderDocumentsQuery } from '../api/order-calls';

/** The order's tax invoice and the credit notes of its refunds, each a PDF to download. */
export function TaxDocuments({ orderId }: { orderId: string }) {
  const { data } = useQuery(orderDocumentsQuery(orderId));
  const download = useMutation({
    mutationFn: (refundId: string | undefined) =>
      refundId ? downloadCreditNote(orderId, refundId) : downloadInvoice(orderId),
  });
  if (!data?.invoice) return null;
  return (
    <div className="mt-3 border-t border-stone-200 pt-3">
      <h3 className="mb-1 font-semibold">Tax documents</h3>
      <ul className="space-y-2 text-sm">
        <li className="flex flex-wrap items-center gap-2">
          <span>
            Tax invoice <span className="font-mono">{data.invoice.number}</span>,{' '}
            {formatDateTime(data.invoice.issuedAt)}
          </span>
          <button type="button" className={QUIET_BUTTON} onClick={() => download.mutate(undefined)}>
            Download
          </button>
        </li>
        {data.creditNotes.map((note) => (
          <li key={note.refundId} className="flex flex-wrap items-center gap-2">
            <span>
              {INVOICE_TEXTS.creditNote(note.number)}: {formatPaise(note.amountPaise)},{' '}
              {formatDateTime(note.issuedAt)}
            </span>
            <button type="button" className={QUIET_BUTTON} onClick={() => download.mutate(note.refundId)}>
              Download
            </button>
          </li>
        ))}
      </ul>
      <FormAlert message={download.error?.message} />
    </div>
  );
}
