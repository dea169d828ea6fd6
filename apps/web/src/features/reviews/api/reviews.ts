import { useInfiniteQuery } from '@tanstack/react-query';
import { ApiError, fetchJson } from '@shop/shared/api-client';
import type { ReviewBody, ReviewSavedAnswer, ReviewsAnswer } from '@shop/shared/reviews';

const reviewsPath = (productId: string) => `/api/products/${encodeURIComponent(productId)}/reviews`;

/** The key of a piece's reviews; its first page is also what a written review refreshes. */
export const reviewsKey = (productId: string) => ['reviews', productId] as const;

/** `GET /api/products/:id/reviews`, page by page: the newest first. */
export function useReviews(productId: string) {
  return useInfiniteQuery({
    queryKey: reviewsKey(productId),
    queryFn: ({ pageParam, signal }) =>
      fetchJson<ReviewsAnswer>(`${reviewsPath(productId)}?page=${pageParam}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

/**
 * The key of the piece's own answer (the catalogue's product query), refreshed after a review:
 * its rating and count are the reviews'.
 */
export const productKey = (productId: string) => ['catalogue', 'product', productId] as const;

/** `POST /api/products/:id/reviews`: the signed-in customer's review, or its new version. */
export const writeReview = (productId: string, review: ReviewBody, token: string) =>
  fetchJson<ReviewSavedAnswer>(reviewsPath(productId), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(review),
  });

/** The server's sentence (who may review, what is too long); a word on the connection otherwise. */
export function reviewErrorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}
