/**
 * The order confirmation mail: to the customer when their payment is confirmed, and a copy to
 * the shop, which makes the pieces from it. It carries the lines, each personalisation with
 * its picture (attached and shown inline, so it reads the same in every mail program and
 * needs no address of the shop), the address and the totals, the gift's message and wrap for
 * an order sent as a gift, and the payment's receipt voucher as a PDF (the tax invoice
 * follows with the shipping).
 */
import { COUPON_TEXTS } from '@shop/shared/coupons';
import { CURRENCY, orderReference } from '@shop/shared/checkout';
import { formatPaise } from '@shop/shared/money';
import { GIFT_TEXTS } from '@shop/shared/gift-texts';
import { FONT_LABELS, PERSONALISATION_TEXTS } from '@shop/shared/personalisation';
import { SHOP_NAME } from '@shop/shared/shop';
import type { OrderLineRow, OrderRow } from '../../db/schema.ts';
import type { MailAttachment, MailMessage } from '../../plugins/mail.ts';
import { MAIL_COLOURS, mailDocument } from '../../plugins/mail-layout.ts';
import { escapeMarkup } from '../../plugins/markup.ts';

const { brand: BRAND, paper: PAPER, muted: MUTED, rule: RULE } = MAIL_COLOURS;

/** An upload an order line names, as the files feature keeps it. */
export interface OrderFile {
  fileId: string;
  contentType: string;
  bytes: Buffer;
  fileName: string;
}

export interface ConfirmationMailInput {
  order: OrderRow;
  lines: readonly OrderLineRow[];
  /** The uploads of the order's personalisations that could be read, by file id. */
  files: ReadonlyMap<string, OrderFile>;
  /** The payment's receipt voucher, attached as a PDF. */
  receipt?: { fileName: string; pdf: Buffer } | undefined;
}

interface Personalisation {
  /** One line each: what is engraved and in which font, or what was sent. */
  text: string[];
  fileId?: string;
}

/** What a line's personalisation asks for, a line of text each (and its upload's id). */
export function personalisationOf(line: Pick<OrderLineRow, 'customization'>): Personalisation | undefined {
  const customization = line.customization;
  if (!customization) return undefined;
  switch (customization.type) {
    case 'engraving':
      return {
        text: [
          `Engraving: "${customization.customName}"`,
          `Font: ${FONT_LABELS[customization.selectedFont]}, size ${customization.fontSize}`,
        ],
      };
    case 'fingerprint':
      return { text: ['Fingerprint'], fileId: customization.fileId };
    case 'image':
      return { text: ['Custom image'], fileId: customization.fileId };
    case 'pdf':
      return { text: ['Design (PDF)'], fileId: customization.fileId };
    case 'combined':
      return {
        text: [
          `Text: "${customization.text.content}"`,
          `Font: ${FONT_LABELS[customization.text.font]}, size ${customization.text.fontSize}`,
          customization.file.type === 'application/pdf' ? 'With a PDF design' : 'With a picture',
          ...(customization.image ? [`And a second picture, ${customization.image.name}`] : []),
        ],
        fileId: customization.file.fileId,
      };
    case 'text':
      return { text: [`Text: "${customization.text}"`] };
  }
}

const RECEIPT_ATTACHED =
  'The receipt for your payment is attached. Your tax invoice follows when your order ships.';

const contentId = (fileId: string) => `${fileId.toLowerCase()}@order`;

