import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CART_STORAGE_KEY } from '@shop/shared/cart-storage';
import { SHOP_CONFIG_ELEMENT_ID } from '@shop/shared/shop-config';
import { AuthProvider } from '../../features/accounts/components/auth-provider.tsx';
import { i18n } from '../../lib/i18n.ts';
import { useAuth } from '../../features/accounts/hooks/use-auth.ts';
import { storedSession, storeSignedInSession } from '../../features/accounts/testing/session.ts';
import { serveApi, serveRequests } from '../../testing/render-route.tsx';
import { appears, fakeTimeouts, passTime } from '../../testing/timers.ts';
import { CART_CHANGE_EVENT } from '../../features/cart/hooks/use-stored-cart-count.ts';
import { Layout } from './layout.tsx';

function Address() {
  const location = useLocation();
  const { googleLogin, deleteAccount } = useAuth();
  return (
    <>
      <output aria-label="address">{location.pathname + location.search}</output>
      {/* Stand in for the account screens: sign in with an account that has no first name, delete one. */}
      <button type="button" onClick={() => void googleLogin({ credential: 'credential' })}>
        Sign in without a name
      </button>
      <button type="button" onClick={() => void deleteAccount()}>
        Delete the account
      </button>
    </>
  );
}

function renderLayout(url = '/') {
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route element={<Layout />}>
                <Route path="*" element={<Address />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const address = () => screen.getByRole('status', { hidden: true, name: 'address' }).textContent;

describe('the header search', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves focus into the overlay, ignores a blank term and goes to the results for a real one', async () => {
    serveApi({ '/api/products/suggestions': { body: { suggestions: [] } } });
    renderLayout('/category/women');
    const opener = screen.getByRole('button', { name: 'Search' });
    await userEvent.click(opener);
    // The overlay's content loads when it first opens.
    const field = await screen.findByRole('combobox', { name: 'Search for jewelry' });
    expect(field.getAttribute('placeholder')).toBe('Search for jewelry...');
    expect(screen.getByRole('dialog', { name: 'Search the collection' })).toBeTruthy();
    expect(document.activeElement).toBe(field);

    await userEvent.type(field, '   {Enter}');
    expect(address()).toBe('/category/women');
    expect(screen.getByRole('combobox')).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, 'silver anklet{Enter}');
    expect(address()).toBe('/search?q=silver+anklet');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
  // Escape on the overlay is the browser's own <dialog> behaviour: the journeys check it in Chromium.
});

describe('the navigation', () => {
  it('opens the Jewellery menu with each group’s rings, bracelets and pendants, and closes it on Escape', async () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const jewellery = within(nav).getByRole('button', { name: 'Jewellery' });
    await userEvent.click(jewellery);
    expect(jewellery.getAttribute('aria-expanded')).toBe('true');
    const women = within(nav).getByRole('group', { name: 'Women' });
    expect(
      within(women)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Rings', '/custom/women/rings'],
      ['Bracelets', '/custom/women/bracelets'],
      ['Pendants', '/custom/women/Pendants'],
    ]);
    await userEvent.keyboard('{Escape}');
    expect(jewellery.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(jewellery);
  });

  it('closes a menu when the shopper clicks outside it, and follows a link in it', async () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const byCategory = within(nav).getByRole('button', { name: 'Shop by category' });
    await userEvent.click(byCategory);
    await userEvent.click(screen.getByRole('contentinfo'));
    expect(byCategory.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(byCategory);
    await userEvent.click(within(nav).getByRole('link', { name: "Kid's" }));
    expect(address()).toBe('/category/kids');
    expect(byCategory.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the phone menu', () => {
  it('tells whether the menu is open, and which dialog it opens', async () => {
    renderLayout();
    const opener = screen.getByRole('button', { name: 'Open menu' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(opener.getAttribute('aria-controls')).toBe(menu.id);

    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(opener.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(opener);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Contact Us' }),
    );
    expect(address()).toBe('/contact');
    expect(opener.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the cart badge', () => {
  it('counts the pieces of the stored cart and follows changes to it', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ quantity: 2 }, { quantity: 1 }]));
    renderLayout();
    expect(screen.getByRole('link', { name: 'Cart, 3 pieces' })).toBeTruthy();

    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ quantity: 1 }]));
      window.dispatchEvent(new Event(CART_CHANGE_EVENT));
    });
    expect(screen.getByRole('link', { name: 'Cart, 1 piece' })).toBeTruthy();
  });

  it('reads an empty cart when there is none', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toBeTruthy();
  });
});

