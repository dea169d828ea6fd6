/**
 * Complaints (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5)): a shopper raises one
 * from the contact page or from their order's page and gets a ticket at once, in the mail that
 * acknowledges it (the rule allows 48 hours), and the shop resolves it within one month of its
 * receipt. Here are
 * the body of `POST /api/complaints`, the back office's calls and answers, the deadlines and
 * every text both apps and the server show.
 */
import { tz } from '@date-fns/tz';
// Each function from its own module, as in delivery.ts.
import { addMonths } from 'date-fns/addMonths';
import { z } from 'zod';
import { MESSAGES } from './accounts.ts';
import { plainText } from './text.ts';

export const COMPLAINT_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  /** Enough to say what went wrong; fewer letters are no complaint the shop can act on. */
  descriptionMin: 20,
  description: 3000,
  orderNumber: 40,
  /** A staff member's reply or resolution note. */
  note: 5000,
} as const;

/** What a complaint is about: the select of the form. */
export const COMPLAINT_TOPICS = ['order', 'product', 'payment', 'delivery', 'refund', 'other'] as const;
export type ComplaintTopic = (typeof COMPLAINT_TOPICS)[number];

export const COMPLAINT_TOPIC_NAMES: Record<ComplaintTopic, string> = {
  order: 'An order',
  product: 'A piece (its quality, hallmark or personalisation)',
  payment: 'A payment',
  delivery: 'Delivery',
  refund: 'A refund',
  other: 'Something else',
};

/** Short names, for the back office's list. */
export const COMPLAINT_TOPIC_LABELS: Record<ComplaintTopic, string> = {
  order: 'Order',
  product: 'Piece',
  payment: 'Payment',
  delivery: 'Delivery',
  refund: 'Refund',
  other: 'Other',
};

/** Open until staff answer; in progress once they have; resolved with a note, for good. */
export const COMPLAINT_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_STATUS_NAMES: Record<ComplaintStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
};

export const COMPLAINT_MESSAGES = {
  nameRequired: 'Please tell us your name',
  nameTooLong: `Please keep your name to ${COMPLAINT_LIMITS.name} characters`,
  emailRequired: MESSAGES.emailRequired,
  emailInvalid: MESSAGES.emailInvalid,
  phoneTooLong: `Please keep the phone number to ${COMPLAINT_LIMITS.phone} characters`,
  topicRequired: 'Please choose what the complaint is about',
  descriptionTooShort: `Please describe what went wrong in at least ${COMPLAINT_LIMITS.descriptionMin} characters`,
  descriptionTooLong: `Please keep the description to ${COMPLAINT_LIMITS.description} characters`,
  orderNumberTooLong: `An order number is at most ${COMPLAINT_LIMITS.orderNumber} characters`,
  orderIdInvalid: 'That is no order of the shop',
  notText: (field: string) => `${field} must be text`,
  noteRequired: 'Write the note',
  noteTooLong: `A note is at most ${COMPLAINT_LIMITS.note} characters`,
} as const;

const optionalText = (field: string, max: number, tooLong: string) =>
  plainText(field, { error: COMPLAINT_MESSAGES.notText(field) })
    .trim()
    .max(max, tooLong)
    .optional();

/** `POST /api/complaints`. `orderId` only from the order's own page, by its signed-in customer. */
export const ComplaintBodySchema = z.strictObject({
  name: plainText('Your name', { error: COMPLAINT_MESSAGES.nameRequired })
    .trim()
    .min(1, COMPLAINT_MESSAGES.nameRequired)
    .max(COMPLAINT_LIMITS.name, COMPLAINT_MESSAGES.nameTooLong),
  email: z
    .string({ error: COMPLAINT_MESSAGES.emailRequired })
    .trim()
    .min(1, COMPLAINT_MESSAGES.emailRequired)
    .max(COMPLAINT_LIMITS.email, COMPLAINT_MESSAGES.emailInvalid)
    .pipe(z.email({ error: COMPLAINT_MESSAGES.emailInvalid })),
  phone: optionalText('Phone', COMPLAINT_LIMITS.phone, COMPLAINT_MESSAGES.phoneTooLong),
  topic: z.enum(COMPLAINT_TOPICS, { error: COMPLAINT_MESSAGES.topicRequired }),
  description: plainText('Description', { lines: true, error: COMPLAINT_MESSAGES.descriptionTooShort })
    .trim()
    .min(COMPLAINT_LIMITS.descriptionMin, COMPLAINT_MESSAGES.descriptionTooShort)
    .max(COMPLAINT_LIMITS.description, COMPLAINT_MESSAGES.descriptionTooLong),
  /** As the shopper typed it on the contact page: kept as said, not looked up. */
  orderNumber: optionalText(
    'Order number',
    COMPLAINT_LIMITS.orderNumber,
    COMPLAINT_MESSAGES.orderNumberTooLong,
  ),
  orderId: z.uuid({ error: COMPLAINT_MESSAGES.orderIdInvalid }).optional(),
});
/** What the form holds: text fields possibly empty, the topic possibly not chosen yet. */
export type ComplaintInput = z.input<typeof ComplaintBodySchema>;
export type ComplaintBody = z.output<typeof ComplaintBodySchema>;

