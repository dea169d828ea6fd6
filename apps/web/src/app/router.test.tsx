import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutesFromElements, MemoryRouter, type RouteObject } from 'react-router';
import { PAGE_PATHS } from '@shop/shared/page-paths';
import { PAGE_ALIASES } from '@shop/shared/pages';
import { AuthProvider } from '../features/accounts/components/auth-provider.tsx';
import { i18n } from '../lib/i18n.ts';
import { serveApi } from '../testing/render-route.tsx';
import { AppRoutes, PAGE_ROUTES } from './router.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderApp(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <MemoryRouter initialEntries={[url]}>
            <AppRoutes />
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

function routePaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routePaths(route.children ?? []),
  ]);
}

describe('the routes', () => {
  it('are the pages of the shop’s list and their aliases, and nothing else', () => {
    expect(routePaths(createRoutesFromElements(PAGE_ROUTES)).sort()).toEqual(
      [...PAGE_PATHS, ...Object.keys(PAGE_ALIASES), '*'].sort(),
    );
  });

  it.each(Object.entries(PAGE_ALIASES))('show at %s the page at %s', async (alias, target) => {
    serveApi({});
    renderApp(target);
    const heading = (await screen.findByRole('heading', { level: 1 })).textContent;
    cleanup();
    renderApp(alias);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(heading);
  });
});

describe('a customer’s order page', () => {
  it('has a route of its own: a guest is sent to sign in', async () => {
    serveApi({ '/api/config': { body: { success: true, googleClientId: null } } });
    renderApp('/orders/a1b2c3d4-2222-4a7b-9c0d-2e5f6a7b8c9d');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
  });

  it('is no page for an id that is no order’s', async () => {
    serveApi({});
    renderApp('/orders/not-an-id');
    expect(await screen.findByText('This page does not exist')).toBeTruthy();
  });
});

describe('the account screens', () => {
  it.each([
    ['/login', 'Welcome Back'],
    ['/register', 'Create Account'],
    ['/forgot-password', 'Reset Password'],
    ['/reset-password?email=meena%40example.in&code=482913', 'Set New Password'],
  ])('show %s on its own, outside the shop’s header and footer', async (url, heading) => {
    serveApi({ '/api/config': { body: { success: true, googleClientId: null } } });
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('keep the shop’s header on the other pages', async () => {
    serveApi({});
    renderApp('/no-such-page');
    expect(await screen.findByText('This page does not exist')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});

describe('the addresses the router maps to another page', () => {
  it('leads /checkout, where Proceed to Checkout goes, to the cart', async () => {
    serveApi({});
    renderApp('/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeTruthy();
    expect(screen.queryByText('This page does not exist')).toBeNull();
  });

  it('opens the contact page at /contact', async () => {
    serveApi({});
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get in touch' })).toBeTruthy();
  });

  it('opens the ring size guide at /ring-size-guide, and a policy still at /policies/{id}', async () => {
    serveApi({});
    renderApp('/ring-size-guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ring Size Guide' })).toBeTruthy();
    cleanup();
    renderApp('/policies/cookie-policy');
    expect(await screen.findByText('This page does not exist')).toBeTruthy();
  });

  it('opens the ring page at /customize/ring (without a ring, it asks for one), and leaves other addresses under /customize as no page', async () => {
    serveApi({});
    renderApp('/customize/ring');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product information missing' }),
    ).toBeTruthy();
    cleanup();
    renderApp('/customize/necklace');
    expect(await screen.findByText('This page does not exist')).toBeTruthy();
  });
});
