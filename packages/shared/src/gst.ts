/**
 * The rules of the GST documents of a sale, the receipt voucher (CGST Rule 50), the tax invoice
 * (Rule 46), the refund voucher (Rule 51) and the credit note (Rule 53): the seller's GSTIN and
 * its check character, the states and union territories with their GST codes, the place of
 * supply read from the delivery address the shopper typed, CGST and SGST or IGST each at its
 * rate on the taxable value, what a document states once issued, the amounts of a refund's
 * note, the financial year in India's time, and the documents' numbers
 * (docs/decisions/0020-gst-invoices.md, 0023-receipt-at-payment-invoice-at-shipping.md,
 * 0042-each-tax-is-its-rate-on-the-taxable-value.md).
 */
import { TZDate } from '@date-fns/tz';
import { SHOP_TIME_ZONE } from './delivery.ts';
import type { Paise } from './money.ts';
import { discountedLine, spreadDiscount } from './coupons.ts';
import { fixedPriceBreakup, GST_BASIS_POINTS, taxAt, type PriceBreakup } from './pricing.ts';

export interface GstState {
  /** The two-digit GST state code that also opens every GSTIN registered there. */
  code: string;
  name: string;
  /** Other ways a shopper writes it: short forms, old names, spellings without spaces. */
  aliases: readonly string[];
  /** A code still valid in old GSTINs whose territory now has another: never a place of supply. */
  historic?: true;
}

/** The states and union territories in the order of their codes (GST state code list). */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir', aliases: ['JK', 'J&K'] },
  { code: '02', name: 'Himachal Pradesh', aliases: ['HP'] },
  { code: '03', name: 'Punjab', aliases: ['PB'] },
  { code: '04', name: 'Chandigarh', aliases: ['CH'] },
  { code: '05', name: 'Uttarakhand', aliases: ['UK', 'UT', 'Uttaranchal'] },
  { code: '06', name: 'Haryana', aliases: ['HR'] },
  {
    code: '07',
    name: 'Delhi',
    aliases: ['DL', 'New Delhi', 'NCT of Delhi', 'National Capital Territory of Delhi'],
  },
  { code: '08', name: 'Rajasthan', aliases: ['RJ'] },
  { code: '09', name: 'Uttar Pradesh', aliases: ['UP'] },
  { code: '10', name: 'Bihar', aliases: ['BR'] },
  { code: '11', name: 'Sikkim', aliases: ['SK'] },
  { code: '12', name: 'Arunachal Pradesh', aliases: ['AR'] },
  { code: '13', name: 'Nagaland', aliases: ['NL'] },
  { code: '14', name: 'Manipur', aliases: ['MN'] },
  { code: '15', name: 'Mizoram', aliases: ['MZ'] },
  { code: '16', name: 'Tripura', aliases: ['TR'] },
  { code: '17', name: 'Meghalaya', aliases: ['ML'] },
  { code: '18', name: 'Assam', aliases: ['AS'] },
  { code: '19', name: 'West Bengal', aliases: ['WB'] },
  { code: '20', name: 'Jharkhand', aliases: ['JH'] },
  { code: '21', name: 'Odisha', aliases: ['OD', 'OR', 'Orissa'] },
  { code: '22', name: 'Chhattisgarh', aliases: ['CG', 'Chattisgarh', 'Chhatisgarh'] },
  { code: '23', name: 'Madhya Pradesh', aliases: ['MP'] },
  { code: '24', name: 'Gujarat', aliases: ['GJ'] },
  { code: '25', name: 'Daman and Diu', aliases: [], historic: true },
  {
    code: '26',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    aliases: ['DN', 'DD', 'DNHDD', 'Daman and Diu', 'Dadra and Nagar Haveli', 'Daman', 'Silvassa'],
  },
  { code: '27', name: 'Maharashtra', aliases: ['MH'] },
  { code: '28', name: 'Andhra Pradesh (before division)', aliases: [], historic: true },
  { code: '29', name: 'Karnataka', aliases: ['KA'] },
  { code: '30', name: 'Goa', aliases: ['GA'] },
  { code: '31', name: 'Lakshadweep', aliases: ['LD'] },
  { code: '32', name: 'Kerala', aliases: ['KL'] },
  { code: '33', name: 'Tamil Nadu', aliases: ['TN'] },
  { code: '34', name: 'Puducherry', aliases: ['PY', 'Pondicherry', 'Pondy'] },
  { code: '35', name: 'Andaman and Nicobar Islands', aliases: ['AN', 'Andaman and Nicobar', 'Andaman'] },
  { code: '36', name: 'Telangana', aliases: ['TS', 'TG'] },
  { code: '37', name: 'Andhra Pradesh', aliases: ['AP'] },
  { code: '38', name: 'Ladakh', aliases: ['LA'] },
  { code: '97', name: 'Other Territory', aliases: [], historic: true },
];

