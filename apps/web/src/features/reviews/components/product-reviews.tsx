import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { BadgeCheck, Star } from 'lucide-react';
import {
  REVIEW_LIMITS,
  REVIEW_TEXTS,
  ReviewFormSchema,
  formatAverage,
  type Review,
  type ReviewBody,
  type ReviewInput,
  type ReviewsAnswer,
} from '@shop/shared/reviews';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { FieldError, TextAreaField, TextField } from '@shop/ui/text-field.tsx';
import { productKey, reviewErrorText, reviewsKey, useReviewsPage, writeReview } from '../api/reviews.ts';

const DAY = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
const STAR_VALUES = [5, 4, 3, 2, 1] as const;

function Stars({ stars }: { stars: number }) {
  return (
    <span className="inline-flex" role="img" aria-label={REVIEW_TEXTS.starsOf(stars)}>
      {[1, 2, 3, 4, 5].map((at) => (
        <Star
          key={at}
          aria-hidden="true"
          className={`size-4 ${at <= stars ? 'fill-amber-400 text-amber-500' : 'text-stone-300'}`}
        />
      ))}
    </span>
  );
}

/** The mean, the count and a bar for each number of stars. */
function Summary({ answer }: { answer: ReviewsAnswer }) {
  if (answer.average === null) return <p className="mt-2 text-stone-700">{REVIEW_TEXTS.none}</p>;
  return (
    <div className="mt-3 grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
      <p className="flex items-center gap-2">
        <span className="text-3xl font-semibold">{formatAverage(answer.average)}</span>
        <span className="text-sm text-stone-700">{REVIEW_TEXTS.outOf(answer.average, answer.count)}</span>
      </p>
      <ul className="space-y-1 text-sm" aria-label={REVIEW_TEXTS.countOf(answer.count)}>
        {STAR_VALUES.map((stars) => {
          const howMany = answer.stars[stars];
          return (
            <li key={stars} className="flex items-center gap-2">
              <span className="w-14 text-stone-700">{REVIEW_TEXTS.starsOf(stars)}</span>
              <span className="h-2 flex-1 overflow-hidden rounded bg-stone-200" aria-hidden="true">
                <span
                  className="block h-full bg-amber-400"
                  style={{ width: `${(100 * howMany) / answer.count}%` }}
                />
              </span>
              <span className="w-8 text-right text-stone-700">{howMany}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const edited = review.updatedAt !== review.createdAt;
  return (
    <li className="border-t border-stone-200 py-4">
      <div className="flex flex-wrap items-center gap-2">
        <Stars stars={review.stars} />
        <h3 className="font-semibold [overflow-wrap:anywhere]">{review.title}</h3>
      </div>
      <p className="mt-1 text-sm text-stone-600">
        {review.author} · {DAY.format(new Date(review.createdAt))}
        {edited && ` (${REVIEW_TEXTS.edited})`}
        {review.verifiedBuyer && (
          <span className="ml-2 inline-flex items-center gap-1 font-medium text-emerald-800">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {REVIEW_TEXTS.verifiedBuyer}
          </span>
        )}
      </p>
      {review.bought && (
        <p className="mt-1 text-sm font-medium text-stone-700">{REVIEW_TEXTS.bought(review.bought)}</p>
      )}
      <p className="mt-2 whitespace-pre-line text-stone-800 [overflow-wrap:anywhere]">{review.text}</p>
    </li>
  );
}

/** The signed-in customer's review: the server alone knows whether their order was delivered. */
function ReviewForm({ productId, token }: { productId: string; token: string }) {
  const starsId = useId();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<{ message: string; hidden: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ReviewInput, unknown, ReviewBody>({
    resolver: zodResolver(ReviewFormSchema),
    defaultValues: { title: '', text: '' },
  });
  const { errors, isSubmitting } = formState;

  const send = async (review: ReviewBody) => {
    setFailure(null);
    setSaved(null);
    try {
      const answer = await writeReview(productId, review, token);
      setSaved({ message: answer.message, hidden: answer.hidden });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKey(productId) }),
        queryClient.invalidateQueries({ queryKey: productKey(productId) }),
      ]);
    } catch (error) {
      setFailure(reviewErrorText(error, REVIEW_TEXTS.notSent));
    }
  };

  return (
    <form
      noValidate
      className="mt-6 rounded-xl bg-white p-4 ring-1 ring-stone-200"
      onSubmit={(event) => void handleSubmit(send)(event)}
    >
      <h3 className="font-semibold">{REVIEW_TEXTS.writeHeading}</h3>
      <fieldset
        className="mt-3"
        aria-invalid={errors.stars ? true : undefined}
        aria-describedby={errors.stars ? `${starsId}-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-stone-800">{REVIEW_TEXTS.starsLabel}</legend>
        <div className="flex flex-wrap gap-3">
          {STAR_VALUES.map((stars) => (
            <label key={stars} className="inline-flex items-center gap-1 text-sm">
              <input
                type="radio"
                value={stars}
                {...register('stars', {
                  setValueAs: (value: unknown) => (value ? Number(value) : undefined),
                })}
              />
              {REVIEW_TEXTS.starsOf(stars)}
            </label>
          ))}
        </div>
        <FieldError id={`${starsId}-error`} message={errors.stars?.message} />
      </fieldset>
      <div className="mt-3 space-y-3">
        <TextField
          label={REVIEW_TEXTS.titleLabel}
          required
          maxLength={REVIEW_LIMITS.title}
          error={errors.title?.message}
          {...register('title')}
        />
        <TextAreaField
          label={REVIEW_TEXTS.textLabel}
          rows={4}
          required
          maxLength={REVIEW_LIMITS.text}
          error={errors.text?.message}
          {...register('text')}
        />
      </div>
      <button type="submit" className={`${PRIMARY_BUTTON} mt-4 w-full sm:w-auto`} disabled={isSubmitting}>
        {REVIEW_TEXTS.submit}
      </button>
      <div role="status">
        {saved &&
          (saved.hidden ? (
            <p className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {saved.message}
            </p>
          ) : (
            <p className="mt-3 text-sm text-emerald-800">{saved.message}</p>
          ))}
      </div>
      <div role="alert">
        {failure && (
          <p className="mt-3 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
            {failure}
          </p>
        )}
      </div>
    </form>
  );
}

/** The reviews of one page after the first, shown once asked for. */
function LaterPage({ productId, page }: { productId: string; page: number }) {
  const query = useReviewsPage(productId, page);
  if (query.isError) return <p className="text-rose-900">{REVIEW_TEXTS.loadFailed}</p>;
  return (
    <>
      {query.data?.reviews.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
    </>
  );
}

/**
 * A piece's reviews under its page, loaded after it (a lazy component with its own query):
 * the mean and each star's count, the moderation rule, the newest reviews first, and for a
 * signed-in customer the form to write or edit theirs.
 */
export default function ProductReviews({ productId, token }: { productId: string; token: string | null }) {
  const query = useReviewsPage(productId, 1);
  const [shownPages, setShownPages] = useState(1);
  const first = query.data;
  const later = Array.from({ length: shownPages - 1 }, (_, index) => index + 2);
  return (
    <section aria-labelledby="reviews-heading" className="mt-10 border-t border-stone-200 pt-6">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        {REVIEW_TEXTS.heading}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{REVIEW_TEXTS.moderationRule}</p>
      {query.isError ? (
        <div role="alert" className="mt-3 text-rose-900">
          <p>{REVIEW_TEXTS.loadFailed}</p>
          <button type="button" className={`${SECONDARY_BUTTON} mt-2`} onClick={() => void query.refetch()}>
            {REVIEW_TEXTS.tryAgain}
          </button>
        </div>
      ) : first ? (
        <>
          <Summary answer={first} />
          <ul className="mt-4">
            {first.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
            {later.map((page) => (
              <LaterPage key={page} productId={productId} page={page} />
            ))}
          </ul>
          {shownPages < first.pages && (
            <button
              type="button"
              className={`${SECONDARY_BUTTON} mt-2`}
              onClick={() => setShownPages((pages) => pages + 1)}
            >
              {REVIEW_TEXTS.loadMore}
            </button>
          )}
        </>
      ) : (
        <div className="mt-3 h-24 animate-pulse rounded-xl bg-stone-100" aria-hidden="true" />
      )}
      {token ? (
        <ReviewForm productId={productId} token={token} />
      ) : (
        <p className="mt-6 text-sm text-stone-700">
          <Link to="/login" className="font-medium underline underline-offset-2">
            {REVIEW_TEXTS.signInToReview}
          </Link>
        </p>
      )}
    </section>
  );
}
