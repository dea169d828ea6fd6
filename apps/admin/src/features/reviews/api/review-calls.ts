import { queryOptions } from '@tanstack/react-query';
import { queryString } from '@shop/shared/api-client';
import type { AdminReview, AdminReviewListAnswer, ReviewHideBody } from '@shop/shared/reviews';
import { adminFetch } from '../../../lib/admin-fetch.ts';

/** Every review, newest first, a page at a time. */
export function reviewListQuery(page: number) {
  return queryOptions({
    queryKey: ['reviews', 'list', page],
    queryFn: ({ signal }) =>
      adminFetch<AdminReviewListAnswer>(
        `/api/admin/reviews${queryString({ page: page > 1 ? page : undefined })}`,
        {
          signal,
        },
      ),
  });
}

export function hideReview(
  reviewId: string,
  body: ReviewHideBody,
): Promise<{ success: true; review: AdminReview }> {
  return adminFetch(`/api/admin/reviews/${encodeURIComponent(reviewId)}/hide`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/** Publishes a hidden review again, as its writer last wrote it. */
export function publishReview(reviewId: string): Promise<{ success: true; review: AdminReview }> {
  return adminFetch(`/api/admin/reviews/${encodeURIComponent(reviewId)}/publish`, {
    method: 'POST',
    body: JSON.stringify({}),
  });
}