/** 'Tamil Nadu', 'TAMILNADU', 'tamil-nadu', 'T.N.' all read as 'tamilnadu' or 'tn'. */
function normaliseStateName(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
}

const STATES_BY_SPELLING = new Map<string, GstState>();
for (const state of GST_STATES) {
  if (state.historic) continue;
  for (const spelling of [state.name, state.code, ...state.aliases]) {
    STATES_BY_SPELLING.set(normaliseStateName(spelling), state);
  }
}

export function stateByCode(code: string): GstState | undefined {
  return GST_STATES.find((state) => state.code === code);
}

/**
 * The state a shopper meant by what they typed in the address's free-text state field, or
 * undefined when it is none we know (a typo beyond the usual spellings, a foreign region).
 */
export function matchState(typed: string): GstState | undefined {
  return STATES_BY_SPELLING.get(normaliseStateName(typed));
}

/** 'Tamil Nadu (33)'. */
export function stateLabel(state: GstState): string {
  return `${state.name} (${state.code})`;
}

/** The seller a document names, as it was when the document was issued. */
export interface DocumentSeller {
  legalName: string;
  gstin: string;
  stateCode: string;
  address: string;
}

/* ---------- GSTIN ---------- */

/** Two digits of the state, the holder's PAN, the registration's number in the state, 'Z', the check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN from its first 14: each character's value in base 36 is
 * multiplied by 1 and 2 in turn, each product's base-36 digits are added up, and the check
 * character brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (const [index, character] of [...first14].entries()) {
    const product = GSTIN_ALPHABET.indexOf(character) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36] ?? '0';
}

export const GSTIN_RULE =
  'must be a 15-character GSTIN such as 33AABCV1234F1ZV: the state code, the PAN, the entity number, Z and the check character';

/** Why a GSTIN is not valid, or undefined when it is. */
export function gstinProblem(gstin: string): string | undefined {
  if (!GSTIN_PATTERN.test(gstin)) return GSTIN_RULE;
  if (!stateByCode(gstin.slice(0, 2))) return `starts with ${gstin.slice(0, 2)}, which is no GST state code`;
  const expected = gstinCheckCharacter(gstin.slice(0, 14));
  if (gstin[14] !== expected)
    return `has the check character ${gstin[14]} where ${expected} is due: a character is mistyped`;
  return undefined;
}

export const isValidGstin = (gstin: string): boolean => gstinProblem(gstin) === undefined;

/* ---------- Place of supply and the tax ---------- */

/** Where a delivery is taxed: a known state, or the state as typed when it is none we know. */
export interface PlaceOfSupply {
  state: GstState | undefined;
  /** 'Tamil Nadu (33)', or the typed text when it matched no state. */
  label: string;
  /** Delivered in the shop's own state: CGST and SGST; otherwise IGST. */
  intraState: boolean;
}

/**
 * The place of supply of goods sent to a buyer is where the delivery ends (IGST Act, section
 * 10(1)(a)). A state that cannot be read is taxed as inter-state, with IGST, and printed as
 * typed: the same 3 % is charged either way, only its name changes.
 */
export function placeOfSupply(typedState: string, shopStateCode: string): PlaceOfSupply {
  const state = matchState(typedState);
  return {
    state,
    label: state ? stateLabel(state) : typedState.trim(),
    intraState: state?.code === shopStateCode,
  };
}

