/**
 * The mails a customer gets when their order is cancelled and when a refund of it has been
 * processed, with the refund's document. The mail's text leaves out the staff's reason; the
 * refund voucher or credit note attached states it, as the back office's refund form says.
 */
import { orderReference } from '@shop/shared/checkout';
import { DOCUMENT_TEXTS, type DocumentKind } from '@shop/shared/gst';
import { formatPaise } from '@shop/shared/money';
import { ORDER_STATUS_NAMES } from '@shop/shared/order-lifecycle';
import { SHOP_NAME } from '@shop/shared/shop';
import { customerOrderMail } from '../../plugins/mail-layout.ts';
import type { MailMessage } from '../../plugins/mail.ts';

interface MailedOrder {
  id: string;
  customer: { name: string; email: string };
}

function orderMail(
  order: MailedOrder,
  subjectEnd: string,
  heading: string,
  paragraphs: string[],
): MailMessage {
  const subject = `Your ${SHOP_NAME} order ${orderReference(order.id)}: ${subjectEnd}`;
  return customerOrderMail({ order, subject, heading, paragraphs });
}

/** What a customer's cancellation refunds: all that was left of what they paid. */
function customerRefundSentence({ refundPaise, paidPaise }: { refundPaise: number; paidPaise: number }) {
  if (refundPaise === paidPaise) {
    return 'We are refunding all you paid to the card or account you paid with, with no fee, and will write to you when the refund has been made.';
  }
  if (refundPaise === 0) {
    return `All you paid, ${formatPaise(paidPaise)}, had been refunded already, so nothing more is refunded.`;
  }
  return `We are refunding ${formatPaise(refundPaise)} of the ${formatPaise(paidPaise)} you paid to the card or account you paid with, with no fee: ${formatPaise(paidPaise - refundPaise)} was refunded earlier. We will write to you when the refund has been made.`;
}

export function cancellationMail(
  order: MailedOrder & {
    paid: boolean;
    /** Cancelled by the customer: what that refunds of what they paid. */
    byCustomer?: { refundPaise: number; paidPaise: number };
  },
): MailMessage {
  return orderMail(order, ORDER_STATUS_NAMES.cancelled.toLowerCase(), ORDER_STATUS_NAMES.cancelled, [
    order.byCustomer ? 'Your order has been cancelled, as you asked.' : 'Your order has been cancelled.',
    order.byCustomer
      ? customerRefundSentence(order.byCustomer)
      : order.paid
        ? 'We will refund your payment to the card or account you paid with, and write to you when the refund has been made.'
        : 'It was never paid, so nothing has been charged.',
  ]);
}

/**
 * A processed refund: how much, how much of the payment that makes, and the refund voucher or
 * credit note it issued, attached (or named, when it could not be drawn); a refund that
 * issued none says why.
 */
export function refundMail(
  order: MailedOrder & {
    amountPaise: number;
    refundedPaise: number;
    paidPaise: number;
    document:
      | { kind: DocumentKind; number: string; file?: { fileName: string; pdf: Buffer } | undefined }
      | undefined;
  },
): MailMessage {
  const whole = order.refundedPaise >= order.paidPaise;
  const { document } = order;
  const mail = orderMail(
    order,
    `refund of ${formatPaise(order.amountPaise)}`,
    whole ? ORDER_STATUS_NAMES.refunded : 'Refund processed',
    [
      `We have refunded ${formatPaise(order.amountPaise)} to the card or account you paid with.`,
      whole
        ? `All you paid, ${formatPaise(order.paidPaise)}, has now been refunded.`
        : `So far ${formatPaise(order.refundedPaise)} of the ${formatPaise(order.paidPaise)} you paid has been refunded.`,
      'Banks usually take 5 to 7 working days to show it on your statement.',
      !document
        ? DOCUMENT_TEXTS.noRefundDocument
        : document.file
          ? DOCUMENT_TEXTS.refundDocumentAttached(document.kind, document.number)
          : DOCUMENT_TEXTS.refundDocumentOnOrderPage(document.kind, document.number),
    ],
  );
  const file = document?.file;
  return file
    ? {
        ...mail,
        attachments: [{ filename: file.fileName, content: file.pdf, contentType: 'application/pdf' }],
      }
    : mail;
}