export function confirmationMails(
  input: ConfirmationMailInput,
  shopEmail: string,
): { toCustomer: MailMessage; toShop: MailMessage } {
  const { order, lines, files } = input;
  const customer = order.customer;
  const gift = order.gift;
  const reference = orderReference(order.id);
  const personalisations = lines.map(personalisationOf);
  const personalised = personalisations.some(Boolean);

  const attachments: MailAttachment[] = [];
  for (const personalisation of personalisations) {
    const file = personalisation?.fileId ? files.get(personalisation.fileId.toLowerCase()) : undefined;
    if (!file || attachments.some((attached) => attached.cid === contentId(file.fileId))) continue;
    attachments.push({
      filename: file.fileName,
      content: file.bytes,
      contentType: file.contentType,
      cid: contentId(file.fileId),
    });
  }
  if (input.receipt) {
    attachments.push({
      filename: input.receipt.fileName,
      content: input.receipt.pdf,
      contentType: 'application/pdf',
    });
  }
  const isPicture = (fileId: string | undefined) =>
    fileId !== undefined && files.get(fileId.toLowerCase())?.contentType.startsWith('image/') === true;

  const addressLines = [
    customer.name,
    customer.address,
    `${customer.city}, ${customer.state} ${customer.zipCode}`,
    customer.country ?? 'India',
  ];
  const contactLine = `${customer.email} · ${customer.phone}`;
  const totals: [string, string][] = [
    ['Subtotal', formatPaise(order.subtotalPaise)],
    ['Shipping', formatPaise(order.shippingPaise)],
    ...(order.couponCode === null
      ? []
      : [
          [COUPON_TEXTS.discountLine(order.couponCode), `−${formatPaise(order.discountPaise)}`] as [
            string,
            string,
          ],
        ]),
    [`Total paid (${CURRENCY})`, formatPaise(order.totalPaise)],
  ];

  const lineText = (line: OrderLineRow, index: number) => {
    const details = [line.variant, line.size && `Size ${line.size}`].filter(Boolean).join(' · ');
    return [
      `${line.quantity} × ${line.name}${details ? ` (${details})` : ''}: ${formatPaise(line.unitPricePaise * line.quantity)}`,
      ...(personalisations[index]?.text.map((text) => `    ${text}`) ?? []),
    ].join('\n');
  };

  const text = (greeting: string[]) =>
    [
      ...greeting,
      '',
      `Order ${reference} (${order.id})`,
      `Payment ${order.paymentId ?? ''}`,
      '',
      ...lines.map(lineText),
      '',
      ...totals.map(([label, value]) => `${label}: ${value}`),
      '',
      'Shipping to:',
      ...addressLines.map((part) => `    ${part}`),
      `    ${contactLine}`,
      '',
      ...(gift
        ? [
            `${GIFT_TEXTS.heading}:`,
            `    ${gift.wrap ? GIFT_TEXTS.wrapped : GIFT_TEXTS.notWrapped}`,
            ...(gift.message
              ? [
                  `    ${GIFT_TEXTS.messageHeading}:`,
                  ...gift.message.split('\n').map((part) => `    ${part}`),
                ]
              : [`    ${GIFT_TEXTS.noMessage}`]),
            '',
          ]
        : []),
      ...(personalised ? [PERSONALISATION_TEXTS.extraDays, ''] : []),
      SHOP_NAME,
    ].join('\n');

  const lineRows = lines
    .map((line, index) => {
      const personalisation = personalisations[index];
      const details = [line.variant, line.size && `Size ${line.size}`].filter(Boolean).join(' · ');
      const picture = isPicture(personalisation?.fileId)
        ? `<br /><img src="cid:${contentId(personalisation?.fileId ?? '')}" alt="${escapeMarkup(personalisation?.text[0] ?? '')}" width="120" style="margin-top:8px;border-radius:8px;border:1px solid ${RULE};max-width:120px;height:auto;" />`
        : '';
      const personalised = personalisation
        ? `<br /><span style="font-size:14px;color:${MUTED};">${personalisation.text.map(escapeMarkup).join('<br />')}</span>${picture}`
        : '';
      return `            <tr>
              <td style="padding:12px 0;border-bottom:1px solid ${RULE};vertical-align:top;">
                <strong>${escapeMarkup(line.name)}</strong>${details ? `<br /><span style="font-size:14px;color:${MUTED};">${escapeMarkup(details)}</span>` : ''}${personalised}
              </td>
              <td style="padding:12px 0 12px 8px;border-bottom:1px solid ${RULE};vertical-align:top;text-align:right;white-space:nowrap;">${line.quantity} × ${formatPaise(line.unitPricePaise)}<br /><strong>${formatPaise(line.unitPricePaise * line.quantity)}</strong></td>
            </tr>`;
    })
    .join('\n');

  const giftBlock = gift
    ? `                <h2 style="margin:20px 0 4px;font-size:16px;color:${BRAND};">${GIFT_TEXTS.heading}</h2>
                <p style="margin:0 0 4px;">${escapeMarkup(gift.wrap ? GIFT_TEXTS.wrapped : GIFT_TEXTS.notWrapped)}</p>
                ${gift.message ? `<p style="margin:0 0 4px;font-size:14px;color:${MUTED};">${GIFT_TEXTS.messageHeading}</p><p style="margin:0 0 12px;white-space:pre-wrap;overflow-wrap:anywhere;word-break:break-word;border-left:3px solid ${BRAND};padding-left:12px;">${escapeMarkup(gift.message)}</p>` : `<p style="margin:0 0 12px;color:${MUTED};">${GIFT_TEXTS.noMessage}</p>`}
`
    : '';

  const html = (subject: string, greeting: string[]) =>
    mailDocument({
      subject,
      heading: SHOP_NAME,
      content: `${greeting.map((paragraph) => `                <p style="margin:0 0 12px;">${escapeMarkup(paragraph)}</p>`).join('\n')}
                <p style="margin:0 0 16px;font-size:14px;color:${MUTED};">Order <strong>${reference}</strong> · ${escapeMarkup(order.id)}<br />Payment ${escapeMarkup(order.paymentId ?? '')}</p>
                <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px;">
${lineRows}
${totals
  .map(
    ([label, value], index) => `            <tr>
              <td style="padding:${index === 0 ? '12px' : '4px'} 0 4px;${index === totals.length - 1 ? 'font-weight:bold;' : ''}">${escapeMarkup(label)}</td>
              <td style="padding:${index === 0 ? '12px' : '4px'} 0 4px;text-align:right;${index === totals.length - 1 ? 'font-weight:bold;' : ''}">${value}</td>
            </tr>`,
  )
  .join('\n')}
                </table>
                <h2 style="margin:20px 0 4px;font-size:16px;color:${BRAND};">Shipping address</h2>
                <p style="margin:0 0 12px;">${addressLines.map(escapeMarkup).join('<br />')}<br /><span style="font-size:14px;color:${MUTED};">${escapeMarkup(contactLine)}</span></p>
${giftBlock}${personalised ? `                <p style="margin:16px 0 12px;padding:12px;background:${PAPER};border-radius:8px;">${escapeMarkup(PERSONALISATION_TEXTS.extraDays)}</p>` : ''}`,
    });

  const customerSubject = `Your ${SHOP_NAME} order ${reference} is confirmed`;
  const customerGreeting = [
    `Hello ${customer.name},`,
    'Thank you for your order. Your payment has been received and we have started on your pieces.',
    ...(input.receipt ? [RECEIPT_ATTACHED] : []),
  ];
  const shopSubject = `New order ${reference} from ${customer.name}: ${formatPaise(order.totalPaise)}`;
  const shopGreeting = [`A new order has been paid by ${customer.name}.`];

  return {
    toCustomer: {
      to: customer.email,
      subject: customerSubject,
      text: text(customerGreeting),
      html: html(customerSubject, customerGreeting),
      attachments,
    },
    toShop: {
      to: shopEmail,
      replyTo: customer.email,
      subject: shopSubject,
      text: text(shopGreeting),
      html: html(shopSubject, shopGreeting),
      attachments,
    },
  };
}