export interface TaxSplit {
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
}

/** CGST and SGST are each half the GST rate: 1.5 % of the value for jewellery's 3 %. */
const HALF_RATE_BASIS_POINTS = GST_BASIS_POINTS / 2;

/**
 * The taxes on a taxable value: within a state CGST and SGST, each its half of the rate on the
 * value, rounded to the paisa alike, so they are always equal; across states IGST, the whole
 * rate on it. Their sum may miss 3 % of the value by a paisa: the document's round-off takes it.
 */
export function taxesOn(taxablePaise: Paise, intraState: boolean): TaxSplit {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxAt(taxablePaise, GST_BASIS_POINTS) };
  const halfPaise = taxAt(taxablePaise, HALF_RATE_BASIS_POINTS);
  return { cgstPaise: halfPaise, sgstPaise: halfPaise, igstPaise: 0 };
}

const totalTax = (split: TaxSplit): Paise => split.cgstPaise + split.sgstPaise + split.igstPaise;

/** The rates as printed: 1.5 % each, or 3 %. */
export const GST_RATE_LABELS = {
  cgst: `${GST_BASIS_POINTS / 200} %`,
  sgst: `${GST_BASIS_POINTS / 200} %`,
  igst: `${GST_BASIS_POINTS / 100} %`,
} as const;

/** An order line as an invoice needs it. */
export interface InvoiceLineInput {
  unitPricePaise: Paise;
  quantity: number;
  /** The breakup of one piece as it was paid; null on lines from before breakups. */
  priceBreakup: PriceBreakup | null;
  /** What the order's coupon took off the line's taxable value, frozen with the order (coupons.ts). */
  couponDiscountPaise?: Paise;
}

export interface InvoiceLineAmounts {
  /** One piece's breakup: the frozen one, or the fixed price with the 3 % taken out. */
  unit: PriceBreakup;
  /** The coupon's discount off the line's taxable value; 0 without one. */
  discountPaise: Paise;
  /** The line's taxable value, after the discount. */
  taxablePaise: Paise;
  /** The line's share of the document's taxes: CGST and SGST alike within a state, so twice one. */
  taxPaise: Paise;
}

export interface InvoiceAmounts {
  lines: InvoiceLineAmounts[];
  /** Shipping, part of the composite supply of the jewellery, taxed at its 3 %. */
  shipping: { taxablePaise: Paise; taxPaise: Paise } | undefined;
  /** The fee of paying on delivery, a charge of the same supply, taxed with it as shipping is. */
  cashOnDeliveryFee: { taxablePaise: Paise; taxPaise: Paise } | undefined;
  taxablePaise: Paise;
  taxPaise: Paise;
  split: TaxSplit;
  /** What brings taxable value and taxes to what was paid: the total less them. */
  roundOffPaise: Paise;
  totalPaise: Paise;
}

/**
 * An order's invoice amounts: every line's value before tax, the document's taxes on the sum
 * of them, and the round-off that brings them to what was paid. A coupon's discount lowers a
 * line's taxable value (coupons.ts). All the shop sells is of one HSN and one rate, so each tax
 * is worked out once, on the document's taxable value, as GSTR-1 and its HSN summary take the
 * tax of each rate; it is then shared over the lines and shipping in proportion to their values
 * (largest remainders first), so the lines add up to the document to the paisa and CGST equals
 * SGST on every line too.
 */
