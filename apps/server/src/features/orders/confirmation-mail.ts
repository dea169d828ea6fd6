/**
 * The order confirmation mail: to the customer when their payment is confirmed, and a copy to
 * the shop, which makes the pieces from it. It carries the lines, each personalisation with
 * its picture (attached and shown inline, so it reads the same in every mail program and
 * needs no address of the shop), the address and the totals, the gift's message and wrap for
 * an order sent as a gift, and the payment's receipt voucher as a PDF (the tax invoice
 * follows with the shipping).
 */
import { CURRENCY, orderReference } from '@shop/shared/checkout';
import { formatPaise } from '@shop/shared/money';
import type { Language } from '@shop/shared/languages';
import { FONT_LABELS } from '@shop/shared/personalisation';
import { SHOP_NAME } from '@shop/shared/shop';
import type { OrderLineRow, OrderRow } from '../../db/schema.ts';
import type { MailAttachment, MailMessage } from '../../plugins/mail.ts';
import { MAIL_COLOURS, mailDocument } from '../../plugins/mail-layout.ts';
import { escapeMarkup } from '../../plugins/markup.ts';
import { CONFIRMATION_WORDS, type ConfirmationWords } from './confirmation-words.ts';

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

/** What a line's personalisation asks for, a line of text each (and its upload's id), in `words`' language. */
export function personalisationOf(
  line: Pick<OrderLineRow, 'customization'>,
  words: ConfirmationWords = CONFIRMATION_WORDS.en,
): Personalisation | undefined {
  const customization = line.customization;
  if (!customization) return undefined;
  switch (customization.type) {
    case 'engraving':
      return {
        text: [
          words.engraving(customization.customName),
          words.font(FONT_LABELS[customization.selectedFont], customization.fontSize),
        ],
      };
    case 'fingerprint':
      return { text: [words.fingerprint], fileId: customization.fileId };
    case 'image':
      return { text: [words.customImage], fileId: customization.fileId };
    case 'pdf':
      return { text: [words.pdfDesign], fileId: customization.fileId };
    case 'combined':
      return {
        text: [
          words.text(customization.text.content),
          words.font(FONT_LABELS[customization.text.font], customization.text.fontSize),
          customization.file.type === 'application/pdf' ? words.withPdf : words.withPicture,
          ...(customization.image ? [words.secondPicture(customization.image.name)] : []),
        ],
        fileId: customization.file.fileId,
      };
    case 'text':
      return { text: [words.text(customization.text)] };
  }
}

const contentId = (fileId: string) => `${fileId.toLowerCase()}@order`;

