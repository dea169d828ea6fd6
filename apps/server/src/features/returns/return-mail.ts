/**
 * The mails a customer gets as their return goes along: asked for, approved or declined,
 * picked up, received. The refund's own mail (the orders feature's) follows when the provider
 * has made it.
 */
import { orderReference } from '@shop/shared/checkout';
import { formatPaise } from '@shop/shared/money';
import { RETURN_STATUS_NAMES, type OrderReturn, type ReturnStatus } from '@shop/shared/returns';
import { SHOP_NAME } from '@shop/shared/shop';
import { customerOrderMail } from '../../plugins/mail-layout.ts';
import type { MailMessage } from '../../plugins/mail.ts';

type MailedStep = Exclude<ReturnStatus, 'refunded'>;

function whatHappens(step: MailedStep, ret: OrderReturn): string[] {
  const pieces = ret.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ');
  switch (step) {
    case 'requested':
      return [
        `We have your request to return ${pieces}.`,
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
        `We will refund ${formatPaise(ret.amountPaise)} to the card or account you paid with, and write to you when the refund has been made.`,
      ];
  }
}

export function returnStepMail(
  order: { id: string; customer: { name: string; email: string } },
  step: MailedStep,
  ret: OrderReturn,
): MailMessage {
  const reference = orderReference(order.id);
  const stepName = RETURN_STATUS_NAMES[step].toLowerCase();
  return customerOrderMail({
    order,
    subject: `Your ${SHOP_NAME} order ${reference}: return ${stepName}`,
    heading: `Return ${stepName}`,
    paragraphs: whatHappens(step, ret).filter(Boolean),
  });
}
