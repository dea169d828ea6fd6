import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_REVIEW_TEXTS, REVIEW_MESSAGES, type AdminReview } from '@shop/shared/reviews';
import { serveRequests } from '@shop/ui/testing/serve-api.ts';
import { renderPages, signedIn, STAFF_MEMBER } from '../../testing/render-pages.tsx';
import ReviewsRoute from './reviews.tsx';

const REVIEW: AdminReview = {
  id: '0c9a7f7e-5b1d-4d3e-9a55-1f2e3d4c5b6a',
  productId: '12',
  productName: 'Lotus Charm Bracelet',
  customerName: 'Asha Kumar',
  customerEmail: 'asha@example.in',
  stars: 1,
  title: 'Call me for a better deal',
  text: 'Ring 98765 43210.',
  createdAt: '2026-11-20T04:30:00.000Z',
  updatedAt: '2026-11-20T04:30:00.000Z',
  hiddenAt: null,
  hiddenReason: null,
  bought: null,
};
const HIDDEN = { ...REVIEW, hiddenAt: '2026-11-21T04:30:00.000Z', hiddenReason: 'It gives a phone number.' };

describe('the Reviews page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the variant its writer bought, as the storefront does', async () => {
    const sized = { ...REVIEW, productName: 'Stardust Gold Band', bought: 'Size 14, 22K' };
    serveRequests({
      ...signedIn(STAFF_MEMBER),
      '/api/admin/reviews': { body: { success: true, reviews: [sized], page: 1, pages: 1 } },
    });
    renderPages([{ path: '/reviews', element: <ReviewsRoute /> }], '/reviews');
    const card = await screen.findByRole('article', { name: REVIEW.title });
    expect(within(card).getByText('Bought: Size 14, 22K')).toBeTruthy();
  });

  it('hides a review with a reason, which it asks for first', async () => {
    let hidden = false;
    const sent = serveRequests({
      ...signedIn(STAFF_MEMBER),
      '/api/admin/reviews': () => ({
        body: { success: true, reviews: [hidden ? HIDDEN : REVIEW], page: 1, pages: 1 },
      }),
      [`POST /api/admin/reviews/${REVIEW.id}/hide`]: () => {
        hidden = true;
        return { body: { success: true, review: HIDDEN } };
      },
    });
    renderPages([{ path: '/reviews', element: <ReviewsRoute /> }], '/reviews');
    const card = await screen.findByRole('article', { name: REVIEW.title });
    expect(card.textContent).toContain('Lotus Charm Bracelet · Asha Kumar (asha@example.in)');
    // A piece bought without a variant or a size names none.
    expect(within(card).queryByText(/^Bought:/)).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: ADMIN_REVIEW_TEXTS.hide }));
    await userEvent.click(within(card).getByRole('button', { name: ADMIN_REVIEW_TEXTS.confirmHide }));
    expect(await within(card).findByText(REVIEW_MESSAGES.reasonRequired)).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.type(
      within(card).getByLabelText(ADMIN_REVIEW_TEXTS.reasonLabel),
      'It gives a phone number.',
    );
    await userEvent.click(within(card).getByRole('button', { name: ADMIN_REVIEW_TEXTS.confirmHide }));
    expect(await screen.findByText(ADMIN_REVIEW_TEXTS.hidden)).toBeTruthy();
    expect(
      await screen.findByText(ADMIN_REVIEW_TEXTS.hiddenBecause('It gives a phone number.')),
    ).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { reason: 'It gives a phone number.' },
    ]);
  });

  it('publishes a hidden review again, saying its writer changed it since', async () => {
    const changed = { ...HIDDEN, title: 'A lovely bracelet', updatedAt: '2026-11-22T04:30:00.000Z' };
    let published = false;
    const sent = serveRequests({
      ...signedIn(STAFF_MEMBER),
      '/api/admin/reviews': () => ({
        body: {
          success: true,
          reviews: [published ? { ...changed, hiddenAt: null, hiddenReason: null } : changed],
          page: 1,
          pages: 1,
        },
      }),
      [`POST /api/admin/reviews/${REVIEW.id}/publish`]: () => {
        published = true;
        return { body: { success: true, review: { ...changed, hiddenAt: null, hiddenReason: null } } };
      },
    });
    renderPages([{ path: '/reviews', element: <ReviewsRoute /> }], '/reviews');
    const card = await screen.findByRole('article', { name: changed.title });
    expect(within(card).getByText(ADMIN_REVIEW_TEXTS.hiddenBecause('It gives a phone number.'))).toBeTruthy();
    expect(within(card).getByText('Its writer has changed it since it was hidden.')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Publish again' }));
    expect(await screen.findByText(ADMIN_REVIEW_TEXTS.published)).toBeTruthy();
    expect(await within(card).findByRole('button', { name: ADMIN_REVIEW_TEXTS.hide })).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      `/api/admin/reviews/${REVIEW.id}/publish`,
    ]);
  });
});