export function invoiceAmounts(
  lines: readonly InvoiceLineInput[],
  shippingPaise: Paise,
  totalPaise: Paise,
  intraState: boolean,
  cashOnDeliveryFeePaise: Paise = 0,
): InvoiceAmounts {
  const values = lines.map((line) => {
    const unit = line.priceBreakup ?? fixedPriceBreakup(line.unitPricePaise);
    const amounts = discountedLine(
      {
        unit: { taxablePaise: unit.taxablePaise, gstPaise: unit.gstPaise, totalPaise: line.unitPricePaise },
        quantity: line.quantity,
      },
      line.couponDiscountPaise ?? 0,
    );
    return { unit, discountPaise: amounts.discountPaise, taxablePaise: amounts.taxablePaise };
  });
  const chargeValue = (paise: Paise) => (paise > 0 ? fixedPriceBreakup(paise).taxablePaise : undefined);
  const shippingValue = chargeValue(shippingPaise);
  const feeValue = chargeValue(cashOnDeliveryFeePaise);
  const taxables = [
    ...values.map((line) => line.taxablePaise),
    ...(shippingValue === undefined ? [] : [shippingValue]),
    ...(feeValue === undefined ? [] : [feeValue]),
  ];
  const taxablePaise = taxables.reduce((sum, value) => sum + value, 0);
  const split = taxesOn(taxablePaise, intraState);
  // Within a state CGST is shared and SGST alike, so each line's two halves are equal.
  const shares = intraState
    ? spreadDiscount(split.cgstPaise, taxables).map((half) => 2 * half)
    : spreadDiscount(split.igstPaise, taxables);
  const taxPaise = totalTax(split);
  return {
    lines: values.map((line, index) => ({ ...line, taxPaise: shares[index] ?? 0 })),
    shipping:
      shippingValue === undefined
        ? undefined
        : { taxablePaise: shippingValue, taxPaise: shares[values.length] ?? 0 },
    cashOnDeliveryFee:
      feeValue === undefined
        ? undefined
        : { taxablePaise: feeValue, taxPaise: shares[taxables.length - 1] ?? 0 },
    taxablePaise,
    taxPaise,
    split,
    roundOffPaise: totalPaise - taxablePaise - taxPaise,
    totalPaise,
  };
}

/* ---------- What a document states, frozen when it is issued ---------- */

/** The buyer as a document names them when it is issued. */
export interface DocumentBuyer {
  name: string;
  /** The delivery address, where the goods go: the street, then the town and PIN code. */
  address: string[];
  /** The buyer's PAN, asked for orders of ₹2,00,000 or more. */
  pan: string | null;
}

/** The place of supply as a document states it. */
export interface DocumentPlace {
  /** 'Tamil Nadu (33)', or the state as the shopper typed it when it matched none. */
  label: string;
  /** CGST and SGST when true, IGST otherwise. */
  intraState: boolean;
}

/** A document's amounts: they add up to its total, and the database checks that they do. */
export interface TaxFigures {
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  roundOffPaise: Paise;
  totalPaise: Paise;
}

/** A piece on a receipt voucher or a tax invoice, as it was when the document was issued. */
export interface DocumentLine {
  /** 'Lakshmi Gold Haram (Gold, Size 16)'. */
  description: string;
  hsn: string;
  quantity: number;
  /** '22K gold (916)', as printed; null for a piece gone from the catalogue with no breakup to name it. */
  purity: string | null;
  /** The hallmark unique id, when staff had recorded it. */
  huid: string | null;
  /** The piece's weight, stones and all. */
  grossWeightMg: number | null;
  /** The metal's weight: what the rate was paid for, or the weight of a piece at a fixed price. */
  netWeightMg: number | null;
  unitPricePaise: Paise;
  /** One piece's breakup as it was paid. */
  breakup: PriceBreakup;
  /** What a coupon took off the line's taxable value; absent on documents from before coupons. */
  discountPaise?: Paise;
  /** The line's taxable value, after any discount. */
  taxablePaise: Paise;
  taxPaise: Paise;
}

/** What a receipt voucher or a tax invoice states besides its seller, number, date and amounts. */
export interface DocumentContent {
  buyer: DocumentBuyer;
  placeOfSupply: DocumentPlace;
  lines: DocumentLine[];
  /** Shipping, part of the composite supply of the jewellery and taxed with it; null without. */
  shipping: { taxablePaise: Paise; taxPaise: Paise } | null;
  /**
   * The fee of paying on delivery, taxed with the supply as shipping is; absent without one
   * (and on documents issued before it was stated).
   */
  cashOnDeliveryFee?: { taxablePaise: Paise; taxPaise: Paise };
  /**
   * The buyer's language, when the order was bought on Tamil or Hindi pages: its labels are
   * printed beside the English ones. Absent for English and on documents issued before it.
   */
  language?: 'ta' | 'hi';
}

