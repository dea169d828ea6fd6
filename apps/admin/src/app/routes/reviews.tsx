import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_REVIEW_TEXTS, REVIEW_TEXTS, ReviewsQuerySchema, type AdminReview } from '@shop/shared/reviews';
import { Alert } from '@shop/ui/alert.tsx';
import { SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { ListPager } from '../../components/list-table.tsx';
import { reviewListQuery } from '../../features/reviews/api/review-calls.ts';
import { HideReviewForm } from '../../features/reviews/components/hide-review-form.tsx';
import { PublishReviewButton } from '../../features/reviews/components/publish-review-button.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useListAddress } from '../../lib/list-address.ts';

function ReviewCard({
  review,
  onHidden,
  onPublished,
}: {
  review: AdminReview;
  onHidden: () => void;
  onPublished: () => void;
}) {
  const [hiding, setHiding] = useState(false);
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <article aria-label={review.title}>
        <p className="text-sm text-stone-600">
          {review.productName} · {review.customerName} ({review.customerEmail}) ·{' '}
          {formatDateTime(review.createdAt)}
        </p>
        <h2 className="mt-1 font-semibold [overflow-wrap:anywhere]">
          {`${review.stars}/5`} · {review.title}
        </h2>
        {review.bought && (
          <p className="mt-1 text-sm font-medium text-stone-700">{REVIEW_TEXTS.bought(review.bought)}</p>
        )}
        <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{review.text}</p>
        {review.hiddenReason !== null ? (
          <>
            <p className="mt-2 text-sm font-medium text-rose-800">
              {ADMIN_REVIEW_TEXTS.hiddenBecause(review.hiddenReason)}
            </p>
            {review.hiddenAt !== null && review.updatedAt > review.hiddenAt && (
              <p className="mt-1 text-sm text-stone-700">{ADMIN_REVIEW_TEXTS.editedSinceHidden}</p>
            )}
            <PublishReviewButton review={review} onPublished={onPublished} />
          </>
        ) : hiding ? (
          <HideReviewForm review={review} onCancel={() => setHiding(false)} onHidden={onHidden} />
        ) : (
          <button type="button" className={`${SECONDARY_BUTTON} mt-2`} onClick={() => setHiding(true)}>
            {ADMIN_REVIEW_TEXTS.hide}
          </button>
        )}
      </article>
    </li>
  );
}

/**
 * Every review buyers wrote, newest first, each with Hide (a reason, mailed to its writer), or
 * Publish again once hidden.
 */
export default function ReviewsRoute() {
  const { searchParams, change } = useListAddress();
  const parsed = ReviewsQuerySchema.safeParse(Object.fromEntries(searchParams));
  const page = parsed.success ? parsed.data.page : 1;
  const { data, error } = useQuery(reviewListQuery(page));
  const [done, setDone] = useState<string | null>(null);
  return (
    <section aria-labelledby="reviews-title" className="space-y-4">
      <h1 id="reviews-title" className="text-2xl font-semibold">
        {ADMIN_REVIEW_TEXTS.heading}
      </h1>
      <p className="text-stone-700">{ADMIN_REVIEW_TEXTS.intro}</p>
      <Alert message={parsed.success ? error?.message : parsed.error.issues[0]?.message} />
      <div role="status">{done && <p className="text-emerald-800">{done}</p>}</div>
      {data?.reviews.length === 0 && <p>{ADMIN_REVIEW_TEXTS.none}</p>}
      <ul className="space-y-3">
        {data?.reviews.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            onHidden={() => setDone(ADMIN_REVIEW_TEXTS.hidden)}
            onPublished={() => setDone(ADMIN_REVIEW_TEXTS.published)}
          />
        ))}
      </ul>
      {data && data.pages > 1 && (
        <ListPager
          label="Pages of reviews"
          page={data.page}
          totalPages={data.pages}
          onPage={(next) => change({ page: String(next) })}
          words={{ previous: ADMIN_REVIEW_TEXTS.newer, next: ADMIN_REVIEW_TEXTS.older }}
        />
      )}
    </section>
  );
}
