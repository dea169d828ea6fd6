import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  ADMIN_REVIEW_TEXTS,
  REVIEW_LIMITS,
  ReviewHideBodySchema,
  type AdminReview,
  type ReviewHideBody,
} from '@shop/shared/reviews';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON, QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { hideReview } from '../api/review-calls.ts';

/** Hiding a review: the reason is mailed to its writer and kept with the review and in the audit log. */
export function HideReviewForm({
  review,
  onCancel,
  onHidden,
}: {
  review: AdminReview;
  onCancel: () => void;
  onHidden: () => void;
}) {
  const fieldId = useId();
  const queryClient = useQueryClient();
  const form = useForm<ReviewHideBody>({ resolver: zodResolver(ReviewHideBodySchema) });
  const hide = useMutation({
    mutationFn: (body: ReviewHideBody) => hideReview(review.id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['reviews', 'list'] });
      onHidden();
    },
  });
  const error = form.formState.errors.reason?.message;
  return (
    <form noValidate className="mt-3 space-y-2" onSubmit={form.handleSubmit((body) => hide.mutate(body))}>
      <Alert message={hide.error?.message} />
      <label htmlFor={fieldId} className="block text-sm font-medium">
        {ADMIN_REVIEW_TEXTS.reasonLabel}
      </label>
      <textarea
        id={fieldId}
        rows={2}
        maxLength={REVIEW_LIMITS.reason}
        className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...form.register('reason')}
      />
      {error && (
        <p id={`${fieldId}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={PRIMARY_BUTTON} disabled={hide.isPending}>
          {ADMIN_REVIEW_TEXTS.confirmHide}
        </button>
        <button type="button" className={QUIET_BUTTON} onClick={onCancel}>
          {ADMIN_REVIEW_TEXTS.cancel}
        </button>
      </div>
    </form>
  );
}