/** Pieces named on a note, and their value, GST and amount. */
export interface NotePart {
  pieces: { name: string; quantity: number }[];
  taxablePaise: Paise;
  taxPaise: Paise;
  totalPaise: Paise;
}

/**
 * A return that took the order below its coupon's minimum (return-refunds.ts): the note gives
 * back the returned pieces less the discount withdrawn from the pieces kept, and states both.
 */
export interface NoteCouponWithdrawal {
  code: string;
  minOrderPaise: Paise;
  /** The returned pieces as they were paid: value, GST and amount. */
  returned: NotePart;
  /** The discount the pieces kept had, withdrawn: the value and GST it took off them. */
  withdrawn: NotePart;
}

/** What a credit note or a refund voucher states besides its seller, number, date and amounts. */
export interface NoteContent {
  buyer: DocumentBuyer;
  placeOfSupply: DocumentPlace;
  /** Why the money went back, as staff wrote it. */
  reason: string;
  /** A return below the coupon's minimum: its two parts; absent on every other note. */
  couponWithdrawal?: NoteCouponWithdrawal;
  /**
   * The parcel, to be paid on delivery, came back: the supply did not take place and nothing
   * was paid, so the note credits the invoice without a refund. Absent on a refund's note.
   */
  notDelivered?: true;
  /**
   * The buyer's language, that of the receipt voucher or tax invoice the note answers: its
   * labels are printed beside the English ones. Absent for English and on notes issued before it.
   */
  language?: 'ta' | 'hi';
}

/** An order's invoice amounts as a document states them. */
export function taxFiguresOf(amounts: InvoiceAmounts): TaxFigures {
  return {
    taxablePaise: amounts.taxablePaise,
    ...amounts.split,
    roundOffPaise: amounts.roundOffPaise,
    totalPaise: amounts.totalPaise,
  };
}

const FIGURES = [
  'taxablePaise',
  'cgstPaise',
  'sgstPaise',
  'igstPaise',
  'roundOffPaise',
  'totalPaise',
] as const;

/** What the notes issued so far have left of a document, in each of its amounts. */
function leftOf(document: TaxFigures, notes: readonly TaxFigures[]): TaxFigures {
  const left = { ...document };
  for (const note of notes) for (const figure of FIGURES) left[figure] -= note[figure];
  return left;
}

/**
 * A note's amounts for `taxablePaise` of value given back: each tax at its rate on that value,
 * never more value or tax than the document has left, and the round-off what brings them to
 * the refund.
 */
function noteOfValue(
  left: TaxFigures,
  taxablePaise: Paise,
  refundPaise: Paise,
  intraState: boolean,
): TaxFigures {
  const atMostLeft = (amount: Paise, figure: keyof TaxFigures) =>
    Math.min(Math.max(0, amount), Math.max(0, left[figure]));
  const value = atMostLeft(taxablePaise, 'taxablePaise');
  const taxes = taxesOn(value, intraState);
  const figures = {
    taxablePaise: value,
    cgstPaise: atMostLeft(taxes.cgstPaise, 'cgstPaise'),
    sgstPaise: atMostLeft(taxes.sgstPaise, 'sgstPaise'),
    igstPaise: atMostLeft(taxes.igstPaise, 'igstPaise'),
  };
  return { ...figures, roundOffPaise: refundPaise - value - totalTax(figures), totalPaise: refundPaise };
}

/**
 * The amounts of a credit note (or a refund voucher) for a refund of `refundPaise`, after the
 * notes already issued against the same document. A refund of all that is left repeats what is
 * left, so a full refund repeats the document's own figures to the paisa. A part takes the 3 %
 * out of the amount for its value, as a fixed price is, and states each tax at its rate on that
 * value, but never more value or tax than the document has left: what that holds back is the
 * note's round-off. The notes of a document so never add up to more than it in any of its
 * amounts, and the last one brings them to it exactly.
 */
