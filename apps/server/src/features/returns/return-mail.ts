/**
 * The mails a customer gets as their return goes along: asked for, approved or declined,
 * picked up, received. The refund's own mail (the orders feature's) follows when the provider
 * has made it; a return with nothing to refund gets a mail that closes it instead.
 */
import { orderReference } from '@shop/shared/checkout';
import { formatPaise } from '@shop/shared/money';
import { RETURN_STATUS_NAMES, RETURN_TEXTS, type OrderReturn, type ReturnStatus } from '@shop/shared/returns';
import { SHOP_NAME } from '@shop/shared/shop';
import { customerOrderMail } from '../../plugins/mail-layout.ts';
import type { MailMessage } from '../../plugins/mail.ts';

function whatHappens(step: ReturnStatus, ret: OrderReturn): string[] {
  const pieces = ret.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ');
  const count = ret.lines.reduce((sum, line) => sum + line.quantity, 0);
  // The pieces kept lose the coupon's discount: said whenever the refund is spoken of.
  const withdrawal = ret.couponWithdrawal ? RETURN_TEXTS.belowMinimum(ret.couponWithdrawal, count) : '';
  switch (step) {
    case 'requested':
      return [
        `We have your request to return ${pieces}.`,
        withdrawal,
        'We will look at it and write to you once it is approved, usually within two working days.',
      ];
    case 'approved':
      return [
        `Your return of ${pieces} is approved.`,
        'A courier will come to pick the pieces up; please keep them packed as they came.',
      ];
    case 'declined':
      return [`We cannot accept your return of ${pieces}.`, ret.declineReason ?? ''];
    case 'picked_up':
      return [
        'The courier has picked up your return.',
        ...(ret.pickup
          ? [`Courier: ${ret.pickup.courier}`, `Tracking number: ${ret.pickup.trackingNumber}`]
          : []),
      ];
    case 'received':
      return [
        'We have received your return and checked the pieces.',
        ret.amountPaise === 0
          ? ''
          : `We will refund ${formatPaise(ret.amountPaise)} to the card or account you paid with, and write to you when the refund has been made.`,
        withdrawal,
      ];
    case 'refunded':
      // Sent only for a return with nothing to refund; a refund has its own mail when made.
      return [
        `We have closed your return of ${pieces}.`,
        ret.couponWithdrawal
          ? RETURN_TEXTS.closedWithNothing(ret.couponWithdrawal)
          : 'There is nothing to refund for it.',
      ];
  }
}

export function returnStepMail(
  order: { id: string; customer: { name: string; email: string } },
  step: ReturnStatus,
  ret: OrderReturn,
): MailMessage {
  const reference = orderReference(order.id);
  const stepName = step === 'refunded' ? 'closed' : RETURN_STATUS_NAMES[step].toLowerCase();
  return customerOrderMail({
    order,
    subject: `Your ${SHOP_NAME} order ${reference}: return ${stepName}`,
    heading: `Return ${stepName}`,
    paragraphs: whatHappens(step, ret).filter(Boolean),
  });
}
