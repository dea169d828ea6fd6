import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_REVIEW_TEXTS, type AdminReview } from '@shop/shared/reviews';
import { Alert } from '@shop/ui/alert.tsx';
import { SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { publishReview } from '../api/review-calls.ts';

/** Publishing a hidden review again: its writer is mailed, and it counts again. */
export function PublishReviewButton({
  review,
  onPublished,
}: {
  review: AdminReview;
  onPublished: () => void;
}) {
  const queryClient = useQueryClient();
  const publish = useMutation({
    mutationFn: () => publishReview(review.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['reviews', 'list'] });
      onPublished();
    },
  });
  return (
    <div className="mt-2 space-y-2">
      <Alert message={publish.error?.message} />
      <button
        type="button"
        className={SECONDARY_BUTTON}
        disabled={publish.isPending}
        onClick={() => publish.mutate()}
      >
        {publish.isPending ? ADMIN_REVIEW_TEXTS.publishing : ADMIN_REVIEW_TEXTS.publish}
      </button>
    </div>
  );
}
