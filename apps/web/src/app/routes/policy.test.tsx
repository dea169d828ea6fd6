import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'react-router';
import { renderPages, serveApi } from '../../testing/render-route.tsx';
import PolicyRoute from './policy.tsx';

afterEach(() => vi.unstubAllGlobals());

function openPolicy(url: string) {
  return renderPages(<Route path="/policies/:policyId" element={<PolicyRoute />} />, url);
}

describe('a policy page', () => {
  it('shows the policy’s title, its last update in India’s day, and its text', async () => {
    serveApi({
      '/api/policies/refund-policy': {
        body: {
          id: 'refund-policy',
          title: 'Refund and Return Policy',
          html: '<h2>Returns</h2>\n<p>Return any piece within <strong>15 days</strong>.</p>\n',
          // 20:00 in London is past midnight in India: the page says the 26th.
          updatedAt: '2026-11-25T20:00:00.000Z',
        },
      },
    });
    openPolicy('/policies/refund-policy');
    expect(await screen.findByRole('heading', { level: 2, name: 'Returns' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Refund and Return Policy' })).toBeTruthy();
    expect(screen.getByText('Last updated 26 November 2026')).toBeTruthy();
    expect(screen.getByText('15 days').tagName).toBe('STRONG');
    expect(document.title).toBe('Refund and Return Policy · Velli & Thangam');
  });

  it('is the shop’s not-found page for a policy the shop does not have', async () => {
    serveApi({});
    openPolicy('/policies/cookie-policy');
    expect(await screen.findByText('This page does not exist')).toBeTruthy();
  });

  it('offers to try again when the policy cannot be loaded', async () => {
    serveApi({ '/api/policies/privacy-policy': { status: 500, body: { success: false, message: 'Down' } } });
    openPolicy('/policies/privacy-policy');
    expect(await screen.findByText('This policy could not be loaded. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
