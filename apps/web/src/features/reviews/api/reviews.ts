import { useQuery } from '@tanstack/react-query';
import { ApiError, fetchJson } from '@shop/shared/api-client';
import type { ReviewBody, ReviewSavedAnswer, ReviewsAnswer } from '@shop/shared/reviews';

const reviewsPath = (productId: string) => `/api/products/${encodeURIComponent(productId)}/reviews`;

/** The key of a piece's reviews, every page: what a written review refreshes. */
export const reviewsKey = (productId: string) => ['reviews', productId] as const;

/**
 * `GET /api/products/:id/reviews`, one page (the newest first). One query a page rather than
 * an infinite query, whose code would join the first visit's script.
 */
export function useReviewsPage(productId: string, page: number) {
  return useQuery({
    queryKey: [...reviewsKey(productId), page],
    queryFn: ({ signal }) => fetchJson<ReviewsAnswer>(`${reviewsPath(productId)}?page=${page}`, { signal }),
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
