import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_TEXTS, type ReviewSavedAnswer, type ReviewsAnswer } from '@shop/shared/reviews';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import ProductReviews from './product-reviews.tsx';

const NONE: ReviewsAnswer = {
  success: true,
  average: null,
  count: 0,
  stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
  reviews: [],
  page: 1,
  pages: 1,
};

function saved(hidden: boolean, message: string): ReviewSavedAnswer {
  return {
    success: true,
    message,
    hidden,
    review: {
      id: 'rev-1',
      stars: 5,
      title: 'Still the best kada',
      text: 'Better than the shop next door.',
      author: 'Divya R.',
      verifiedBuyer: true,
      bought: null,
      createdAt: '2026-11-20T05:00:00.000Z',
      updatedAt: '2026-11-22T05:00:00.000Z',
    },
  };
}

function renderReviews() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProductReviews productId="5" token="token-1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function writeReview() {
  await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
  await userEvent.type(
    screen.getByLabelText(REVIEW_TEXTS.titleLabel, { exact: false }),
    'Still the best kada',
  );
  await userEvent.type(
    screen.getByLabelText(REVIEW_TEXTS.textLabel, { exact: false }),
    'Better than the shop next door.',
  );
  await userEvent.click(screen.getByRole('button', { name: REVIEW_TEXTS.submit }));
}

describe('the reviews on a piece’s page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says which variant a buyer bought, and nothing for a review without one', async () => {
    const review = (id: string, title: string, bought: string | null) => ({
      ...saved(false, REVIEW_TEXTS.saved).review,
      id,
      title,
      bought,
    });
    serveRequests({
      'GET /api/products/5/reviews': {
        body: {
          ...NONE,
          average: 5,
          count: 2,
          stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 2 },
          reviews: [review('rev-2', 'Fits well', 'Size 14, 22K'), review('rev-1', 'Lovely', null)],
        },
      },
    });
    renderReviews();
    const fits = (await screen.findByRole('heading', { name: 'Fits well' })).closest('li') as HTMLElement;
    expect(fits.textContent).toContain('Bought: Size 14, 22K');
    const lovely = screen.getByRole('heading', { name: 'Lovely' }).closest('li') as HTMLElement;
    expect(lovely.textContent).not.toContain('Bought:');
  });
});

describe('the review form on a piece’s page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the writer of a hidden review that their changes are saved and it stays hidden', async () => {
    const message =
      'Your review was hidden by the shop: It names another shop’s offer. Your changes are saved, and it stays hidden.';
    const sent = serveRequests({
      'GET /api/products/5/reviews': { body: NONE },
      'POST /api/products/5/reviews': { body: saved(true, message) },
    });
    renderReviews();
    await writeReview();
    const status = await screen.findByText(message);
    expect(status.closest('[role=status]')).toBeTruthy();
    expect(screen.queryByText(REVIEW_TEXTS.saved)).toBeNull();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      stars: 5,
      title: 'Still the best kada',
      text: 'Better than the shop next door.',
    });
  });

  it('thanks the writer of a published review', async () => {
    serveRequests({
      'GET /api/products/5/reviews': { body: NONE },
      'POST /api/products/5/reviews': { body: saved(false, REVIEW_TEXTS.saved) },
    });
    renderReviews();
    await writeReview();
    expect(await screen.findByText(REVIEW_TEXTS.saved)).toBeTruthy();
  });
});
