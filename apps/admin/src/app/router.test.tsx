import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_ERROR_TEXTS } from '@shop/shared/page-error';
import { serveApi } from '@shop/ui/testing/serve-api.ts';
import { OWNER, renderPages, signedIn } from '../testing/render-pages.tsx';
import { routes } from './router.tsx';

// Two pages with a fault: they throw as they draw.
vi.mock('./routes/work-list.tsx', () => ({
  default: function BrokenWorkList() {
    throw new Error('An order without lines');
  },
}));
vi.mock('./routes/welcome.tsx', () => ({
  default: function BrokenWelcome() {
    throw new Error('A link without a token');
  },
}));

async function expectPageError() {
  const message = await screen.findByRole('alert');
  expect(within(message).getByRole('heading').textContent).toBe(PAGE_ERROR_TEXTS.title);
  // Plain links, which load the back office afresh: the page's own address, and Today.
  expect(within(message).getByRole('link', { name: PAGE_ERROR_TEXTS.reload }).getAttribute('href')).toBe(
    window.location.href,
  );
  expect(within(message).getByRole('link', { name: PAGE_ERROR_TEXTS.home }).getAttribute('href')).toBe(
    '/admin/',
  );
}

describe('a back-office page that fails to draw', () => {
  beforeEach(() => {
    // React reports the error the router caught; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('says so under the header, whose sections still open', async () => {
    serveApi({
      ...signedIn(OWNER),
      '/api/admin/messages': {
        body: { success: true, messages: [], unread: 0, total: 0, page: 1, totalPages: 1 },
      },
    });
    renderPages(routes, '/work-list');
    await expectPageError();
    const sections = screen.getByRole('navigation', { name: 'Back office' });

    await userEvent.click(within(sections).getByRole('link', { name: 'Messages' }));
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeTruthy();
    expect(screen.queryByText(PAGE_ERROR_TEXTS.title)).toBeNull();
  });

  it('says so before sign-in too, where there is no header', async () => {
    renderPages(routes, '/welcome');
    await expectPageError();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
  });
});
