import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { CustomerOrder } from '@shop/shared/checkout-api';
import { documentFileName, documentPath, type OrderDocument } from '@shop/shared/gst';
import { formatPaise } from '@shop/shared/money';
import type { OrderStatus } from '@shop/shared/order-lifecycle';
import { downloadDocument, fetchOrderDocuments } from '../api/order-calls.ts';
import { documentWords, momentText } from '../order-words.ts';

/** The statuses of an order still to ship: its tax invoice follows. */
const TO_SHIP: readonly OrderStatus[] = ['paid', 'in_making', 'quality_check'];
/** The statuses of an order that will never ship. */
const NEVER_SHIPS: readonly OrderStatus[] = ['cancelled', 'refunded', 'expired'];

function Panel({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const title = documentWords(i18n).heading;
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * One document: what it is, its number, the day it was issued and its total, and a link to its
 * PDF. The link's address is the document's own, but the session travels in a header, so a
 * click fetches it with the session and saves it. Plain state rather than TanStack Query's
 * mutations, which would join the framework chunk every first visit loads (decision 0008).
 */
function DocumentItem({
  token,
  orderId,
  document,
}: {
  token: string;
  orderId: string;
  document: OrderDocument;
}) {
  const { i18n } = useLingui();
  const words = documentWords(i18n);
  const [state, setState] = useState<{ pending: boolean; error?: string }>({ pending: false });
  async function download() {
    setState({ pending: true });
    try {
      await downloadDocument(token, orderId, document);
      setState({ pending: false });
    } catch (error) {
      setState({
        pending: false,
        error: (error instanceof Error && error.message) || words.downloadFailed,
      });
    }
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3">
      <div className="min-w-0">
        <p className="font-medium text-stone-900">
          {words.name(document.kind)}{' '}
          <span className="font-mono text-sm [overflow-wrap:anywhere]">{document.number}</span>
        </p>
        <p className="text-sm text-stone-600">
          <time dateTime={document.issuedAt}>
            {momentText(i18n, document.issuedAt, { dateStyle: 'medium' })}
          </time>{' '}
          · {formatPaise(document.totalPaise)}
        </p>
      </div>
      <a
        href={documentPath(orderId, document)}
        download={documentFileName(document.kind, document.number)}
        aria-label={words.downloadDocument(document.kind, document.number)}
        aria-busy={state.pending || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (!state.pending) void download();
        }}
        className="inline-flex items-center rounded-lg border border-brand-100 bg-white px-3 py-2 text-sm font-medium text-brand-900 underline-offset-2 hover:bg-brand-50 hover:underline"
      >
        {state.pending ? words.downloading : words.download}
      </a>
      {state.error !== undefined && (
        <p role="alert" className="w-full text-sm text-red-700">
          {state.error}
        </p>
      )}
    </li>
  );
}

/**
 * Every GST document of the order, in the order they were issued: the receipt voucher of the
 * payment, the tax invoice of the shipping, a refund voucher or credit note for each refund, and
 * the credit note of a parcel paid on delivery that came back undelivered.
 * Beneath the receipt of an order still to ship, that its tax invoice follows; of an order that
 * will never ship, that it has none. Asked for again as the order's status or refunds change,
 * since each brings a document.
 */
export function OrderDocuments({ token, order }: { token: string; order: CustomerOrder }) {
  const { i18n } = useLingui();
  const words = documentWords(i18n);
  const version = [order.status, ...order.refunds.map((refund) => refund.status)].join();
  const query = useQuery({
    queryKey: ['order-documents', token, order.orderId, version],
    queryFn: () => fetchOrderDocuments(token, order.orderId),
  });
  if (query.isError) {
    return (
      <Panel>
        <p role="alert" className="mt-3 text-sm text-stone-800">
          {words.documentsFailed}
        </p>
      </Panel>
    );
  }
  const documents = query.data?.documents ?? [];
  if (documents.length === 0) return null;
  const invoiced = documents.some((document) => document.kind === 'invoice');
  const note = invoiced
    ? undefined
    : TO_SHIP.includes(order.status)
      ? words.invoiceFollows
      : NEVER_SHIPS.includes(order.status)
        ? words.noInvoiceWithoutShipping
        : undefined;
  return (
    <Panel>
      <ul className="divide-y divide-brand-100">
        {documents.map((document) => (
          <DocumentItem key={document.number} token={token} orderId={order.orderId} document={document} />
        ))}
      </ul>
      {note && <p className="mt-2 text-sm text-stone-600">{note}</p>}
    </Panel>
  );
}
