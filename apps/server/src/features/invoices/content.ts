/**
 * What a receipt voucher or a tax invoice states, taken from its order when it is issued and
 * kept with it from then on (docs/decisions/0023-receipt-at-payment-invoice-at-shipping.md):
 * nothing the shop does to the piece or the order afterwards reaches the document.
 */
import {
  invoiceAmounts,
  placeOfSupply,
  taxFiguresOf,
  type DocumentBuyer,
  type DocumentContent,
  type DocumentPlace,
  type TaxFigures,
} from '@shop/shared/gst';
import { HSN_JEWELLERY, PURITY_LABELS, type Purity } from '@shop/shared/pricing';
import { orderLineName } from '@shop/shared/variants';
import type { OrderLineRow, OrderRow } from '../../db/schema.ts';

/** A line with what the catalogue says of its piece at the moment of issue. */
export interface LineWithPiece {
  line: OrderLineRow;
  /** Null when the piece is gone from the catalogue. */
  piece: { purity: Purity; gram: number; netWeightMg: number | null } | null;
}

export function buyerOf(order: Pick<OrderRow, 'customer' | 'buyerPan'>): DocumentBuyer {
  const { customer } = order;
  return {
    name: customer.name,
    address: [customer.address, [customer.city, customer.zipCode].filter(Boolean).join(' ')].filter(Boolean),
    pan: order.buyerPan,
  };
}

export function placeOf(order: Pick<OrderRow, 'customer'>, sellerStateCode: string): DocumentPlace {
  const { label, intraState } = placeOfSupply(order.customer.state, sellerStateCode);
  return { label, intraState };
}

/** Grams as staff typed them, to the milligram. */
const milligrams = (grams: number) => Math.round(grams * 1000);

/**
 * The content and amounts of a receipt voucher or a tax invoice of an order, its taxes worked
 * out by `amountsOf` (the shop's rule, or the one a document from before kept documents was
 * printed with: freeze.ts). A piece at a fixed price has one weight, its metal's, which is both
 * its gross and its net weight; a rate-priced piece's net weight is the one its price was
 * worked out from.
 */
export function documentContent(
  order: OrderRow,
  lines: readonly LineWithPiece[],
  sellerStateCode: string,
  amountsOf: typeof invoiceAmounts = invoiceAmounts,
): { content: DocumentContent; figures: TaxFigures } {
  const place = placeOf(order, sellerStateCode);
  const amounts = amountsOf(
    lines.map(({ line }) => line),
    order.shippingPaise,
    order.totalPaise,
    place.intraState,
    order.cashOnDeliveryFeePaise,
  );
  const content: DocumentContent = {
    buyer: buyerOf(order),
    placeOfSupply: place,
    // invoiceAmounts answers a line of amounts for each line, in the same order.
    lines: lines.flatMap(({ line, piece }, index) => {
      const amount = amounts.lines[index];
      if (!amount) return [];
      const { unit } = amount;
      // A line of a variant states what the variant was when bought, frozen with the line.
      const purity = unit.kind === 'rate' ? unit.purity : (line.purity ?? piece?.purity);
      const grossWeightMg = line.grossWeightMg ?? (piece ? milligrams(piece.gram) : null);
      return {
        description: orderLineName(line),
        hsn: HSN_JEWELLERY,
        quantity: line.quantity,
        purity: purity ? PURITY_LABELS[purity] : null,
        huid: line.huid,
        grossWeightMg,
        netWeightMg: unit.kind === 'rate' ? unit.netWeightMg : (piece?.netWeightMg ?? grossWeightMg),
        unitPricePaise: line.unitPricePaise,
        breakup: unit,
        ...(amount.discountPaise > 0 && { discountPaise: amount.discountPaise }),
        taxablePaise: amount.taxablePaise,
        taxPaise: amount.taxPaise,
      };
    }),
    shipping: amounts.shipping ?? null,
    ...(amounts.cashOnDeliveryFee && { cashOnDeliveryFee: amounts.cashOnDeliveryFee }),
    ...(order.language !== 'en' && { language: order.language }),
  };
  return { content, figures: taxFiguresOf(amounts) };
}
