/**
 * Buyers' reviews: written only by a customer whose order holding the piece was delivered,
 * one per customer and piece (writing again edits it), and hidden by staff with a reason,
 * recorded in the audit log and mailed to the writer once committed. A hidden review stays
 * hidden when its writer edits it; staff alone publish it again, in the audit log too.
 * The piece's rating and count on products follow from the trigger of `product_reviews`,
 * whose change of the product's row the catalogue index picks up (catalogue_changed).
 */
import { eq } from 'drizzle-orm';
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  REVIEW_TEXTS,
  REVIEWS_PAGE_SIZE,
  authorName,
  type AdminReview,
  type AdminReviewListAnswer,
  type Review,
  type ReviewBody,
  type ReviewSavedAnswer,
  type ReviewsAnswer,
  type StarCounts,
} from '@shop/shared/reviews';
import { orderLineDetails } from '@shop/shared/variants';
import { recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import { productReviews } from '../../db/schema.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { reviewHiddenMail, reviewPublishedMail } from './review-mails.ts';
import {
  boughtOf,
  countAllReviews,
  findAdminReview,
  hasDeliveredOrderWith,
  listAllReviews,
  productOnStorefront,
  publishedReviews,
  starCounts,
  upsertReview,
  type AdminReviewRow,
  type BoughtLine,
  type ReviewListRow,
} from './repository.ts';

export type ReviewsService = ReturnType<typeof createReviewsService>;

export interface ReviewsOptions {
  mailer: Mailer;
  shopEmail: string;
  /**
   * Called once a review is written or hidden (its piece's rating changed): the catalogue
   * reads the change before the answer, so the writer and staff see the new rating at once.
   */
  afterChange?: () => Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const noSuchPiece = () => new HttpError(404, REVIEW_TEXTS.notFound);
const noSuchReview = () => new HttpError(404, REVIEW_TEXTS.reviewNotFound);

/** A product's id as the URL has it: digits only, within PostgreSQL's integer. */
function productIdOf(text: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(text)) throw noSuchPiece();
  const id = Number(text);
  if (id > 2_147_483_647) throw noSuchPiece();
  return id;
}

/** What the writer bought, as their orders named it: "Size 14, 22K"; null when they named nothing. */
function boughtText(lines: readonly BoughtLine[]): string | null {
  const named = [...new Set(lines.map(orderLineDetails).filter(Boolean))];
  return named.length > 0 ? named.join('; ') : null;
}

function publicReview(row: ReviewListRow): Review {
  return {
    id: row.id,
    stars: row.stars,
    title: row.title,
    text: row.text,
    author: authorName(row.firstName, row.lastName),
    verifiedBuyer: row.verifiedBuyer,
    bought: boughtText(row.bought),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function adminReview(row: AdminReviewRow): AdminReview {
  return {
    id: row.id,
    productId: String(row.productId),
    productName: row.productName,
    customerName: [row.firstName, row.lastName].filter(Boolean).join(' '),
    customerEmail: row.email,
    stars: row.stars,
    title: row.title,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    hiddenReason: row.hiddenReason,
    bought: boughtText(row.bought),
  };
}

/** The piece's name in its writer's language, or its own name when staff gave none in it. */
function pieceNameIn(row: AdminReviewRow): string {
  const named = row.language === 'ta' ? row.productNameTa : row.language === 'hi' ? row.productNameHi : '';
  return named || row.productName;
}

const pagesOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

export function createReviewsService(db: Database, options: ReviewsOptions) {
  const { mailer, shopEmail } = options;
  const afterChange = options.afterChange ?? (async () => {});

  return {
    /** A page of a piece's published reviews, newest first, with their mean and each star's count. */
    async list(productIdText: string, page: number): Promise<ReviewsAnswer> {
      const productId = productIdOf(productIdText);
      if (!(await productOnStorefront(db, productId))) throw noSuchPiece();
      const counts = await starCounts(db, productId);
      const stars: StarCounts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
      let total = 0;
      let sum = 0;
      for (const [star, howMany] of counts) {
        stars[star as keyof StarCounts] = howMany;
        total += howMany;
        sum += star * howMany;
      }
      const rows =
        total > (page - 1) * REVIEWS_PAGE_SIZE
          ? await publishedReviews(db, productId, {
              limit: REVIEWS_PAGE_SIZE,
              offset: (page - 1) * REVIEWS_PAGE_SIZE,
            })
          : [];
      return {
        success: true,
        average: total === 0 ? null : sum / total,
        count: total,
        stars,
        reviews: rows.map(publicReview),
        page,
        pages: pagesOf(total, REVIEWS_PAGE_SIZE),
      };
    },

    /**
     * The signed-in customer's review of a piece: refused (403) unless an order of theirs
     * holding it was delivered. Writing again edits their review; one staff hid stays hidden,
     * and the answer says so with the shop's reason.
     */
    async write(
      productIdText: string,
      customer: { id: string; firstName: string; lastName: string | null },
      body: ReviewBody,
    ): Promise<ReviewSavedAnswer> {
      const productId = productIdOf(productIdText);
      if (!(await productOnStorefront(db, productId))) throw noSuchPiece();
      if (!(await hasDeliveredOrderWith(db, customer.id, productId))) {
        throw new HttpError(403, REVIEW_TEXTS.onlyBuyers);
      }
      const row = await upsertReview(db, { productId, customerId: customer.id, ...body });
      await afterChange();
      const hidden = row.hiddenAt !== null;
      return {
        success: true,
        message: hidden ? REVIEW_TEXTS.savedHidden(row.hiddenReason ?? '') : REVIEW_TEXTS.saved,
        hidden,
        review: publicReview({
          ...row,
          firstName: customer.firstName,
          lastName: customer.lastName,
          verifiedBuyer: true,
          bought: await boughtOf(db, customer.id, productId),
        }),
      };
    },

    /** The back office's list: every review, hidden ones too, newest first. */
    async listForStaff(page: number): Promise<AdminReviewListAnswer> {
      const total = await countAllReviews(db);
      const rows = await listAllReviews(db, {
        limit: ADMIN_REVIEWS_PAGE_SIZE,
        offset: (page - 1) * ADMIN_REVIEWS_PAGE_SIZE,
      });
      return {
        success: true,
        reviews: rows.map(adminReview),
        page,
        pages: pagesOf(total, ADMIN_REVIEWS_PAGE_SIZE),
      };
    },

    /** Hides a review with a reason: recorded in the audit log, mailed to its writer after. */
    async hide(reviewIdText: string, reason: string, staff: { id: string }): Promise<AdminReview> {
      if (!UUID.test(reviewIdText)) throw noSuchReview();
      const reviewId = reviewIdText.toLowerCase();
      const hidden = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(productReviews)
          .where(eq(productReviews.id, reviewId))
          .for('update');
        if (!row) throw noSuchReview();
        if (row.hiddenAt) throw new HttpError(409, REVIEW_TEXTS.alreadyHidden);
        await tx
          .update(productReviews)
          .set({ hiddenAt: new Date(), hiddenReason: reason, hiddenBy: staff.id })
          .where(eq(productReviews.id, reviewId));
        await recordChange(tx, {
          staffId: staff.id,
          action: 'review.hide',
          subject: { type: 'review', id: reviewId },
          before: { hidden: false },
          // The writer's words stay out of the log: their review goes with their account.
          after: { hidden: true, reason, productId: row.productId, stars: row.stars },
        });
        return row;
      });
      await afterChange();
      const review = await findAdminReview(db, reviewId);
      if (!review) throw noSuchReview();
      mailer.sendInBackground(
        reviewHiddenMail({
          to: review.email,
          firstName: review.firstName,
          productName: pieceNameIn(review),
          language: review.language,
          title: hidden.title,
          reason,
          replyTo: shopEmail,
        }),
      );
      return adminReview(review);
    },

    /**
     * Publishes a hidden review again, as its writer last wrote it: recorded in the audit log,
     * counted again, and its writer is mailed once committed.
     */
    async publish(reviewIdText: string, staff: { id: string }): Promise<AdminReview> {
      if (!UUID.test(reviewIdText)) throw noSuchReview();
      const reviewId = reviewIdText.toLowerCase();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(productReviews)
          .where(eq(productReviews.id, reviewId))
          .for('update');
        if (!row) throw noSuchReview();
        if (!row.hiddenAt) throw new HttpError(409, REVIEW_TEXTS.notHidden);
        await tx
          .update(productReviews)
          .set({ hiddenAt: null, hiddenReason: null, hiddenBy: null })
          .where(eq(productReviews.id, reviewId));
        await recordChange(tx, {
          staffId: staff.id,
          action: 'review.publish',
          subject: { type: 'review', id: reviewId },
          before: { hidden: true, reason: row.hiddenReason },
          after: { hidden: false, productId: row.productId, stars: row.stars },
        });
      });
      await afterChange();
      const review = await findAdminReview(db, reviewId);
      if (!review) throw noSuchReview();
      mailer.sendInBackground(
        reviewPublishedMail({
          to: review.email,
          firstName: review.firstName,
          productName: pieceNameIn(review),
          language: review.language,
          title: review.title,
          replyTo: shopEmail,
        }),
      );
      return adminReview(review);
    },
  };
}
