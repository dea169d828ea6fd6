import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PAGE_ERROR_TEXTS } from '@shop/shared/page-error';
import { Layout } from './layout/layout.tsx';
import { allMessagesOf, i18nFor } from '../lib/i18n.ts';
import { ALL_CATALOGS } from '../locales/all-catalogs.ts';
import { Providers } from './providers.tsx';

const english = i18nFor('en', allMessagesOf(ALL_CATALOGS.en));

function BrokenPage(): never {
  throw new Error('A piece without a price');
}

function renderShop(url: string) {
  return render(
    <Providers i18n={english}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<h1>The home page</h1>} />
            <Route path="product/:id" element={<BrokenPage />} />
          </Route>
          <Route path="login" element={<BrokenPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

function expectPageError() {
  const message = screen.getByRole('alert');
  expect(within(message).getByRole('heading').textContent).toBe(PAGE_ERROR_TEXTS.title);
  // Plain links, which load the shop afresh: the page's own address, and the home page.
  expect(within(message).getByRole('link', { name: PAGE_ERROR_TEXTS.reload }).getAttribute('href')).toBe(
    window.location.href,
  );
  expect(within(message).getByRole('link', { name: PAGE_ERROR_TEXTS.home }).getAttribute('href')).toBe('/');
}

describe('a page that fails to draw', () => {
  beforeEach(() => {
    // React reports the error it caught; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('says so under the header, and the next page is drawn again', async () => {
    renderShop('/product/7');
    expectPageError();
    const header = screen.getByRole('navigation', { name: 'Main' });

    await userEvent.click(within(header).getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('heading', { name: 'The home page' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so outside the layout too, on an account screen', () => {
    renderShop('/login');
    expectPageError();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});