describe('the chat button', () => {
  it('opens a WhatsApp conversation with the number the server configured', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SHOP_CONFIG_ELEMENT_ID;
    block.textContent = JSON.stringify({ whatsappNumber: '919000012345' });
    document.head.append(block);
    try {
      renderLayout();
      const chat = screen.getByRole('link', { name: /Chat with us on WhatsApp/ });
      expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919000012345\?text=/);
    } finally {
      block.remove();
    }
  });

  it('keeps off the cart, its checkout and a customer’s order, whose figures reach the screen’s edge', () => {
    const chat = /Chat with us on WhatsApp/;
    for (const url of ['/', '/product/14', '/category/women', '/contact', '/wishlist']) {
      const { unmount } = renderLayout(url);
      expect(screen.queryByRole('link', { name: chat }), url).not.toBeNull();
      unmount();
    }
    for (const url of ['/cart', '/checkout', '/orders/7b0c1a52-3c1e-4a57-9e0f-2d7f5a1b9c3e']) {
      const { unmount } = renderLayout(url);
      expect(screen.queryByRole('link', { name: chat }), url).toBeNull();
      unmount();
    }
  });
});

describe('the account menu', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a sign-in link for a guest', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Meena' })).toBeNull();
  });

  it('opens under the first name with My Profile and Logout, and closes on Escape and outside', async () => {
    storeSignedInSession();
    renderLayout('/cart');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    const menu = screen.getByRole('button', { name: 'Meena' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    if (!panel) throw new Error('The menu button controls no panel');
    expect(within(panel).getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/profile');
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);

    await userEvent.click(menu);
    await userEvent.click(screen.getByRole('contentinfo'));
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(menu);
    await userEvent.click(within(panel).getByRole('link', { name: 'My Profile' }));
    expect(address()).toBe('/profile');
  });

  it('logs out: the stored session is gone and the sign-in link is back', async () => {
    storeSignedInSession();
    renderLayout('/cart');
    await userEvent.click(screen.getByRole('button', { name: 'Meena' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(storedSession()).toEqual({ token: null, userId: null, firstName: null, lastName: null });
    expect(address()).toBe('/cart');
  });

  it('reads User when the account has no first name', async () => {
    serveRequests({
      'POST /auth/google/verify': {
        body: { success: true, message: '', token: 't', userId: 'u', firstName: '', authProvider: 'google' },
      },
    });
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in without a name' }));
    expect(await screen.findByRole('button', { name: 'User' })).toBeTruthy();
  });

  it('says the account was deleted on the page the shopper lands on, for 5 seconds', async () => {
    storeSignedInSession();
    serveRequests({
      'DELETE /user/profile': { body: { success: true, message: 'Your account has been deleted.' } },
    });
    renderLayout();
    fakeTimeouts();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the account' }));
    const notice = await appears(() => screen.queryByText('Your account has been deleted.'));
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();

    passTime(4999);
    expect(screen.queryByText('Your account has been deleted.')).not.toBeNull();
    passTime(1);
    expect(screen.queryByText('Your account has been deleted.')).toBeNull();
  });

  it('lets the shopper dismiss that word at once', async () => {
    storeSignedInSession();
    serveRequests({
      'DELETE /user/profile': { body: { success: true, message: 'Your account has been deleted.' } },
    });
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Delete the account' }));
    await screen.findByText('Your account has been deleted.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your account has been deleted.')).toBeNull();
  });
});

describe('the footer', () => {
  it('lists the ring size guide with the policies', async () => {
    renderLayout();
    const policies = await screen.findByRole('navigation', { name: 'Policies' });
    const links = within(policies).getAllByRole('link');
    expect(links.at(-1)?.textContent).toBe('Ring Size Guide');
    await userEvent.click(within(policies).getByRole('link', { name: 'Ring Size Guide' }));
    expect(address()).toBe('/ring-size-guide');
  });
});
