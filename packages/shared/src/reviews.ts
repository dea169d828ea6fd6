/**
 * Reviews written by buyers (IS 19000:2022, online consumer reviews): only a customer whose
 * order holding the piece was delivered writes one, once per piece (writing again edits it);
 * staff may hide one with a reason, which the writer is told by mail, and a hidden review
 * counts nowhere, even once its writer changes it, until staff publish it again. A piece's rating and its count on cards, on its page and in its JSON-LD are
 * these reviews' and nothing else. Here are the calls' bodies and answers, the limits and
 * every text the storefront, the back office and the server show.
 */
import { z } from 'zod';
import { plainText } from './text.ts';

export const REVIEW_LIMITS = {
  starsMin: 1,
  starsMax: 5,
  title: 100,
  text: 2000,
  /** A staff member's reason for hiding a review, mailed to its writer. */
  reason: 500,
} as const;

/** How many reviews one page of a piece's reviews holds. */
export const REVIEWS_PAGE_SIZE = 10;
/** How many reviews one page of the back office's list holds. */
export const ADMIN_REVIEWS_PAGE_SIZE = 50;

export const REVIEW_MESSAGES = {
  starsRequired: 'Please give the piece 1 to 5 stars',
  titleRequired: 'Please give your review a title',
  titleTooLong: `Please keep the title to ${REVIEW_LIMITS.title} characters`,
  textRequired: 'Please write what you think of the piece',
  textTooLong: `Please keep your review to ${REVIEW_LIMITS.text} characters`,
  reasonRequired: 'Write why the review is hidden: its writer is told',
  reasonTooLong: `A reason is at most ${REVIEW_LIMITS.reason} characters`,
} as const;

