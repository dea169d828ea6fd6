/**
 * The mails of proofs (proofs.ts): to the customer when a proof is ready for them to decide on
 * (and once more when it has waited three days), and to the shop when a customer asks for a
 * change. They are sent after the transaction that made them true has committed.
 */
import { orderReference } from '@shop/shared/checkout';
import { orderPagePath } from '@shop/shared/pages';
import { PROOF_ANCHOR } from '@shop/shared/proofs';
import { SHOP_NAME } from '@shop/shared/shop';
import { customerOrderMail, mailDocument } from '../../plugins/mail-layout.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { escapeMarkup } from '../../plugins/markup.ts';

interface ProofMailOrder {
  id: string;
  customer: { name: string; email: string };
}

const PARAGRAPH = 'margin:0 0 12px;';

export function proofReadyMail(
  order: ProofMailOrder,
  proof: { position: number; name: string; version: number; reminder: boolean },
  origin: string | undefined,
): MailMessage {
  const reference = orderReference(order.id);
  // Without an origin to trust, the mail names the page instead of linking to it.
  // To the proof itself, which the page puts first while it waits for the customer.
  const link = origin ? new URL(`${orderPagePath(order.id)}#${PROOF_ANCHOR}`, origin).toString() : undefined;
  const subject = proof.reminder
    ? `Your ${SHOP_NAME} order ${reference}: your proof is still waiting for you`
    : `Your ${SHOP_NAME} order ${reference}: please approve the proof of your piece`;
  const paragraphs = [
    proof.reminder
      ? `Proof ${proof.version} of your ${proof.name} has been waiting for your decision for a few days.`
      : `Proof ${proof.version} of your ${proof.name} is ready: it shows your personalisation as we will make it.`,
    'A personalised piece cannot be returned, so we make it only once you have approved the proof. Please approve it or ask for a change on your order’s page' +
      (link ? ':' : `, under My orders in your account (order ${reference}).`),
  ];
  return customerOrderMail({
    order,
    subject,
    heading: proof.reminder ? 'Your proof is waiting' : 'Your proof is ready',
    paragraphs,
    link: link ? { url: link, label: 'See the proof' } : undefined,
  });
}

export function changeAskedMail(
  order: ProofMailOrder,
  proof: { position: number; name: string; version: number; comment: string },
  shopEmail: string,
  origin: string | undefined,
): MailMessage {
  const reference = orderReference(order.id);
  const link = origin ? new URL(`/admin/orders/${order.id}`, origin).toString() : `Order ${reference}`;
  const subject = `Order ${reference}: change asked to proof ${proof.version} of line ${proof.position + 1}`;
  const lines = [
    `${order.customer.name} asked for a change to proof ${proof.version} of line ${proof.position + 1}, ${proof.name}:`,
    '',
    proof.comment,
    '',
    link,
  ];
  return {
    to: shopEmail,
    ...(order.customer.email ? { replyTo: order.customer.email } : {}),
    subject,
    text: lines.join('\n'),
    html: mailDocument({
      subject,
      heading: 'Change asked to a proof',
      content: `<p style="${PARAGRAPH}">${escapeMarkup(lines[0] ?? '')}</p><blockquote style="${PARAGRAPH}">${escapeMarkup(proof.comment)}</blockquote><p style="margin:0;">${
        origin
          ? `<a href="${escapeMarkup(link)}" style="color:#7a4b1e;">Open the order</a>`
          : escapeMarkup(link)
      }</p>`,
    }),
  };
}