export function noteFigures(
  document: TaxFigures,
  earlierNotes: readonly TaxFigures[],
  refundPaise: Paise,
  intraState: boolean,
): TaxFigures {
  const left = leftOf(document, earlierNotes);
  if (refundPaise === left.totalPaise) return left;
  return noteOfValue(left, fixedPriceBreakup(refundPaise).taxablePaise, refundPaise, intraState);
}

/**
 * The amounts of the note of a return that took the order below its coupon's minimum: the
 * returned pieces' value as their invoice lines stated it, less the value the withdrawn
 * discount had taken off the pieces kept, and each tax at its rate on what that leaves. The
 * invoice less the note then states the pieces kept at their full value and the delivery, to
 * the paisa, and their taxes within a paisa of the rate on that value. Never more value or tax
 * than the document has left; what that holds back, and the rounding, is the round-off.
 */
export function withdrawalNoteFigures(
  document: TaxFigures,
  earlierNotes: readonly TaxFigures[],
  refundPaise: Paise,
  withdrawal: Pick<NoteCouponWithdrawal, 'returned' | 'withdrawn'>,
  intraState: boolean,
): TaxFigures {
  return noteOfValue(
    leftOf(document, earlierNotes),
    withdrawal.returned.taxablePaise - withdrawal.withdrawn.taxablePaise,
    refundPaise,
    intraState,
  );
}

/* ---------- Financial years and numbers ---------- */

