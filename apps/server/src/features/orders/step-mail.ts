/**
 * The mail a customer gets when staff take their order a step further: what is happening to
 * it now, and for a shipped order the courier, the tracking and the tax invoice.
 */
import { orderReference } from '@shop/shared/checkout';
import { ORDER_STATUS_NAMES, type FulfilmentStep, type Shipment } from '@shop/shared/order-lifecycle';
import { SHOP_NAME } from '@shop/shared/shop';
import { mailDocument } from '../../plugins/mail-layout.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { escapeMarkup } from '../../plugins/markup.ts';

const WHAT_HAPPENS: Record<FulfilmentStep, string> = {
  in_making: 'Our jewellers have started making your piece by hand.',
  quality_check: 'Your piece is made, and we are checking every detail before it leaves us.',
  shipped: 'Your piece is on its way to you.',
  delivered: 'Your piece has been delivered. We hope you love it.',
};

const INVOICE_ATTACHED = 'Your tax invoice is attached.';

export function orderStepMail(order: {
  id: string;
  status: FulfilmentStep;
  customer: { name: string; email: string };
  shipment: Shipment | null;
  /** The tax invoice issued as the order shipped, attached as a PDF. */
  invoice?: { fileName: string; pdf: Buffer } | undefined;
}): MailMessage {
  const reference = orderReference(order.id);
  const statusName = ORDER_STATUS_NAMES[order.status];
  const subject = `Your ${SHOP_NAME} order ${reference}: ${statusName.toLowerCase()}`;
  const lines = [`Dear ${order.customer.name},`, '', WHAT_HAPPENS[order.status]];
  const shipment = order.status === 'shipped' ? order.shipment : null;
  if (shipment) {
    lines.push('', `Courier: ${shipment.courier}`, `Tracking number: ${shipment.trackingNumber}`);
    if (shipment.trackingUrl) lines.push(`Track it: ${shipment.trackingUrl}`);
  }
  if (order.invoice) lines.push('', INVOICE_ATTACHED);
  lines.push('', `Order ${reference}`, '', SHOP_NAME);
  const shipmentHtml = shipment
    ? `<p style="margin:0 0 12px;">Courier: <strong>${escapeMarkup(shipment.courier)}</strong><br />Tracking number: <strong>${escapeMarkup(shipment.trackingNumber)}</strong>${
        shipment.trackingUrl
          ? `<br /><a href="${escapeMarkup(shipment.trackingUrl)}" style="color:#7a4b1e;">Track your parcel</a>`
          : ''
      }</p>`
    : '';
  const invoiceHtml = order.invoice
    ? `<p style="margin:0 0 12px;">${escapeMarkup(INVOICE_ATTACHED)}</p>`
    : '';
  return {
    to: order.customer.email,
    subject,
    text: lines.join('\n'),
    html: mailDocument({
      subject,
      heading: statusName,
      content: `<p style="margin:0 0 12px;">Dear ${escapeMarkup(order.customer.name)},</p><p style="margin:0 0 12px;">${escapeMarkup(WHAT_HAPPENS[order.status])}</p>${shipmentHtml}${invoiceHtml}<p style="margin:0;color:#6b5a48;">Order ${reference}</p>`,
    }),
    ...(order.invoice && {
      attachments: [
        { filename: order.invoice.fileName, content: order.invoice.pdf, contentType: 'application/pdf' },
      ],
    }),
  };
}
