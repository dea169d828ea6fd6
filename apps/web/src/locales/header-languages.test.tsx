import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '@shop/shared/cart-storage';
import { Header } from '../app/layout/header.tsx';
import { AuthProvider } from '../features/accounts/components/auth-provider.tsx';
import { messages as en } from './en/messages.po';
import { messages as hi } from './hi/messages.po';
import { messages as ta } from './ta/messages.po';

function renderHeader(locale: string, messages: Messages) {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return render(
    <I18nProvider i18n={i18n}>
      <AuthProvider>
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </AuthProvider>
    </I18nProvider>,
  );
}

describe('the header in each language, from its compiled catalog', () => {
  it('speaks English in the specification’s words', () => {
    renderHeader('en', en);
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Contact Us' }).length).toBeGreaterThan(0);
  });

  it('speaks Tamil, with the cart’s count in its plural', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ quantity: 2 }, { quantity: 1 }]));
    renderHeader('ta', ta);
    expect(screen.getByRole('button', { name: 'தேடு' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'கூடையில் 3 நகைகள்' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'விருப்பப் பட்டியல்' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'தொடர்புகொள்ள' }).length).toBeGreaterThan(0);
    localStorage.clear();
  });

  it('speaks Hindi, with one piece in the cart', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ quantity: 1 }]));
    renderHeader('hi', hi);
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'कार्ट में 1 गहना' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'संपर्क करें' }).length).toBeGreaterThan(0);
    localStorage.clear();
  });
});