export const REVIEW_TEXTS = {
  heading: 'Reviews',
  /** The moderation rule, stated beside the reviews (IS 19000:2022 asks that it be disclosed). */
  moderationRule:
    'Only customers whose order with this piece was delivered can review it; we publish every review, and hide one only when it breaks the law, is abusive or is not about the piece, telling its writer why.',
  none: 'No reviews yet.',
  verifiedBuyer: 'Verified buyer',
  bought: (what: string) => `Bought: ${what}`,
  edited: 'edited',
  loadMore: 'Show more reviews',
  loadFailed: 'The reviews could not be loaded. Please try again.',
  tryAgain: 'Try again',
  notSent: 'Your review could not be sent. Check your connection and try again.',
  outOf: (average: number, count: number) =>
    `${average.toFixed(1)} out of 5, from ${count} ${count === 1 ? 'review' : 'reviews'}`,
  countOf: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
  starsOf: (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`,
  writeHeading: 'Write a review',
  editHeading: 'Edit your review',
  starsLabel: 'Stars',
  titleLabel: 'Title',
  textLabel: 'Your review',
  submit: 'Publish review',
  saved: 'Thank you: your review is published.',
  /** Who may write: the answer to anyone else (403), and the storefront's note. */
  onlyBuyers: 'Only a customer whose order with this piece was delivered can review it.',
  tooMany: 'You have written or edited many reviews in the last hour. Please try again in a while.',
  signInToReview:
    'Sign in to review a piece you bought: only customers whose order with it was delivered can.',
  notFound: 'There is no such piece.',
  reviewNotFound: 'There is no such review.',
  alreadyHidden: 'This review is hidden already.',
  notHidden: 'This review is not hidden.',
  /** The answer to the writer of a hidden review who changes it: saved, and still hidden. */
  savedHidden: (reason: string) =>
    `Your review was hidden by the shop: ${/[.!?]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`} Your changes are saved, and it stays hidden.`,
} as const;

export const ADMIN_REVIEW_TEXTS = {
  heading: 'Reviews',
  intro:
    'Every review buyers wrote, newest first. Hide one only when it breaks the law, is abusive or is not about the piece: its writer is mailed the reason, and a hidden review counts nowhere, even once its writer changes it, until it is published again.',
  none: 'No review yet.',
  piece: 'Piece',
  writer: 'Written by',
  stars: 'Stars',
  review: 'Review',
  written: 'Written',
  state: 'State',
  shown: 'Published',
  hiddenBecause: (reason: string) => `Hidden: ${reason}`,
  hide: 'Hide',
  reasonLabel: 'Why it is hidden (mailed to its writer)',
  confirmHide: 'Hide this review',
  cancel: 'Cancel',
  hidden: 'The review is hidden and its writer is mailed the reason.',
  /** A hidden review its writer changed since: staff may want to look again. */
  editedSinceHidden: 'Its writer has changed it since it was hidden.',
  publish: 'Publish again',
  publishing: 'Publishing…',
  published: 'The review is published again and its writer is mailed.',
  older: 'Older reviews',
  newer: 'Newer reviews',
} as const;

const text = (field: string, lines: boolean, required: string, max: number, tooLong: string) =>
  plainText(field, { lines, error: required }).trim().min(1, required).max(max, tooLong);

const starsOf = (number: z.ZodNumber | z.ZodCoercedNumber) =>
  number
    .int(REVIEW_MESSAGES.starsRequired)
    .min(REVIEW_LIMITS.starsMin, REVIEW_MESSAGES.starsRequired)
    .max(REVIEW_LIMITS.starsMax, REVIEW_MESSAGES.starsRequired);

/** `POST /api/products/:id/reviews`: a first review, or the writer's new version of theirs. */
export const ReviewBodySchema = z.strictObject({
  stars: starsOf(z.number({ error: REVIEW_MESSAGES.starsRequired })),
  title: text(
    'Title',
    false,
    REVIEW_MESSAGES.titleRequired,
    REVIEW_LIMITS.title,
    REVIEW_MESSAGES.titleTooLong,
  ),
  text: text(
    'Your review',
    true,
    REVIEW_MESSAGES.textRequired,
    REVIEW_LIMITS.text,
    REVIEW_MESSAGES.textTooLong,
  ),
});
export type ReviewBody = z.output<typeof ReviewBodySchema>;

/** The storefront's form, whose radio buttons hold the stars as text ('5'); none chosen is none. */
export const ReviewFormSchema = ReviewBodySchema.extend({
  stars: starsOf(z.coerce.number({ error: REVIEW_MESSAGES.starsRequired })),
});
export type ReviewInput = z.input<typeof ReviewFormSchema>;

/** One published review as the storefront shows it: the writer by first name and initial. */
export const ReviewSchema = z.strictObject({
  id: z.string(),
  stars: z.number().int(),
  title: z.string(),
  text: z.string(),
  author: z.string(),
  /** Whether its writer's order with the piece was delivered (the demo's reviews are not). */
  verifiedBuyer: z.boolean(),
  /**
   * What its writer bought of the piece, as their order named it ("Size 14, 22K"; two bought
   * apart: "Size 12; Size 14"); null when the order named no variant or size.
   */
  bought: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** How many published reviews gave each number of stars, 1 to 5. */
export const StarCountsSchema = z.strictObject({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});
export type StarCounts = z.infer<typeof StarCountsSchema>;

export const ReviewsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(100_000, 'page must be a whole number from 1')
    .default(1),
});

/** `GET /api/products/:id/reviews`: a page of published reviews, newest first, and their summary. */
export const ReviewsAnswerSchema = z.strictObject({
  success: z.literal(true),
  /** The mean of the published reviews' stars; null without any. */
  average: z.number().nullable(),
  count: z.number().int(),
  stars: StarCountsSchema,
  reviews: z.array(ReviewSchema),
  page: z.number().int(),
  pages: z.number().int(),
});
export type ReviewsAnswer = z.infer<typeof ReviewsAnswerSchema>;

/** `POST /api/products/:id/reviews`: the review as saved, and whether the shop keeps it hidden. */
export const ReviewSavedAnswerSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  /** Staff hid it: the changes are saved, it stays hidden until staff publish it again. */
  hidden: z.boolean(),
  review: ReviewSchema,
});
export type ReviewSavedAnswer = z.infer<typeof ReviewSavedAnswerSchema>;

/** A review in the back office: the piece, the writer's name and address, whether it is hidden. */
export const AdminReviewSchema = z.strictObject({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  stars: z.number().int(),
  title: z.string(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  /** What its writer bought of the piece, as the storefront says it (ReviewSchema's `bought`). */
  bought: z.string().nullable(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewsQuerySchema = ReviewsQuerySchema;

export const AdminReviewListAnswerSchema = z.strictObject({
  success: z.literal(true),
  reviews: z.array(AdminReviewSchema),
  page: z.number().int(),
  pages: z.number().int(),
});
export type AdminReviewListAnswer = z.infer<typeof AdminReviewListAnswerSchema>;

/** `POST /api/admin/reviews/:reviewId/hide`. */
export const ReviewHideBodySchema = z.strictObject({
  reason: text(
    'The reason',
    true,
    REVIEW_MESSAGES.reasonRequired,
    REVIEW_LIMITS.reason,
    REVIEW_MESSAGES.reasonTooLong,
  ),
});
export type ReviewHideBody = z.output<typeof ReviewHideBodySchema>;

/** `POST /api/admin/reviews/:reviewId/publish` takes no body. */
export const EmptyBodySchema = z.strictObject({});

export const AdminReviewAnswerSchema = z.strictObject({
  success: z.literal(true),
  review: AdminReviewSchema,
});

/** The rating a piece shows: its reviews' mean to one decimal. */
export function formatAverage(average: number): string {
  return average.toFixed(1);
}

/** A writer as the storefront names them: "Asha K.". */
export function authorName(firstName: string, lastName: string | null): string {
  const initial = lastName?.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}
