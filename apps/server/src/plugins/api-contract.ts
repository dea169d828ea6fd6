/**
 * What every route's schema shares: the one error body of its refusals, the sessions it asks
 * for, and how a file it sends is described. The answers themselves are the contracts of
 * packages/shared; api-docs.ts makes the API's OpenAPI document from all of them.
 */
import { z } from 'zod';
import { ErrorAnswerSchema } from '@shop/shared/catalogue-api';

/**
 * Every refusal (4xx), fault (500) and write refused on a full disk (503) answers
 * `{ success: false, message }` (error-handling.ts); the server checks that it does, as it
 * checks every JSON answer.
 */
export const REFUSALS = { '4xx': ErrorAnswerSchema, 500: ErrorAnswerSchema, 503: ErrorAnswerSchema } as const;

/** The document's sections, in the order it shows them. */
export const API_SECTIONS = [
  { name: 'shop', description: 'Whether the server and its database answer' },
  { name: 'catalogue', description: 'The pieces: listings, search, suggestions, one piece, its pictures' },
  { name: 'accounts', description: 'Shoppers’ accounts: sign-up, sign-in, password reset, profile' },
  { name: 'uploads', description: 'Files for personalisations (fingerprints, pictures, PDFs)' },
  { name: 'contact', description: 'Writing to the shop' },
  { name: 'delivery', description: 'When a piece would reach a pincode' },
  { name: 'policies', description: 'The shop’s terms, privacy, refund, shipping and contact pages' },
  { name: 'complaints', description: 'Raising a complaint, with a ticket' },
  { name: 'reviews', description: 'Buyers’ reviews of the pieces they received' },
  { name: 'previews', description: 'Shared previews of a personalised piece, opened by link' },
  { name: 'payments', description: 'Creating an order, paying it and the provider’s events' },
  { name: 'test payments', description: 'The built-in test provider, only without Razorpay keys' },
  { name: 'orders', description: 'A signed-in shopper’s orders' },
  {
    name: 'whatsapp',
    description: 'Order updates on WhatsApp: the shopper’s consent, Meta’s webhook, the proofs’ pictures',
  },
  {
    name: 'test whatsapp',
    description: 'The built-in WhatsApp test provider, only without WHATSAPP_* settings',
  },
  { name: 'couriers', description: 'The courier’s tracking webhook and a shopper’s tracking steps' },
  {
    name: 'test courier',
    description: 'The built-in test courier, only without SHIPROCKET_* settings on a demo shop',
  },
  { name: 'wishlist', description: 'A signed-in shopper’s saved pieces, at today’s prices' },
  { name: 'invoices', description: 'Tax invoices, receipt and refund vouchers, credit notes (PDF)' },
  { name: 'staff', description: 'The back office’s sign-in, second factor, staff and audit log' },
  { name: 'back office: orders', description: 'Every order, its making, cancelling and refunds' },
  { name: 'back office: catalogue', description: 'Pieces, their pictures and stock, the CSV, metal rates' },
  {
    name: 'back office: money',
    description: 'Money without an order, reconciliation with the provider, coupons',
  },
  { name: 'back office: messages', description: 'The contact page’s messages and replies' },
  {
    name: 'back office: whatsapp',
    description: 'WhatsApp: each order’s messages, conversations and answers, the month’s cost and rates',
  },
  { name: 'back office: complaints', description: 'Complaints: replies and resolutions' },
  { name: 'back office: reviews', description: 'Buyers’ reviews and hiding one with a reason' },
  {
    name: 'back office: shop',
    description: 'Backups, the room left on the disk, the shop’s policies and settings',
  },
  {
    name: 'benchmark',
    description: 'Only with BENCH_ECHO_BYTES_ROUTE: never in a shop that serves shoppers',
  },
] as const;
export type ApiSection = (typeof API_SECTIONS)[number]['name'];

/** A route's `tags`: the section of the document it is listed in. */
export function inSection(section: ApiSection): string[] {
  return [section];
}

/** The Authorization header a call needs: a shopper's session, or a back-office one. */
export const SESSIONS = {
  customer: 'customerSession',
  staff: 'staffSession',
} as const;
export const CUSTOMER_SESSION = [{ [SESSIONS.customer]: [] }];
export const STAFF_SESSION = [{ [SESSIONS.staff]: [] }];

/**
 * The bytes of a file (a PDF, a picture, a CSV, a script): sent as they are, never serialised,
 * so the schema only describes them.
 */
const FileBytesSchema = z
  .custom<Buffer | string>((value) => Buffer.isBuffer(value) || typeof value === 'string')
  .meta({ type: 'string', format: 'binary' });

/** A success that is a file of one of these types, not JSON. */
export function fileAnswer(description: string, ...contentTypes: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema: FileBytesSchema }])),
  };
}

/**
 * A route the API's document leaves out, and why: a page or a file for browsers and crawlers,
 * not a call. The reason is what a reader of the route needs; the document never shows it.
 */
export function outsideTheApi(reason: string) {
  return { hide: true, description: reason } as const;
}