/** India's financial year of a moment, as '2026-27': 1 April to 31 March in India's time. */
export function financialYearOf(moment: Date): string {
  const inIndia = new TZDate(moment.getTime(), SHOP_TIME_ZONE);
  const startYear = inIndia.getMonth() >= 3 ? inIndia.getFullYear() : inIndia.getFullYear() - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The shop's initials, which open every document number (Velli & Thangam). */
export const DOCUMENT_PREFIX = 'VT';

/** Rule 46(b): at most 16 characters, letters, digits, '-' and '/', unique in a financial year. */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

/**
 * The documents of a sale (docs/decisions/0023-receipt-at-payment-invoice-at-shipping.md): a
 * receipt voucher for the payment (CGST Rule 50), the tax invoice when the goods leave (Rule
 * 46), a refund voucher for money given back before that (Rule 51), a credit note after it
 * (Rule 53).
 */
export const DOCUMENT_KINDS = ['receipt_voucher', 'invoice', 'refund_voucher', 'credit_note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Each document as the shop names it to people. */
export const DOCUMENT_NAMES: Readonly<Record<DocumentKind, string>> = {
  receipt_voucher: 'Receipt voucher',
  invoice: 'Tax invoice',
  refund_voucher: 'Refund voucher',
  credit_note: 'Credit note',
};

/**
 * Each series' letters after the shop's and how many digits its number has, so the longest
 * still fits 16 characters: receipts are as many as paid orders and take five, like invoices.
 */
const SERIES: Readonly<Record<DocumentKind, { letters: string | null; digits: number }>> = {
  invoice: { letters: null, digits: 5 },
  receipt_voucher: { letters: 'R', digits: 5 },
  credit_note: { letters: 'CN', digits: 4 },
  refund_voucher: { letters: 'RF', digits: 4 },
};

/**
 * 'VT/2026-27/00042' for an invoice; 'VT/R/26-27/00042' for a receipt voucher,
 * 'VT/CN/26-27/0007' for a credit note and 'VT/RF/26-27/0007' for a refund voucher: a series
 * of its own each, with the year written short so the number stays within 16 characters.
 */
export function documentNumber(kind: DocumentKind, financialYear: string, serial: number): string {
  const { letters, digits } = SERIES[kind];
  if (!Number.isInteger(serial) || serial < 1 || serial >= 10 ** digits) {
    throw new RangeError(`The ${kind} series of ${financialYear} has no number ${serial}`);
  }
  const padded = String(serial).padStart(digits, '0');
  return letters === null
    ? `${DOCUMENT_PREFIX}/${financialYear}/${padded}`
    : `${DOCUMENT_PREFIX}/${letters}/${financialYear.slice(2)}/${padded}`;
}

/**
 * Where each document is downloaded: `/api/orders/{orderId}/receipt`, `…/invoice`,
 * `…/refund-vouchers/{refundId}` and `…/credit-notes/{refundId}` for the order's customer, the
 * same under `/api/admin/orders/{orderId}/` for staff (documentPath). The credit note of a
 * parcel paid on delivery that came back undelivered has no refund: `…/credit-notes/not-delivered`.
 */
/** The last part of the address of the one credit note an order returned undelivered may have. */
export const NOT_DELIVERED_NOTE = 'not-delivered';

export const DOCUMENT_PATHS: Readonly<Record<DocumentKind, string>> = {
  receipt_voucher: 'receipt',
  invoice: 'invoice',
  refund_voucher: 'refund-vouchers',
  credit_note: 'credit-notes',
};

/** A document's address for the order's customer, or under `/api/admin` for staff. */
export function documentPath(
  orderId: string,
  document: { kind: DocumentKind; refundId: string | null },
  by: 'customer' | 'staff' = 'customer',
): string {
  const order = `/api${by === 'staff' ? '/admin' : ''}/orders/${encodeURIComponent(orderId)}`;
  const path = `${order}/${DOCUMENT_PATHS[document.kind]}`;
  if (document.refundId) return `${path}/${encodeURIComponent(document.refundId)}`;
  return document.kind === 'credit_note' ? `${path}/${NOT_DELIVERED_NOTE}` : path;
}

// The list of an order's documents is checked by the schemas in order-documents.ts; this
// module, which the customer's order page loads, stays free of zod.
export type { OrderDocument, OrderDocumentsAnswer } from './order-documents.ts';

/** The texts of the documents' calls and pages. */
export const DOCUMENT_TEXTS = {
  downloadInvoice: 'Download tax invoice',
  downloadReceipt: 'Download receipt',
  downloading: 'Preparing the PDF…',
  downloadFailed: 'The document could not be downloaded. Please try again.',
  /** Beside the receipt, while the order is still to ship. */
  invoiceFollows: 'Your tax invoice is issued when your order ships.',
  /** Beside the receipt of an order cancelled, refunded or expired before it shipped. */
  noInvoiceWithoutShipping: 'This order will not ship, so no tax invoice is issued for it.',
  documentsHeading: 'Documents',
  download: 'Download',
  /** The download link's name: 'Download refund voucher VT/RF/26-27/0007'. */
  downloadDocument: (kind: DocumentKind, number: string) =>
    `Download ${DOCUMENT_NAMES[kind].toLowerCase()} ${number}`,
  documentsFailed: 'The documents of this order could not be loaded.',
  /** The refund's mail, with its refund voucher or credit note attached. */
  refundDocumentAttached: (kind: DocumentKind, number: string) =>
    `Your ${DOCUMENT_NAMES[kind].toLowerCase()} ${number} for this refund is attached.`,
  /** The refund's mail, when its document could not be drawn to attach: the order page has it. */
  refundDocumentOnOrderPage: (kind: DocumentKind, number: string) =>
    `Your ${DOCUMENT_NAMES[kind].toLowerCase()} ${number} for this refund is on your order's page.`,
  /** The refund's mail of a payment that came after the order was cancelled: nothing was sold. */
  noRefundDocument:
    'This refund has no refund voucher: your payment reached us after the order had been cancelled, so no receipt was issued for it.',
  invoiceNotIssued: 'This order has no tax invoice yet: the tax invoice is issued when the order ships.',
  receiptNotIssued: 'This order has no receipt: a receipt is issued when the order is paid.',
  refundVoucherNotFound:
    'There is no refund voucher for this refund: one is issued when a refund made before the order ships is processed.',
  creditNoteNotFound:
    'There is no credit note for this refund: one is issued when a refund made once the order has shipped is processed.',
} as const;

/** The file name of a document's PDF: 'Tax-invoice-VT-2026-27-00042.pdf'. */
export function documentFileName(kind: DocumentKind, number: string): string {
  return `${DOCUMENT_NAMES[kind].replace(/ /g, '-')}-${number.replace(/\//g, '-')}.pdf`;
}