export function confirmationMails(
  input: ConfirmationMailInput,
  shopEmail: string,
): { toCustomer: MailMessage; toShop: MailMessage } {
  const { order, lines, files } = input;
  const customer = order.customer;
  const gift = order.gift;
  const reference = orderReference(order.id);
  // Paid on delivery: confirmed, not paid; the courier collects the total.
  const onDelivery = order.paymentMethod === 'cash_on_delivery';

  const attachments: MailAttachment[] = [];
  for (const personalisation of lines.map((line) => personalisationOf(line))) {
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

  /** The mail's plain text and HTML in one language, after its greeting. */
  const written = (language: Language, subject: string, greeting: string[]) => {
    const words = CONFIRMATION_WORDS[language];
    const personalisations = lines.map((line) => personalisationOf(line, words));
    const personalised = personalisations.some(Boolean);
    const totals: [string, string][] = [
      [words.subtotal, formatPaise(order.subtotalPaise)],
      [words.shipping, formatPaise(order.shippingPaise)],
      ...(order.couponCode === null
        ? []
        : [[words.discount(order.couponCode), `−${formatPaise(order.discountPaise)}`] as [string, string]]),
      ...(order.cashOnDeliveryFeePaise > 0
        ? [[words.onDelivery.fee, formatPaise(order.cashOnDeliveryFeePaise)] as [string, string]]
        : []),
      [
        onDelivery ? words.onDelivery.totalDue(CURRENCY) : words.totalPaid(CURRENCY),
        formatPaise(order.totalPaise),
      ],
    ];
    const paymentLine = onDelivery
      ? `${words.payment} ${words.onDelivery.payment}`
      : `${words.payment} ${order.paymentId ?? ''}`;
    const detailsOf = (line: OrderLineRow) =>
      [line.variant, line.size && words.size(line.size)].filter(Boolean).join(' · ');

    const lineText = (line: OrderLineRow, index: number) => {
      const details = detailsOf(line);
      return [
        `${line.quantity} × ${line.name}${details ? ` (${details})` : ''}: ${formatPaise(line.unitPricePaise * line.quantity)}`,
        ...(personalisations[index]?.text.map((text) => `    ${text}`) ?? []),
      ].join('\n');
    };

    const text = [
      ...greeting,
      '',
      `${words.order} ${reference} (${order.id})`,
      paymentLine,
      '',
      ...lines.map(lineText),
      '',
      ...totals.map(([label, value]) => `${label}: ${value}`),
      '',
      words.shippingTo,
      ...addressLines.map((part) => `    ${part}`),
      `    ${contactLine}`,
      '',
      ...(gift
        ? [
            `${words.gift.heading}:`,
            `    ${gift.wrap ? words.gift.wrapped : words.gift.notWrapped}`,
            ...(gift.message
              ? [
                  `    ${words.gift.messageHeading}:`,
                  ...gift.message.split('\n').map((part) => `    ${part}`),
                ]
              : [`    ${words.gift.noMessage}`]),
            '',
          ]
        : []),
      ...(personalised ? [words.extraDays, ''] : []),
      SHOP_NAME,
    ].join('\n');

    const lineRows = lines
      .map((line, index) => {
        const personalisation = personalisations[index];
        const details = detailsOf(line);
        const picture = isPicture(personalisation?.fileId)
          ? `<br /><img src="cid:${contentId(personalisation?.fileId ?? '')}" alt="${escapeMarkup(personalisation?.text[0] ?? '')}" width="120" style="margin-top:8px;border-radius:8px;border:1px solid ${RULE};max-width:120px;height:auto;" />`
          : '';
        const personalisedLine = personalisation
          ? `<br /><span style="font-size:14px;color:${MUTED};">${personalisation.text.map(escapeMarkup).join('<br />')}</span>${picture}`
          : '';
        return `            <tr>
              <td style="padding:12px 0;border-bottom:1px solid ${RULE};vertical-align:top;">
                <strong>${escapeMarkup(line.name)}</strong>${details ? `<br /><span style="font-size:14px;color:${MUTED};">${escapeMarkup(details)}</span>` : ''}${personalisedLine}
              </td>
              <td style="padding:12px 0 12px 8px;border-bottom:1px solid ${RULE};vertical-align:top;text-align:right;white-space:nowrap;">${line.quantity} × ${formatPaise(line.unitPricePaise)}<br /><strong>${formatPaise(line.unitPricePaise * line.quantity)}</strong></td>
            </tr>`;
      })
      .join('\n');

    const giftBlock = gift
      ? `                <h2 style="margin:20px 0 4px;font-size:16px;color:${BRAND};">${escapeMarkup(words.gift.heading)}</h2>
                <p style="margin:0 0 4px;">${escapeMarkup(gift.wrap ? words.gift.wrapped : words.gift.notWrapped)}</p>
                ${gift.message ? `<p style="margin:0 0 4px;font-size:14px;color:${MUTED};">${escapeMarkup(words.gift.messageHeading)}</p><p style="margin:0 0 12px;white-space:pre-wrap;overflow-wrap:anywhere;word-break:break-word;border-left:3px solid ${BRAND};padding-left:12px;">${escapeMarkup(gift.message)}</p>` : `<p style="margin:0 0 12px;color:${MUTED};">${escapeMarkup(words.gift.noMessage)}</p>`}
`
      : '';

    const html = mailDocument({
      subject,
      heading: SHOP_NAME,
      language,
      content: `${greeting.map((paragraph) => `                <p style="margin:0 0 12px;">${escapeMarkup(paragraph)}</p>`).join('\n')}
                <p style="margin:0 0 16px;font-size:14px;color:${MUTED};">${escapeMarkup(words.order)} <strong>${reference}</strong> · ${escapeMarkup(order.id)}<br />${escapeMarkup(paymentLine)}</p>
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
                <h2 style="margin:20px 0 4px;font-size:16px;color:${BRAND};">${escapeMarkup(words.shippingAddress)}</h2>
                <p style="margin:0 0 12px;">${addressLines.map(escapeMarkup).join('<br />')}<br /><span style="font-size:14px;color:${MUTED};">${escapeMarkup(contactLine)}</span></p>
${giftBlock}${personalised ? `                <p style="margin:16px 0 12px;padding:12px;background:${PAPER};border-radius:8px;">${escapeMarkup(words.extraDays)}</p>` : ''}`,
    });
    return { subject, text, html };
  };

  // The customer reads it in the language they bought in; the shop, which makes the pieces, in English.
  const words = CONFIRMATION_WORDS[order.language];
  const toCustomer = written(
    order.language,
    words.subject(reference),
    onDelivery
      ? [
          words.hello(customer.name),
          words.onDelivery.thanks,
          words.onDelivery.payOnDelivery(order.totalPaise),
        ]
      : [words.hello(customer.name), words.thanks, ...(input.receipt ? [words.receiptAttached] : [])],
  );
  const toShop = written(
    'en',
    `New order ${reference} from ${customer.name}: ${formatPaise(order.totalPaise)}`,
    [
      onDelivery
        ? `A new order to be paid on delivery has been confirmed by ${customer.name}: the courier collects ${formatPaise(order.totalPaise)}.`
        : `A new order has been paid by ${customer.name}.`,
    ],
  );

  return {
    toCustomer: { to: customer.email, ...toCustomer, attachments },
    toShop: { to: shopEmail, replyTo: customer.email, ...toShop, attachments },
  };
}