/** A ticket as people say it: C-000042, from the database's sequence, never reused. */
export function ticketOf(number: number): string {
  return `C-${String(number).padStart(6, '0')}`;
}

/** The shop's days are India's. */
const inIndia = tz('Asia/Kolkata');
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Rule 4(5): acknowledged within 48 hours, resolved within one month of its receipt. */
export const ACKNOWLEDGE_WITHIN_HOURS = 48;
/** How close to the month's end the back office starts to warn. */
export const NEAR_DEADLINE_DAYS = 5;

export function acknowledgeBy(raisedAt: Date): Date {
  return new Date(raisedAt.getTime() + ACKNOWLEDGE_WITHIN_HOURS * HOUR_MS);
}

/** One calendar month after the complaint arrived, on India's calendar. */
export function resolveBy(raisedAt: Date): Date {
  return new Date(addMonths(raisedAt, 1, { in: inIndia }).getTime());
}

const LONG_DAY = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

/** 26 December 2026. */
export function formatComplaintDay(moment: Date): string {
  return LONG_DAY.format(moment);
}

/** How long a complaint has waited: 'under an hour', '5 hours', '1 day', '3 days'. */
export function complaintAge(raisedAt: Date, now: Date): string {
  const waited = Math.max(0, now.getTime() - raisedAt.getTime());
  if (waited < HOUR_MS) return 'under an hour';
  if (waited < DAY_MS) {
    const hours = Math.floor(waited / HOUR_MS);
    return hours === 1 ? '1 hour' : `${hours} hours`;
  }
  const days = Math.floor(waited / DAY_MS);
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * Whether an unresolved complaint needs the staff's attention first: still unanswered after
 * 48 hours, or within NEAR_DEADLINE_DAYS of (or past) its month.
 */
export type ComplaintUrgency = 'unanswered' | 'near-deadline' | null;

export function complaintUrgency(
  complaint: { status: ComplaintStatus; createdAt: string },
  now: Date,
): ComplaintUrgency {
  if (complaint.status === 'resolved') return null;
  const raisedAt = new Date(complaint.createdAt);
  if (resolveBy(raisedAt).getTime() - now.getTime() <= NEAR_DEADLINE_DAYS * DAY_MS) return 'near-deadline';
  if (complaint.status === 'open' && now.getTime() > acknowledgeBy(raisedAt).getTime()) return 'unanswered';
  return null;
}

export const COMPLAINT_URGENCY_TEXTS: Record<NonNullable<ComplaintUrgency>, string> = {
  unanswered: 'Unanswered for more than 48 hours',
  'near-deadline': 'Near or past its one-month deadline',
};

/** `POST /api/complaints`: the complaint is kept, and its ticket is the shopper's to quote. */
export const ComplaintAnswerSchema = z.strictObject({
  success: z.literal(true),
  ticket: z.string(),
  message: z.string(),
  /** When it will be resolved at the latest: one month after it arrived. */
  resolveBy: z.string(),
});
export type ComplaintAnswer = z.infer<typeof ComplaintAnswerSchema>;

/** The shop's contact for complaints, named in the acknowledgement. */
export interface GrievanceContact {
  name?: string | undefined;
  email: string;
  phone?: string | undefined;
}

/** Texts of the form, its answer, and the mails. */
export const COMPLAINT_TEXTS = {
  heading: 'Raise a complaint',
  intro:
    'Something wrong with an order, a piece, a payment, a delivery or a refund? Tell us: your complaint is registered at once, with a ticket number we mail to you, and we resolve it within one month.',
  orderHeading: 'Something wrong with this order?',
  orderOpen: 'Raise a complaint about this order',
  orderNote: 'The complaint is tied to this order, so we have its details.',
  nameLabel: 'Your name',
  emailLabel: 'Your e-mail',
  phoneLabel: 'Your phone (optional)',
  topicLabel: 'What is it about?',
  topicPlaceholder: 'Choose one',
  descriptionLabel: 'What went wrong?',
  orderNumberLabel: 'Order number (optional)',
  orderNumberHint: 'The 8 letters and digits after "Order" in your confirmation mail.',
  send: 'Register complaint',
  sending: 'Registering...',
  cancel: 'Cancel',
  registered: (ticket: string, resolveByDay: string) =>
    `Your complaint is registered. Ticket ${ticket}. We will resolve it by ${resolveByDay}; its acknowledgement has been mailed to you.`,
  ticketLabel: 'Your ticket',
  keepTicket: 'Please quote it whenever you write to us about this complaint.',
  another: 'Raise another complaint',
  notOk: 'Something went wrong',
  failed: 'The complaint could not be sent. Please check your connection and try again.',
  tooMany: 'Too many complaints were sent from this network. Please wait a few minutes and try again.',
  noSuchOrder: 'There is no such order among yours.',
} as const;

/** The back office's texts. */
export const ADMIN_COMPLAINT_TEXTS = {
  notFound: 'There is no complaint with this id.',
  alreadyResolved: 'This complaint is resolved already; nothing more can be added to it.',
  noComplaints: 'No complaints.',
  noOpenComplaints: 'No open complaints.',
  replied: 'The reply has been sent.',
  resolved: 'The complaint is resolved and the customer has been told.',
} as const;

/* The back office's calls. */

const noteField = (field: string) =>
  plainText(field, { lines: true, error: COMPLAINT_MESSAGES.noteRequired })
    .trim()
    .min(1, COMPLAINT_MESSAGES.noteRequired)
    .max(COMPLAINT_LIMITS.note, COMPLAINT_MESSAGES.noteTooLong);

/** `POST /api/admin/complaints/{id}/replies`: mailed to the customer. */
export const ComplaintReplyBodySchema = z.strictObject({ body: noteField('The reply') });
export type ComplaintReplyBody = z.infer<typeof ComplaintReplyBodySchema>;

/** `POST /api/admin/complaints/{id}/resolution`: how it was resolved, mailed to the customer. */
export const ComplaintResolveBodySchema = z.strictObject({ note: noteField('The note') });
export type ComplaintResolveBody = z.infer<typeof ComplaintResolveBodySchema>;

/** The list's filter: unresolved (open and in progress), resolved, or all of them. */
export const COMPLAINT_FILTERS = ['unresolved', 'resolved', 'all'] as const;
export type ComplaintFilter = (typeof COMPLAINT_FILTERS)[number];
export const COMPLAINT_FILTER_NAMES: Record<ComplaintFilter, string> = {
  unresolved: 'Open and in progress',
  resolved: 'Resolved',
  all: 'All',
};

export const ComplaintListQuerySchema = z.strictObject({
  show: z.enum(COMPLAINT_FILTERS, { error: 'Choose open, resolved or all' }).default('all'),
  page: z.coerce.number().int().min(1, 'The page starts at 1').max(10_000).default(1),
});
export type ComplaintListQuery = z.infer<typeof ComplaintListQuerySchema>;

export const AdminComplaintSummarySchema = z.strictObject({
  id: z.string(),
  ticket: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(COMPLAINT_TOPICS),
  status: z.enum(COMPLAINT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** The order it is tied to, or the number the shopper typed. */
  orderReference: z.string().nullable(),
});
export type AdminComplaintSummary = z.infer<typeof AdminComplaintSummarySchema>;

export const AdminComplaintListAnswerSchema = z.strictObject({
  success: z.literal(true),
  complaints: z.array(AdminComplaintSummarySchema),
  /** Open and in progress, whatever the filter. */
  unresolved: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminComplaintListAnswer = z.infer<typeof AdminComplaintListAnswerSchema>;

/** `GET /api/admin/complaints/oldest-unresolved`: the Today page's few. */
export const OLDEST_UNRESOLVED_SHOWN = 5;
export const UnresolvedComplaintsAnswerSchema = z.strictObject({
  success: z.literal(true),
  unresolved: z.number().int(),
  oldest: z.array(AdminComplaintSummarySchema),
});
export type UnresolvedComplaintsAnswer = z.infer<typeof UnresolvedComplaintsAnswerSchema>;

export const COMPLAINT_STEP_KINDS = ['reply', 'resolution'] as const;
export type ComplaintStepKind = (typeof COMPLAINT_STEP_KINDS)[number];

export const ComplaintStepSchema = z.strictObject({
  kind: z.enum(COMPLAINT_STEP_KINDS),
  body: z.string(),
  at: z.string(),
  /** The staff member who took it; null when they have left the shop's staff list. */
  by: z.string().nullable(),
});
export type ComplaintStep = z.infer<typeof ComplaintStepSchema>;

export const AdminComplaintSchema = z.strictObject({
  id: z.string(),
  ticket: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  topic: z.enum(COMPLAINT_TOPICS),
  description: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  createdAt: z.string(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  resolvedAt: z.string().nullable(),
  /** The order it is tied to (raised from the order's page). */
  order: z.strictObject({ id: z.string(), reference: z.string() }).nullable(),
  /** What the shopper typed as the order number on the contact page. */
  orderNumber: z.string().nullable(),
  steps: z.array(ComplaintStepSchema),
});
export type AdminComplaint = z.infer<typeof AdminComplaintSchema>;

export const AdminComplaintAnswerSchema = z.strictObject({
  success: z.literal(true),
  complaint: AdminComplaintSchema,
});
export type AdminComplaintAnswer = z.infer<typeof AdminComplaintAnswerSchema>;
